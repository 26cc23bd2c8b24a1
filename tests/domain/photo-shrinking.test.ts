import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { defaultAttachmentType, fileLook } from '../../src/domain/attachments.ts';
import { exifForUprightCopy, exifSegmentOf, withExif } from '../../src/screens/additional-attachments/jpeg-exif.ts';
import { isShrinkablePhoto, jpegName, needsShrinking, shrunkSize } from '../../src/screens/additional-attachments/shrink-rules.ts';
import { TINY_JPEG } from '../e2e/support/full-journey.ts';
import { jpegSize, phoneExif } from '../support/photos.ts';

/**
 * The rules without a browser: which photo is made smaller and to what size,
 * the EXIF the smaller copy carries (read back with exifr, as the claims handler's tools read it),
 * and the type a picked file starts with.
 */

const SHOT = { orientation: 6, dateTimeOriginal: '2026:05:10 14:32:07' };
const read = (jpeg: Uint8Array) => exifr.parse(Buffer.from(jpeg), { translateValues: false, reviveValues: false });

describe('the EXIF of a shrunk photo', () => {
  const photo = withExif(TINY_JPEG, phoneExif(SHOT, { width: 4000, height: 3000 }));

  it('is found in the photo, and the photo is still the same image', async () => {
    const segment = exifSegmentOf(photo);
    expect(segment).not.toBeNull();
    expect(await read(photo)).toMatchObject({ Orientation: 6, DateTimeOriginal: SHOT.dateTimeOriginal, ExifImageWidth: 4000 });
    expect(jpegSize(Buffer.from(photo))).toEqual(jpegSize(TINY_JPEG));
    expect(exifSegmentOf(TINY_JPEG)).toBeNull();
    expect(exifSegmentOf(Buffer.from('%PDF-1.4'))).toBeNull();
  });

  it('carried to the upright copy: capture date and camera kept, orientation 1, the new pixel size', async () => {
    const copy = withExif(TINY_JPEG, exifForUprightCopy(exifSegmentOf(photo)!, { width: 1920, height: 2560 }));
    expect(await read(copy)).toMatchObject({
      Orientation: 1,
      DateTimeOriginal: SHOT.dateTimeOriginal,
      Make: 'Samsung',
      Model: 'Galaxy A54',
      ExifImageWidth: 1920,
      ExifImageHeight: 2560,
    });
    // The original segment is left as it was.
    expect(await read(photo)).toMatchObject({ Orientation: 6 });
  });

  it('replaces the EXIF a JPEG had (one segment, never two), after its JFIF segment', () => {
    const twice = withExif(photo, phoneExif({ ...SHOT, orientation: 3 }, { width: 10, height: 10 }));
    const text = Buffer.from(twice).toString('latin1');
    expect(text.split('Exif\0\0').length - 1).toBe(1);
    expect(text.indexOf('JFIF')).toBeLessThan(text.indexOf('Exif\0\0'));
  });
});

describe('which photo is made smaller', () => {
  it('longer than 2560 px or larger than 1.5 MB', () => {
    expect(needsShrinking({ width: 4000, height: 3000 }, 900_000)).toBe(true);
    expect(needsShrinking({ width: 2000, height: 1500 }, 1.6 * 1024 * 1024)).toBe(true);
    expect(needsShrinking({ width: 2560, height: 1920 }, 1.5 * 1024 * 1024)).toBe(false);
  });

  it('to 2560 px on the long side, proportions kept; never larger', () => {
    expect(shrunkSize({ width: 4000, height: 3000 })).toEqual({ width: 2560, height: 1920 });
    expect(shrunkSize({ width: 3000, height: 4000 })).toEqual({ width: 1920, height: 2560 });
    expect(shrunkSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('JPEG, PNG and HEIC by name or, without one, by type; the copy is named .jpg', () => {
    expect(['a.jpg', 'b.PNG', 'c.heic', 'd.HEIF'].map((name) => isShrinkablePhoto({ name, type: '' }))).toEqual([true, true, true, true]);
    expect(isShrinkablePhoto({ name: 'e.pdf', type: 'image/jpeg' })).toBe(false);
    expect(isShrinkablePhoto({ name: 'image', type: 'image/jpeg' })).toBe(true);
    expect(['IMG_2041.HEIC', 'scan.png', 'foto.jpeg', 'bez-pripony'].map(jpegName)).toEqual([
      'IMG_2041.jpg',
      'scan.jpg',
      'foto.jpeg',
      'bez-pripony.jpg',
    ]);
  });
});

describe('the type a picked file starts with', () => {
  it('photos and videos: photo documentation; a document: the first document the boxes ask for, else photo documentation', () => {
    expect(defaultAttachmentType({ name: 'a.jpg' }, ['PHOTO_DOC', 'POLICE_REPORT'])).toBe('PHOTO_DOC');
    expect(defaultAttachmentType({ name: 'video.mp4' }, ['PHOTO_DOC', 'POLICE_REPORT'])).toBe('PHOTO_DOC');
    expect(defaultAttachmentType({ name: 'zapisnica.pdf' }, ['PHOTO_DOC', 'POLICE_REPORT'])).toBe('POLICE_REPORT');
    expect(defaultAttachmentType({ name: 'faktura.docx' }, ['PHOTO_DOC'])).toBe('PHOTO_DOC');
    expect([fileLook({ name: 'x.heic' }), fileLook({ name: 'camera', type: 'image/jpeg' }), fileLook({ name: 'x.zip' })]).toEqual([
      'image',
      'image',
      'document',
    ]);
  });
});
