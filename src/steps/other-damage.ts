/**
 * /other-damage (SPEC §2): which other damage the incident did.
 */
import { otherDamageSchema } from '../domain/validation/other-damage-schemas.ts';
import { documentValues, type Step } from './step.ts';

export const otherDamageStep = {
  screen: 'other-damage',
  schema: (input) => otherDamageSchema(input),
  values: documentValues,
} satisfies Step;
