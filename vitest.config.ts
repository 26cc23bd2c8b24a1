import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Three projects: everything that runs in Node (unit, machine, API, services), the browser suites,
// which build the app once (global setup) and drive Debian's Chromium, and last, alone, the fault
// suites that start, kill and flood real server processes.
const PROCESS_FAULTS = ['tests/faults/crash.test.ts', 'tests/faults/scale-out.test.ts', 'tests/faults/overload.test.ts'];
// Several server processes on one database need the PostgreSQL server (PGlite is one process's
// embedded database), so this suite runs only where TEST_DATABASE_URL names one. Left out by the
// configuration rather than registering nothing, which fails the run ("No test suite found").
const POSTGRES_SERVER_ONLY = ['tests/faults/scale-out.test.ts'];
const faultSuites = process.env.TEST_DATABASE_URL ? PROCESS_FAULTS : PROCESS_FAULTS.filter((file) => !POSTGRES_SERVER_ONLY.includes(file));
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
            exclude: ['tests/e2e/**', ...PROCESS_FAULTS],
            environment: 'node',
            sequence: { groupOrder: 0 },
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
            // Chromium, the server and the other project share two cores: a journey that loses a
            // race with the machine's load gets one more try. The report marks each retried test
            // ("retry x1"), so a flaky one stays in view rather than being taken for green.
            retry: 1,
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            // Servers killed, scaled out and flooded as real processes: their latency and memory
            // figures mean something only on an otherwise quiet machine, so they run last, one at a time.
            name: 'faults',
            include: faultSuites,
            environment: 'node',
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
