/**
 * /alert-dont-have-liability (SPEC §2): the reporter's choice how to go on without liability cover.
 */
import { alertDontHaveLiabilitySchema } from '../domain/validation/screen-schemas.ts';
import { documentValues, type Step } from './step.ts';

export const alertDontHaveLiabilityStep = {
  screen: 'alert-dont-have-liability',
  schema: () => alertDontHaveLiabilitySchema(),
  values: documentValues,
} satisfies Step;
