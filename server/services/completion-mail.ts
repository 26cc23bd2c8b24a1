/**
 * The e-mails of a saved report owed in `mail_outbox`: the confirmation, and each new link to the
 * claim's page the reporter asked for (server/claims/new-claim-link.ts; sent with the link in force
 * when it goes, so of two requests both e-mails carry the newest).
 *
 * The confirmation e-mail of a saved report, with its summary PDF (SPEC §2 /confirm, D26). The save
 * writes a `mail_outbox` row in its own transaction; this worker renders the PDF and sends the
 * e-mail, under a renewed lease and with retries (leased-jobs.ts). So a renderer too busy to take
 * the PDF, an SMTP server that is down or a crash between the save and the e-mail delays the
 * e-mail and never sends it without its PDF or not at all. Its Message-ID is derived from the
 * report: an e-mail sent again (the SMTP server took it but its answer was lost, or the worker
 * died before recording it) is recognisably the same message.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { summaryFileName } from '../../src/domain/summary-saved.ts';
import type { Saved } from '../../src/domain/report.ts';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import type { Database } from '../db/schema.ts';
import type { Catalogs } from '../i18n.ts';
import { PdfClientQueueFull, PdfRendererBusy, PdfRenderFailed } from '../pdf/render-pool.ts';
import { logRenderFailure, type RenderFailureLog } from '../pdf/pdf-http.ts';
import { loadStoredReport, type SummaryPdfService } from '../pdf/summary-pdf.ts';
import { reporterLocale } from '../reports/document.ts';
import { getReport } from '../reports/repository.ts';
import {
  createLeasedJobs,
  DEFAULT_LEASE_MS,
  pendingStatus,
  RetryLater,
  retryDelayMs,
  type JobLog,
  type LeasedJobs,
} from './leased-jobs.ts';
import { completionMessage, newClaimLinkMessage, statusChangeMessage, type MailAttachment, type Mailer } from './mailer.ts';
import { takeStatusChanges } from '../claims/status-mail.ts';
import type { StatusChange } from './mail-messages.ts';

export interface CompletionMailOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  i18n: Catalogs;
  /** The renderer of summary PDFs (summary-pdf.ts), asked for when a job needs it. */
  pdf: () => SummaryPdfService;
  /** MAIL_FROM: its domain is the Message-ID's. */
  mailFrom: string;
  /** The private link of the report's own page (server/claims/claim-page-tokens.ts). */
  claimPageLink?: (reportId: string) => Promise<string>;
  pollMs: number;
  leaseMs?: number;
  log: JobLog & RenderFailureLog;
  /** Replaces the database clock (tests move it past a retry's wait). */
  now?: () => Date;
}

/** E-mails rendered and sent at once by one worker: as many as the renderer has workers, at most. */
const BATCH_SIZE = 4;
/** A busy renderer is asked again soon, however often it was busy before. */
const BUSY_RETRY_MAX_MS = 30_000;
/**
 * Renders that failed (an error in the document, a timeout, a dead worker) before the e-mail goes
 * without its PDF: a reporter is better told the claim numbers than kept waiting for ever. The PDF
 * stays downloadable on /confirm. Busy renderers do not count.
 */
export const MAX_FAILED_RENDERS = 5;
/** Whose turn a confirmation's PDF waits for in the renderer's fair queue (render-pool.ts). */
const RENDER_CLIENT = 'completion-mail';

interface MailJob {
  id: number;
  attempts: number;
  report_id: string;
  kind: 'completion' | 'claim-link' | 'status';
  claim_id: string | null;
}

const messageId = (kind: MailJob['kind'], key: string, mailFrom: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  const hash = createHash('sha256').update(`${kind}\0${key}`).digest('base64url').slice(0, 32);
  return `<${hash}.${kind}@${domain}>`;
};

/** `<hash of the report id>.completion@<MAIL_FROM's domain>`: the same for every attempt, and no report id in a header. */
export const completionMessageId = (reportId: string, mailFrom: string) => messageId('completion', reportId, mailFrom);

/** What the SMTP server said, for `last_error` and the log: its reply code or the socket's error code, never its text. */
function smtpFailure(error: unknown): RetryLater {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return new RetryLater(`SMTP ${responseCode}`);
  return new RetryLater(`SMTP ${typeof code === 'string' ? code : error instanceof Error ? error.name : 'error'}`);
}

/** For GET /ready: how many confirmation e-mails wait, for how long, and why the last attempt failed. */
export const mailStatus = (db: Kysely<Database>) => pendingStatus(db, 'mail_outbox', 'sent_at');

export function createCompletionMails(options: CompletionMailOptions): LeasedJobs {
  const { db, log } = options;

  /** The summary PDF, or undefined once it failed MAX_FAILED_RENDERS times; a busy renderer means "later". */
  async function summaryPdf(job: MailJob, reportId: string): Promise<MailAttachment[] | undefined> {
    const { report, locale, verifiedPolicies } = await loadStoredReport(db, reportId);
    try {
      const content = await options.pdf().pdfFor(report, RENDER_CLIENT, { queueBeyondShare: true, locale, verifiedPolicies });
      return [{ filename: summaryFileName(report), content, contentType: 'application/pdf' }];
    } catch (error) {
      if (error instanceof PdfRendererBusy || error instanceof PdfClientQueueFull) {
        throw new RetryLater('summary PDF: renderer busy', Math.min(BUSY_RETRY_MAX_MS, retryDelayMs(job.attempts + 1)));
      }
      if (job.attempts + 1 < MAX_FAILED_RENDERS) {
        logRenderFailure(log, report, error, 'summary PDF of the completion e-mail not rendered, will retry');
        throw new RetryLater(`summary PDF: ${error instanceof PdfRenderFailed ? error.reason : 'unexpected'}`);
      }
      logRenderFailure(log, report, error, 'completion e-mail sent without its summary PDF');
      return undefined;
    }
  }

  return createLeasedJobs<MailJob>({
    db,
    table: 'mail_outbox',
    doneColumn: 'sent_at',
    columns: ['report_id', 'kind', 'claim_id'],
    batchSize: BATCH_SIZE,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    pollMs: options.pollMs,
    now: options.now,
    log,
    // As request logs show report ids: the first 4 characters.
    describe: (job) => ({ mail: job.kind, report: `${job.report_id.slice(0, 4)}…` }),
    // The confirmation's words, for either kind: `describe` names the kind, and alerts match these.
    messages: { done: 'completion e-mail sent', retry: 'completion e-mail not sent yet, will retry' },
    async run(job) {
      const row = await getReport(db, job.report_id);
      // Drafts stored before e-mails were normalised at update may still carry spaces around theirs.
      const to = normalizeEmail(row.document.parties.reporter?.email);
      const saved = row.saved as Saved | null;
      if (!to || !saved) return;
      if (job.kind === 'status') {
        if (!options.claimPageLink || !job.claim_id) return;
        const changes = await takeStatusChanges(db, { id: job.id, reportId: job.report_id, claimId: job.claim_id });
        // Its changes went with an earlier e-mail's retry: nothing is left to tell.
        if (changes.length === 0) return;
        const message = statusChangeMessage(options.i18n[reporterLocale(row.document)], {
          to,
          claimId: job.claim_id,
          changes: changes as StatusChange[],
          claimPageLink: await options.claimPageLink(job.report_id),
        });
        try {
          await options.mailer.send({ ...message, messageId: messageId('status', String(job.id), options.mailFrom) });
        } catch (error) {
          throw smtpFailure(error);
        }
        return;
      }
      if (job.kind === 'claim-link') {
        if (!options.claimPageLink) return;
        const message = newClaimLinkMessage(options.i18n[reporterLocale(row.document)], {
          to,
          claimPageLink: await options.claimPageLink(job.report_id),
        });
        try {
          // Per request: each is its own e-mail, and a repeat of one is recognisably the same.
          await options.mailer.send({ ...message, messageId: messageId('claim-link', String(job.id), options.mailFrom) });
        } catch (error) {
          throw smtpFailure(error);
        }
        return;
      }
      const attachments = await summaryPdf(job, job.report_id);
      const message = completionMessage(options.i18n[reporterLocale(row.document)], {
        to,
        reportNumbers: saved.incidentReportIds,
        claimNumbers: saved.claimIds,
        ...(options.claimPageLink && !saved.isDuplicate && saved.claimIds.length > 0
          ? { claimPageLink: await options.claimPageLink(job.report_id) }
          : {}),
        ...(attachments ? { attachments } : {}),
      });
      try {
        await options.mailer.send({ ...message, messageId: completionMessageId(job.report_id, options.mailFrom) });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
  });
}
