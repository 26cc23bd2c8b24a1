/**
 * /windshield-damage-location (SPEC §3): one of the three zones.
 */
import { windshieldDamageLocationSchema } from '../domain/validation/incident-schemas.ts';
import { documentValues, type Step } from './step.ts';

export const windshieldDamageLocationStep = {
  screen: 'windshield-damage-location',
  schema: () => windshieldDamageLocationSchema(),
  values: documentValues,
} satisfies Step;
