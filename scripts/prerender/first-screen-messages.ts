/**
 * `virtual:first-screen-messages/<locale>`: the messages of the first screen alone, so the first
 * screen does not download the whole catalog (first screen JS). In a build they are the
 * catalog's messages whose source (the catalog's origin comments) is a module the first screen
 * loads: the entry and what it imports to start the app (first-screen-graph.ts), with their static
 * imports, found by walking Rollup's module graph. Every other screen waits for the whole catalog
 * (src/app/screen-modules.tsx).
 * In the dev server and tests there is no graph to walk; the module is the whole catalog there.
 */
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { FIRST_SCREEN_ROOTS, PROJECT_ROOT } from './first-screen-graph.ts';

const PREFIX = 'virtual:first-screen-messages/';
const RESOLVED = `\0${PREFIX}`;

export function firstScreenMessages(): Plugin {
  let command: ResolvedConfig['command'];
  return {
    name: 'motor:first-screen-messages',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      const po = path.join(PROJECT_ROOT, 'locales', locale, 'messages.po');
      if (command === 'serve') return `export { messages } from ${JSON.stringify(po)};`;

      const files = await staticImports(this, FIRST_SCREEN_ROOTS);
      const config = getConfig({ configPath: path.join(PROJECT_ROOT, 'lingui.config.ts') });
      const { rootDir, sourceLocale, fallbackLocales } = config as Required<typeof config>;
      const found = getCatalogForFile(path.relative(rootDir, po), await getCatalogs(config));
      if (!found) throw new Error(`no Lingui catalog for ${po}`);
      const { catalog } = found;
      // Origins are kept in the source catalog; translations fall back as the whole catalog's do.
      const sources = (await catalog.read(sourceLocale)) ?? {};
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
      const ids = Object.keys(sources).filter((messageId) => sources[messageId]!.origin?.some(([file]) => files.has(file)));
      if (ids.length === 0) throw new Error('the first screen uses no message of the catalog: the module graph was not walked');
      const subset = Object.fromEntries(ids.map((messageId) => [messageId, messages[messageId]!]));
      return createCompiledCatalog(locale, subset, { namespace: 'es' }).source;
    },
  };
}

/** The given modules and the project files they import statically, directly or not (relative, with /). */
async function staticImports(context: Rolldown.PluginContext, roots: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const visit = async (id: string): Promise<void> => {
    if (seen.has(id) || id.startsWith('\0') || id.includes('/node_modules/')) return;
    seen.add(id);
    // Waits for the module's imports to be resolved, not loaded: nothing here imports this module
    // statically (i18n.ts imports it dynamically), so this cannot wait on itself.
    const info = await context.load({ id, resolveDependencies: true });
    await Promise.all(info.importedIds.map(visit));
  };
  await Promise.all(roots.map(visit));
  return new Set([...seen].map((id) => path.relative(PROJECT_ROOT, id.split('?')[0]!).split(path.sep).join('/')));
}
