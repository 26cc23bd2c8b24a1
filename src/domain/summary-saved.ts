/**
 * What a report's save produced, as the printable summary and /confirm show it: status and date of
 * the report, the numbers per damaged object, the data-matrix identifier and the PDF's file name.
 * Pure, like the summary (src/steps/summary.ts).
 */
import { formatDateTime } from './format.ts';
import type { IncidentReport } from './report.ts';
import type { I18n } from '@lingui/core';
import { summaryLabel as label, summaryLocale } from './summary-labels.ts';
import type { SummaryRow } from './summary-row.ts';

export function isCompletedReport(report: IncidentReport): boolean {
  return report.meta.saved?.isCompleted === true;
}

/** Status and dates: when it was sent, or for a draft when it was started and last changed. */
export function reportDateRows(report: IncidentReport, i18n: I18n): SummaryRow[] {
  const { saved, createdAt, updatedAt } = report.meta;
  if (saved?.isCompleted) {
    return [
      {
        id: 'saved.status',
        label: label('saved.status', i18n),
        value: label(saved.isDuplicate ? 'saved.status.duplicate' : 'saved.status.completed', i18n),
      },
      { id: 'saved.savedAt', label: label('saved.savedAt', i18n), value: formatDateTime(saved.savedAt ?? updatedAt, summaryLocale(i18n)) },
    ];
  }
  return [
    { id: 'saved.status', label: label('saved.status', i18n), value: label('saved.status.draft', i18n) },
    { id: 'saved.createdAt', label: label('saved.createdAt', i18n), value: formatDateTime(createdAt, summaryLocale(i18n)) },
    { id: 'saved.updatedAt', label: label('saved.updatedAt', i18n), value: formatDateTime(updatedAt, summaryLocale(i18n)) },
  ];
}

/**
 * SPEC §2 /confirm: the report number, then per saved result the object type with its label (or
 * "no licence plate") and the claim id, else the report id, else "number not assigned yet". A save
 * without results (none recorded per object) still lists its claim numbers, in one row.
 */
export function claimNumberRows(report: IncidentReport, i18n: I18n): SummaryRow[] {
  const saved = report.meta.saved;
  const notAssigned = label('saved.notAssigned', i18n);
  const claimLabel = label('saved.claimId', i18n);
  const rows: SummaryRow[] = [
    {
      id: 'saved.reportNumber',
      label: label('saved.reportNumber', i18n),
      value: saved?.incidentReportIds.length ? saved.incidentReportIds.join(', ') : notAssigned,
    },
  ];
  const results = saved?.results ?? [];
  results.forEach((result, index) => {
    const type = label(`objectType.${result.objectType}`, i18n);
    const object = result.objectLabel ?? (result.objectType === 'VEHICLE' ? label('vehicle.noLicensePlate', i18n) : '');
    const objectText = object ? `${type} – ${object}` : type;
    rows.push({
      id: `saved.result.${index + 1}`,
      // The object alone would leave a reader to guess what the number is.
      label: result.claimId ? `${claimLabel} (${objectText})` : objectText,
      value: result.claimId ?? result.reportId ?? notAssigned,
    });
  });
  const claimIds = saved?.claimIds ?? [];
  if (results.length === 0 && claimIds.length > 0) {
    rows.push({ id: 'saved.claimIds', label: label('saved.claimIds', i18n), value: claimIds.join(', ') });
  }
  return rows;
}

/**
 * A policy in force on the incident date that the verification matched: the own vehicle's (by its
 * verified plate or policy number) or the (co-)responsible party's liability policy. The server
 * looks them up in the register (server/reports/verified-policies.ts).
 */
export interface VerifiedPolicy {
  /**
   * The policy's number: the own policy's; of another party's only the number the reporter typed
   * (one the register found by the plate is the insurer's business, not the reporter's).
   */
  policyId?: string;
  /** Another party's plate the reporter typed, for its policy found by that plate. */
  licensePlate?: string;
  product: 'PZP' | 'CASCO' | 'MINICASCO';
  holder: 'own' | 'responsibleParty' | 'coresponsibleParty';
}

/**
 * The verified policies of a sent report, one line each ("5010000011 – Havarijné poistenie
 * (CASCO)"), or "not verified" when none matched. A draft shows none: its policy numbers are looked
 * up only once it is sent (docs/decisions.md "The PDF's verified policy").
 */
export function verifiedPolicyRows(report: IncidentReport, policies: readonly VerifiedPolicy[], i18n: I18n): SummaryRow[] {
  if (!isCompletedReport(report)) return [];
  const lines = policies.map((policy) => {
    const holder = policy.holder === 'own' ? '' : `, ${label(`print.${policy.holder}`, i18n)}`;
    return `${policy.policyId ?? policy.licensePlate ?? ''} – ${label(`policyType.${policy.product}`, i18n)}${holder}`;
  });
  return [
    {
      id: 'saved.verifiedPolicy',
      label: label('print.verifiedPolicy', i18n),
      value: lines.join('\n') || label('print.notVerified', i18n),
    },
  ];
}

/**
 * The data-matrix report identifier (SPEC §9): "fixed prefix plus first id, then _ and second id,
 * then ; and third id". Read as: first id = the report number (`saved.incidentReportIds[0]`),
 * second id = the first claim number (`saved.claimIds[0]`), third id = the policy number
 * (`incident.policyId`). Not the report's own id: that id is the capability that opens the report
 * (DESIGN.md §6), and a printout passes through many hands. An id not known (a draft, a report
 * without claims or without a policy number) is empty, so the separators always stand and a
 * scanner can split the text without guessing: `MOTOR1000042_2000107;4010000011`.
 * The prefix is the insurer's (env DATAMATRIX_PREFIX on the server), passed in.
 */
export function dataMatrixIdentifier(report: IncidentReport, prefix: string): string {
  const saved = report.meta.saved;
  const reportNumber = saved?.incidentReportIds[0] ?? '';
  const claimId = saved?.claimIds[0] ?? '';
  return `${prefix}${reportNumber}_${claimId};${report.incident.policyId ?? ''}`;
}

/**
 * `hlasenie-<report number>.pdf`, or with the first 4 characters of the id for a report without a
 * number (as /drafts shows a draft). ASCII only, so it needs no RFC 6266 `filename*`.
 */
export function summaryFileName(report: IncidentReport): string {
  const number = report.meta.saved?.incidentReportIds[0];
  const key = (number ?? report.meta.id.slice(0, 4)).replace(/[^A-Za-z0-9_-]/g, '');
  return `hlasenie-${key}.pdf`;
}
