import type { UpdateReportRequest } from '../../../src/domain/report.ts';
import { INCIDENT_DATE } from '../../support/journey-data.ts';

/**
 * The answers of sections 1 and 2 (built and tested in their own suites), as the browser sends
 * them, for reports resumed at a later screen (`resumeAt`). The demo plates are README "Demo data".
 */

export const scopes = (...objectIds: number[]): UpdateReportRequest => ({
  incident: { scopesOfDamage: objectIds.map((objectId) => ({ objectId: objectId as 1 | 2 | 3 | 4 })) },
});

export const myPlate = (licensePlate: string): UpdateReportRequest => ({
  incident: { date: INCIDENT_DATE, myVehicle: { hasLicensePlate: true, licensePlate } },
});

export const incidentDate = (): UpdateReportRequest => ({ incident: { date: INCIDENT_DATE } });

export const policyType = (type: 'PZP' | 'CASCO'): UpdateReportRequest => ({ incident: { policyType: type } });

export const REPORTER: UpdateReportRequest = {
  parties: {
    reporter: {
      firstName: 'Ján',
      lastName: 'Novák',
      email: 'jan.novak@example.sk',
      phone: { prefix: '+421', number: '905 123 456' },
      isSameAsInsured: true,
    },
  },
};

/** The phone's position in the centre of Žilina, where the gazetteer's reverse look-up finds the town. */
export const ZILINA_POINT = { latitude: 49.2231, longitude: 18.7394 };

export const ZILINA: UpdateReportRequest = {
  incident: {
    address: {
      id: 'sk-zilina',
      street: 'Hlavná',
      buildingNumber: '12',
      registerNumber: null,
      town: 'Žilina',
      postalCode: '010 01',
      country: 'SVK',
      lat: 49.2231,
      lon: 18.7394,
      isUnspecified: false,
    },
  },
};

export const DESCRIPTION = 'Pri cúvaní na parkovisku som narazil do stĺpa a poškodil zadný nárazník.';

/**
 * Sections 1–2 of each scope set, ending where SPEC §2 sends the reporter from /reporter-details.
 * The policy type is in the steps because the browser sends it with every update once the
 * server's default (or the reporter's choice) is known.
 */
export const SECTION_2 = {
  /** BA111AA has CASCO: /reporter-details → /incident-map. */
  scope1Casco: { steps: [scopes(1), myPlate('BA111AA'), policyType('CASCO'), REPORTER], next: '/incident-map' },
  /** BA222BB has only PZP: /alert-dont-have-casco, PZP chosen → /responsible-party-details. */
  scope1Pzp: { steps: [scopes(1), myPlate('BA222BB'), policyType('PZP'), REPORTER], next: '/responsible-party-details' },
  scope2: { steps: [scopes(2), myPlate('BA222BB'), policyType('PZP'), REPORTER], next: '/incident-map' },
  scope12Casco: { steps: [scopes(1, 2), myPlate('BA111AA'), policyType('CASCO'), REPORTER], next: '/incident-map' },
  scope12Pzp: { steps: [scopes(1, 2), myPlate('BA222BB'), policyType('PZP'), REPORTER], next: '/incident-map' },
  scope13Pzp: { steps: [scopes(1, 3), myPlate('BA111AA'), policyType('PZP'), REPORTER], next: '/responsible-party-details' },
  scope13Casco: { steps: [scopes(1, 3), myPlate('BA111AA'), policyType('CASCO'), REPORTER], next: '/incident-map' },
  scope14Pzp: { steps: [scopes(1, 4), myPlate('BA222BB'), policyType('PZP'), REPORTER], next: '/responsible-party-details' },
  scope134Pzp: { steps: [scopes(1, 3, 4), myPlate('BA222BB'), policyType('PZP'), REPORTER], next: '/responsible-party-details' },
  /** No own vehicle: /reporter-details → /responsible-party-details, which asks the date. */
  scope3: { steps: [scopes(3), policyType('PZP'), REPORTER], next: '/responsible-party-details' },
  scope4: { steps: [scopes(4), policyType('PZP'), REPORTER], next: '/responsible-party-details' },
  scope34: { steps: [scopes(3, 4), policyType('PZP'), REPORTER], next: '/responsible-party-details' },
} satisfies Record<string, { steps: UpdateReportRequest[]; next: string }>;

/** scope1 CASCO up to /incident-resolve-type (the incident in Žilina), answered "to a contracted repair shop". */
export const TO_REPAIR_SHOP: UpdateReportRequest[] = [
  ...SECTION_2.scope1Casco.steps,
  ZILINA,
  {
    incident: {
      reasonGroupIndex: 0,
      reason: { id: '1_ACCIDENT_PARKED', label: { sk: 'Poškodenie zaparkovaného vozidla', en: 'Damage to a parked vehicle' } },
    },
  },
  {
    incident: {
      description: DESCRIPTION,
      responsibleParty: 'myVehicle',
      specificAnswers: { accidentReportWritten: false, accidentRecordMade: false, assistanceServicesCalled: false },
    },
  },
  { incident: { resolveType: 'toService' } },
];
