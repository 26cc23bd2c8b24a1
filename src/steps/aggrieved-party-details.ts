/**
 * /aggrieved-party-details (SPEC §2): the aggrieved's contact and identification.
 */
import { aggrievedPartyDetailsSchema } from '../domain/validation/screen-schemas.ts';
import { birthDateFormat, identificationNumberFormat, personFormats } from './formats.ts';
import { documentValues, validationContextOf, type Step } from './step.ts';
import { aggrievedRows, reporterRows } from './party-rows.ts';

export const aggrievedPartyDetailsStep = {
  screen: 'aggrieved-party-details',
  schema: (input) => aggrievedPartyDetailsSchema(validationContextOf(input)),
  values: documentValues,
  formats: {
    ...personFormats('/parties/aggrievedParty'),
    '/parties/aggrievedParty/identificationNumber': identificationNumberFormat,
    '/parties/aggrievedParty/dateOfBirth': birthDateFormat,
  },
  // After /permission-confirmation-SMP this screen asks the reporter's contact with the aggrieved.
  summary: { rows: { reporter: reporterRows, aggrieved: aggrievedRows } },
} satisfies Step;
