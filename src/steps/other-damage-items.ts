import type { ScreenId } from '../../machines/screens.ts';
import { damagedHealthsSchema, damagedPropertiesSchema, damagedVehiclesSchema } from '../domain/validation/other-damage-schemas.ts';
import { HEALTH_DAMAGE_LABELS } from '../domain/option-labels.ts';
import { descriptionFormat, personFormats, plateFormat, type Formats } from './formats.ts';
import { documentValues, type Step } from './step.ts';
import type { SummaryBlockId, SummaryRowsFill } from './summary-rows.ts';

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
    block: 'damagedVehicle',
    rows: ((rows, summary, { incident }, entry) => {
      const vehicle = incident.damagedVehicles?.[entry];
      if (!vehicle) return;
      rows.add('licensePlate', 'party.licensePlate', summary.plate(vehicle));
      rows.add('vehicleDescription', 'party.vehicleDescription', vehicle.vehicleDescription);
      summary.partyName(rows, vehicle);
      summary.contact(rows, vehicle);
      rows.add('description', 'party.description', vehicle.description);
    }) satisfies SummaryRowsFill,
  },
  property: {
    screen: 'other-damage-property',
    list: 'damagedProperties',
    schema: damagedPropertiesSchema,
    formats: (path: string): Formats => ({ [`${path}/description`]: descriptionFormat }),
    block: 'damagedProperty',
    rows: ((rows, summary, { incident }, entry) => {
      const property = incident.damagedProperties?.[entry];
      if (!property) return;
      summary.partyName(rows, property);
      summary.contact(rows, property);
      rows.add('description', 'party.description', property.description);
    }) satisfies SummaryRowsFill,
  },
  health: {
    screen: 'other-damage-health',
    list: 'damagedHealths',
    schema: damagedHealthsSchema,
    formats: (path: string): Formats => ({ [`${path}/description`]: descriptionFormat }),
    block: 'damagedHealth',
    rows: ((rows, summary, { incident }, entry) => {
      const health = incident.damagedHealths?.[entry];
      if (!health) return;
      rows.add('healthType', 'damage.healthType', summary.chosen(HEALTH_DAMAGE_LABELS, health.healthDamageType));
      summary.partyName(rows, { ...health, partyType: 'PERSON' });
      summary.contact(rows, health);
      rows.add('description', 'party.description', health.description);
    }) satisfies SummaryRowsFill,
  },
} as const satisfies Record<
  string,
  { screen: ScreenId; list: string; schema: unknown; formats: (path: string) => Formats; block: SummaryBlockId; rows: SummaryRowsFill }
>;

/** /other-damage-vehicle, -property, -health: one step, by the kind of damage. */
export const otherDamageItemsStep = (kind: keyof typeof KINDS) => {
  const { screen, list, schema, formats, block, rows } = KINDS[kind];
  const item = `/incident/${list}/*`;
  return {
    screen,
    schema: (input) => schema({ allowedPrefixes: input.phonePrefixes }),
    values: documentValues,
    formats: { ...personFormats(item), ...formats(item) },
    // A block of its own for each entry of the list ('Poškodené vozidlo 2').
    summary: { rows: { [block]: rows } },
  } satisfies Step;
};
