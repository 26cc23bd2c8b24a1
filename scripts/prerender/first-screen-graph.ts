/**
 * What the first screen loads before it can be used: the app's entry and the first screen's module,
 * with everything they import statically. The build keeps it together (firstScreenChunk) and
 * gives it only its own messages (first-screen-messages.ts).
 */
import path from 'node:path';
import type { GetManualChunk } from 'rollup';
import { FIRST_SCREEN_MODULE } from '../../src/app/first-screen.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const FIRST_SCREEN_ROOTS = ['src/main.tsx', FIRST_SCREEN_MODULE].map((file) => path.join(PROJECT_ROOT, file));

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LEAFLET = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/;

/**
 * Rollup's manualChunks:
 * - React gets a chunk of its own first, or Rollup would put it (a dependency of react-leaflet)
 *   into the Leaflet chunk, which every page would then preload.
 * - Leaflet is only for the map screens (DESIGN.md §7); its own named chunk lets the browser tests
 *   check that the other screens never fetch it.
 * - The first screen's modules go into the entry chunk: one file instead of about twenty, and no
 *   round trip for the first screen's own chunk after the entry has run. Every screen uses most of
 *   them (the form, the schemas), so no other route loads more than before.
 * A build of another entry (the bench's floor) has none of these modules, so nothing changes there.
 */
export function firstScreenChunk(): GetManualChunk {
  // Worked out once per build (each build has its own getModuleInfo).
  let graph: { of: unknown; modules: Set<string> } | undefined;
  return (id, { getModuleInfo }) => {
    if (REACT.test(id)) return 'react';
    if (LEAFLET.test(id)) return 'leaflet';
    if (graph?.of !== getModuleInfo) {
      const modules = new Set<string>();
      const visit = (moduleId: string) => {
        // Rollup's own helpers (\0…) stay where Rollup puts them: React's chunk needs them too.
        if (modules.has(moduleId) || moduleId.startsWith('\0') || REACT.test(moduleId)) return;
        const info = getModuleInfo(moduleId);
        if (!info) return;
        modules.add(moduleId);
        info.importedIds.forEach(visit);
      };
      FIRST_SCREEN_ROOTS.forEach(visit);
      graph = { of: getModuleInfo, modules };
    }
    return graph.modules.has(id) ? 'index' : undefined;
  };
}
