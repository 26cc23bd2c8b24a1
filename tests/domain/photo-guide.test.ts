import { describe, expect, it } from 'vitest';
import { photoGuide, PHOTO_GUIDE_TYPES } from '../../src/domain/photo-guide.ts';

const facts = (scope: string, incident: object = {}, parties: object = {}) =>
  photoGuide({ scope, incident, parties } as Parameters<typeof photoGuide>[0]);

describe('photoGuide: what to photograph, chosen by the journey', () => {
  it('scope 1, nobody else: the damage close up and from afar, my vehicle with its plate, the place', () => {
    expect(facts('scope1', { reason: { id: '1_ACCIDENT_MOVING' }, responsibleParty: 'myVehicle' })).toEqual([
      'damageCloseUp',
      'damageFromAfar',
      'myVehicleWithPlate',
      'place',
    ]);
  });

  it('another vehicle named responsible, and a paper accident statement written: both asked for', () => {
    expect(facts('scope1', { responsibleParty: 'otherVehicleOrPerson', specificAnswers: { accidentReportWritten: true } })).toEqual([
      'damageCloseUp',
      'damageFromAfar',
      'myVehicleWithPlate',
      'otherVehicleWithPlate',
      'place',
      'accidentStatement',
    ]);
  });

  it('hit-and-run (scope 3, the culprit unknown): no other vehicle to photograph, no vehicle of mine', () => {
    expect(facts('scope3', { responsibleParty: 'otherVehicle' }, { otherResponsibleParty: { isUnknown: true } })).toEqual([
      'damageCloseUp',
      'damageFromAfar',
      'place',
    ]);
    expect(facts('scope3', {}, { otherResponsibleParty: { hasLicensePlate: false } })).not.toContain('otherVehicleWithPlate');
    expect(facts('scope3', {}, { otherResponsibleParty: { licensePlate: 'BA888HH' } })).toContain('otherVehicleWithPlate');
  });

  it('glass: the windshield', () => {
    expect(facts('scope1', { reason: { id: '1_GLASS' } })).toContain('windshield');
    expect(facts('scope1', { specificAnswers: { damagedWindshieldOnly: true } })).toContain('windshield');
    expect(facts('scope1', { reason: { id: '1_HAIL' } })).not.toContain('windshield');
  });

  it('each entry sets its document type: the paper statement is the accident report, the rest photos', () => {
    expect(PHOTO_GUIDE_TYPES.accidentStatement).toBe('ACCIDENT_REPORT');
    expect(PHOTO_GUIDE_TYPES.damageCloseUp).toBe('PHOTO_DOC');
  });
});
