import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: everything that runs in Node (unit, machine, API, services), and the browser
// suites, which build the app once (global setup) and drive Debian's Chromium.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Two cores: more workers than that only thrash PGlite's WASM start-up.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'server/**/*.test.ts'],
            exclude: ['tests/e2e/**'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/e2e/support/build-app.ts'],
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
