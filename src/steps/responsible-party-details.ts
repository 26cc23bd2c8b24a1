/**
 * /responsible-party-details (SPEC §2): who caused the damage, as this scope asks it.
 */
import { responsiblePartyDetailsSchema } from '../domain/validation/other-party-schemas.ts';
import { otherPartyFormats } from './formats.ts';
import { documentValues, type Step } from './step.ts';
import { responsiblePartyRows } from './party-rows.ts';
import { incidentDateRows } from './summary-rows.ts';

export const responsiblePartyDetailsStep = {
  screen: 'responsible-party-details',
  schema: (input) =>
    responsiblePartyDetailsSchema({
      scope: input.scope,
      originalScopeOfDamage: input.report.incident.originalScopeOfDamage ?? null,
      phonePrefixes: input.phonePrefixes,
      today: input.today,
    }),
  values: documentValues,
  formats: otherPartyFormats('/parties/otherResponsibleParty'),
  // Without the own vehicle's /general-info, the incident's date is asked with the culprit's plate.
  summary: { rows: { incident: incidentDateRows, responsibleParty: responsiblePartyRows } },
} satisfies Step;
