import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { IncidentReport } from '../../src/domain/report.ts';
import { summaryFileName } from '../../src/domain/summary-saved.ts';
import { ApiError } from '../http-errors.ts';
import { PdfClientQueueFull, PdfRendererBusy, PdfRenderFailed } from './render-pool.ts';
import { safeErrorInfo } from './render-protocol.ts';
import { summaryPdfService, type SummaryPdfOptions } from './summary-pdf.ts';

/** Seconds a client waits before asking again when the renderer is saturated. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Where a failed render is logged: a request's logger, or a worker's. */
export interface RenderFailureLog {
  error(details: object, message: string): void;
}

/** Why a render did not happen, as the log says it: a refusal of a full queue is "busy", not an error of the renderer. */
function failureReason(error: unknown): object {
  if (error instanceof PdfRenderFailed) return { reason: error.reason, ...error.info };
  if (error instanceof PdfRendererBusy || error instanceof PdfClientQueueFull) return { reason: 'busy', name: error.name };
  return { reason: 'unexpected', ...safeErrorInfo(error) };
}

/**
 * Logs a failed render with what helps to find the bug and nothing about the person: the report's
 * first 4 characters (as request logs show ids), its version and status, and the error's class and
 * stack frames (messages can quote report data).
 */
export function logRenderFailure(log: RenderFailureLog, report: IncidentReport, error: unknown, message: string): void {
  log.error(
    {
      pdf: {
        report: `${report.meta.id.slice(0, 4)}…`,
        version: report.meta.version,
        completed: report.meta.saved?.isCompleted === true,
        error: failureReason(error),
      },
    },
    message,
  );
}

/**
 * The PDF, or the API's error shape: 429 when this client already has its share of renders
 * waiting, 503 when all clients together saturate the renderer (both with Retry-After), 500 when
 * it failed. The client is the request's address as TRUST_PROXY lets Fastify see it.
 */
export async function summaryPdfForRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  report: IncidentReport,
  options: Pick<SummaryPdfOptions, 'locale' | 'verifiedPolicies'>,
): Promise<Buffer> {
  try {
    return await summaryPdfService(request.server.config.dataMatrixPrefix).pdfFor(report, request.ip, options);
  } catch (error) {
    if (error instanceof PdfClientQueueFull) {
      reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw new ApiError(429, 'TOO_MANY_PDFS');
    }
    if (error instanceof PdfRendererBusy) {
      reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw new ApiError(503, 'PDF_BUSY');
    }
    logRenderFailure(request.log, report, error, 'summary PDF not rendered');
    throw new ApiError(500, 'PDF_RENDER_FAILED');
  }
}

/** RFC 6266: the name is ASCII (summaryFileName), so the plain quoted form is enough. */
export function inlineDisposition(report: IncidentReport): string {
  return `inline; filename="${summaryFileName(report)}"`;
}

/**
 * Route options of getSummaryPdf (merged in by app.ts). app.ts's own onSend sets `no-store` on
 * every API answer; this route's hook runs after it and says `private, no-store`: a PDF full of
 * personal data is for this one browser and is never kept by any cache.
 */
export const summaryPdfRouteOptions = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', 'private, no-store');
    return payload;
  },
} satisfies Pick<RouteShorthandOptions, 'onSend'>;
