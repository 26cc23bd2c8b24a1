import type { ScreenId } from '../../machines/screens.ts';
import { damagedHealthsSchema, damagedPropertiesSchema, damagedVehiclesSchema } from '../domain/validation/other-damage-schemas.ts';
import { descriptionFormat, personFormats, plateFormat, type Formats } from './formats.ts';
import { documentValues, type Step } from './step.ts';

/** The three kinds of other damage, each a list of its own screen (SPEC §2 /other-damage-*). */
const KINDS = {
  vehicle: {
    screen: 'other-damage-vehicle',
    list: 'damagedVehicles',
    schema: damagedVehiclesSchema,
    // A damaged vehicle has a plate and a description of the vehicle besides the damage.
    formats: (path: string): Formats => ({
      [`${path}/licensePlate`]: plateFormat,
      [`${path}/vehicleDescription`]: descriptionFormat,
      [`${path}/description`]: descriptionFormat,
    }),
  },
  property: {
    screen: 'other-damage-property',
    list: 'damagedProperties',
    schema: damagedPropertiesSchema,
    formats: (path: string): Formats => ({ [`${path}/description`]: descriptionFormat }),
  },
  health: {
    screen: 'other-damage-health',
    list: 'damagedHealths',
    schema: damagedHealthsSchema,
    formats: (path: string): Formats => ({ [`${path}/description`]: descriptionFormat }),
  },
} as const satisfies Record<string, { screen: ScreenId; list: string; schema: unknown; formats: (path: string) => Formats }>;

/** /other-damage-vehicle, -property, -health: one step, by the kind of damage. */
export const otherDamageItemsStep = (kind: keyof typeof KINDS) => {
  const { screen, list, schema, formats } = KINDS[kind];
  const item = `/incident/${list}/*`;
  return {
    screen,
    schema: (input) => schema({ allowedPrefixes: input.phonePrefixes }),
    values: documentValues,
    formats: { ...personFormats(item), ...formats(item) },
  } satisfies Step;
};
