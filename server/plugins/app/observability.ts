/** Every response's X-Request-Id, and the metrics GET /metrics reports (when METRICS_TOKEN is set). */
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database.ts';
import { registerMetrics } from '../../http/metrics.ts';
import { registerRequestIdHeader } from '../../http/request-id.ts';
import { summaryPdfService } from '../../pdf/summary-pdf.ts';

export interface ObservabilityOptions extends FastifyPluginOptions {
  poolUse: DatabaseHandle['poolUse'];
}

async function observability(app: FastifyInstance, options: ObservabilityOptions) {
  registerRequestIdHeader(app);
  const metrics = registerMetrics(app, {
    db: app.db,
    poolUse: options.poolUse,
    renderPool: () => summaryPdfService(app.config.dataMatrixPrefix).pool,
    outage: app.sharedLimits.outage,
  });
  app.decorate('metrics', metrics);
}

// Shared with the parent: its hooks see every request, and `metrics` is counted into by others.
export default fp(observability, { name: 'observability', dependencies: ['decorations'] });
