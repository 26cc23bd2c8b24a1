import { describe, expect, it } from 'vitest';
import { damageEntriesRoom, damagedObjects, MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../src/domain/damaged-objects.ts';

const scopes = (...ids: number[]) => ids.map((objectId) => ({ objectId }));
const many = <T>(count: number, item: T) => Array.from({ length: count }, () => item);

describe('damaged objects (one claim each) and the room left for other-damage entries', () => {
  it('counts my vehicle, property and health, and the other-damage entries only with object 2', () => {
    const incident = { scopesOfDamage: scopes(1, 3, 4), damagedVehicles: many(5, { licensePlate: 'BA111AA' }) };
    expect(damagedObjects(incident).map((object) => object.source)).toEqual([
      '/incident/myVehicle',
      '/incident/myProperty',
      '/incident/myHealth',
    ]);
    expect(damagedObjects({ ...incident, scopesOfDamage: scopes(1, 2) })).toHaveLength(6);
  });

  it('leaves room for the objects of the report outside the list, and one entry for each chosen kind still to fill', () => {
    // Objects 1 and 3, and property and health chosen but not entered yet: 20 - 2 - 2.
    const incident = { scopesOfDamage: scopes(1, 2, 3), otherDamage: ['VEHICLE', 'PROPERTY', 'HEALTH'] as const, damagedVehicles: [] };
    expect(damageEntriesRoom({ ...incident, otherDamage: [...incident.otherDamage] }, 'damagedVehicles')).toBe(16);
    // Entered properties count as they are.
    expect(
      damageEntriesRoom({ ...incident, otherDamage: [...incident.otherDamage], damagedProperties: many(10, {}) }, 'damagedVehicles'),
    ).toBe(7);
    // The list's own entries do not reduce its room.
    expect(
      damageEntriesRoom({ scopesOfDamage: scopes(2), otherDamage: ['VEHICLE'], damagedVehicles: many(20, {}) }, 'damagedVehicles'),
    ).toBe(MAX_DAMAGED_OBJECTS_PER_REPORT);
    // Never below the one entry a list always shows.
    expect(
      damageEntriesRoom(
        { scopesOfDamage: scopes(1, 2), otherDamage: ['VEHICLE', 'PROPERTY'], damagedVehicles: many(19, {}) },
        'damagedProperties',
      ),
    ).toBe(1);
  });
});
