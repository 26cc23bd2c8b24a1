import type { Incident, SavedObjectResult } from './report.ts';

/**
 * One damaged object = one claim (DESIGN.md §6). A report makes at most this many: each claim is
 * a message to the core system and a case an adjuster opens, and 20 covers a pile-up (a
 * report with 61 claims is abuse, not an accident). The server refuses the 21st at `update` (400 naming the entry);
 * the other-damage screens stop offering "add another" at it.
 */
export const MAX_DAMAGED_OBJECTS_PER_REPORT = 20;

/** One damaged object of a report. */
export interface DamagedObject {
  objectType: SavedObjectResult['objectType'];
  /** The vehicle's plate; null for property, health and vehicles without a plate. */
  objectLabel: string | null;
  /** Where in the document the object is described, for the claim message (and an update's refusal). */
  source: string;
}

type ObjectsOf = Pick<Incident, 'scopesOfDamage' | 'myVehicle' | 'damagedVehicles' | 'damagedProperties' | 'damagedHealths'>;

/**
 * The damaged objects of a report, in a stable order: my vehicle (object 1), the other party's
 * damaged vehicles, properties and persons (object 2: my vehicle caused the damage), my property
 * (object 3), my health (object 4). Other-damage entries of a report without object 2 are
 * described in its claims but are not claims of their own.
 */
export function damagedObjects(incident: ObjectsOf): DamagedObject[] {
  const objectIds = new Set((incident.scopesOfDamage ?? []).map((scope) => scope.objectId));
  const objects: DamagedObject[] = [];
  if (objectIds.has(1)) {
    const vehicle = incident.myVehicle;
    objects.push({
      objectType: 'VEHICLE',
      objectLabel: vehicle?.hasLicensePlate !== false ? (vehicle?.licensePlate ?? null) : null,
      source: '/incident/myVehicle',
    });
  }
  if (objectIds.has(2)) {
    (incident.damagedVehicles ?? []).forEach((vehicle, index) =>
      objects.push({
        objectType: 'VEHICLE',
        objectLabel: vehicle.hasLicensePlate !== false ? (vehicle.licensePlate ?? null) : null,
        source: `/incident/damagedVehicles/${index}`,
      }),
    );
    (incident.damagedProperties ?? []).forEach((_, index) =>
      objects.push({ objectType: 'PROPERTY', objectLabel: null, source: `/incident/damagedProperties/${index}` }),
    );
    (incident.damagedHealths ?? []).forEach((_, index) =>
      objects.push({ objectType: 'HEALTH', objectLabel: null, source: `/incident/damagedHealths/${index}` }),
    );
  }
  if (objectIds.has(3)) objects.push({ objectType: 'PROPERTY', objectLabel: null, source: '/incident/myProperty' });
  if (objectIds.has(4)) objects.push({ objectType: 'HEALTH', objectLabel: null, source: '/incident/myHealth' });
  return objects;
}

export type DamageList = 'damagedVehicles' | 'damagedProperties' | 'damagedHealths';

const LIST_OF_KIND = { VEHICLE: 'damagedVehicles', PROPERTY: 'damagedProperties', HEALTH: 'damagedHealths' } as const;

/**
 * How many entries the other-damage list `list` may hold so that the report stays within
 * MAX_DAMAGED_OBJECTS_PER_REPORT: the objects outside this list count as they are stored, and a
 * list of another chosen kind (incident.otherDamage) still to be filled counts as its one entry
 * (its screen always starts with one).
 */
export function damageEntriesRoom(incident: ObjectsOf & Pick<Incident, 'otherDamage'>, list: DamageList): number {
  const others = damagedObjects({ ...incident, [list]: [] }).length;
  const unfilled = (incident.otherDamage ?? []).filter(
    (kind) => LIST_OF_KIND[kind] !== list && (incident[LIST_OF_KIND[kind]] ?? []).length === 0,
  ).length;
  const objectTwoCounts = (incident.scopesOfDamage ?? []).some((scope) => scope.objectId === 2);
  return Math.max(1, MAX_DAMAGED_OBJECTS_PER_REPORT - others - (objectTwoCounts ? unfilled : 0));
}
