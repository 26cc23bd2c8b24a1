import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives under /motor/ (SPEC §9); the API server serves dist/ there.
export default defineConfig({
  base: '/motor/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { '/v1': 'http://127.0.0.1:3000' } },
});
