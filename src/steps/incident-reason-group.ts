/**
 * /incident-reason-group (SPEC §2): one of the reason groups offered.
 */
import { incidentReasonGroupSchema } from '../domain/validation/incident-schemas.ts';
import { documentValues, type Step } from './step.ts';
import { reasonRows } from './summary-rows.ts';

export const incidentReasonGroupStep = {
  screen: 'incident-reason-group',
  schema: (input) => incidentReasonGroupSchema(input.reasonGroups.length),
  values: documentValues,
  summary: { rows: { circumstances: reasonRows } },
} satisfies Step;
