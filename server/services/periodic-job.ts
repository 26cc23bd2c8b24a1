/**
 * A task the server runs on its own: once at start, then `intervalMs` after each run ends (never
 * two at once, however long one takes). A failed run is logged as `failure` (with the error's type
 * only: its message may carry data) and the next one comes as usual.
 */
export interface PeriodicJobLog {
  error(details: object, message: string): void;
}

export interface PeriodicJob<Result> {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs now, or joins the run in progress. */
  runOnce(): Promise<Result>;
}

export function periodicJob<Result>(
  run: () => Promise<Result>,
  options: { intervalMs: number; log: PeriodicJobLog; failure: string; onDone?(result: Result): void },
): PeriodicJob<Result> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Result> | undefined;
  let stopped = false;

  const runOnce = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = async () => {
    try {
      const result = await runOnce();
      options.onDone?.(result);
    } catch (error) {
      options.log.error({ err: { type: error instanceof Error ? error.name : typeof error } }, options.failure);
    }
    if (!stopped) timer = setTimeout(tick, options.intervalMs);
  };

  return {
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
