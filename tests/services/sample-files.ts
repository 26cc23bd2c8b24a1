/**
 * Tiny but real files of every accepted kind (and some refused ones), built in memory so the tests
 * need no binary fixtures. Each carries just the structure file-type inspects.
 */
import { crc32 } from 'node:zlib';

/** A stored (uncompressed) zip archive with the given entries. */
export function makeZip(entries: Array<[name: string, content: string | Buffer]>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    parts.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

/** An ISO base media file (MP4, HEIF ...) whose `ftyp` box names `brand`. */
function isoMedia(brand: string, compatible: string): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand.padEnd(4), 8, 'latin1');
  ftyp.write(compatible.padEnd(4), 16, 'latin1');
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(16, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** An OLE compound file whose directory holds a stream called `streamName`. */
function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30);
  const directory = Buffer.alloc(512);
  const rootName = Buffer.from('Root Entry', 'utf16le');
  rootName.copy(directory, 0);
  directory.writeUInt16LE(rootName.length + 2, 64);
  const name = Buffer.from(streamName, 'utf16le');
  name.copy(directory, 128);
  directory.writeUInt16LE(name.length + 2, 128 + 64);
  return Buffer.concat([header, directory]);
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

/** Every accepted kind: the client name a browser would send, the bytes, and the expected result. */
export const acceptedSamples = [
  {
    name: 'fotka.jpg',
    expected: { ext: 'jpg', mime: 'image/jpeg' },
    content: Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
    ]),
  },
  {
    name: 'obrazok.png',
    expected: { ext: 'png', mime: 'image/png' },
    content: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  },
  {
    name: 'zapisnica.pdf',
    expected: { ext: 'pdf', mime: 'application/pdf' },
    content: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  },
  {
    name: 'fotky.zip',
    expected: { ext: 'zip', mime: 'application/zip' },
    content: makeZip([['fotka1.txt', 'not really a photo']]),
  },
  {
    name: 'vyjadrenie.docx',
    expected: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    content: makeZip([
      ['[Content_Types].xml', contentTypes],
      ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
    ]),
  },
  {
    name: 'stary-dokument.doc',
    expected: { ext: 'doc', mime: 'application/msword' },
    content: compoundFile('WordDocument'),
  },
  { name: 'video.mp4', expected: { ext: 'mp4', mime: 'video/mp4' }, content: isoMedia('isom', 'mp41') },
  { name: 'video-apple.mp4', expected: { ext: 'm4v', mime: 'video/x-m4v' }, content: isoMedia('M4V', 'isom') },
  { name: 'IMG_0001.HEIC', expected: { ext: 'heic', mime: 'image/heic' }, content: isoMedia('heic', 'mif1') },
  { name: 'obrazok.heif', expected: { ext: 'heic', mime: 'image/heif' }, content: isoMedia('mif1', 'heic') },
  {
    name: 'archiv.rar',
    expected: { ext: 'rar', mime: 'application/x-rar-compressed' },
    content: Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00, 0x33, 0x92, 0xb5, 0xe5, 0x0a, 0x01, 0x05, 0x06]),
  },
  {
    name: 'archiv-stary.rar',
    expected: { ext: 'rar', mime: 'application/x-rar-compressed' },
    content: Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00, 0xcf, 0x90, 0x73, 0x00, 0x00, 0x0d, 0x00, 0x00, 0x00]),
  },
];

/** Content that must be refused whatever it is called. */
export const refusedSamples = [
  { label: 'a Windows program named .jpg', name: 'fotka.jpg', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254)]) },
  {
    label: 'an ELF program',
    name: 'program.pdf',
    content: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]),
  },
  {
    label: 'HTML',
    name: 'stranka.pdf',
    content: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  },
  {
    label: 'SVG',
    name: 'obrazok.png',
    content: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  { label: 'plain text', name: 'poznamka.doc', content: Buffer.from('Dobrý deň, posielam fotky.\n') },
  { label: 'a spreadsheet compound file posing as .doc', name: 'tabulka.doc', content: compoundFile('Workbook') },
  {
    label: 'a Java archive (zip with a manifest)',
    name: 'fotky.zip',
    content: makeZip([['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\n']]),
  },
  { label: 'a QuickTime movie', name: 'video.mp4', content: isoMedia('qt', 'qt') },
];
