import { expect } from 'vitest';
import type { ScopeCode, UpdateReportRequest } from '../../../src/domain/report.ts';
import { acceptedSamples } from '../../services/sample-files.ts';
import type { apiClient } from '../../support/api.ts';
import { portalCreateBody, signedEntry } from '../../support/portal-entries.ts';

type Api = ReturnType<typeof apiClient>;

export const REPORTER = {
  firstName: 'Ľubomír',
  lastName: 'Šťastný',
  email: 'lubomir.stastny@example.sk',
  phone: { prefix: '+421', number: '905123456' },
};

/** A new account (valid Slovak IBAN) and how the summary prints it. */
export const NEW_IBAN = 'SK3112000000198742637541';
export const NEW_IBAN_PRINTED = 'SK31 1200 0000 1987 4263 7541';

const ZILINA = {
  id: 'sk-zilina',
  street: 'Hlavná',
  registerNumber: '1234',
  buildingNumber: '12',
  town: 'Žilina',
  postalCode: '010 01',
  country: 'SVK',
  isUnspecified: false,
};

// As the register has it: the server keeps the register's name, address and phone of a shop.
const REPAIR_SHOP = {
  objId: 'RS020',
  companyName: 'Novohrad Auto, s.r.o.',
  address: { street: 'Košická cesta', buildingNumber: '18', town: 'Lučenec', postalCode: '984 01', country: 'SVK' },
  phone: '+421 47 433 2020',
};

const OTHER_DRIVER = {
  hasLicensePlate: true,
  licensePlate: 'BA888HH',
  partyType: 'PERSON' as const,
  firstName: 'Lukáš',
  lastName: 'Varga',
  email: 'lukas.varga@example.sk',
  phone: { prefix: '+421', number: '911222333' },
};

export interface ScopeCase {
  scope: ScopeCode;
  /** Each scope on its own day: equal plate and date would make a later report a duplicate. */
  date: string;
  printedDate: string;
  context?: 'WEB' | 'SMP';
  steps: UpdateReportRequest[];
  /** Text that must be in this scope's PDF beyond what every report has. */
  expectText: string[];
  /**
   * Answers the case stores (an API client may send any field) that its journey never asks: the
   * PDF, like /summary, restates the steps on the path (machines/journey-path.ts), so none is printed.
   */
  notAsked?: string[];
  /** The policies the verification matched, as the sent report's PDF lists them (server/reference/data/policies.csv). */
  verifiedPolicies: string[];
  uploads?: Array<{ name: string; type: string }>;
}

const objects = (...ids: Array<1 | 2 | 3 | 4>) => ids.map((objectId) => ({ objectId }));

function common(
  date: string,
  description = 'Pri cúvaní na parkovisku som narazil do stĺpa a poškodil zadný nárazník.',
): UpdateReportRequest {
  return {
    parties: { reporter: { ...REPORTER, isSameAsInsured: true } },
    incident: { date, address: ZILINA, description },
  };
}

/** A complete report of every scope set of SPEC §2, as the browser's steps would leave it. */
export const SCOPE_CASES: ScopeCase[] = [
  {
    scope: 'scope1',
    date: '2026-05-10',
    printedDate: '10. 5. 2026',
    steps: [
      common('2026-05-10'),
      {
        incident: {
          scopesOfDamage: objects(1),
          policyType: 'CASCO',
          myVehicle: { hasLicensePlate: true, licensePlate: 'ba111aa', damageDescription: 'Preliačený zadný nárazník a rozbité svetlo.' },
          reason: { id: '1_ACCIDENT_PARKED', label: { sk: 'Poškodenie zaparkovaného vozidla', en: 'Damage to the parked vehicle' } },
          responsibleParty: 'myVehicle',
          reasonGroupIndex: 0,
          specificAnswers: {
            damagedWindshieldOnly: false,
            policeInvestigated: true,
            accidentReportWritten: true,
            assistanceServicesCalled: false,
          },
          resolveType: 'selfRepair',
          bankAccount: { id: null, value: NEW_IBAN, bic: 'TATRSKBX' },
        },
      },
    ],
    verifiedPolicies: ['5010000011 – Havarijné poistenie (CASCO)'],
    expectText: [
      'BA111AA',
      'Poškodenie zaparkovaného vozidla',
      'Opravu si zabezpečím sám',
      'Nikto iný',
      NEW_IBAN_PRINTED,
      'Vyšetruje udalosť polícia?',
      'nárazník.jpg',
      'Fotodokumentácia',
      'Správa polície',
      'zápisnica.pdf',
    ],
    uploads: [
      { name: 'nárazník.jpg', type: 'PHOTO_DOC' },
      { name: 'zápisnica.pdf', type: 'POLICE_REPORT' },
    ],
  },
  {
    scope: 'scope2',
    date: '2026-05-02',
    printedDate: '2. 5. 2026',
    steps: [
      common('2026-05-02', 'Pri odbočovaní doľava som prehliadol protiidúce vozidlo a narazil doň.'),
      {
        incident: {
          scopesOfDamage: objects(2),
          myVehicle: { hasLicensePlate: true, licensePlate: 'BA222BB' },
          responsibleParty: 'myVehicle',
          specificAnswers: { accidentReportWritten: true },
          otherDamage: ['VEHICLE'],
          damagedVehicles: [
            {
              hasLicensePlate: true,
              licensePlate: 'KE123AB',
              partyType: 'PERSON',
              firstName: 'Eva',
              lastName: 'Malá',
              phone: { prefix: '+420', number: '601 234 567' },
              description: 'Preliačené predné dvere.',
            },
          ],
        },
      },
    ],
    verifiedPolicies: ['4010000022 – Povinné zmluvné poistenie (PZP)'],
    expectText: ['BA222BB', 'KE123AB', 'Eva Malá', '+420 601 234 567', 'Preliačené predné dvere.', 'Povinné zmluvné poistenie (PZP)'],
  },
  {
    scope: 'scope12',
    date: '2026-05-03',
    printedDate: '3. 5. 2026',
    steps: [
      common('2026-05-03'),
      {
        incident: {
          scopesOfDamage: objects(1, 2),
          policyType: 'CASCO',
          myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' },
          reason: { id: '12_ACCIDENT', label: { sk: 'Dopravná nehoda s iným účastníkom', en: 'Traffic accident with another party' } },
          responsibleParty: 'myVehicle',
          specificAnswers: { accidentReportWritten: true, assistanceServicesCalled: false },
          resolveType: 'toService',
          carRepairService: REPAIR_SHOP,
          forcePayoutToAggrieved: false,
          otherDamage: ['PROPERTY'],
          damagedProperties: [{ partyType: 'BUSINESS', businessName: 'Obec Višňové', description: 'Zničené zábradlie pri ceste.' }],
          inspectionAddressIsTheSame: true,
        },
      },
    ],
    // CASCO for the own vehicle, and its liability policy for the damage it caused.
    verifiedPolicies: ['4010000011 – Povinné zmluvné poistenie (PZP)', '5010000011 – Havarijné poistenie (CASCO)'],
    expectText: [
      'Obec Višňové',
      'Zničené zábradlie pri ceste.',
      'Novohrad Auto, s.r.o.',
      'Košická cesta 18, 984 01 Lučenec',
      'Účet zmluvného servisu',
      'Súhlasím s platbou priamo servisu',
    ],
    // A reason is asked for scope 1 with CASCO only; with a shop chosen, /incident-inspection-address is not asked.
    notAsked: ['Dopravná nehoda s iným účastníkom', 'Na adrese udalosti'],
  },
  {
    scope: 'scope13',
    date: '2026-05-04',
    printedDate: '4. 5. 2026',
    steps: [
      common('2026-05-04'),
      {
        parties: {
          otherResponsibleParty: OTHER_DRIVER,
          inspectionContactPerson: {
            isSeparate: true,
            firstName: 'Ján',
            lastName: 'Ďurčo',
            phone: { prefix: '+421', number: '948 111 222' },
          },
        },
        incident: {
          scopesOfDamage: objects(1, 3),
          policyType: 'PZP',
          myVehicle: { hasLicensePlate: true, licensePlate: 'BL777GG' },
          responsibleParty: 'otherVehicle',
          specificAnswers: { accidentReportWritten: true, assistanceServicesCalled: false, didAccidentHaveClearFault: true },
          myProperty: { damageDescription: 'Poškodený plot a brána pred domom.' },
          resolveType: 'inService',
          carRepairService: REPAIR_SHOP,
          forcePayoutToAggrieved: true,
          bankAccount: { id: null, value: NEW_IBAN, bic: null },
          inspectionAddressIsTheSame: false,
          inspectionAddress: { street: 'Nám. Andreja Hlinku', buildingNumber: '7', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
        },
      },
    ],
    // A PZP claim for the own vehicle is made against the responsible party's liability policy.
    verifiedPolicies: ['BA888HH – Povinné zmluvné poistenie (PZP), zodpovedná strana'],
    expectText: ['Lukáš Varga', 'BA888HH', 'Poškodený plot a brána pred domom.', 'Vyplatiť plnenie na môj účet', NEW_IBAN_PRINTED],
    // With a shop chosen, /incident-inspection-address is not asked.
    notAsked: ['Ján Ďurčo', '+421 948 111 222', 'Nám. Andreja Hlinku 7, 010 01 Žilina'],
  },
  {
    scope: 'scope14',
    date: '2026-05-05',
    printedDate: '5. 5. 2026',
    steps: [
      common('2026-05-05'),
      {
        parties: { otherResponsibleParty: OTHER_DRIVER },
        incident: {
          scopesOfDamage: objects(1, 4),
          policyType: 'PZP',
          myVehicle: { hasLicensePlate: true, licensePlate: 'KE333CC' },
          responsibleParty: 'otherVehicle',
          myHealth: { damageType: 'injury', damageDescription: 'Zlomené zápästie, ošetrené v nemocnici v Žiline.' },
          specificAnswers: {
            didAccidentHaveClearFault: true,
            policeInvestigated: false,
            accidentReportWritten: true,
            assistanceServicesCalled: false,
          },
          resolveType: 'selfRepair',
          bankAccount: { id: null, value: NEW_IBAN, bic: 'TATRSKBX' },
        },
      },
    ],
    verifiedPolicies: ['BA888HH – Povinné zmluvné poistenie (PZP), zodpovedná strana'],
    expectText: ['KE333CC', 'Zranenie', 'Zlomené zápästie', 'Je jasné, kto nehodu zavinil?'],
  },
  {
    scope: 'scope134',
    date: '2026-05-06',
    printedDate: '6. 5. 2026',
    steps: [
      common('2026-05-06'),
      {
        parties: {
          otherResponsibleParty: {
            hasLicensePlate: true,
            licensePlate: 'TN000XX',
            partyType: 'BUSINESS',
            businessName: 'Autodoprava Ťažký, s.r.o.',
          },
          otherCoresponsibleParty: {
            hasLicensePlate: false,
            policyId: '4010000098',
            partyType: 'PERSON',
            firstName: 'Peter',
            lastName: 'Kollár',
          },
        },
        incident: {
          scopesOfDamage: objects(1, 3, 4),
          policyType: 'CASCO',
          myVehicle: { hasLicensePlate: true, licensePlate: 'ZA444DD' },
          reason: { id: '1_ACCIDENT_MOVING', label: { sk: 'Nehoda počas jazdy', en: 'Accident while driving' } },
          responsibleParty: 'notClearSharedResponsibility',
          specificAnswers: { policeInvestigated: false, accidentReportWritten: true, assistanceServicesCalled: false },
          myProperty: { damageDescription: 'Rozbitý notebook v kufri.' },
          myHealth: { damageType: 'injury', damageDescription: 'Pomliaždené rebrá.' },
          resolveType: 'selfRepair',
          bankAccount: { id: null, value: NEW_IBAN, bic: null },
        },
      },
    ],
    // The responsible party's plate is not in the register; the co-responsible party's policy number is.
    verifiedPolicies: ['5010000044 – Havarijné poistenie (CASCO)', '4010000098 – Povinné zmluvné poistenie (PZP), spoluzodpovedná strana'],
    expectText: [
      'Peter Kollár',
      // Its plate is unknown to the reporter, not missing.
      'Nie je známe',
      '4010000098',
      'Vina je spoločná alebo sporná',
      'Rozbitý notebook v kufri.',
      'Pomliaždené rebrá.',
    ],
    // A reason is asked for scope 1 with CASCO only; a shared fault asks the co-responsible party, not the responsible one.
    notAsked: ['Nehoda počas jazdy', 'Autodoprava Ťažký, s.r.o.'],
  },
  {
    scope: 'scope3',
    date: '2026-05-07',
    printedDate: '7. 5. 2026',
    steps: [
      common('2026-05-07'),
      {
        parties: { otherResponsibleParty: OTHER_DRIVER },
        incident: {
          scopesOfDamage: objects(3),
          responsibleParty: 'otherVehicle',
          specificAnswers: { accidentReportWritten: true },
          myProperty: { damageDescription: 'Zrazená poštová schránka a poškodená fasáda.' },
          bankAccount: { id: null, value: NEW_IBAN, bic: null, holderIdentificationNumber: '8551231238', holderDateOfBirth: '1985-01-23' },
        },
      },
    ],
    verifiedPolicies: ['BA888HH – Povinné zmluvné poistenie (PZP), zodpovedná strana'],
    expectText: ['Zrazená poštová schránka', 'Rodné číslo majiteľa účtu', '8551231238', '23. 1. 1985'],
  },
  {
    scope: 'scope4',
    date: '2026-05-08',
    printedDate: '8. 5. 2026',
    steps: [
      common('2026-05-08'),
      {
        parties: { otherResponsibleParty: OTHER_DRIVER },
        incident: {
          scopesOfDamage: objects(4),
          specificAnswers: { policeInvestigated: false, accidentReportWritten: true },
          myHealth: { damageType: 'injury', damageDescription: 'Otras mozgu po náraze.' },
          bankAccount: { id: null, value: NEW_IBAN, bic: null },
        },
      },
    ],
    verifiedPolicies: ['BA888HH – Povinné zmluvné poistenie (PZP), zodpovedná strana'],
    expectText: ['Iné vozidlo mi spôsobilo zranenie', 'Otras mozgu po náraze.'],
  },
  {
    scope: 'scope34',
    date: '2026-05-09',
    printedDate: '9. 5. 2026',
    context: 'SMP',
    steps: [
      common('2026-05-09'),
      {
        parties: {
          otherResponsibleParty: OTHER_DRIVER,
          aggrievedParty: { partyType: 'PERSON', firstName: 'Mária', lastName: 'Kováčová', identificationNumber: '8551231238' },
        },
        incident: {
          scopesOfDamage: objects(3, 4),
          specificAnswers: { policeInvestigated: false, accidentReportWritten: true },
          myProperty: { damageDescription: 'Poškodený bicykel klientky.' },
          myHealth: { damageType: 'death' },
          bankAccount: { id: null, value: NEW_IBAN, bic: null },
        },
      },
    ],
    // SMP: the operator is shown, the scope tiles in SMP wording.
    verifiedPolicies: ['BA888HH – Povinné zmluvné poistenie (PZP), zodpovedná strana'],
    expectText: ['Operátor portálu', 'Peter Horváth', 'phorvath', 'Mária Kováčová', 'Úmrtie', 'Iné vozidlo poškodilo majetok poškodeného'],
  },
];

const jpeg = acceptedSamples.find((sample) => sample.name === 'fotka.jpg')!.content;
const pdf = acceptedSamples.find((sample) => sample.name.endsWith('.pdf'))?.content;

/** Creates the report of a scope case through the API (context, steps, uploads); returns its id. */
export async function createScopeReport(api: Api, scopeCase: ScopeCase): Promise<string> {
  const id =
    scopeCase.context === 'SMP'
      ? await api.create(await portalCreateBody(api.app, signedEntry('portal=SMP&code=SMP001')))
      : await api.create();
  for (const step of scopeCase.steps) {
    const response = await api.update(id, step);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  for (const upload of scopeCase.uploads ?? []) {
    const content = upload.name.endsWith('.pdf') ? pdf! : jpeg;
    const response = await api.upload(id, upload.name, content, `?type=${upload.type}`);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  return id;
}
