import { useEffect, useRef, useState } from 'react';
import { fileRefusal, MAX_ATTACHMENT_BYTES_PER_REPORT, MAX_ATTACHMENTS_PER_REPORT, type AttachmentType } from '../../domain/attachments.ts';
import type { Attachment } from '../../domain/report.ts';
import type { ScreenFiles } from '../screen-props.ts';

/** A row of the list: an uploaded attachment, or the placeholder of one being uploaded. */
export type UploadRow =
  | { key: string; status: 'done'; attachment: Attachment }
  | { key: string; status: 'uploading'; fileName: string; type: AttachmentType; size: number };

/**
 * Why a file is not on the list. The first five are the browser's pre-check (nothing was sent);
 * `serverType` (415), `serverSize` (413), `tooMany` and `quota` (the report's 150 MB) also come
 * from the server; `network` (no answer: offline, timeout) and `failed` (any other error) can be
 * tried again.
 */
export type ProblemKind = 'type' | 'size' | 'empty' | 'tooMany' | 'quota' | 'serverType' | 'serverSize' | 'network' | 'failed';

export interface UploadProblem {
  key: string;
  fileName: string;
  kind: ProblemKind;
  /** Present when trying again can help: the file and the type it was to be uploaded as. */
  retry?: { file: File; type: AttachmentType };
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
  return 'failed';
}

const RETRYABLE: ReadonlySet<ProblemKind> = new Set(['network', 'failed']);

export interface AttachmentUploads {
  rows: UploadRow[];
  problems: UploadProblem[];
  /** The uploaded attachments, in the list's order (what Continue sends). */
  attachments: Attachment[];
  uploading: boolean;
  /** Checks the picked files and uploads the acceptable ones as `type`; earlier refusals are cleared. */
  add(files: readonly File[], type: AttachmentType): void;
  retry(problemKey: string): void;
  remove(attachmentId: string): void;
}

/**
 * The upload widget's list (SPEC §4 "Upload"): it starts from the report's attachments; each
 * picked file is checked first, then shows as an "uploading" placeholder row until the server
 * returns its id, and the row becomes the attachment. Leaving the screen cancels running uploads.
 */
export function useAttachmentUploads(
  initial: readonly Attachment[],
  files: ScreenFiles,
  onUploaded: (attachment: Attachment) => void,
): AttachmentUploads {
  const [rows, setRows] = useState<UploadRow[]>(() =>
    initial.map((attachment) => ({ key: `a-${attachment.id}`, status: 'done', attachment })),
  );
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const counter = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
    };
  }, []);

  const nextKey = () => `u-${++counter.current}`;

  const start = (file: File, type: AttachmentType) => {
    const key = nextKey();
    const controller = new AbortController();
    controllers.current.add(controller);
    setRows((current) => [...current, { key, status: 'uploading', fileName: file.name, type, size: file.size }]);
    files.upload(file, type, { signal: controller.signal }).then(
      (attachment) => {
        controllers.current.delete(controller);
        if (controller.signal.aborted) return;
        setRows((current) => current.map((row) => (row.key === key ? { key, status: 'done', attachment } : row)));
        uploaded.current(attachment);
      },
      (error: unknown) => {
        controllers.current.delete(controller);
        if (controller.signal.aborted) return;
        const kind = problemKindOf(error);
        setRows((current) => current.filter((row) => row.key !== key));
        setProblems((current) => [
          ...current,
          { key: nextKey(), fileName: file.name, kind, ...(RETRYABLE.has(kind) && { retry: { file, type } }) },
        ]);
      },
    );
  };

  const add = (picked: readonly File[], type: AttachmentType) => {
    const found: UploadProblem[] = [];
    let room = MAX_ATTACHMENTS_PER_REPORT - rows.length;
    let bytesRoom =
      MAX_ATTACHMENT_BYTES_PER_REPORT - rows.reduce((sum, row) => sum + (row.status === 'done' ? row.attachment.size : row.size), 0);
    for (const file of picked) {
      const refusal = fileRefusal(file);
      if (refusal) {
        found.push({ key: nextKey(), fileName: file.name, kind: refusal });
      } else if (room <= 0) {
        found.push({ key: nextKey(), fileName: file.name, kind: 'tooMany' });
      } else if (file.size > bytesRoom) {
        found.push({ key: nextKey(), fileName: file.name, kind: 'quota' });
      } else {
        room -= 1;
        bytesRoom -= file.size;
        start(file, type);
      }
    }
    // A file that can be tried again keeps its message (and its button) until it is tried again.
    setProblems((current) => [...current.filter((item) => item.retry), ...found]);
  };

  const retry = (problemKey: string) => {
    const problem = problems.find((item) => item.key === problemKey);
    if (!problem?.retry) return;
    setProblems((current) => current.filter((item) => item.key !== problemKey));
    start(problem.retry.file, problem.retry.type);
  };

  const remove = (attachmentId: string) => {
    setRows((current) => current.filter((row) => row.status !== 'done' || row.attachment.id !== attachmentId));
  };

  const attachments = rows.flatMap((row) => (row.status === 'done' ? [row.attachment] : []));
  return { rows, problems, attachments, uploading: rows.some((row) => row.status === 'uploading'), add, retry, remove };
}
