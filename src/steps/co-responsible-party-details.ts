/**
 * /co-responsible-party-details (SPEC §2): the other party of a shared or disputed fault.
 */
import { coresponsiblePartyDetailsSchema } from '../domain/validation/other-party-schemas.ts';
import { otherPartyFormats } from './formats.ts';
import { documentValues, type Step } from './step.ts';
import { coresponsiblePartyRows } from './party-rows.ts';

export const coResponsiblePartyDetailsStep = {
  screen: 'co-responsible-party-details',
  schema: (input) => coresponsiblePartyDetailsSchema(input),
  values: documentValues,
  formats: otherPartyFormats('/parties/otherCoresponsibleParty'),
  summary: { rows: { coresponsibleParty: coresponsiblePartyRows } },
} satisfies Step;
