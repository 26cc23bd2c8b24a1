/**
 * Build-time work on the browser app (vite.config.ts), after Rollup has written it:
 *
 * 1. Prerender: the first screen's HTML (scripts/prerender/entry.tsx, rendered by the real
 *    components) goes into dist/index.html, with the stylesheets that screen loads inlined, so a
 *    phone paints the first screen from the HTML alone, without a round trip for a stylesheet
 *    (LCP); the app's scripts are asked for once it has painted (start-after-paint.ts).
 *    The HTML without it is kept as dist/shell.html: the server sends that for every other route
 *    and for any query string (a continue link, a portal entry), where the first screen would be
 *    the wrong picture. The CSP forbids inline scripts, style attributes and handlers; the markup
 *    has none (checked). It allows the inlined <style> and start script by their hashes
 *    (server/http/inline-sources.ts).
 * 2. Precompression: every text asset also as .br and .gz, which the server sends to browsers that
 *    accept them (@fastify/static preCompressed), so nothing is compressed per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { FIRST_SCREEN_MODULE } from '../../src/app/first-screen.ts';
import { FIRST_SCREEN_CHUNKS } from './first-screen-graph.ts';
import { startAfterPaintScript } from './start-after-paint.ts';

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
    // src/main.tsx imports the app's chunk dynamically, after React's; the page asks for it (and
    // the stylesheet it brings) at once, so that it does not wait for the entry to arrive and run.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk' && FIRST_SCREEN_CHUNKS.includes(item.name),
        );
        const stylesheets = chunks.flatMap((chunk) => [
          ...((chunk as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...chunks.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${config.base}${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
          ...stylesheets.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${config.base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
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
        const style = await inlineStyle(outDir, css);
        await writeFile(path.join(outDir, 'shell.html'), shell);
        await writeFile(
          index,
          startingAfterPaint(
            withoutStylesheetLinks(
              shell,
              css.map((file) => `${config.base}${file}`),
            ),
          )
            .replace('</head>', `  ${style}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root" ${PRERENDER_MARKER} inert>${html}</div>`),
        );
      }
      await compressAll(outDir);
    },
  };
}

/**
 * The page with the build's module script and module preloads replaced by the inline script that
 * asks for them once the page has painted (start-after-paint.ts). shell.html keeps the tags: there
 * nothing shows until the scripts run.
 */
function startingAfterPaint(html: string): string {
  const tag = (element: string, attribute: string) => new RegExp(`\\s*<${element}[^>]*\\s${attribute}="([^"]+)"[^>]*>(?:</script>)?`, 'g');
  const entries = [...html.matchAll(tag('script type="module"', 'src'))];
  const preloads = [...html.matchAll(tag('link rel="modulepreload"', 'href'))];
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts; the prerendered page starts exactly one`);
  const script = startAfterPaintScript(
    entries[0]![1]!,
    preloads.map((match) => match[1]!),
  );
  return [...entries, ...preloads]
    .reduce((page, [tagText]) => page.replace(tagText, ''), html)
    .replace('</head>', `  <script>${script}</script>\n  </head>`);
}

/** The page without its <link rel="stylesheet"> to these addresses (they are inlined instead). */
function withoutStylesheetLinks(html: string, hrefs: string[]): string {
  return html.replace(/\s*<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g, (link, href: string) => (hrefs.includes(href) ? '' : link));
}

/**
 * The first screen's stylesheets as one <style> element. They hold no url() (an address in them
 * would resolve against the page instead of assets/), so a build that adds one fails here.
 */
async function inlineStyle(outDir: string, files: string[]): Promise<string> {
  const css = (await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')))).join('\n');
  if (/url\(|<\/style/i.test(css)) throw new Error('the first screen\'s CSS has a url() or "</style", which inlining would break');
  return `<style>${css}</style>`;
}

/** The stylesheets the first screen's chunk and its static imports load. */
function firstScreenCss(bundle: Rolldown.OutputBundle): string[] | null {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const screen = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(FIRST_SCREEN_MODULE)));
  if (!screen) return null;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of (chunk as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])
      css.add(file);
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
  const files = (await readdir(outDir, { recursive: true }))
    .map(String)
    .filter((file) => COMPRESSIBLE.test(file) && !file.endsWith('.map'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(outDir, file);
      const bytes = await readFile(full);
      if (bytes.length < 1024) return;
      await writeFile(
        `${full}.br`,
        await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      );
      await writeFile(`${full}.gz`, await gz(bytes, { level: 9 }));
    }),
  );
}
