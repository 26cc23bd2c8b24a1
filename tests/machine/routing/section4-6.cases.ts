import type { ScopeCode } from '../../../src/domain/report.ts';
import { SCOPES_13_14_134, SCOPES_3_4_34, type RoutingCase } from './case.ts';

/** SPEC §2 /incident-resolve-type, /car-repair-map, /force-payout-to-aggrieved, /incident-inspection-address, /additional-bank, /other-damage..., /additional-attachments. */

const REPAIR_SCOPES: Array<[ScopeCode, 'PZP' | 'CASCO']> = [
  ['scope1', 'CASCO'],
  ['scope1', 'PZP'],
  ['scope12', 'CASCO'],
  ['scope13', 'PZP'],
  ['scope14', 'CASCO'],
  ['scope134', 'PZP'],
];

const resolveType: RoutingCase[] = REPAIR_SCOPES.flatMap(([scope, policy]): RoutingCase[] => [
  {
    rule: '/incident-resolve-type: Self repair goes to /additional-bank',
    from: 'incident-resolve-type',
    given: { scope, policy },
    submit: { incident: { resolveType: 'selfRepair' } },
    expect: '/additional-bank',
  },
  {
    rule: '/incident-resolve-type: otherwise /car-repair-map (toService)',
    from: 'incident-resolve-type',
    given: { scope, policy },
    submit: { incident: { resolveType: 'toService' } },
    expect: '/car-repair-map',
  },
  {
    rule: '/incident-resolve-type: otherwise /car-repair-map (inService)',
    from: 'incident-resolve-type',
    given: { scope, policy },
    submit: { incident: { resolveType: 'inService' } },
    expect: '/car-repair-map',
  },
]);

const SERVICE = {
  objId: 'SHOP-01',
  companyName: 'Autoservis Tatry',
  phone: '+421 2 1234 5678',
  address: { street: 'Hlavná', buildingNumber: '1', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
};

const carRepairMap: RoutingCase[] = REPAIR_SCOPES.flatMap(([scope, policy]): RoutingCase[] => [
  {
    rule: 'Picking a service stores it, saves, goes to /force-payout-to-aggrieved',
    from: 'car-repair-map',
    given: { scope, policy, report: { incident: { resolveType: 'toService' } } },
    submit: { incident: { carRepairService: SERVICE } },
    expect: '/force-payout-to-aggrieved',
  },
  {
    rule: 'Skipping clears the service, saves, goes to /incident-inspection-address',
    from: 'car-repair-map',
    given: { scope, policy, report: { incident: { resolveType: 'toService', carRepairService: SERVICE } } },
    submit: { incident: { carRepairService: null } },
    expect: '/incident-inspection-address',
  },
  {
    rule: 'With no service chosen the route is /incident-inspection-address',
    from: 'car-repair-map',
    given: { scope, policy, report: { incident: { resolveType: 'inService' } } },
    submit: {},
    expect: '/incident-inspection-address',
  },
]);

const forcePayout: RoutingCase[] = [
  ...[true, false].flatMap((forcePayoutToAggrieved): RoutingCase[] => [
    {
      rule: '/force-payout-to-aggrieved: scope12 goes to /other-damage',
      from: 'force-payout-to-aggrieved',
      given: { scope: 'scope12', policy: 'CASCO' },
      submit: { incident: { forcePayoutToAggrieved } },
      expect: '/other-damage',
    },
    {
      rule: '/force-payout-to-aggrieved: otherwise /additional-attachments (scope1)',
      from: 'force-payout-to-aggrieved',
      given: { scope: 'scope1', policy: 'CASCO' },
      submit: { incident: { forcePayoutToAggrieved } },
      expect: '/additional-attachments',
    },
  ]),
  ...SCOPES_13_14_134.flatMap((scope): RoutingCase[] => [
    {
      rule: 'scope13, 14, 134 without forced payout go to /additional-bank',
      from: 'force-payout-to-aggrieved',
      given: { scope, policy: 'PZP' },
      submit: { incident: { forcePayoutToAggrieved: false } },
      expect: '/additional-bank',
    },
    {
      rule: 'otherwise /additional-attachments (scope13, 14, 134 with forced payout)',
      from: 'force-payout-to-aggrieved',
      given: { scope, policy: 'PZP' },
      submit: { incident: { forcePayoutToAggrieved: true, bankAccount: { value: 'SK2611000000002620110007', bic: 'TATRSKBX' } } },
      expect: '/additional-attachments',
    },
  ]),
];

const inspection: RoutingCase[] = REPAIR_SCOPES.map(([scope, policy]) => ({
  rule: '/incident-inspection-address: Then /additional-bank',
  from: 'incident-inspection-address',
  given: { scope, policy },
  submit: {
    incident: {
      inspectionAddressIsTheSame: false,
      inspectionAddress: { street: 'Nová', buildingNumber: '3', town: 'Trnava', postalCode: '917 01', country: 'SVK' },
    },
  },
  expect: '/additional-bank',
}));

const BANK = { incident: { bankAccount: { id: 'BA-1', value: null, bic: null } } };

const additionalBank: RoutingCase[] = [
  {
    rule: '/additional-bank: scope12 goes to /other-damage',
    from: 'additional-bank',
    given: { scope: 'scope12', policy: 'CASCO' },
    submit: BANK,
    expect: '/other-damage',
  },
  {
    rule: '/additional-bank: scope12 goes to /other-damage (PZP)',
    from: 'additional-bank',
    given: { scope: 'scope12', policy: 'PZP' },
    submit: BANK,
    expect: '/other-damage',
  },
  ...(['scope1', ...SCOPES_13_14_134, ...SCOPES_3_4_34] as ScopeCode[]).map((scope): RoutingCase => ({
    rule: '/additional-bank: otherwise /additional-attachments',
    from: 'additional-bank',
    given: { scope, policy: scope === 'scope1' ? 'CASCO' : 'PZP' },
    submit: BANK,
    expect: '/additional-attachments',
  })),
];

const otherDamage: RoutingCase[] = [
  {
    rule: 'For scope1 only, a checkbox only my vehicle ... goes to /additional-attachments',
    from: 'other-damage',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: { incident: { onlyMyVehicle: true, otherDamage: [] } },
    expect: '/additional-attachments',
  },
  ...(['scope2', 'scope12'] as const).flatMap((scope): RoutingCase[] => [
    {
      rule: 'the first chosen of vehicle, property, health goes to /other-damage-vehicle',
      from: 'other-damage',
      given: { scope, policy: 'PZP' },
      submit: { incident: { otherDamage: ['VEHICLE', 'PROPERTY', 'HEALTH'] } },
      expect: '/other-damage-vehicle',
    },
    {
      rule: 'the first chosen of vehicle, property, health goes to /other-damage-vehicle (order of the list does not matter)',
      from: 'other-damage',
      given: { scope, policy: 'PZP' },
      submit: { incident: { otherDamage: ['HEALTH', 'VEHICLE'] } },
      expect: '/other-damage-vehicle',
    },
    {
      rule: 'the first chosen of vehicle, property, health goes to ... /other-damage-property',
      from: 'other-damage',
      given: { scope, policy: 'PZP' },
      submit: { incident: { otherDamage: ['PROPERTY', 'HEALTH'] } },
      expect: '/other-damage-property',
    },
    {
      rule: 'the first chosen of vehicle, property, health goes to ... /other-damage-health',
      from: 'other-damage',
      given: { scope, policy: 'PZP' },
      submit: { incident: { otherDamage: ['HEALTH'] } },
      expect: '/other-damage-health',
    },
  ]),
];

const VEHICLE = {
  incident: {
    damagedVehicles: [{ hasLicensePlate: true, licensePlate: 'NR555EE', partyType: 'PERSON' as const, firstName: 'Eva', lastName: 'Nová' }],
  },
};
const PROPERTY = {
  incident: {
    damagedProperties: [{ partyType: 'BUSINESS' as const, businessName: 'Obec Senec', description: 'Poškodené zábradlie pri ceste.' }],
  },
};
const HEALTH = { incident: { damagedHealths: [{ healthDamageType: 'injury' as const, firstName: 'Ján', lastName: 'Malý' }] } };

const otherDamageKinds: RoutingCase[] = [
  {
    rule: 'continue goes to the next selected kind (vehicle -> property)',
    from: 'other-damage-vehicle',
    given: { scope: 'scope2', policy: 'PZP', report: { incident: { otherDamage: ['VEHICLE', 'PROPERTY', 'HEALTH'] } } },
    submit: VEHICLE,
    expect: '/other-damage-property',
  },
  {
    rule: 'continue goes to the next selected kind (vehicle -> health)',
    from: 'other-damage-vehicle',
    given: { scope: 'scope2', policy: 'PZP', report: { incident: { otherDamage: ['VEHICLE', 'HEALTH'] } } },
    submit: VEHICLE,
    expect: '/other-damage-health',
  },
  {
    rule: 'continue goes to the next selected kind, then /additional-attachments (vehicle only)',
    from: 'other-damage-vehicle',
    given: { scope: 'scope12', policy: 'PZP', report: { incident: { otherDamage: ['VEHICLE'] } } },
    submit: VEHICLE,
    expect: '/additional-attachments',
  },
  {
    rule: 'continue goes to the next selected kind (property -> health)',
    from: 'other-damage-property',
    given: { scope: 'scope2', policy: 'PZP', report: { incident: { otherDamage: ['PROPERTY', 'HEALTH'] } } },
    submit: PROPERTY,
    expect: '/other-damage-health',
  },
  {
    rule: 'continue goes to the next selected kind, then /additional-attachments (property last)',
    from: 'other-damage-property',
    given: { scope: 'scope2', policy: 'PZP', report: { incident: { otherDamage: ['VEHICLE', 'PROPERTY'] } } },
    submit: PROPERTY,
    expect: '/additional-attachments',
  },
  {
    rule: 'continue goes to the next selected kind, then /additional-attachments (health last)',
    from: 'other-damage-health',
    given: { scope: 'scope2', policy: 'PZP', report: { incident: { otherDamage: ['VEHICLE', 'PROPERTY', 'HEALTH'] } } },
    submit: HEALTH,
    expect: '/additional-attachments',
  },
];

const ATTACHMENTS = {
  attachments: [{ id: 'att-0000000000000001', type: 'PHOTO_DOC' as const, clientName: 'foto.jpg', size: 1000, contentType: 'image/jpeg' }],
};

const additionalAttachments: RoutingCase[] = [
  {
    rule: '/additional-attachments: Continue saves, then /summary',
    from: 'additional-attachments',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: ATTACHMENTS,
    expect: '/summary',
  },
  {
    rule: '/additional-attachments: on failure ... still goes to /summary',
    from: 'additional-attachments',
    given: { scope: 'scope1', policy: 'CASCO' },
    submit: ATTACHMENTS,
    answers: { update: new Error('503') },
    expect: '/summary',
  },
];

export const section4To6Cases: Record<string, RoutingCase[]> = {
  '/incident-resolve-type': resolveType,
  '/car-repair-map': carRepairMap,
  '/force-payout-to-aggrieved': forcePayout,
  '/incident-inspection-address': inspection,
  '/additional-bank': additionalBank,
  '/other-damage': otherDamage,
  '/other-damage-vehicle, -property, -health': otherDamageKinds,
  '/additional-attachments': additionalAttachments,
};
