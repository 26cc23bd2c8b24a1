import { useEffect, useRef, useState } from 'react';
import {
  fileLook,
  fileRefusal,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_BYTES_PER_REPORT,
  MAX_ATTACHMENTS_PER_REPORT,
  type AttachmentType,
  type FileLook,
} from '../../domain/attachments.ts';
import type { Attachment } from '../../domain/report.ts';
import type { ScreenFiles } from '../screen-props.ts';
import { prepareFile, startShrinkWorker, type PreparedFile } from './shrink-photo.ts';
import { isShrinkablePhoto } from './shrink-rules.ts';

/**
 * A row of the list (SPEC §4 "Upload"): a file being made smaller, on its way
 * (with its progress, or waiting to try again after a dropped connection), kept on the phone until
 * the signal returns, or uploaded.
 */
export interface UploadRow {
  key: string;
  status: 'preparing' | 'uploading' | 'retrying' | 'waiting' | 'done';
  fileName: string;
  /** Bytes of what is (or was) sent: the smaller copy of a photo. */
  size: number;
  /** The row's own type: picked first, the type comes after and can change until Continue. */
  type: AttachmentType;
  look: FileLook;
  /** An object URL of a thumbnail drawn in the browser, or null. */
  thumbnail: string | null;
  /** Bytes sent so far. */
  sent: number;
  /** While retrying: the try coming, of how many. */
  retry?: { attempt: number; attempts: number };
  attachment?: Attachment;
}

/**
 * Why a file is not on the list. The first five are the browser's pre-check (nothing was sent);
 * `serverType` (415), `serverSize` (413), `tooMany` and `quota` (the report's 150 MB) also come
 * from the server; `network` (no answer after every try: offline, timeout), `busy` (the server
 * answered 503 or 429 for about a minute) and `failed` (any other error) can be tried again.
 */
export type ProblemKind = 'type' | 'size' | 'empty' | 'tooMany' | 'quota' | 'serverType' | 'serverSize' | 'network' | 'busy' | 'failed';

export interface UploadProblem {
  key: string;
  fileName: string;
  kind: ProblemKind;
  /** Present when trying again can help: the file and the type it was to be uploaded as. */
  retry?: { file: File; type: AttachmentType; thumbnail: string | null };
}

/** What the upload call's rejection says (ScreenFiles: `status`, `code`, `message`, or none for a network failure). */
export function problemKindOf(error: unknown): ProblemKind {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (typeof status !== 'number') return 'network';
  if (code === 'ATTACHMENT_QUOTA_REACHED') return 'quota';
  if (status === 413 || code === 'FILE_TOO_LARGE') return 'serverSize';
  if (status === 415) return 'serverType';
  if (code === 'TOO_MANY_ATTACHMENTS') return 'tooMany';
  if (code === 'EMPTY_FILE') return 'empty';
  if (status === 503 || status === 429) return 'busy';
  return 'failed';
}

const RETRYABLE: ReadonlySet<ProblemKind> = new Set(['network', 'busy', 'failed']);

export interface AttachmentUploads {
  rows: UploadRow[];
  problems: UploadProblem[];
  /** The uploaded attachments, in the list's order, each with its row's type (what Continue sends). */
  attachments: Attachment[];
  /** A file is being prepared or is on its way (a file waiting for the signal is not: it is kept on the phone). */
  uploading: boolean;
  /** Checks the picked files and uploads the acceptable ones, each as `typeOf(file)`; earlier refusals are cleared. */
  add(files: readonly File[], typeOf: (file: File) => AttachmentType): void;
  retry(problemKey: string): void;
  /** Takes a row off the list; one still on its way is cancelled (the server drops its parts). */
  remove(rowKey: string): void;
  setType(rowKey: string, type: AttachmentType): void;
}

const rowOf = (attachment: Attachment): UploadRow => ({
  key: `a-${attachment.id}`,
  status: 'done',
  fileName: attachment.clientName,
  size: attachment.size,
  type: attachment.type,
  look: fileLook({ name: attachment.clientName, type: attachment.contentType }),
  thumbnail: null,
  sent: attachment.size,
  attachment,
});

export interface UploadListOptions {
  /**
   * A file is final once it arrives (a document added on the claim's page goes to the insurer):
   * its row leaves the list, and `onUploaded` tells whoever lists the sent documents.
   */
  leaveWhenDone?: boolean;
  /** Files the report holds that are not on this list (the documents already sent), counted in its 30 files and 150 MB. */
  elsewhere?: { count: number; bytes: number };
}

/**
 * The upload widget's list: it starts from the report's attachments; each picked file is checked,
 * photos are made smaller in a worker (shrink-photo.ts), then each file goes up with its progress,
 * trying again by itself when the connection drops, and its row becomes the attachment. Leaving
 * the screen cancels what is still on its way.
 */
export function useAttachmentUploads(
  initial: readonly Attachment[],
  files: ScreenFiles,
  onUploaded: (attachment: Attachment) => void,
  options: UploadListOptions = {},
): AttachmentUploads {
  const elsewhere = options.elsewhere ?? { count: 0, bytes: 0 };
  const [rows, setRows] = useState<UploadRow[]>(() => initial.map(rowOf));
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const thumbnails = useRef(new Set<string>());
  // The rows as last rendered, for the room left when a prepared photo is ready to go.
  const current = useRef(rows);
  current.current = rows;
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  // Files waiting for the signal, by row; each goes up when the browser is online again.
  const parked = useRef(new Map<string, File>());

  useEffect(() => {
    const running = controllers.current;
    const urls = thumbnails.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  // Unique across page loads: a waiting file is kept on the phone under its row's key.
  // The files this phone kept for the report (picked with no signal, then a reload): back on the list.
  useEffect(() => {
    startShrinkWorker();
    let gone = false;
    void files.waiting
      ?.list()
      .then((kept) => {
        if (gone) return;
        const known = new Set(current.current.map((row) => row.key));
        const restored = kept.filter((entry) => !known.has(entry.key));
        setRows((list) => [
          ...list,
          ...restored.map(({ key, file, type }): UploadRow => ({
            key,
            status: 'waiting',
            fileName: file.name,
            size: file.size,
            type,
            look: fileLook(file),
            thumbnail: null,
            sent: 0,
          })),
        ]);
        for (const { key, file, type } of restored) upload(key, file, type);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen: what was kept before it opened
  }, []);

  // The signal is back: the waiting files go up, each with the type its row has now.
  useEffect(() => {
    const resume = () => {
      for (const [key, file] of parked.current) {
        parked.current.delete(key);
        const row = current.current.find((item) => item.key === key);
        if (row) upload(key, file, row.type);
      }
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  });

  const nextKey = () => `u-${crypto.randomUUID()}`;
  const update = (key: string, change: Partial<UploadRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const drop = (key: string) => setRows((list) => list.filter((row) => row.key !== key));
  const report = (problem: Omit<UploadProblem, 'key'>) => setProblems((list) => [...list, { key: nextKey(), ...problem }]);

  /** Bytes the report can still take, besides the row `key` itself. */
  const bytesRoom = (key: string) =>
    MAX_ATTACHMENT_BYTES_PER_REPORT -
    elsewhere.bytes -
    current.current.reduce((sum, row) => sum + (row.key === key || row.status === 'preparing' ? 0 : row.size), 0);

  /** Kept on the phone (the file as it would be sent) and shown as waiting for the signal. */
  const park = (key: string, file: File, type: AttachmentType) => {
    parked.current.set(key, file);
    update(key, { status: 'waiting', sent: 0, retry: undefined });
    void files.waiting?.keep(key, file, type).catch(() => undefined);
  };

  const upload = (key: string, file: File, type: AttachmentType) => {
    if (!navigator.onLine) {
      park(key, file, type);
      return;
    }
    const controller = controllers.current.get(key) ?? new AbortController();
    controllers.current.set(key, controller);
    const { signal } = controller;
    files
      .upload(file, type, {
        signal,
        onProgress: (sent) => !signal.aborted && update(key, { status: 'uploading', sent, retry: undefined }),
        onRetry: (attempt, attempts) => !signal.aborted && update(key, { status: 'retrying', retry: { attempt, attempts } }),
      })
      .then(
        (attachment) => {
          controllers.current.delete(key);
          if (signal.aborted) return;
          void files.waiting?.drop(key).catch(() => undefined);
          if (options.leaveWhenDone) drop(key);
          // The row keeps the type chosen meanwhile; Continue sends it.
          else setRows((list) => list.map((row) => (row.key === key ? { ...row, status: 'done', sent: row.size, attachment } : row)));
          uploaded.current(attachment);
        },
        (error: unknown) => {
          controllers.current.delete(key);
          if (signal.aborted) return;
          const kind = problemKindOf(error);
          const row = current.current.find((item) => item.key === key);
          if (kind === 'network' && !navigator.onLine) {
            park(key, file, row?.type ?? type);
            return;
          }
          drop(key);
          report({
            fileName: file.name,
            kind,
            ...(RETRYABLE.has(kind) && { retry: { file, type: row?.type ?? type, thumbnail: row?.thumbnail ?? null } }),
          });
        },
      );
  };

  /** A photo made smaller (or any file as it is), then checked against the room and sent. */
  const prepareAndUpload = (key: string, picked: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    const preparing: Promise<PreparedFile> = isShrinkablePhoto(picked)
      ? prepareFile(picked)
      : Promise.resolve({ file: picked, thumbnail: null });
    void preparing.then(({ file, thumbnail }) => {
      if (thumbnail) thumbnails.current.add(thumbnail);
      if (controller.signal.aborted) return;
      if (file.size > MAX_ATTACHMENT_BYTES || file.size > bytesRoom(key)) {
        controllers.current.delete(key);
        drop(key);
        report({ fileName: picked.name, kind: file.size > MAX_ATTACHMENT_BYTES ? 'size' : 'quota' });
        return;
      }
      update(key, { status: 'uploading', fileName: file.name, size: file.size, thumbnail });
      const row = current.current.find((item) => item.key === key);
      upload(key, file, row?.type ?? 'PHOTO_DOC');
    });
  };

  const add = (picked: readonly File[], typeOf: (file: File) => AttachmentType) => {
    const found: UploadProblem[] = [];
    const added: Array<{ row: UploadRow; file: File }> = [];
    let room = MAX_ATTACHMENTS_PER_REPORT - elsewhere.count - rows.length;
    for (const file of picked) {
      const refusal = fileRefusal(file);
      // A photo over 15 MB may fit once it is smaller: that is known after preparing it.
      if (refusal && !(refusal === 'size' && isShrinkablePhoto(file))) {
        found.push({ key: nextKey(), fileName: file.name, kind: refusal });
      } else if (room <= 0) {
        found.push({ key: nextKey(), fileName: file.name, kind: 'tooMany' });
      } else {
        room -= 1;
        const row: UploadRow = {
          key: nextKey(),
          status: 'preparing',
          fileName: file.name,
          size: file.size,
          type: typeOf(file),
          look: fileLook(file),
          thumbnail: null,
          sent: 0,
        };
        added.push({ row, file });
      }
    }
    setRows((list) => [...list, ...added.map((item) => item.row)]);
    // A file that can be tried again keeps its message (and its button) until it is tried again.
    setProblems((list) => [...list.filter((item) => item.retry), ...found]);
    for (const { row, file } of added) prepareAndUpload(row.key, file);
  };

  const retry = (problemKey: string) => {
    const problem = problems.find((item) => item.key === problemKey);
    if (!problem?.retry) return;
    const { file, type, thumbnail } = problem.retry;
    setProblems((list) => list.filter((item) => item.key !== problemKey));
    const key = nextKey();
    setRows((list) => [
      ...list,
      { key, status: 'uploading', fileName: file.name, size: file.size, type, look: fileLook(file), thumbnail, sent: 0 },
    ]);
    upload(key, file, type);
  };

  const remove = (rowKey: string) => {
    controllers.current.get(rowKey)?.abort();
    controllers.current.delete(rowKey);
    parked.current.delete(rowKey);
    void files.waiting?.drop(rowKey).catch(() => undefined);
    drop(rowKey);
  };

  const setType = (rowKey: string, type: AttachmentType) => update(rowKey, { type });

  const attachments = rows.flatMap((row) => (row.status === 'done' && row.attachment ? [{ ...row.attachment, type: row.type }] : []));
  return {
    rows,
    problems,
    attachments,
    uploading: rows.some((row) => row.status !== 'done' && row.status !== 'waiting'),
    add,
    retry,
    remove,
    setType,
  };
}
