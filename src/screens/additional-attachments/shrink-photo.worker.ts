/// <reference lib="webworker" />
/**
 * Makes a phone's photo smaller before it is sent, off the page's thread:
 * decoded with createImageBitmap (upright, by its EXIF orientation), drawn at most 2560 px on the
 * long side on an OffscreenCanvas, encoded as JPEG at quality 0.85, with the original's EXIF
 * carried over (jpeg-exif.ts). Also draws the list's thumbnail. A photo the browser cannot decode
 * (HEIC outside Safari) comes back as null: it goes up unchanged.
 */
import { exifForUprightCopy, exifSegmentOf, withExif } from './jpeg-exif.ts';
import { needsShrinking, shrunkSize, SHRINK_QUALITY, THUMBNAIL_PX, type ShrinkReply, type ShrinkRequest } from './shrink-rules.ts';

async function draw(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  // A transparent PNG becomes a JPEG on white, not on black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

async function shrink({ id, file }: ShrinkRequest): Promise<ShrinkReply> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { id, photo: null, thumbnail: null };
  }
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    const thumbnailSize = shrunkSize(size, THUMBNAIL_PX);
    const thumbnail = await draw(bitmap, thumbnailSize.width, thumbnailSize.height, 0.7);
    if (!needsShrinking(size, file.size)) return { id, photo: null, thumbnail };
    const target = shrunkSize(size);
    let photo: Blob = await draw(bitmap, target.width, target.height, SHRINK_QUALITY);
    const exif = exifSegmentOf(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
    if (exif) {
      const bytes = withExif(new Uint8Array(await photo.arrayBuffer()), exifForUprightCopy(exif, target));
      photo = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
    }
    // Already small enough and re-encoding made it no smaller: the original goes.
    if (photo.size >= file.size && target.width === size.width && target.height === size.height) photo = file;
    return { id, photo: photo === file ? null : photo, thumbnail };
  } finally {
    bitmap.close();
  }
}

// One photo at a time: five 12 MP photos decoded at once would take 250 MB of a phone's memory.
let queue: Promise<unknown> = Promise.resolve();
self.onmessage = (event: MessageEvent<ShrinkRequest>) => {
  queue = queue
    .then(() => shrink(event.data))
    .then(
      (reply) => self.postMessage(reply),
      () => self.postMessage({ id: event.data.id, photo: null, thumbnail: null } satisfies ShrinkReply),
    );
};
