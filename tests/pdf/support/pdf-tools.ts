import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs poppler / libdmtx tools on a PDF held in memory, in a temporary directory of its own. */
async function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'summary-pdf-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext extracts it (what search and copy-paste see). */
export function extractText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 16 * 1024 * 1024 })).stdout);
}

/** The text of each page as pdftotext -layout lays it out: a row's label and value stay on one line. */
export function layoutPages(pdf: Buffer): Promise<string[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 16 * 1024 * 1024 });
    return stdout.split('\f').slice(0, -1);
  });
}

/** A page as pdftoppm draws it: grey levels (0 black, 255 white), one byte a pixel, row by row. */
export interface PageImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * Every page drawn in grey at `dpi` (pdftoppm -gray, binary PGM). At 72 dpi a pixel is a PDF point,
 * so a region can be named in the points of src/pdf/styles.ts.
 */
export function pageImages(pdf: Buffer, dpi = 72): Promise<PageImage[]> {
  return withPdfFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-gray', '-r', String(dpi), file, path.join(dir, 'page')]);
    const names = (await readdir(dir)).filter((name) => name.endsWith('.pgm')).sort();
    return Promise.all(names.map(async (name) => parsePgm(await readFile(path.join(dir, name)))));
  });
}

function parsePgm(data: Buffer): PageImage {
  // "P5", width, height, maxval, each followed by one whitespace; then the pixels.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: data.subarray(header[0].length, header[0].length + width * height) };
}

/** The share of pixels in a rectangle darker than `threshold` (0 none, 1 all). */
export function inkIn(image: PageImage, box: { left: number; top: number; right: number; bottom: number }, threshold = 200): number {
  let dark = 0;
  let all = 0;
  for (let y = Math.max(0, box.top); y < Math.min(image.height, box.bottom); y += 1) {
    for (let x = Math.max(0, box.left); x < Math.min(image.width, box.right); x += 1) {
      all += 1;
      if (image.pixels[y * image.width + x]! < threshold) dark += 1;
    }
  }
  return all === 0 ? 0 : dark / all;
}

/** Whitespace (line breaks of wrapped text included) as single spaces, for "contains" checks. */
export const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function pageCount(pdf: Buffer): Promise<number> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  });
}

/** The fonts the PDF uses (pdffonts): every one must be embedded; none may be a fallback. */
export async function fonts(pdf: Buffer): Promise<Array<{ name: string; embedded: boolean }>> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => ({ name: line.split(/\s+/)[0]!, embedded: / yes (yes|no) (yes|no) /.test(line) }));
  });
}

/** Renders one page at 200 dpi (pdftoppm) and decodes its data matrix with dmtxread. */
export async function decodeDataMatrix(pdf: Buffer, page = 1): Promise<string> {
  return withPdfFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', '200', '-png', '-f', String(page), '-l', String(page), file, path.join(dir, 'page')]);
    const image = (await readdir(dir)).find((name) => name.startsWith('page') && name.endsWith('.png'));
    if (!image) throw new Error('pdftoppm wrote no image');
    const { stdout } = await run('dmtxread', ['-N1', '-m', '10000', path.join(dir, image)]);
    return stdout;
  });
}
