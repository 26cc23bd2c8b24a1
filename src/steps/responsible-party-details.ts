/**
 * /responsible-party-details (SPEC §2): who caused the damage, as this scope asks it.
 */
import { responsiblePartyDetailsSchema } from '../domain/validation/other-party-schemas.ts';
import { otherPartyFormats } from './formats.ts';
import { documentValues, type Step } from './step.ts';

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
} satisfies Step;
