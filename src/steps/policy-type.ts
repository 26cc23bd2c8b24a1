/**
 * /policy-type (SPEC §2): the policy the damage is settled from.
 */
import { policyTypeSchema } from '../domain/validation/screen-schemas.ts';
import { documentValues, type Step } from './step.ts';

export const policyTypeStep = {
  screen: 'policy-type',
  schema: () => policyTypeSchema(),
  values: documentValues,
} satisfies Step;
