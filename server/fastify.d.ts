import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DatabaseKind } from './db/database.ts';
import type { DraftCache } from './reports/draft-cache.ts';
import type { InTurn } from './reports/in-turn.ts';
import type { Database } from './db/schema.ts';
import type { AttachmentStore } from './services/attachment-store.ts';
import type { Catalogs } from './i18n.ts';
import type { AttachmentLinks } from './services/attachment-links.ts';
import type { LimitStore } from './http/limit-store.ts';
import type { SharedLimits } from './http/shared-limits.ts';
import type { Mailer } from './services/mailer.ts';
import type { Metrics } from './http/metrics.ts';
import type { LeasedJobs } from './services/leased-jobs.ts';

// The decorators every route handler can reach through `request.server`.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    attachments: AttachmentStore;
    /** The core system's download links of attachments, listed in the claim XML (services/attachment-links.ts). */
    attachmentLinks: AttachmentLinks;
    mailer: Mailer;
    /** The confirmation e-mails owed (services/completion-mail.ts): start() polls, runOnce() sends what is due now. */
    completionMails: LeasedJobs;
    /** Counters of what may happen only so often (continue-link e-mails), server/http/limit-store.ts. */
    limits: LimitStore;
    /** Where the rate limits count (in Redis with REDIS_URL) and Redis's state (server/http/shared-limits.ts). */
    sharedLimits: SharedLimits;
    /** The security headers of every JSON answer, worked out once (server/plugins/external/helmet.ts). */
    apiSecurityHeaders: Record<string, string>;
    databaseKind: DatabaseKind;
    /** What GET /metrics reports (server/http/metrics.ts). */
    metrics: Metrics;
    /** The drafts this process wrote last, so that an update can skip reading them (reports/draft-cache.ts). */
    drafts: DraftCache;
    /** Runs the updates of one draft one after another in this process (reports/in-turn.ts). */
    updatesInTurn: InTurn;
    /** The Lingui catalogs, one I18n per language (server/i18n.ts): every text the server sends. */
    i18n: Catalogs;
    /** Runs `task` without holding up the response; the app's close waits for it (server/http/after-response.ts). */
    afterResponse(what: string, task: () => Promise<void>): void;
    /** Resolves once no such task is running (the app's close, and tests that read what one wrote). */
    afterResponseSettled(): Promise<void>;
  }
}
