/**
 * /windshield-damage-location (SPEC §3): one of the three zones.
 */
import { windshieldDamageLocationSchema } from '../domain/validation/incident-schemas.ts';
import { documentValues, type Step } from './step.ts';
import { WINDSHIELD_LABELS } from '../domain/option-labels.ts';

export const windshieldDamageLocationStep = {
  screen: 'windshield-damage-location',
  schema: () => windshieldDamageLocationSchema(),
  values: documentValues,
  summary: {
    rows: {
      damage: (rows, summary, { incident }) =>
        rows.add(
          'windshieldLocation',
          'damage.windshieldLocation',
          summary.chosen(WINDSHIELD_LABELS, incident.myVehicle?.windshieldDamageLocation),
        ),
    },
  },
} satisfies Step;
