/**
 * The summary PDF of a stored report: from the cache when this exact report was rendered before,
 * else rendered in the worker pool. Concurrent requests for the same report share one render.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IncidentReport, Locale } from '../../src/domain/report.ts';
import type { VerifiedPolicy } from '../../src/domain/summary-saved.ts';
import type { Database } from '../db/schema.ts';
import { reporterLocale } from '../reports/document.ts';
import { listAttachments } from '../attachments/repository.ts';
import { journeyOf } from '../reports/journey.ts';
import { getReport, toApiReport } from '../reports/repository.ts';
import { verifiedPolicies } from '../reports/verified-policies.ts';
import { PdfCache } from './pdf-cache.ts';
import { createRenderPool, type RenderOptions, type RenderPool } from './render-pool.ts';

/**
 * The report as GET …/load shows it (the stored row, its attachments), the language its reporter
 * last used (D26), which the reporter's PDF is in unless asked otherwise, and the policies its
 * verification matched (which the PDF prints). 404 when unknown.
 */
export async function loadStoredReport(
  db: Kysely<Database>,
  id: string,
): Promise<{ report: IncidentReport; locale: Locale; verifiedPolicies: VerifiedPolicy[] }> {
  const row = await getReport(db, id);
  const report = toApiReport(row, await listAttachments(db, id));
  return { report, locale: reporterLocale(row.document), verifiedPolicies: await verifiedPolicies(db, report) };
}

/**
 * What the PDF depends on. The version and status say when the report changed (a save completes
 * a report without a new version); the digest also catches what does not bump the version
 * (an upload adds an attachment row only).
 */
export function summaryCacheKey(
  report: IncidentReport,
  dataMatrixPrefix: string,
  locale: Locale = 'sk',
  policies: readonly VerifiedPolicy[] = [],
): string {
  const digest = createHash('sha256')
    .update(dataMatrixPrefix)
    .update('\0')
    .update(JSON.stringify(report))
    .update('\0')
    .update(JSON.stringify(policies))
    .digest('base64url');
  const status = report.meta.saved?.isCompleted ? 'completed' : 'draft';
  return `${report.meta.id}:v${report.meta.version}:${status}:${locale}:${digest.slice(0, 22)}`;
}

/** How a PDF is asked for: its language (Slovak unless said), the verified policies it prints and the render pool's options. */
export type SummaryPdfOptions = RenderOptions & { locale?: Locale; verifiedPolicies?: VerifiedPolicy[] };

export interface SummaryPdfService {
  /** `client` (the request's address) is whose turn a render waits for (render-pool.ts). */
  pdfFor(report: IncidentReport, client: string, options?: SummaryPdfOptions): Promise<Buffer>;
  readonly pool: RenderPool;
  close(): Promise<void>;
}

export function createSummaryPdfService(
  options: { pool?: RenderPool; cache?: PdfCache; dataMatrixPrefix?: string } = {},
): SummaryPdfService {
  const pool = options.pool ?? createRenderPool();
  const cache = options.cache ?? new PdfCache();
  const prefix = options.dataMatrixPrefix ?? 'MOTOR';
  const pending = new Map<string, Promise<Buffer>>();

  return {
    pool,
    async pdfFor(report, client, { locale = 'sk', verifiedPolicies = [], ...options } = {}) {
      const key = summaryCacheKey(report, prefix, locale, verifiedPolicies);
      const cached = cache.get(key);
      if (cached) return cached;
      let render = pending.get(key);
      if (!render) {
        // The steps the PDF restates are those of the report's journey, as on /summary.
        const path = journeyOf(report).screens;
        render = pool
          .render(
            { report, dataMatrixPrefix: prefix, generatedAt: new Date().toISOString(), locale, verifiedPolicies, path },
            client,
            options,
          )
          .then((pdf) => {
            cache.set(key, pdf);
            return pdf;
          })
          .finally(() => pending.delete(key));
        pending.set(key, render);
      }
      return render;
    },
    close: () => pool.close(),
  };
}

let shared: SummaryPdfService | undefined;

/**
 * The process's one service (one worker pool, one cache), made on first use: app.ts builds apps that
 * do not know it, and several apps in one process (tests) share it harmlessly, since report ids
 * are unique. The prefix comes from the server's config (DATAMATRIX_PREFIX, checked at start).
 */
export function summaryPdfService(dataMatrixPrefix: string): SummaryPdfService {
  shared ??= createSummaryPdfService({ dataMatrixPrefix });
  return shared;
}

/** For tests: replace the shared service (e.g. with a broken pool); returns the previous one. */
export function setSummaryPdfService(service: SummaryPdfService | undefined): SummaryPdfService | undefined {
  const previous = shared;
  shared = service;
  return previous;
}
