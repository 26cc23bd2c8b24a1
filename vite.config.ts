import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenMessages } from './scripts/prerender/first-screen-messages.ts';
import { prerenderFirstScreen } from './scripts/prerender/plugin.ts';

// The SPA lives under /motor/ (SPEC §9); the API server serves dist/ there.
export default defineConfig({
  base: '/motor/',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), firstScreenMessages(), prerenderFirstScreen()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Leaflet is only for the map screens (DESIGN.md §7); its own named chunk lets the browser
        // tests check that the other screens never fetch it.
        // React gets a chunk of its own first, or Rollup would put it (a dependency of
        // react-leaflet) into the Leaflet chunk, which every page would then preload.
        manualChunks: (id) => {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          return /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/.test(id) ? 'leaflet' : undefined;
        },
      },
    },
  },
  server: { proxy: { '/v1': 'http://127.0.0.1:3000' } },
});
