/**
 * What the first screen loads before it can be used: the modules src/main.tsx imports to start the
 * app (the statechart with its API calls, the drafts, the shell, the first screen and the
 * language's loader), with everything they import statically. The build keeps them together
 * (appChunks) and gives the first screen only its own messages (first-screen-messages.ts).
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { FIRST_SCREEN_MODULE } from '../../src/app/first-screen.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const inProject = (file: string) => path.join(PROJECT_ROOT, file);
/** What src/main.tsx imports (dynamically) to start the app: the roots of the 'app' chunk. */
const STARTED_BY_MAIN = [
  'src/app/ClaimReportContext.ts',
  'src/app/drafts.ts',
  'src/app/App.tsx',
  'src/app/i18n.ts',
  FIRST_SCREEN_MODULE,
].map(inProject);
/** Every module the first screen runs starts from one of these. */
export const FIRST_SCREEN_ROOTS = [inProject('src/main.tsx'), ...STARTED_BY_MAIN];

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LEAFLET = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/;
/** The form kit (not the map), the validation rules and the parts most screens share. */
const FORMS = /[\\/]src[\\/](components[\\/](?!map[\\/])|domain[\\/]validation[\\/]|screens[\\/](shared|parties)[\\/])/;

const APP_CHUNK = 'app';
/** The names of the chunks the first screen loads besides React's (the page preloads them). */
export const FIRST_SCREEN_CHUNKS = [APP_CHUNK];

/**
 * Rollup's manualChunks:
 * - React gets a chunk of its own first, or Rollup would put it (a dependency of react-leaflet)
 *   into the Leaflet chunk, which every page would then preload. Vite's preload helper goes with
 *   it: the entry needs it first, and a chunk the entry imports statically is evaluated with it.
 * - Leaflet is only for the map screens (DESIGN.md §7); its own named chunk lets the browser tests
 *   check that the other screens never fetch it.
 * - The modules src/main.tsx starts the app with go into one chunk, 'app': one file instead of
 *   about twenty (each a request and a gzip stream of its own), evaluated in a few milliseconds;
 *   the entry imports it dynamically, so that React's renderer is ready in a task before. Every
 *   screen uses most of it (the form, the schemas), so no other route loads more than before.
 * - What the other screens share of the form kit and the rules goes into one chunk, 'forms':
 *   otherwise Rollup makes a chunk of each piece that two screens share (Checkbox, Fieldset, the
 *   party schemas ...), and the first tap on a screen fetched about twenty files ahead, which took
 *   the browser's six connections while Continue's own calls waited (step time).
 * A build of another entry (the bench's floor) has none of these modules, so nothing changes there.
 */
export function appChunks(): Rolldown.CodeSplittingNameFunction {
  // Worked out once per build (each build has its own chunking context).
  let graph: { of: unknown; modules: Set<string> } | undefined;
  return (id, context) => {
    const getModuleInfo = (moduleId: string) => context.getModuleInfo(moduleId);
    if (REACT.test(id) || id.startsWith('\0vite/preload-helper')) return 'react';
    if (LEAFLET.test(id)) return 'leaflet';
    if (graph?.of !== context) {
      const modules = new Set<string>();
      const visit = (moduleId: string) => {
        // Rollup's own helpers (\0…) stay where Rollup puts them: React's chunk needs them too.
        if (modules.has(moduleId) || moduleId.startsWith('\0') || REACT.test(moduleId)) return;
        const info = getModuleInfo(moduleId);
        if (!info) return;
        modules.add(moduleId);
        info.importedIds.forEach(visit);
      };
      STARTED_BY_MAIN.forEach(visit);
      graph = { of: context, modules };
    }
    if (graph.modules.has(id)) return APP_CHUNK;
    return FORMS.test(id) ? 'forms' : undefined;
  };
}
