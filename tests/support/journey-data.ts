import type { UpdateReportRequest } from '../../src/domain/report.ts';

/** A demo incident date on which the demo register's normal policies are valid. */
export const INCIDENT_DATE = '2026-05-10';

/** The steps of a scope-1 CASCO report (own vehicle damaged), as the browser sends them. */
export const scope1CascoSteps: UpdateReportRequest[] = [
  { incident: { scopesOfDamage: [{ objectId: 1 }] }, meta: { lastRoute: '/incident-scope' } },
  {
    incident: { date: INCIDENT_DATE, myVehicle: { hasLicensePlate: true, licensePlate: 'ba111aa' } },
    meta: { lastRoute: '/general-info' },
  },
  {
    parties: {
      reporter: {
        firstName: 'Ján',
        lastName: 'Novák',
        email: 'jan.novak@example.sk',
        phone: { prefix: '+421', number: '905 123 456' },
        isSameAsInsured: true,
      },
    },
    meta: { lastRoute: '/reporter-details' },
  },
  {
    incident: {
      policyType: 'CASCO',
      address: {
        id: 'sk-zilina',
        street: 'Hlavná',
        buildingNumber: '12',
        town: 'Žilina',
        postalCode: '010 01',
        country: 'SVK',
        isUnspecified: false,
      },
    },
    meta: { lastRoute: '/incident-map' },
  },
  {
    incident: {
      reasonGroupIndex: 0,
      reason: { id: '1_ACCIDENT_PARKED', label: { sk: 'Nehoda zaparkovaného vozidla', en: 'Accident while parked' } },
    },
    meta: { lastRoute: '/incident-reason' },
  },
  {
    incident: {
      description: 'Pri cúvaní na parkovisku som narazil do stĺpa a poškodil zadný nárazník.',
      responsibleParty: 'myVehicle',
      // The questions /incident-details asks for a parked accident (src/steps/incident-details.ts),
      // which a save requires, and two it does not ask.
      specificAnswers: {
        damagedWindshieldOnly: false,
        policeInvestigated: false,
        accidentReportWritten: false,
        accidentRecordMade: false,
        assistanceServicesCalled: false,
      },
    },
    meta: { lastRoute: '/incident-details' },
  },
  { incident: { resolveType: 'selfRepair' }, meta: { lastRoute: '/incident-resolve-type' } },
  { incident: { bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null } }, meta: { lastRoute: '/additional-bank' } },
];
