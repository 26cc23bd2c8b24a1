/**
 * /incident-reason (SPEC §2): one of the chosen group's reasons.
 */
import { incidentReasonSchema } from '../domain/validation/incident-schemas.ts';
import type { Step } from './step.ts';
import { reasonRows } from './summary-rows.ts';

export const incidentReasonStep = {
  screen: 'incident-reason',
  schema: ({ report, reasonGroups }) => {
    const group = reasonGroups[report.incident.reasonGroupIndex ?? -1];
    return incidentReasonSchema((group?.reasons ?? []).map((reason) => reason.id));
  },
  values: ({ report }) => ({ incident: { reasonId: report.incident.reason?.id ?? null } }),
  formFields: { 'incident.reasonId': '/incident/reason' },
  summary: { rows: { circumstances: reasonRows } },
} satisfies Step;
