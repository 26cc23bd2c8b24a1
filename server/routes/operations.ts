import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { migrationsApplied } from '../db/migrate.ts';
import { outboxStatus } from '../services/outbox-worker.ts';

export const operationHandlers = {
  async getHealth() {
    return { status: 'ok' };
  },

  /** Ready when the database answers and every migration is applied; the outbox is reported. */
  async getReady(request: FastifyRequest, reply: FastifyReply) {
    const { db } = request.server;
    const kind = request.server.databaseKind;
    try {
      await sql`SELECT 1`.execute(db);
      const applied = await migrationsApplied(db);
      const outbox = await outboxStatus(db);
      return reply.code(applied ? 200 : 503).send({
        status: applied ? 'ready' : 'not-ready',
        database: kind,
        migrations: applied ? 'applied' : 'pending',
        outbox,
      });
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({
        status: 'not-ready',
        database: kind,
        migrations: 'unknown',
        outbox: { pending: 0, failing: 0, oldestPendingSeconds: null },
      });
    }
  },
};
