/**
 * The Yup schemas of /windshield-damage-location and the reason screens (SPEC §2, §5), over the
 * screens' form values, which have the document's paths (`incident.myVehicle.windshieldDamageLocation`).
 */
import * as yup from 'yup';
import type { components } from '../openapi.gen.ts';
import { messages } from './messages.ts';
import { valueField } from './schema-helpers.ts';
import { validateRequiredOption } from './choices.ts';

type Schemas = components['schemas'];

/** SPEC §3 "Windshield location". */
export const WINDSHIELD_LOCATIONS = ['borderDamage', 'driverDamage', 'wholeDamage'] as const satisfies ReadonlyArray<
  NonNullable<Schemas['MyVehicle']['windshieldDamageLocation']>
>;
export type WindshieldLocation = (typeof WINDSHIELD_LOCATIONS)[number];

/** SPEC §3 "Health damage: injury, death". */
export const HEALTH_DAMAGE_TYPES = ['injury', 'death'] as const;
export type HealthDamageType = (typeof HEALTH_DAMAGE_TYPES)[number];

/** A choice among `allowed`: "Please, select from options listed" when none (or another) is chosen. */
export const oneOf = (value: unknown, allowed: readonly unknown[]) =>
  validateRequiredOption(value) ?? (allowed.includes(value) ? undefined : messages.requiredOption);

/** /windshield-damage-location: one of the three zones (SPEC §5 "windshield zone ... required"). */
export function windshieldDamageLocationSchema() {
  return yup.object({
    incident: yup.object({
      myVehicle: yup.object({
        windshieldDamageLocation: valueField((value) => oneOf(value, WINDSHIELD_LOCATIONS)),
      }),
    }),
  });
}

/** /incident-reason-group: one of the `groupCount` groups offered, by its index. */
export function incidentReasonGroupSchema(groupCount: number) {
  const indexes = Array.from({ length: groupCount }, (_, index) => index);
  return yup.object({
    incident: yup.object({ reasonGroupIndex: valueField((value) => oneOf(value, indexes)) }),
  });
}

/** /incident-reason: one of the chosen group's reasons, by its id. */
export function incidentReasonSchema(reasonIds: readonly string[]) {
  return yup.object({
    incident: yup.object({ reasonId: valueField((value) => oneOf(value, reasonIds)) }),
  });
}
