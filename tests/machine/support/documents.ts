import { deepMerge } from '../../../src/domain/report-merge.ts';
import type { ClientReport, ReportPatch } from '../../../machines/types.ts';

/**
 * A report as a test needs it, facts the server sets included (products, verified flags): merged
 * key by key like an update, but without dropping the server-owned fields that an update from
 * the browser may not set (src/domain/report-merge.ts).
 */
export function withServerFacts(report: ClientReport, patch: ReportPatch): ClientReport {
  return {
    parties: deepMerge(report.parties, patch.parties),
    incident: deepMerge(report.incident, patch.incident),
    attachments: patch.attachments ?? report.attachments,
  };
}
