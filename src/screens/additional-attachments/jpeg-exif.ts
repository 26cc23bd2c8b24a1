/**
 * The EXIF of a photo carried over to its smaller copy: the capture date, the
 * camera and the place stay with the photo the insurer receives. Pure byte work on JPEG segments,
 * run in the shrinking worker (shrink-photo.worker.ts) and tested in Node.
 *
 * The smaller copy is drawn upright (createImageBitmap applies the EXIF orientation), so its
 * Orientation tag becomes 1 ("as stored"): a viewer that read the old tag would turn it twice.
 * Its pixel size tags get the new size.
 */

const SOI = 0xd8;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"

const TAG_ORIENTATION = 0x0112;
const TAG_EXIF_IFD = 0x8769;
const TAG_PIXEL_X = 0xa002;
const TAG_PIXEL_Y = 0xa003;
const TYPE_SHORT = 3;
const TYPE_LONG = 4;

interface Segment {
  marker: number;
  /** Offset of the segment's 0xFF in the file. */
  start: number;
  /** Offset just past the segment. */
  end: number;
}

/** The segments before the image data (SOS), as they stand in the file; [] for what is not a JPEG. */
function headerSegments(jpeg: Uint8Array): Segment[] {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return [];
  const segments: Segment[] = [];
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (marker === SOS) break;
    const length = (jpeg[offset + 2]! << 8) | jpeg[offset + 3]!;
    const end = offset + 2 + length;
    if (length < 2 || end > jpeg.length) break;
    segments.push({ marker, start: offset, end });
    offset = end;
  }
  return segments;
}

const isExif = (jpeg: Uint8Array, segment: Segment) =>
  segment.marker === APP1 && EXIF_HEADER.every((byte, index) => jpeg[segment.start + 4 + index] === byte);

/** The photo's EXIF segment (APP1 "Exif"), marker and length included, or null when it has none. */
export function exifSegmentOf(jpeg: Uint8Array): Uint8Array | null {
  const segment = headerSegments(jpeg).find((item) => isExif(jpeg, item));
  return segment ? jpeg.slice(segment.start, segment.end) : null;
}

/**
 * A copy of the EXIF segment for the upright, resized copy: Orientation 1 and the new pixel size.
 * A segment it cannot read is returned as it is (the tags it has are still true but for those).
 */
export function exifForUprightCopy(segment: Uint8Array, size: { width: number; height: number }): Uint8Array {
  const copy = segment.slice();
  const tiff = 4 + EXIF_HEADER.length;
  const view = new DataView(copy.buffer, copy.byteOffset + tiff, copy.byteLength - tiff);
  const little = view.byteLength >= 8 && view.getUint16(0) === 0x4949;
  if (!little && (view.byteLength < 8 || view.getUint16(0) !== 0x4d4d)) return copy;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const inside = (at: number, bytes: number) => at >= 0 && at + bytes <= view.byteLength;

  /** Sets an entry's SHORT or LONG value; visits the entries of the IFD at `ifd`. */
  const walk = (ifd: number, visit: (tag: number, entry: number) => void) => {
    if (!inside(ifd, 2)) return;
    const count = u16(ifd);
    for (let index = 0; index < count; index += 1) {
      const entry = ifd + 2 + index * 12;
      if (!inside(entry, 12)) return;
      visit(u16(entry), entry);
    }
  };
  const setNumber = (entry: number, value: number) => {
    const type = u16(entry + 2);
    if (type === TYPE_SHORT) view.setUint16(entry + 8, value, little);
    else if (type === TYPE_LONG) view.setUint32(entry + 8, value, little);
  };

  let exifIfd = -1;
  walk(u32(4), (tag, entry) => {
    if (tag === TAG_ORIENTATION) setNumber(entry, 1);
    if (tag === TAG_EXIF_IFD) exifIfd = u32(entry + 8);
  });
  walk(exifIfd, (tag, entry) => {
    if (tag === TAG_PIXEL_X) setNumber(entry, size.width);
    if (tag === TAG_PIXEL_Y) setNumber(entry, size.height);
  });
  return copy;
}

/**
 * `jpeg` with `exif` put in (after the JFIF segment when there is one, else right after the start
 * of image), replacing any EXIF it had.
 */
export function withExif(jpeg: Uint8Array, exif: Uint8Array): Uint8Array {
  const segments = headerSegments(jpeg);
  if (segments.length === 0 && (jpeg[0] !== 0xff || jpeg[1] !== SOI)) return jpeg;
  const kept = segments.filter((segment) => !isExif(jpeg, segment));
  const jfif = kept[0]?.marker === APP0 ? kept[0] : undefined;
  const at = jfif ? jfif.end : 2;
  const parts: Uint8Array[] = [jpeg.subarray(0, at), exif];
  let offset = at;
  for (const segment of segments) {
    if (segment.start < at) continue;
    if (isExif(jpeg, segment)) {
      parts.push(jpeg.subarray(offset, segment.start));
      offset = segment.end;
    }
  }
  parts.push(jpeg.subarray(offset));
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let position = 0;
  for (const part of parts) {
    result.set(part, position);
    position += part.length;
  }
  return result;
}
