// Mutation testing of the validation rules and the merge of an update (`npm run test:mutation`):
// each mutant of these files must make a test of vitest.mutation.config.ts fail. Below 90 % killed
// the run fails; the HTML report is written to reports/mutation/ (git-ignored). The mutated files keep
// their patterns, lists and arrow functions inside functions rather than in module-level constants:
// a mutant of a module-level value ("static") can only be tested by running every test, and those few
// took over half of the run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/domain/validation/bank.ts',
    'src/domain/validation/birth-number.ts',
    'src/domain/validation/business-id.ts',
    'src/domain/validation/dates.ts',
    'src/domain/validation/email.ts',
    'src/domain/validation/free-text.ts',
    'src/domain/validation/phone.ts',
    'src/domain/validation/times.ts',
    'src/domain/report-merge.ts',
  ],
  coverageAnalysis: 'perTest',
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Other work shares the two cores: a slow run is no reason to call a mutant caught.
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  // Two cores, shared.
  concurrency: 2,
};
