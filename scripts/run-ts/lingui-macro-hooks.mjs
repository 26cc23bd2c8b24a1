// Node module hooks (registered by ./register.mjs) that compile Lingui's macros (`msg`, `t`,
// `plural`, `<Trans>` from `@lingui/*/macro`) in the project's TypeScript when it runs from its
// sources under tsx: `npm run dev`, the PDF render worker in the tests, the bench and the scripts.
// The built server (vite.server.config.ts), the browser build and Vitest compile them with the
// same transformer, Lingui's native one (`@lingui/native-tools`, behind `lingui({ macroTransform })`);
// tsx transpiles with esbuild, which knows no macros, so without this a macro would run as a
// function that throws.
//
// This hook sits behind tsx in the chain: tsx's `load` asks for the file's source (nextLoad), gets
// it from here with the macros compiled (and the types stripped, JSX kept), and transpiles that as
// usual. The results are kept in node_modules/.cache/lingui-macro/, keyed by everything that
// decides them (as babel-loader's cacheDirectory does): a start with unchanged sources compiles nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PROJECT_SOURCE = /\.(?:[cm]?ts|tsx)$/;
const USES_MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE_DIR = `${ROOT}node_modules/.cache/lingui-macro/`;

// What else decides the output: the transformer's version, the Lingui configuration and NODE_ENV
// (a production build drops the Slovak source texts from the descriptors).
const CACHE_SALT = [
  readFileSync(`${ROOT}node_modules/@lingui/native-tools/package.json`, 'utf8'),
  readFileSync(`${ROOT}lingui.config.ts`, 'utf8'),
  process.env.NODE_ENV ?? '',
].join('\0');

let macroOptions;
async function compileMacros(source, filename) {
  const [{ transform, mapMacroOptions }, { getConfig }] = await Promise.all([import('@lingui/native-tools'), import('@lingui/conf')]);
  macroOptions ??= mapMacroOptions(getConfig({ cwd: ROOT }));
  // Inline source map: stack traces and the debugger still name the file's own lines.
  const result = await transform(source, filename, { macro: macroOptions, sourceMaps: 'inline' });
  return result.code;
}

function cached(source, filename, compile) {
  const key = createHash('sha256').update(CACHE_SALT).update('\0').update(filename).update('\0').update(source).digest('hex');
  const file = `${CACHE_DIR}${key}.ts`;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return compile().then((code) => {
      mkdirSync(CACHE_DIR, { recursive: true });
      // Whole or not at all: another process may read it at the same moment.
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, code);
      renameSync(temp, file);
      return code;
    });
  }
}

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || !PROJECT_SOURCE.test(new URL(url).pathname)) return loaded;
  const source = loaded.source == null ? '' : String(loaded.source);
  if (!USES_MACRO.test(source)) return loaded;
  const filename = fileURLToPath(url);
  return { ...loaded, source: await cached(source, filename, () => compileMacros(source, filename)) };
}
