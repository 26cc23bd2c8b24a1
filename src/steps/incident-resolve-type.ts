/**
 * /incident-resolve-type (SPEC §2): how the damage is settled, among the ways offered.
 */
import { offeredResolveTypes, resolveTypeSchema } from '../domain/settlement.ts';
import { documentValues, type Step } from './step.ts';
import { resolveTypeRows } from './summary-rows.ts';

export const incidentResolveTypeStep = {
  screen: 'incident-resolve-type',
  schema: ({ report }) => resolveTypeSchema(offeredResolveTypes(report.incident)),
  values: documentValues,
  summary: { rows: { resolution: resolveTypeRows } },
} satisfies Step;
