/**
 * The app: Fastify with its plugins, external (helmet, rate limit, multipart, response validation)
 * and the app's own (server/plugins/). Built without listening, so tests inject into it;
 * server/start.ts opens the database and listens.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { LimitStore } from './http/limit-store.ts';
import { loadCatalogs } from './i18n.ts';
import decorations from './plugins/app/decorations.ts';
import errorHandler from './plugins/app/error-handler.ts';
import loadShedding from './plugins/app/load-shedding.ts';
import observability from './plugins/app/observability.ts';
import openapiRoutes from './plugins/app/openapi-routes.ts';
import requestParsing from './plugins/app/request-parsing.ts';
import webApp from './plugins/app/web-app.ts';
import helmet from './plugins/external/helmet.ts';
import multipart from './plugins/external/multipart.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import responseValidation from './plugins/external/response-validation.ts';
import { serverOptions } from './server-options.ts';
import type { AttachmentStore } from './services/attachment-store.ts';
import type { Mailer } from './services/mailer.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  attachments?: AttachmentStore;
  mailer?: Mailer;
  limits?: LimitStore;
  logger?: FastifyServerOptions['logger'];
}

/** The order is the order of the hooks: the request id first, so even a refusal by load shedding has it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const catalogs = await loadCatalogs();
  const app = Fastify(serverOptions(config, catalogs, deps.logger));
  // Beyond this many sockets Node closes a new one as it is accepted: a flood of sockets cannot
  // exhaust the process's file descriptors or memory (load shedding counts requests, not sockets).
  app.server.maxConnections = config.maxConnections;

  await app.register(decorations, { config, database, catalogs, attachments: deps.attachments, mailer: deps.mailer, limits: deps.limits });
  await app.register(observability, { poolUse: database.poolUse });
  await app.register(requestParsing);
  await app.register(errorHandler);
  await app.register(helmet);
  await app.register(loadShedding);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(responseValidation);
  await app.register(openapiRoutes);
  await app.register(webApp);
  return app;
}
