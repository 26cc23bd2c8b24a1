/**
 * When and how far a photo is made smaller before upload: JPEG, PNG and HEIC
 * photos longer than 2560 px or larger than 1.5 MB become a JPEG of at most 2560 px at quality
 * 0.85, about a quarter of a phone's 12 MP photo, still sharp enough to read a plate or a scratch.
 */
import { extensionOf } from '../../domain/attachments.ts';

export const MAX_LONG_SIDE_PX = 2560;
export const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
export const SHRINK_QUALITY = 0.85;
/** The list's thumbnails: 96 px on the long side (48 CSS px on a 2x screen). */
export const THUMBNAIL_PX = 96;

const PHOTO_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'heic', 'heif']);
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/heic', 'image/heif']);

/** A photo that may be shrunk: by its name, or by its MIME type when the name says nothing. */
export function isShrinkablePhoto(file: { name: string; type: string }): boolean {
  const extension = extensionOf(file.name);
  return extension ? PHOTO_EXTENSIONS.has(extension) : PHOTO_TYPES.has(file.type.toLowerCase());
}

export function needsShrinking(size: { width: number; height: number }, bytes: number): boolean {
  return Math.max(size.width, size.height) > MAX_LONG_SIDE_PX || bytes > SHRINK_ABOVE_BYTES;
}

/** The size with the long side at most `longSide`, proportions kept. */
export function shrunkSize(size: { width: number; height: number }, longSide = MAX_LONG_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** "IMG_2041.HEIC" → "IMG_2041.jpg": the name says what the content is (the server checks). */
export function jpegName(fileName: string): string {
  const extension = extensionOf(fileName);
  if (extension === 'jpg' || extension === 'jpeg') return fileName;
  return `${extension ? fileName.slice(0, -extension.length - 1) : fileName}.jpg`;
}

export interface ShrinkRequest {
  id: number;
  file: File;
}

export interface ShrinkReply {
  id: number;
  /** The smaller JPEG, or null when the original goes as it is. */
  photo: Blob | null;
  /** The list's thumbnail, or null when the browser cannot decode the photo. */
  thumbnail: Blob | null;
}
