/**
 * The page's side of the shrinking worker (shrink-photo.worker.ts): one worker, started with the
 * first photo picked (Vite bundles it as a file of its own, so the first screen never loads it),
 * photos one after another (one decoded 12 MP photo in memory at a time).
 */
import { isShrinkablePhoto, jpegName, type ShrinkReply } from './shrink-rules.ts';

export interface PreparedFile {
  /** What is uploaded: the smaller JPEG, or the file as it was picked. */
  file: File;
  /** An object URL of the list's thumbnail, or null (an icon is shown). */
  thumbnail: string | null;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (reply: ShrinkReply) => void>();

function shrinkWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<ShrinkReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = () => {
    // A worker that cannot start (an old browser): every photo waiting goes up as it is.
    for (const [id, resolve] of waiting) resolve({ id, photo: null, thumbnail: null });
    waiting.clear();
  };
  return worker;
}

/**
 * Starts the worker before the first photo: its code then is on the phone when a photo is taken
 * after the signal has gone, and the photo kept for later is the smaller one.
 */
export function startShrinkWorker(): void {
  shrinkWorker();
}

/** The file to upload and its thumbnail; anything but a photo, or a browser without workers, keeps the file. */
export async function prepareFile(file: File): Promise<PreparedFile> {
  const shrinker = isShrinkablePhoto(file) ? shrinkWorker() : null;
  if (!shrinker) return { file, thumbnail: null };
  const id = ++nextId;
  const reply = await new Promise<ShrinkReply>((resolve) => {
    waiting.set(id, resolve);
    shrinker.postMessage({ id, file });
  });
  const thumbnail = reply.thumbnail ? URL.createObjectURL(reply.thumbnail) : null;
  if (!reply.photo) return { file, thumbnail };
  return { file: new File([reply.photo], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }), thumbnail };
}
