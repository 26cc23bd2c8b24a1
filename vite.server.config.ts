import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { runtimeDependencies } from './scripts/server-build/runtime-dependencies.ts';
import { serverRuntimeFiles } from './scripts/server-build/runtime-files.ts';

const ROOT = fileURLToPath(new URL('./', import.meta.url)).replace(/\/$/, '');

/** The server's output folder: `node dist/server/main.js` runs the product (`npm start`). */
export const SERVER_OUT_DIR = 'dist/server';

// The server, its PDF worker and the register importer as plain JavaScript (`npm run build`, after
// the browser app), through the same React and Lingui plugins (Lingui's native macro transform) as
// the browser app and the tests, so a Lingui macro in code the server shares compiles here too. npm packages stay imports (Vite's
// SSR build leaves dependencies external): the production install provides them.
export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true }),
    serverRuntimeFiles({ root: ROOT, workers: { 'server/pdf/render-worker-entry.mjs': 'render-worker.js' } }),
    runtimeDependencies({ root: ROOT }),
  ],
  publicDir: false,
  build: {
    ssr: true,
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        'render-worker': 'server/pdf/render-worker.ts',
        'import-cli': 'server/reference/import-cli.ts',
      },
      // One flat folder: the rewritten file URLs (./assets/…, ./render-worker.js) hold from every chunk.
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
