import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';
import { pingDatabase } from '../db/database.ts';
import { migrationsApplied } from '../db/migrate.ts';
import { mailStatus } from '../services/completion-mail.ts';
import { outboxStatus } from '../services/outbox-worker.ts';

/** Whether `authorization` is `Bearer <token>`, compared in constant time (digests: equal lengths whatever was sent). */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

const NOTHING_PENDING = { pending: 0, failing: 0, oldestPendingSeconds: null };

export const operationHandlers = {
  async getHealth() {
    return { status: 'ok' };
  },

  /** Prometheus's text format, for whoever holds METRICS_TOKEN; without it set there are no metrics (404). */
  async getMetrics(request: FastifyRequest, reply: FastifyReply) {
    const { config, metrics } = request.server;
    // No registry: METRICS_TOKEN is not set (server/http/metrics.ts).
    if (!config.metricsToken || !metrics.registry) throw new ApiError(404, 'NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, config.metricsToken)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, 'METRICS_UNAUTHORIZED');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  },

  /** Ready when the database answers and every migration is applied; the claims and e-mails owed are reported. */
  async getReady(request: FastifyRequest, reply: FastifyReply) {
    const { db } = request.server;
    const kind = request.server.databaseKind;
    try {
      await pingDatabase(db);
      const applied = await migrationsApplied(db);
      const outbox = await outboxStatus(db);
      // Before the migrations are applied there is no mail table to read.
      const mail = applied ? await mailStatus(db) : NOTHING_PENDING;
      return reply.code(applied ? 200 : 503).send({
        status: applied ? 'ready' : 'not-ready',
        database: kind,
        migrations: applied ? 'applied' : 'pending',
        outbox,
        mail,
      });
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({
        status: 'not-ready',
        database: kind,
        migrations: 'unknown',
        outbox: NOTHING_PENDING,
        mail: NOTHING_PENDING,
      });
    }
  },
};
