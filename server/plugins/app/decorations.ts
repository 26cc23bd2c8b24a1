/**
 * What every handler reaches through `request.server` (server/fastify.d.ts): the configuration,
 * the database, the attachment store and its links, the mailer, the limits' store, the catalogs,
 * the draft copies, the claim pages' links and the confirmation e-mails owed; each closed with the app.
 */
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { registerAfterResponse } from '../../http/after-response.ts';
import type { LimitStore } from '../../http/limit-store.ts';
import { createSharedLimits } from '../../http/shared-limits.ts';
import type { Catalogs } from '../../i18n.ts';
import { summaryPdfService } from '../../pdf/summary-pdf.ts';
import { createClaimPageTokens } from '../../claims/claim-page-tokens.ts';
import { createDraftCache } from '../../reports/draft-cache.ts';
import { createInTurn } from '../../reports/in-turn.ts';
import { attachmentLinkSecret, createAttachmentLinks } from '../../services/attachment-links.ts';
import { attachmentsDirectory, createDiskAttachmentStore, type AttachmentStore } from '../../services/attachment-store.ts';
import { createCompletionMails } from '../../services/completion-mail.ts';
import { createMailer, type Mailer } from '../../services/mailer.ts';
import { createS3AttachmentStore } from '../../services/s3-attachment-store.ts';

export interface DecorationsOptions extends FastifyPluginOptions {
  config: Config;
  database: DatabaseHandle;
  catalogs: Catalogs;
  /** In place of the configured ones (tests). */
  attachments?: AttachmentStore | undefined;
  mailer?: Mailer | undefined;
  limits?: LimitStore | undefined;
}

async function decorations(app: FastifyInstance, options: DecorationsOptions) {
  const { config, database, catalogs } = options;
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('drafts', createDraftCache());
  app.decorate('updatesInTurn', createInTurn());
  const attachments =
    options.attachments ??
    (config.s3 ? createS3AttachmentStore(config.s3) : createDiskAttachmentStore(attachmentsDirectory(config.dataDir)));
  app.decorate('attachments', attachments);
  app.addHook('onClose', async () => attachments.close?.());
  app.decorate(
    'attachmentLinks',
    createAttachmentLinks({
      store: attachments,
      secret: await attachmentLinkSecret(config),
      publicUrl: config.publicUrl,
      ttlHours: config.attachmentLinkTtlHours,
    }),
  );
  const mailer = options.mailer ?? createMailer(config);
  app.decorate('mailer', mailer);
  const shared = await createSharedLimits(config, app.log);
  app.addHook('onClose', () => shared.close());
  app.decorate('sharedLimits', shared);
  app.decorate('limits', options.limits ?? shared.limits);
  app.decorate('i18n', catalogs);
  app.decorate(
    'claimPages',
    createClaimPageTokens({ db: database.db, secret: await attachmentLinkSecret(config), publicUrl: config.publicUrl }),
  );
  // Polled by start.ts; woken by each save on this instance (routes/reports.ts).
  app.decorate(
    'completionMails',
    createCompletionMails({
      db: database.db,
      mailer,
      i18n: catalogs,
      pdf: () => summaryPdfService(config.dataMatrixPrefix),
      mailFrom: config.mailFrom,
      claimPageLink: app.claimPages.linkFor,
      pollMs: config.outboxPollMs,
      leaseMs: config.outboxLeaseMs,
      log: app.log,
    }),
  );
  app.addHook('onClose', () => app.completionMails.stop());
  registerAfterResponse(app);
}

// Shared with the parent: the decorations are what every other plugin and handler reaches.
export default fp(decorations, { name: 'decorations' });
