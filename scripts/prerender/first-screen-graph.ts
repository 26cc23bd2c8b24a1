/**
 * What the first screen loads before it can be used, in the order src/main.tsx starts it: the
 * journey (the statechart, its API calls and the drafts) and then the app (the shell, the first
 * screen and the language's loader), each with everything it imports statically. The build keeps
 * each of the two together (firstScreenChunks) and gives the first screen only its own messages
 * (first-screen-messages.ts).
 */
import path from 'node:path';
import type { GetManualChunk } from 'rollup';
import { FIRST_SCREEN_MODULE } from '../../src/app/first-screen.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const inProject = (files: string[]) => files.map((file) => path.join(PROJECT_ROOT, file));
const JOURNEY_ROOTS = inProject(['src/app/ClaimReportContext.ts', 'src/app/drafts.ts']);
const APP_ROOTS = inProject(['src/app/App.tsx', 'src/app/i18n.ts', FIRST_SCREEN_MODULE]);
/** Every module the first screen runs starts from one of these (src/main.tsx imports the others). */
export const FIRST_SCREEN_ROOTS = [...inProject(['src/main.tsx']), ...JOURNEY_ROOTS, ...APP_ROOTS];

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LEAFLET = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/;

/**
 * Rollup's manualChunks:
 * - React gets a chunk of its own first, or Rollup would put it (a dependency of react-leaflet)
 *   into the Leaflet chunk, which every page would then preload. Vite's preload helper goes with
 *   it: the entry needs it first, and a chunk the entry imports statically is evaluated with it.
 * - Leaflet is only for the map screens (DESIGN.md §7); its own named chunk lets the browser tests
 *   check that the other screens never fetch it.
 * - The first screen's modules go into two chunks, 'journey' and 'app', which src/main.tsx
 *   evaluates in tasks of their own (a chunk is evaluated whole, in one task); a module both
 *   import is the journey's, which comes first. Two files instead of about twenty; every screen
 *   uses most of them (the form, the schemas), so no other route loads more than before.
 * A build of another entry (the bench's floor) has none of these modules, so nothing changes there.
 */
export const FIRST_SCREEN_CHUNKS = ['journey', 'app'];

export function firstScreenChunks(): GetManualChunk {
  // Worked out once per build (each build has its own getModuleInfo).
  let graph: { of: unknown; journey: Set<string>; app: Set<string> } | undefined;
  return (id, { getModuleInfo }) => {
    if (REACT.test(id) || id.startsWith('\0vite/preload-helper')) return 'react';
    if (LEAFLET.test(id)) return 'leaflet';
    if (graph?.of !== getModuleInfo) {
      const reachable = (roots: string[], excluded = new Set<string>()) => {
        const modules = new Set<string>();
        const visit = (moduleId: string) => {
          // Rollup's own helpers (\0…) stay where Rollup puts them: React's chunk needs them too.
          if (modules.has(moduleId) || excluded.has(moduleId) || moduleId.startsWith('\0') || REACT.test(moduleId)) return;
          const info = getModuleInfo(moduleId);
          if (!info) return;
          modules.add(moduleId);
          info.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return modules;
      };
      const journey = reachable(JOURNEY_ROOTS);
      graph = { of: getModuleInfo, journey, app: reachable(APP_ROOTS, journey) };
    }
    if (graph.journey.has(id)) return 'journey';
    return graph.app.has(id) ? 'app' : undefined;
  };
}
