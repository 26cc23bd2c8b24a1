import type { FastifyInstance } from 'fastify';

/**
 * Work a response does not wait for (the completion e-mail, whose summary PDF takes about a
 * second to render): started at once, run while the answer goes out, and finished before the app
 * closes (a graceful stop waits for it, then the database closes). A failure is the task's own
 * business: it is logged, never thrown at anyone.
 */
export function registerAfterResponse(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  app.decorate('afterResponse', (what: string, task: () => Promise<void>) => {
    const running: Promise<void> = task()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  });
  app.decorate('afterResponseSettled', async () => {
    while (pending.size) await Promise.all([...pending]);
  });
  app.addHook('onClose', () => app.afterResponseSettled());
}
