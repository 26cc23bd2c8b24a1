import type { ReportPatch } from '../../../machines/types.ts';
import type { ScopeCode } from '../../../src/domain/report.ts';
import { REASON_GROUPS } from '../support/fakes.ts';
import { PORTALS, SCOPES_13_14_134, SCOPES_3_4_34, type RoutingCase } from './case.ts';

/** SPEC §2 /incident-map, the reason screens, /incident-details, /windshield-damage-location and the party screens. */

const ADDRESS: ReportPatch = {
  incident: {
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
};

const incidentMap: RoutingCase[] = [
  ...(['scope2', 'scope3', 'scope4', 'scope34', 'scope12', 'scope13', 'scope14', 'scope134'] as const).flatMap((scope) =>
    (['PZP', 'CASCO'] as const)
      .filter((policy) => policy === 'PZP' || !['scope2', 'scope3', 'scope4', 'scope34'].includes(scope))
      .map((policy): RoutingCase => ({
        rule: '/incident-map: Scopes 2, 3, 4, 34, 12, 13, 14, 134 go to /incident-details',
        from: 'incident-map',
        given: { scope, policy },
        submit: ADDRESS,
        expect: '/incident-details',
      })),
  ),
  ...PORTALS.map((portal): RoutingCase => ({
    rule: '/incident-map: scope1 with CASCO goes to /incident-reason-group (two groups: the screen is shown)',
    from: 'incident-map',
    given: { scope: 'scope1', policy: 'CASCO', portal },
    submit: ADDRESS,
    expect: '/incident-reason-group',
  })),
  {
    rule: '/incident-map: scope1 with PZP to /incident-details',
    from: 'incident-map',
    given: { scope: 'scope1', policy: 'PZP', products: 'liabilityOnly' },
    submit: ADDRESS,
    expect: '/incident-details',
  },
];

const [ACCIDENT, THEFT] = REASON_GROUPS as [NonNullable<(typeof REASON_GROUPS)[0]>, NonNullable<(typeof REASON_GROUPS)[1]>];

const reasons: RoutingCase[] = [
  {
    rule: 'A single available option is auto-selected and the step skipped (one group: on to /incident-reason)',
    from: 'incident-map',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: ADDRESS,
    answers: { reasonGroups: [ACCIDENT] },
    expect: '/incident-reason',
  },
  {
    rule: 'A single available option is auto-selected and the step skipped (one group with one reason: both skipped)',
    from: 'incident-map',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: ADDRESS,
    answers: { reasonGroups: [THEFT] },
    expect: '/incident-details',
  },
  {
    rule: 'No reason available for the scope and policy type: both reason screens are skipped',
    from: 'incident-map',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: ADDRESS,
    answers: { reasonGroups: [] },
    expect: '/incident-details',
  },
  {
    rule: 'Group continues to /incident-reason',
    from: 'incident-reason-group',
    given: { scope: 'scope1', policy: 'CASCO', reasonGroups: REASON_GROUPS },
    submit: { incident: { reasonGroupIndex: 0 } },
    expect: '/incident-reason',
  },
  {
    rule: 'Group continues to /incident-reason (one reason in the group: auto-selected, skipped)',
    from: 'incident-reason-group',
    given: { scope: 'scope1', policy: 'CASCO', reasonGroups: REASON_GROUPS },
    submit: { incident: { reasonGroupIndex: 1 } },
    expect: '/incident-details',
  },
  {
    rule: 'reason continues to /incident-details',
    from: 'incident-reason',
    given: { scope: 'scope1', policy: 'CASCO', reasonGroups: REASON_GROUPS, report: { incident: { reasonGroupIndex: 0 } } },
    submit: { incident: { reason: ACCIDENT.reasons[0]! } },
    expect: '/incident-details',
  },
];

type Responsible = 'myVehicle' | 'otherVehicle' | 'otherVehicleOrPerson' | 'notClearSharedResponsibility' | 'unknown';
const details = (
  responsibleParty: Responsible,
  specificAnswers: Record<string, boolean> = {},
  extra: ReportPatch['incident'] = {},
): ReportPatch => ({
  incident: { description: 'Pri cúvaní som narazil do stĺpa na parkovisku.', responsibleParty, specificAnswers, ...extra },
});
const THEFT_REASON = THEFT.reasons[0]!;

const unclearScopes: Array<[ScopeCode, 'PZP' | 'CASCO']> = [
  ['scope1', 'CASCO'],
  ['scope1', 'PZP'],
  ['scope2', 'PZP'],
  ['scope12', 'CASCO'],
  ['scope12', 'PZP'],
  ['scope13', 'PZP'],
  ['scope14', 'CASCO'],
  ['scope134', 'PZP'],
];

const incidentDetails: RoutingCase[] = [
  ...unclearScopes.flatMap(([scope, policy]): RoutingCase[] => [
    {
      rule: 'Shared or unclear responsibility ... : /co-responsible-party-details',
      from: 'incident-details',
      given: { scope, policy },
      submit: details('notClearSharedResponsibility'),
      expect: '/co-responsible-party-details',
    },
    {
      rule: 'D7: `unknown` counts as unclear responsibility: /co-responsible-party-details',
      from: 'incident-details',
      given: { scope, policy },
      submit: details('unknown'),
      expect: '/co-responsible-party-details',
    },
  ]),
  ...SCOPES_13_14_134.map((scope): RoutingCase => ({
    rule: '... or no clear fault: /co-responsible-party-details (D8: scopes 13, 134, 14 with PZP)',
    from: 'incident-details',
    given: { scope, policy: 'PZP' },
    submit: details('otherVehicle', { didAccidentHaveClearFault: false }),
    expect: '/co-responsible-party-details',
  })),
  {
    rule: 'D8: the clear-fault question is not asked for scope1 CASCO, so an answer does not route',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('myVehicle', { didAccidentHaveClearFault: false }),
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope12: CASCO /incident-resolve-type',
    from: 'incident-details',
    given: { scope: 'scope12', policy: 'CASCO' },
    submit: details('myVehicle'),
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope12: PZP /other-damage',
    from: 'incident-details',
    given: { scope: 'scope12', policy: 'PZP' },
    submit: details('myVehicle'),
    expect: '/other-damage',
  },
  {
    rule: 'scope12: PZP /other-damage (other vehicle responsible)',
    from: 'incident-details',
    given: { scope: 'scope12', policy: 'PZP' },
    submit: details('otherVehicle'),
    expect: '/other-damage',
  },
  {
    rule: 'scope2: my vehicle responsible goes to /other-damage',
    from: 'incident-details',
    given: { scope: 'scope2', policy: 'PZP' },
    submit: details('myVehicle'),
    expect: '/other-damage',
  },
  {
    rule: 'scope2: ... else /co-responsible-party-details (other vehicle)',
    from: 'incident-details',
    given: { scope: 'scope2', policy: 'PZP' },
    submit: details('otherVehicle'),
    expect: '/co-responsible-party-details',
  },
  {
    rule: 'scope2: ... else /co-responsible-party-details (other vehicle or person)',
    from: 'incident-details',
    given: { scope: 'scope2', policy: 'PZP' },
    submit: details('otherVehicleOrPerson'),
    expect: '/co-responsible-party-details',
  },
  ...SCOPES_3_4_34.map((scope): RoutingCase => ({
    rule: 'scopes 3, 4, 34: /additional-bank (D9: other vehicle by definition)',
    from: 'incident-details',
    given: { scope, policy: 'PZP', plate: false },
    submit: details('otherVehicle'),
    expect: '/additional-bank',
  })),
  ...SCOPES_13_14_134.flatMap((scope): RoutingCase[] => [
    {
      rule: 'scope13, 134, 14 with PZP: ... else resolve type if own plate',
      from: 'incident-details',
      given: { scope, policy: 'PZP' },
      submit: details('otherVehicle', { didAccidentHaveClearFault: true }),
      expect: '/incident-resolve-type',
    },
    {
      rule: 'scope13, 134, 14 with PZP: ... else /additional-bank (no own plate)',
      from: 'incident-details',
      given: { scope, policy: 'PZP', plate: false },
      submit: details('otherVehicle', { didAccidentHaveClearFault: true }),
      expect: '/additional-bank',
    },
    {
      rule: 'D10: scopes 13, 134, 14 with CASCO: /incident-resolve-type',
      from: 'incident-details',
      given: { scope, policy: 'CASCO' },
      submit: details('otherVehicle'),
      expect: '/incident-resolve-type',
    },
    {
      rule: 'D10: scopes 13, 134, 14 with CASCO: /incident-resolve-type (my vehicle responsible)',
      from: 'incident-details',
      given: { scope, policy: 'CASCO' },
      submit: details('myVehicle'),
      expect: '/incident-resolve-type',
    },
  ]),
  {
    rule: 'scope1 CASCO: other vehicle or person responsible goes to /responsible-party-details (D11: otherVehicle)',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('otherVehicle'),
    expect: '/responsible-party-details',
  },
  {
    rule: 'scope1 CASCO: other vehicle or person responsible goes to /responsible-party-details (otherVehicleOrPerson)',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('otherVehicleOrPerson'),
    expect: '/responsible-party-details',
  },
  {
    rule: 'D11: several clauses hold, the first wins (other vehicle responsible and small windshield damage)',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('otherVehicle', { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false }),
    expect: '/responsible-party-details',
  },
  {
    rule: 'scope1 CASCO: windshield-only damage not bigger than a credit card goes to /windshield-damage-location',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('myVehicle', { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false }),
    expect: '/windshield-damage-location',
  },
  {
    rule: 'D11: windshield before burned (first clause wins)',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('myVehicle', {
      damagedWindshieldOnly: true,
      damagedWindshieldBiggerThenCreditCard: false,
      didVehicleCompletelyBurn: true,
    }),
    expect: '/windshield-damage-location',
  },
  {
    rule: 'scope1 CASCO: windshield-only damage bigger than a credit card: else resolve type',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('myVehicle', { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: true }),
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope1 CASCO: vehicle completely burned ... goes to /additional-bank',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('myVehicle', { didVehicleCompletelyBurn: true }),
    expect: '/additional-bank',
  },
  {
    rule: 'scope1 CASCO: ... or entire theft goes to /additional-bank',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO', report: { incident: { reason: THEFT_REASON } } },
    submit: details('myVehicle'),
    expect: '/additional-bank',
  },
  {
    rule: 'scope1 CASCO: else resolve type',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: details('myVehicle', { didVehicleCompletelyBurn: false }),
    expect: '/incident-resolve-type',
  },
  {
    rule: 'D10: scope1 with PZP: /incident-resolve-type',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: details('otherVehicle'),
    expect: '/incident-resolve-type',
  },
  {
    rule: 'D10: scope1 with PZP: /incident-resolve-type (my vehicle)',
    from: 'incident-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: details('myVehicle'),
    expect: '/incident-resolve-type',
  },
];

const windshield: RoutingCase[] = (['borderDamage', 'driverDamage', 'wholeDamage'] as const).map((zone) => ({
  rule: '/windshield-damage-location: Continue goes to /incident-resolve-type',
  from: 'windshield-damage-location',
  given: { scope: 'scope1', policy: 'CASCO' },
  submit: { incident: { myVehicle: { windshieldDamageLocation: zone } } },
  expect: '/incident-resolve-type',
}));

const PLATE_OF_OTHER = { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } };
const NUMBER_OF_OTHER = { parties: { otherResponsibleParty: { hasLicensePlate: false, policyId: '4010000098' } } };
const NOTHING_OF_OTHER = { parties: { otherResponsibleParty: { hasLicensePlate: false, policyId: null } } };
/** D22: neither the plate nor who it was is known. */
const UNIDENTIFIED_VEHICLE = {
  parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: null, isUnknown: true } },
};

const responsibleParty: RoutingCase[] = [
  ...SCOPES_13_14_134.flatMap((scope): RoutingCase[] => [
    {
      rule: 'scope13, 134, 14: verified: ... else /incident-map (PZP, plate)',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP' },
      submit: PLATE_OF_OTHER,
      answers: { plateVerified: true },
      expect: '/incident-map',
    },
    {
      rule: 'scope13, 134, 14: verified: ... else /incident-map (PZP, policy number)',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP' },
      submit: NUMBER_OF_OTHER,
      answers: { policyVerified: true },
      expect: '/incident-map',
    },
    {
      rule: 'scope13, 134, 14: not verified goes to /responsible-party-additional-details',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP' },
      submit: PLATE_OF_OTHER,
      answers: { plateVerified: false },
      expect: '/responsible-party-additional-details',
    },
    {
      rule: 'scope13, 134, 14: not verified goes to /responsible-party-additional-details (policy number)',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP' },
      submit: NUMBER_OF_OTHER,
      answers: { policyVerified: false },
      expect: '/responsible-party-additional-details',
    },
  ]),
  ...SCOPES_3_4_34.flatMap((scope): RoutingCase[] => [
    {
      rule: 'scopes 3, 4, 34: verified goes to /incident-map',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP', plate: false },
      submit: PLATE_OF_OTHER,
      answers: { plateVerified: true },
      expect: '/incident-map',
    },
    {
      rule: 'scopes 3, 4, 34: verified goes to /incident-map (policy number)',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP', plate: false },
      submit: NUMBER_OF_OTHER,
      answers: { policyVerified: true },
      expect: '/incident-map',
    },
    {
      rule: 'scopes 3, 4, 34: ... else additional details',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP', plate: false },
      submit: PLATE_OF_OTHER,
      answers: { plateVerified: false },
      expect: '/responsible-party-additional-details',
    },
    {
      rule: 'scopes 3, 4, 34: ... else additional details (plate unknown, no number: nothing to verify)',
      from: 'responsible-party-details',
      given: { scope, policy: 'PZP', plate: false },
      submit: NOTHING_OF_OTHER,
      expect: '/responsible-party-additional-details',
    },
  ]),
  {
    rule: 'scope1: CASCO verified goes to resolve type',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: PLATE_OF_OTHER,
    answers: { plateVerified: true },
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope1: CASCO verified goes to resolve type (policy number)',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: NUMBER_OF_OTHER,
    answers: { policyVerified: true },
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope1: CASCO ... unverified to additional details',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: PLATE_OF_OTHER,
    answers: { plateVerified: false },
    expect: '/responsible-party-additional-details',
  },
  {
    rule: 'scope1: PZP verified goes to map',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: PLATE_OF_OTHER,
    answers: { plateVerified: true },
    expect: '/incident-map',
  },
  {
    rule: 'scope1: PZP verified goes to map (policy number)',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: NUMBER_OF_OTHER,
    answers: { policyVerified: true },
    expect: '/incident-map',
  },
  {
    rule: 'scope1: PZP ... unverified to additional details',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: PLATE_OF_OTHER,
    answers: { plateVerified: false },
    expect: '/responsible-party-additional-details',
  },
  {
    rule: 'scope1: PZP ... unverified to additional details (number not verified)',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: NUMBER_OF_OTHER,
    answers: { policyVerified: false },
    expect: '/responsible-party-additional-details',
  },
  // D22: an unidentified vehicle leaves nothing for the additional details to ask.
  ...(['scope3', 'scope13'] as const).map((scope): RoutingCase => ({
    rule: 'D22: an unidentified vehicle (PZP) goes on as from the additional details: /incident-map',
    from: 'responsible-party-details',
    given: { scope, policy: 'PZP', plate: scope === 'scope13' },
    submit: UNIDENTIFIED_VEHICLE,
    expect: '/incident-map',
  })),
  {
    rule: 'D22: an unidentified vehicle, scope1 CASCO, goes on as from the additional details: /incident-resolve-type',
    from: 'responsible-party-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: UNIDENTIFIED_VEHICLE,
    expect: '/incident-resolve-type',
  },
];

const OTHER_PARTY_CONTACT = {
  parties: { otherResponsibleParty: { partyType: 'PERSON' as const, firstName: 'Lukáš', lastName: 'Varga', email: 'lukas@example.sk' } },
};

const responsibleAdditional: RoutingCase[] = [
  ...SCOPES_13_14_134.map((scope): RoutingCase => ({
    rule: 'Scopes 13, 134, 14: ... else /incident-map (PZP)',
    from: 'responsible-party-additional-details',
    given: { scope, policy: 'PZP' },
    submit: OTHER_PARTY_CONTACT,
    expect: '/incident-map',
  })),
  ...SCOPES_3_4_34.map((scope): RoutingCase => ({
    rule: 'Scopes 3, 4, 34 go to /incident-map',
    from: 'responsible-party-additional-details',
    given: { scope, policy: 'PZP', plate: false },
    submit: OTHER_PARTY_CONTACT,
    expect: '/incident-map',
  })),
  {
    rule: 'Scope1: CASCO goes to /incident-resolve-type',
    from: 'responsible-party-additional-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: OTHER_PARTY_CONTACT,
    expect: '/incident-resolve-type',
  },
  {
    rule: 'Scope1: ... PZP to /incident-map',
    from: 'responsible-party-additional-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: OTHER_PARTY_CONTACT,
    expect: '/incident-map',
  },
];

const CORESPONSIBLE = {
  parties: {
    otherCoresponsibleParty: {
      hasLicensePlate: true,
      licensePlate: 'KE333CC',
      partyType: 'PERSON' as const,
      firstName: 'Ivan',
      lastName: 'Malý',
    },
  },
};

const coResponsible: RoutingCase[] = [
  ...PORTALS.map((portal): RoutingCase => ({
    rule: '/co-responsible-party-details: scope2 goes to /other-damage',
    from: 'co-responsible-party-details',
    given: { scope: 'scope2', policy: 'PZP', portal },
    submit: CORESPONSIBLE,
    expect: '/other-damage',
  })),
  {
    rule: 'scope12: CASCO goes to /incident-resolve-type (D12: CASCO first, own plate)',
    from: 'co-responsible-party-details',
    given: { scope: 'scope12', policy: 'CASCO' },
    submit: CORESPONSIBLE,
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope12: CASCO goes to /incident-resolve-type (no own plate)',
    from: 'co-responsible-party-details',
    given: { scope: 'scope12', policy: 'CASCO', plate: false },
    submit: CORESPONSIBLE,
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope12: PZP or own vehicle with plate goes to /other-damage',
    from: 'co-responsible-party-details',
    given: { scope: 'scope12', policy: 'PZP' },
    submit: CORESPONSIBLE,
    expect: '/other-damage',
  },
  {
    rule: 'scope12: PZP or own vehicle with plate goes to /other-damage (PZP without plate)',
    from: 'co-responsible-party-details',
    given: { scope: 'scope12', policy: 'PZP', plate: false },
    submit: CORESPONSIBLE,
    expect: '/other-damage',
  },
  ...SCOPES_13_14_134.flatMap((scope) =>
    (['PZP', 'CASCO'] as const).flatMap((policy): RoutingCase[] => [
      {
        rule: 'scope14, 134, 13: own vehicle with plate goes to /incident-resolve-type',
        from: 'co-responsible-party-details',
        given: { scope, policy },
        submit: CORESPONSIBLE,
        expect: '/incident-resolve-type',
      },
      {
        rule: 'scope14, 134, 13: ... else /additional-bank',
        from: 'co-responsible-party-details',
        given: { scope, policy, plate: false },
        submit: CORESPONSIBLE,
        expect: '/additional-bank',
      },
    ]),
  ),
  {
    rule: 'scope1 goes to /incident-resolve-type (CASCO)',
    from: 'co-responsible-party-details',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: CORESPONSIBLE,
    expect: '/incident-resolve-type',
  },
  {
    rule: 'scope1 goes to /incident-resolve-type (PZP)',
    from: 'co-responsible-party-details',
    given: { scope: 'scope1', policy: 'PZP' },
    submit: CORESPONSIBLE,
    expect: '/incident-resolve-type',
  },
];

export const section3Cases: Record<string, RoutingCase[]> = {
  '/incident-map': incidentMap,
  '/incident-reason-group and /incident-reason': reasons,
  '/incident-details': incidentDetails,
  '/windshield-damage-location': windshield,
  '/responsible-party-details': responsibleParty,
  '/responsible-party-additional-details': responsibleAdditional,
  '/co-responsible-party-details': coResponsible,
};
