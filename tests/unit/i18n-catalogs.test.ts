import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config.ts';

const run = promisify(execFile);

/** The catalogs of lingui.config.ts by name (`messages`, the browser's; `server`, the server's own) and the folders they hold. */
const CATALOGS = linguiConfig.catalogs!.map((catalog) => ({ name: path.basename(catalog.path), include: catalog.include }));

async function readCatalog(locale: 'sk' | 'en', name: string) {
  const text = await readFile(`locales/${locale}/${name}.po`, 'utf8');
  const catalog = await formatter().parse(text, { locale, sourceLocale: 'sk', filename: `${locale}/${name}.po` });
  return catalog ?? {};
}

/** `{name}` placeholders, `{count, plural, …}` heads and `<0>` tags a translation must keep. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();

describe.each(CATALOGS)('the Lingui catalog "$name" (Slovak source, English translation)', ({ name, include }) => {
  it('holds every message of the code (run `npm run i18n:extract` when this fails)', async () => {
    // Extract afresh into a temporary folder and compare ids with the committed catalogs.
    // Inside the project, so the temporary config resolves @lingui/format-po like the real one.
    await mkdir('node_modules/.cache', { recursive: true });
    const dir = await mkdtemp(path.resolve('node_modules/.cache/lingui-check-'));
    try {
      const config = path.join(dir, 'lingui.config.mjs');
      await writeFile(
        config,
        `import { formatter } from '@lingui/format-po';
export default {
  rootDir: ${JSON.stringify(process.cwd())},
  sourceLocale: 'sk',
  locales: ['sk'],
  catalogs: [{ path: ${JSON.stringify(path.join(dir, '{locale}'))}, include: ${JSON.stringify(include.map((folder) => `<rootDir>/${folder}`))} }],
  format: formatter({ lineNumbers: false }),
};
`,
      );
      await run(path.resolve('node_modules/.bin/lingui'), ['extract', '--config', config], { env: { ...process.env, CI: 'true' } });
      const fresh = await formatter().parse(await readFile(path.join(dir, 'sk.po'), 'utf8'), {
        locale: 'sk',
        sourceLocale: 'sk',
        filename: 'sk.po',
      });
      const committed = await readCatalog('sk', name);
      expect(Object.keys(committed).sort()).toEqual(Object.keys(fresh ?? {}).sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('holds the same messages in Slovak and English: none in one language only', async () => {
    const sk = Object.keys(await readCatalog('sk', name));
    const en = Object.keys(await readCatalog('en', name));
    expect(
      en.filter((id) => !sk.includes(id)),
      'only in English',
    ).toEqual([]);
    expect(
      sk.filter((id) => !en.includes(id)),
      'only in Slovak',
    ).toEqual([]);
  });

  it('translates every message into English, keeping its placeholders', async () => {
    const sk = await readCatalog('sk', name);
    const en = await readCatalog('en', name);
    const ids = Object.keys(sk);
    expect(ids.length).toBeGreaterThan(0);
    const untranslated = ids.filter((id) => !en[id]?.translation);
    expect(untranslated, 'English translations missing').toEqual([]);
    for (const id of ids) {
      // Explicit ids (validation.*) keep their Slovak text as the translation of the source catalog.
      const source = sk[id]!.translation || sk[id]!.message || id;
      expect(placeholders(en[id]!.translation!), `placeholders of "${source}"`).toEqual(placeholders(source));
    }
  });
});
