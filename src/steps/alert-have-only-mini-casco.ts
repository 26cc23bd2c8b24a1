/**
 * /alert-have-only-mini-casco (SPEC §2): the policy to report under.
 */
import { alertHaveOnlyMiniCascoSchema } from '../domain/validation/screen-schemas.ts';
import { documentValues, type Step } from './step.ts';

export const alertHaveOnlyMiniCascoStep = {
  screen: 'alert-have-only-mini-casco',
  schema: () => alertHaveOnlyMiniCascoSchema(),
  values: documentValues,
} satisfies Step;
