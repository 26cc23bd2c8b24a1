import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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
