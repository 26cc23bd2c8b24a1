import type { SavedObjectResult } from '../../src/domain/report.ts';
import type { StoredDocument } from './document.ts';

/** One damaged object = one claim (DESIGN.md §6). */
export interface DamagedObject {
  objectType: SavedObjectResult['objectType'];
  /** The vehicle's plate; null for property, health and vehicles without a plate. */
  objectLabel: string | null;
  /** Where in the document the object is described, for the claim message. */
  source: string;
}

/**
 * The damaged objects of a report, in a stable order: my vehicle (object 1), the other party's
 * damaged vehicles, properties and persons (object 2: my vehicle caused the damage), my property
 * (object 3), my health (object 4). Other-damage entries of a report without object 2 are
 * described in its claims but are not claims of their own.
 */
export function damagedObjects(document: StoredDocument): DamagedObject[] {
  const { incident } = document;
  const objectIds = new Set((incident.scopesOfDamage ?? []).map((scope) => scope.objectId));
  const objects: DamagedObject[] = [];
  if (objectIds.has(1)) {
    const vehicle = incident.myVehicle;
    objects.push({
      objectType: 'VEHICLE',
      objectLabel: vehicle?.hasLicensePlate !== false ? vehicle?.licensePlate ?? null : null,
      source: '/incident/myVehicle',
    });
  }
  if (objectIds.has(2)) {
    (incident.damagedVehicles ?? []).forEach((vehicle, index) =>
      objects.push({
        objectType: 'VEHICLE',
        objectLabel: vehicle.hasLicensePlate !== false ? vehicle.licensePlate ?? null : null,
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
