/**
 * A task the server runs on its own: once at start, then `intervalMs` after each run ends (never
 * two at once, however long one takes). A failed run is reported and the next one comes as usual.
 */
export interface PeriodicJob<Result> {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs now, or joins the run in progress. */
  runOnce(): Promise<Result>;
}

export function periodicJob<Result>(
  run: () => Promise<Result>,
  options: { intervalMs: number; onDone(result: Result): void; onError(error: unknown): void },
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
      options.onDone(await runOnce());
    } catch (error) {
      options.onError(error);
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
