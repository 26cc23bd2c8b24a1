import { useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../domain/report.ts';
import type { ScreenFiles, WaitingFile } from '../screen-props.ts';

export interface WaitingPhoto extends WaitingFile {
  /** kept: on the phone, waiting for the signal; sending: on its way; refused: the server said no (e.g. too large). */
  status: 'kept' | 'sending' | 'refused';
}

export interface WaitingPhotos {
  /** null until the phone's list is read. */
  photos: WaitingPhoto[] | null;
  remove(key: string): void;
}

/**
 * The files this phone keeps for the report (picked with no signal, src/app/waiting-files.ts), sent
 * from /summary one after another whenever the browser is online: each one up leaves the phone and
 * joins the report's list (`onUploaded`). A call that only failed for want of a signal or a busy
 * server keeps the file and is tried again when the signal returns; the upload itself already
 * retries transient faults (D34).
 */
export function useWaitingPhotos(files: ScreenFiles, onUploaded: (attachment: Attachment) => void): WaitingPhotos {
  const [photos, setPhotos] = useState<WaitingPhoto[] | null>(null);
  const current = useRef(photos);
  current.current = photos;
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const running = useRef<{ key: string; controller: AbortController } | null>(null);

  const setStatus = (key: string, status: WaitingPhoto['status']) =>
    setPhotos((list) => list?.map((photo) => (photo.key === key ? { ...photo, status } : photo)) ?? list);
  const forget = (key: string) => setPhotos((list) => list?.filter((photo) => photo.key !== key) ?? list);

  const sendNext = () => {
    if (running.current || !navigator.onLine) return;
    const next = current.current?.find((photo) => photo.status === 'kept');
    if (!next) return;
    const controller = new AbortController();
    running.current = { key: next.key, controller };
    setStatus(next.key, 'sending');
    files.upload(next.file, next.type, { signal: controller.signal }).then(
      (attachment) => {
        running.current = null;
        if (controller.signal.aborted) return;
        void files.waiting?.drop(next.key).catch(() => undefined);
        // Read by the effect below once this render is done: the list without it.
        current.current = current.current?.filter((photo) => photo.key !== next.key) ?? null;
        forget(next.key);
        uploaded.current(attachment);
      },
      (error: unknown) => {
        running.current = null;
        if (controller.signal.aborted) return;
        const status = (error as { status?: unknown } | null)?.status;
        const transient = typeof status !== 'number' || status === 503 || status === 429;
        setStatus(next.key, transient ? 'kept' : 'refused');
      },
    );
  };

  useEffect(() => {
    let gone = false;
    void (files.waiting?.list() ?? Promise.resolve([]))
      .then((kept) => !gone && setPhotos(kept.map((file): WaitingPhoto => ({ ...file, status: 'kept' }))))
      .catch(() => !gone && setPhotos([]));
    const resume = () => sendNext();
    window.addEventListener('online', resume);
    return () => {
      gone = true;
      window.removeEventListener('online', resume);
      running.current?.controller.abort();
      running.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen: what the phone kept before it opened
  }, []);

  // One at a time (kinder to a weak signal): the next goes when the list changes and none is on its way.
  useEffect(() => {
    sendNext();
  });

  const remove = (key: string) => {
    if (running.current?.key === key) {
      running.current.controller.abort();
      running.current = null;
    }
    void files.waiting?.drop(key).catch(() => undefined);
    forget(key);
  };

  return { photos, remove };
}
