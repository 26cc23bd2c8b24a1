/**
 * The API's routes: each operation of openapi.yaml with its handler (server/routes/*.ts), its
 * schemas, its media types, its headers and its rate limit.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { UPDATES_PER_CLIENT_PER_MINUTE } from '../../../src/domain/request-limits.ts';
import { declaredMediaTypes, requireDeclaredContentType } from '../../http/content-type.ts';
import { loadOpenApi, routeSpecification } from '../../http/openapi.ts';
import { perReportRateLimit } from '../../http/report-rate-limit.ts';
import { summaryPdfRouteOptions } from '../../pdf/pdf-http.ts';
import { coreSystemSecret } from '../../claims/core-signature.ts';
import { accidentStatementHandlers } from '../../routes/accident-statements.ts';
import { attachmentHandlers } from '../../routes/attachments.ts';
import { claimPageHandlers } from '../../routes/claim-page.ts';
import { coreSystemHandlers, registerCoreSystemSignature } from '../../routes/core-system.ts';
import { lookupHandlers } from '../../routes/lookups.ts';
import { mailHandlers } from '../../routes/mail.ts';
import { operationHandlers } from '../../routes/operations.ts';
import { reportHandlers } from '../../routes/reports.ts';
import { resumableUploadHandlers } from '../../routes/resumable-uploads.ts';

/** The handlers by operationId: one line per routes file. */
const handlers: Record<string, unknown> = {
  ...reportHandlers,
  ...attachmentHandlers,
  ...resumableUploadHandlers,
  ...mailHandlers,
  ...lookupHandlers,
  ...operationHandlers,
  ...claimPageHandlers,
  ...coreSystemHandlers,
  ...accidentStatementHandlers,
};

/** save-summary carries the summary's HTML (at most 2 MB of text, openapi.yaml). */
const SUMMARY_BODY_LIMIT = 2.5 * 1024 * 1024;

/** Per-operation rate limits on top of the global one (requests per minute per client address). */
const RATE_LIMITS: Record<string, number> = {
  createIncidentReport: 30,
  uploadAttachment: 60,
  // A resumable upload announces each file once; its pieces (PATCH) count against the global 600.
  createUpload: 60,
  createClaimPageUpload: 60,
  sendContinueLinkEmail: 10,
  getOperatorData: 30,
  verifyLicensePlate: 60,
  verifyPolicyId: 60,
  // Each miss of the PDF cache is a render of a few hundred milliseconds in the worker.
  getSummaryPdf: 60,
  // A statement is started once per accident; a join code is typed once per driver.
  createAccidentStatement: 30,
  joinAccidentStatement: 30,
  // Each keystroke's pause on either phone writes a section.
  updateAccidentStatementSection: UPDATES_PER_CLIENT_PER_MINUTE,
  // Plus a limit per report (config.updatesPerReportPerMinute), added below.
  updateIncidentReport: UPDATES_PER_CLIENT_PER_MINUTE,
};

/** The operations that answer with a file, not JSON. */
const FILE_DOWNLOADS = new Set(['viewAttachment', 'downloadAttachmentByLink', 'getSummaryPdf']);

async function openapiRoutes(app: FastifyInstance) {
  const apiHeaders = app.apiSecurityHeaders;
  const sendApiHeaders = async (_request: unknown, reply: FastifyReply) => void reply.headers(apiHeaders);
  const perReportLimits: Record<string, ReturnType<typeof perReportRateLimit>> = {
    updateIncidentReport: perReportRateLimit(app, app.config.updatesPerReportPerMinute),
  };
  // Before the routes, so that the core system's signature is checked ahead of its body's schema.
  registerCoreSystemSignature(app, await coreSystemSecret(app.config));
  const specification = loadOpenApi();
  const mediaTypes = declaredMediaTypes(specification);
  await app.register(openapiGlue, {
    specification: routeSpecification(specification),
    // Route options beyond method and url are what glue merges in; its types ask for whole routes.
    operationResolver: ((operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`openapi.yaml operation ${operationId} has no handler`);
      const limit = RATE_LIMITS[operationId];
      const fileDownload = FILE_DOWNLOADS.has(operationId);
      return {
        handler,
        onRequest: fileDownload
          ? requireDeclaredContentType(mediaTypes[operationId])
          : [
              sendApiHeaders,
              requireDeclaredContentType(mediaTypes[operationId]),
              ...(perReportLimits[operationId] ? [perReportLimits[operationId]] : []),
            ],
        ...(operationId === 'saveSummary' ? { bodyLimit: SUMMARY_BODY_LIMIT } : {}),
        ...(operationId === 'getSummaryPdf' ? summaryPdfRouteOptions : {}),
        ...(limit ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {}),
        // A file download is not JSON: its schema documents, it cannot validate a stream, and the
        // browser may show it as a document (the PDF), so it keeps the pages' headers.
        ...(fileDownload ? { responseValidation: false } : { helmet: false }),
      };
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });
}

// Encapsulated: the routes take the parent's hooks, parsers and error handler and add none to it.
export default openapiRoutes;
