/**
 * What the file-security suites (tests/security/files-*.test.ts, tests/e2e/security-*.test.ts)
 * share: a multipart body as a hostile client writes it (any file name, any claimed type), hostile
 * files built in memory (zip and docx bombs, a pixel-flood PNG, polyglots), a loopback canary that
 * counts who connects to it, and a memory probe.
 */
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export const BOUNDARY = '----motor-security-boundary';

/**
 * A multipart/form-data body with one part named `file`. `disposition` is the part's
 * Content-Disposition parameters exactly as given (so a test can send `filename*=` with encoded
 * control characters); by default `filename="<name>"`.
 */
export function multipartBody(
  content: Buffer,
  options: { fileName?: string; disposition?: string; contentType?: string; field?: string } = {},
): Buffer {
  const disposition = options.disposition ?? `filename="${options.fileName ?? 'file'}"`;
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ${disposition}\r\n` +
        `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

let clients = 0;

/**
 * POST upload-attachment through the real router; the JSON answer (or the raw body). Each call
 * comes from a client address of its own (TEST-NET-2), so the per-address upload rate limit
 * (another suite's subject) never answers in these tests' place.
 */
export async function upload(
  app: FastifyInstance,
  reportId: string,
  content: Buffer,
  options: Parameters<typeof multipartBody>[1] & { query?: string } = {},
) {
  clients += 1;
  const response = await app.inject({
    method: 'POST',
    url: `/v1/incident-report/${reportId}/upload-attachment${options.query ?? ''}`,
    payload: multipartBody(content, options),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    remoteAddress: `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`,
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body, headers: response.headers };
}

export async function createReport(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/incident-report/create',
    payload: { productCategory: 'MOTOR', context: 'WEB' },
  });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}`);
  return response.json().id as string;
}

/** Every file under `dir`, recursively, as paths relative to it ('' when the folder is missing). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Zip archives written by hand (local headers, central directory, end record).

export interface ZipEntry {
  name: string | Buffer;
  /** The bytes as stored in the archive (already deflated when method is 8). */
  data: Buffer;
  method?: 0 | 8;
  /** What the entry claims to unpack to (defaults: the data's own length and CRC). */
  uncompressedSize?: number;
  crc?: number;
}

export function zipArchive(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.isBuffer(entry.name) ? entry.name : Buffer.from(entry.name);
    const method = entry.method ?? 0;
    const crc = entry.crc ?? crc32(entry.data) >>> 0;
    const size = entry.uncompressedSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const BOMB_CHUNK = 16 * 1024 * 1024;

/**
 * A raw deflate stream of `prefix` followed by `zeroChunks` × 16 MiB of zeros, without ever holding
 * the zeros' output: each 16 MiB is compressed once with a full flush (byte-aligned, history reset),
 * so its compressed form (~16 KB) can be repeated; an empty final block ends the stream.
 * Returns the deflated bytes, the unpacked size and the unpacked CRC-32.
 */
export function deflateBomb(zeroChunks: number, prefix = Buffer.alloc(0)): { data: Buffer; size: number; crc: number } {
  const zeros = Buffer.alloc(BOMB_CHUNK);
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const head = prefix.length > 0 ? deflateRawSync(prefix, flush) : Buffer.alloc(0);
  const block = deflateRawSync(zeros, flush);
  let crc = crc32(prefix);
  for (let i = 0; i < zeroChunks; i += 1) crc = crc32(zeros, crc);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  const data = Buffer.concat([head, ...Array.from({ length: zeroChunks }, () => block), finalEmptyBlock]);
  return { data, size: prefix.length + zeroChunks * BOMB_CHUNK, crc: crc >>> 0 };
}

/** A zip whose one entry unpacks to `zeroChunks` × 16 MiB of zeros. */
export function zipBomb(zeroChunks: number, entryName = 'fotky.bin'): Buffer {
  const bomb = deflateBomb(zeroChunks);
  return zipArchive([{ name: entryName, data: bomb.data, method: 8, uncompressedSize: bomb.size, crc: bomb.crc }]);
}

/** A Word document whose parts ([Content_Types].xml, word/document.xml) unpack to gigabytes. */
export function docxBomb(zeroChunks: number): Buffer {
  const types = deflateBomb(
    zeroChunks,
    Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><!--'),
  );
  const body = deflateBomb(
    zeroChunks,
    Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><!--'),
  );
  return zipArchive([
    { name: '[Content_Types].xml', data: types.data, method: 8, uncompressedSize: types.size, crc: types.crc },
    { name: 'word/document.xml', data: body.data, method: 8, uncompressedSize: body.size, crc: body.crc },
  ]);
}

// ---------------------------------------------------------------------------------------------
// PNG

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid PNG that claims `width` × `height` pixels (RGBA, 8 bits): its header says 40 GB of
 * pixels for 100000 × 100000, while the file carries only the first rows' compressed zeros.
 */
export function pixelFloodPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * 16); // 16 rows of filter byte 0 + transparent pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The loopback canary

export interface Canary {
  url: string;
  /** Connections (not requests: a browser may connect and never ask) since start. */
  connections(): number;
  requests(): string[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that answers everything with 204 and counts who came. */
export async function startCanary(): Promise<Canary> {
  let connections = 0;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests: () => [...requests],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Memory

/**
 * Samples the process's RSS and heap every few milliseconds while `run` runs; the server runs in
 * this process (app.inject), so what it allocates for the upload shows here. Returns the growth
 * of the peaks over the values just before.
 */
export async function measureMemory<T>(
  run: () => Promise<T>,
): Promise<{ result: T; rssGrowthMb: number; heapGrowthMb: number; ms: number }> {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 2);
  const started = performance.now();
  try {
    const result = await run();
    const ms = performance.now() - started;
    sample();
    const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
    return { result, rssGrowthMb: mb(peakRss - before.rss), heapGrowthMb: mb(peakHeap - before.heapUsed), ms: Math.round(ms) };
  } finally {
    clearInterval(timer);
  }
}
