/**
 * /alert-dont-have-casco (SPEC §2): the reporter's choice how to go on without casco.
 */
import { alertDontHaveCascoSchema } from '../domain/validation/screen-schemas.ts';
import { documentValues, type Step } from './step.ts';

export const alertDontHaveCascoStep = {
  screen: 'alert-dont-have-casco',
  schema: () => alertDontHaveCascoSchema(),
  values: documentValues,
} satisfies Step;
