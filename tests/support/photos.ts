/**
 * Phone photos and videos for the upload tests and the bench: a 12 MP JPEG
 * drawn in Chromium (a gradient with a phone sensor's fine noise, about 4 MB, as a phone saves
 * one), the EXIF a phone writes (capture date, orientation, camera), and a video of a given size.
 */
import type { Page } from 'playwright-core';
import { withExif } from '../../src/screens/additional-attachments/jpeg-exif.ts';

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Varies the picture, so several photos are not the same bytes. */
  seed?: number;
}

/** A JPEG drawn by the page's own encoder: 4000 x 3000 (12 MP) by default, about 4 MB. */
export async function drawPhoto(page: Page, { width = 4000, height = 3000, seed = 1 }: PhotoOptions = {}): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, seed }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#4a6d8c');
      gradient.addColorStop(0.5, `hsl(${(seed * 47) % 360} 35% 67%)`);
      gradient.addColorStop(1, '#2f3b2a');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      let state = seed * 7919 + 12345;
      for (let index = 0; index < image.data.length; index += 4) {
        state = (state * 1103515245 + 12345) & 0x7fffffff;
        const noise = ((state >> 8) % 44) - 22;
        // The array clamps to 0..255.
        for (let channel = 0; channel < 3; channel += 1) image.data[index + channel] = image.data[index + channel]! + noise;
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { width, height, seed },
  );
  return Buffer.from(base64, 'base64');
}

export interface PhoneExif {
  /** 1 upright, 6 turned 90° clockwise (a phone held upright), ... */
  orientation: number;
  /** "2026:05:10 14:32:07", as EXIF writes it. */
  dateTimeOriginal: string;
  make?: string;
  model?: string;
}

/**
 * An APP1 "Exif" segment as a phone writes it (big-endian TIFF): IFD0 with Make, Model,
 * Orientation and the Exif IFD pointer; the Exif IFD with DateTimeOriginal and the pixel size.
 */
export function phoneExif(
  { orientation, dateTimeOriginal, make = 'Samsung', model = 'Galaxy A54' }: PhoneExif,
  size: { width: number; height: number },
): Buffer {
  const ascii = (text: string) => Buffer.from(`${text}\0`, 'latin1');
  const values: Buffer[] = [];
  // Entries: tag, type, count, value (inline when <= 4 bytes) or an offset into the value area.
  type Entry = { tag: number; type: number; count: number; inline?: number; data?: Buffer };
  const ifd0: Entry[] = [
    { tag: 0x010f, type: 2, count: make.length + 1, data: ascii(make) },
    { tag: 0x0110, type: 2, count: model.length + 1, data: ascii(model) },
    { tag: 0x0112, type: 3, count: 1, inline: orientation },
    { tag: 0x8769, type: 4, count: 1, inline: 0 },
  ];
  const exifIfd: Entry[] = [
    { tag: 0x9003, type: 2, count: 20, data: ascii(dateTimeOriginal) },
    { tag: 0xa002, type: 4, count: 1, inline: size.width },
    { tag: 0xa003, type: 4, count: 1, inline: size.height },
  ];
  const ifdBytes = (entries: Entry[]) => 2 + entries.length * 12 + 4;
  const ifd0Offset = 8;
  const exifIfdOffset = ifd0Offset + ifdBytes(ifd0);
  let valueOffset = exifIfdOffset + ifdBytes(exifIfd);
  ifd0[3]!.inline = exifIfdOffset;
  const write = (entries: Entry[]) => {
    const buffer = Buffer.alloc(ifdBytes(entries));
    buffer.writeUInt16BE(entries.length, 0);
    entries.forEach((entry, index) => {
      const at = 2 + index * 12;
      buffer.writeUInt16BE(entry.tag, at);
      buffer.writeUInt16BE(entry.type, at + 2);
      buffer.writeUInt32BE(entry.count, at + 4);
      if (entry.data) {
        buffer.writeUInt32BE(valueOffset, at + 8);
        values.push(entry.data);
        valueOffset += entry.data.length;
      } else if (entry.type === 3) buffer.writeUInt16BE(entry.inline!, at + 8);
      else buffer.writeUInt32BE(entry.inline!, at + 8);
    });
    return buffer;
  };
  const tiff = Buffer.concat([Buffer.from('MM\0\x2a\0\0\0\x08', 'latin1'), write(ifd0), write(exifIfd), ...values]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([header, Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** A phone's photo: drawn by the page, with its EXIF. */
export async function phonePhoto(page: Page, exif: PhoneExif, options: PhotoOptions = {}): Promise<Buffer> {
  const jpeg = await drawPhoto(page, options);
  return Buffer.from(withExif(jpeg, phoneExif(exif, { width: options.width ?? 4000, height: options.height ?? 3000 })));
}

/** A JPEG's pixel size, from its frame header (SOF). */
export function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < jpeg.length) {
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no frame header in this JPEG');
}

/** An MP4 of `bytes` bytes: an `ftyp` box (isom) and one `mdat` box of varied bytes. */
export function mp4Video(bytes: number): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(bytes - 24);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  let state = 42;
  for (let index = 8; index < mdat.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    mdat[index] = state >> 16;
  }
  return Buffer.concat([ftyp, mdat]);
}
