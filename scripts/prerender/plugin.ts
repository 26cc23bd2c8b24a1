/**
 * Build-time work on the browser app (vite.config.ts), after Rollup has written it:
 *
 * 1. Prerender: the first screen's HTML (scripts/prerender/entry.tsx, rendered by the real
 *    components) goes into dist/index.html, with the stylesheets that screen loads, so a phone
 *    paints the first screen before any script has run (issue 9, LCP); its scripts load at low
 *    priority meanwhile. The HTML without it is kept
 *    as dist/shell.html: the server sends that for every other route and for any query string
 *    (a continue link, a portal entry), where the first screen would be the wrong picture.
 *    The CSP forbids inline scripts and inline styles; the prerendered markup has neither (checked).
 * 2. Precompression: every text asset also as .br and .gz, which the server sends to browsers that
 *    accept them (@fastify/static preCompressed), so nothing is compressed per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import { FIRST_SCREEN_MODULE } from '../../src/app/first-screen.ts';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|mjs|map|ttf|ftl|bcmap)$/;

export const PRERENDER_MARKER = 'data-prerendered';

export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  // The first screen's stylesheets; null when the build has no first screen (the bench's floor).
  let css: string[] | null = null;
  return {
    name: 'motor:prerender-first-screen',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      css = firstScreenCss(bundle);
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const index = path.join(outDir, 'index.html');
      let shell: string;
      try {
        shell = await readFile(index, 'utf8');
      } catch {
        return; // not the app's build (no index.html)
      }
      // Only the app's own entry is prerendered (the bench's floor builds with this config too).
      if (css && shell.includes('<div id="root"></div>')) {
        const html = await renderWithVite(config);
        if (/<script|\sstyle=|\son[a-z]+=/i.test(html)) {
          throw new Error('prerendered first screen has an inline script, style or handler, which the CSP forbids');
        }
        const links = css.filter((file) => !shell.includes(`${config.base}${file}`)).map((file) => `<link rel="stylesheet" crossorigin href="${config.base}${file}">`).join('\n    ');
        await writeFile(path.join(outDir, 'shell.html'), shell);
        await writeFile(
          index,
          lowPriorityScripts(shell)
            .replace('</head>', `  ${links}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root" ${PRERENDER_MARKER} inert>${html}</div>`),
        );
      }
      await compressAll(outDir);
    },
  };
}

/**
 * The prerendered page paints from its HTML and stylesheets alone. Its scripts are still asked for
 * at once, but at low priority (Priority Hints), so on a slow line they do not take bandwidth from
 * the stylesheets the paint waits for. shell.html keeps the default: there nothing shows until the
 * scripts run.
 */
const lowPriorityScripts = (html: string) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

/** The stylesheets the first screen's chunk and its static imports load (not in index.html yet). */
function firstScreenCss(bundle: OutputBundle): string[] | null {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const screen = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(FIRST_SCREEN_MODULE)));
  if (!screen) return null;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  visit(screen);
  return [...css];
}

/** Renders scripts/prerender/entry.tsx through Vite's SSR module loader (macros, .po catalogs). */
async function renderWithVite(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule(path.join(import.meta.dirname, 'entry.tsx'))) as { renderFirstScreen(): Promise<string> };
    return await entry.renderFirstScreen();
  } finally {
    await server.close();
  }
}

async function compressAll(outDir: string): Promise<void> {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = (await readdir(outDir, { recursive: true })).map(String).filter((file) => COMPRESSIBLE.test(file) && !file.endsWith('.map'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(outDir, file);
      const bytes = await readFile(full);
      if (bytes.length < 1024) return;
      await writeFile(`${full}.br`, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      await writeFile(`${full}.gz`, await gz(bytes, { level: 9 }));
    }),
  );
}
