/**
 * The files the server reads at run time (openapi.yaml, the catalogs, the reference data, the
 * render worker) are named in the sources as `new URL('<path>', import.meta.url)`, relative to the
 * module that reads them. In the bundle every module becomes part of a chunk in dist/server/, so
 * those paths would point elsewhere. This plugin does for the server what Vite does for the
 * browser (vite:asset-import-meta-url, which is client only): each such file, or the folder before
 * a template's first `${`, is copied into dist/server/assets/ under its path in the repository,
 * and the URL is rewritten to point there. A URL naming a worker's source entry points to the
 * worker's built entry instead. A URL naming a file that does not exist fails the build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the copies go, under the server's output folder. */
export const ASSETS_DIR = 'assets';

// The same pattern Vite's browser plugin looks for: a string or template literal, then import.meta.url.
const FILE_URL = /\bnew\s+URL\s*\(\s*('[^']+'|"[^"]+"|`[^`]+`)\s*,\s*import\.meta\.url\s*\)/g;

export interface RuntimeFilesOptions {
  root: string;
  /** Source file a URL may name (repository-relative) → the built entry started instead (file name in the output folder). */
  workers: Record<string, string>;
}

export function serverRuntimeFiles({ root, workers }: RuntimeFilesOptions): Plugin {
  // Repository-relative paths of the files and folders to copy.
  const copies = new Set<string>();
  return {
    name: 'motor:server-runtime-files',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !id.startsWith(root) || !code.includes('import.meta.url')) return null;
      let changed = false;
      const rewritten = code.replace(FILE_URL, (whole, literal: string) => {
        const quote = literal[0]!;
        const text = literal.slice(1, -1);
        const dynamicAt = quote === '`' ? text.indexOf('${') : -1;
        // A template's fixed part up to its last `/` before the first `${` names a folder.
        const fixed = dynamicAt === -1 ? text : text.slice(0, text.lastIndexOf('/', dynamicAt) + 1);
        const rest = text.slice(fixed.length);
        const target = path.resolve(path.dirname(id), fixed);
        const relative = path.relative(root, target).split(path.sep).join('/');
        if (relative.startsWith('..')) this.error(`${id}: ${literal} is outside the repository`);
        changed = true;
        const worker = workers[relative];
        if (worker) return `new URL(${quote}./${worker}${quote}, import.meta.url)`;
        if (!existsSync(target)) this.error(`${id}: ${literal} names ${relative}, which does not exist`);
        copies.add(relative);
        const copied = `./${ASSETS_DIR}/${relative}${fixed.endsWith('/') && !relative.endsWith('/') ? '/' : ''}`;
        return `new URL(${quote}${copied}${rest}${quote}, import.meta.url)`;
      });
      return changed ? { code: rewritten, map: null } : null;
    },
    generateBundle() {
      // A file may be named on its own and also lie in a folder named elsewhere: emitted once.
      const files = new Set([...copies].flatMap((relative) => filesUnder(path.join(root, relative))));
      for (const file of files) {
        const name = path.relative(root, file).split(path.sep).join('/');
        this.emitFile({ type: 'asset', fileName: `${ASSETS_DIR}/${name}`, source: readFileSync(file) });
      }
    },
  };
}

function filesUnder(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
