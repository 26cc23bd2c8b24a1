import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The unit tests that `npm run test:mutation` (stryker.config.mjs) runs against each mutant: those
 * that test the validation rules and the merge of an update directly, not the suites that reach
 * them through the API or the screens (a server start per mutant would take hours on two cores).
 * Vite's configuration is kept for Lingui's macros (src/domain/format.ts).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: [
        'tests/domain/bank.test.ts',
        'tests/domain/birth-number.test.ts',
        'tests/domain/contact.test.ts',
        'tests/domain/dates.test.ts',
        'tests/domain/free-text.test.ts',
        'tests/domain/report-merge.test.ts',
        'tests/domain/times.test.ts',
      ],
      environment: 'node',
      setupFiles: ['tests/support/mutation-setup.ts'],
      // As in vitest.config.ts: two shared cores.
      testTimeout: 30_000,
    },
  }),
);
