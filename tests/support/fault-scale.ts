/**
 * The reliability and security suites run short in the default `npm test` (CI stays under 30
 * minutes) and in full under `npm run test:faults` (FAULTS_FULL=1): the same assertions, with the
 * counts and durations of the table. A test picks its size with `scale(short, full)`.
 */
export const fullFaultRun = process.env.FAULTS_FULL === '1';

export function scale<T>(short: T, full: T): T {
  return fullFaultRun ? full : short;
}

/** One line a reader of the test output can find: `[figure] <what>: <value>`. */
export function reportFigure(what: string, value: string | number): void {
  console.log(`[figure] ${what}: ${value}`);
}
