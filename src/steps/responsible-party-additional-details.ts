/**
 * /responsible-party-additional-details (SPEC §2): more of the culprit's details.
 */
import { responsiblePartyAdditionalDetailsSchema } from '../domain/validation/other-party-schemas.ts';
import { documentValues, type Step } from './step.ts';
import { responsiblePartyRows } from './party-rows.ts';

export const responsiblePartyAdditionalDetailsStep = {
  screen: 'responsible-party-additional-details',
  schema: (input) => responsiblePartyAdditionalDetailsSchema(input),
  values: documentValues,
  summary: { rows: { responsibleParty: responsiblePartyRows } },
} satisfies Step;
