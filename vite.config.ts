import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunks } from './scripts/prerender/first-screen-graph.ts';
import { firstScreenMessages } from './scripts/prerender/first-screen-messages.ts';
import { prerenderFirstScreen } from './scripts/prerender/plugin.ts';
import { serviceWorkerOptions } from './scripts/pwa/service-worker.ts';

// The SPA lives under /motor/ (SPEC §9); the API server serves dist/client/ there (WEB_DIR). The
// server itself is built beside it, into dist/server/ (vite.server.config.ts).
export default defineConfig({
  base: '/motor/',
  // Lingui's own (native) macro transform compiles `t`, `msg`, `<Trans>`; no Babel in the build.
  plugins: [react(), lingui({ macroTransform: true }), firstScreenMessages(), prerenderFirstScreen(), VitePWA(serviceWorkerOptions())],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    // Terser, three passes: about 1 KB gzip less on the first screen than esbuild's minifier (the
    // bench weighs the floor built with this same config), for about 12 s more per build.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: appChunks(), debugName: 'app-chunks', includeDependenciesRecursively: false }] },
      },
    },
  },
  server: { proxy: { '/v1': 'http://127.0.0.1:3000' } },
});
