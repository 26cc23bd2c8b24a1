import { describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { sourceText } from '../../src/domain/validation/messages.ts';
import { validateUpdateBody as validateWith } from '../../server/reports/validate.ts';
import { birthNumber, TODAY } from './support.ts';

const options = { phonePrefixes: ['+421', '+420', '+43'], today: TODAY };

/** The errors with their messages in Slovak, the source language (the API answers them translated). */
const validateUpdateBody = (body: UpdateReportRequest, given: typeof options) =>
  validateWith(body, given).map(({ path, message }) => ({ path, message: sourceText(message) }));

/** A full, valid update: every field the server checks, filled well. */
const good: UpdateReportRequest = {
  parties: {
    reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan.novak@example.sk', phone: { prefix: '+421', number: '905 123 456' } },
    insured: { partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' },
    aggrievedParty: {
      partyType: 'PERSON',
      firstName: 'Jana',
      lastName: 'Molnárová',
      identificationNumber: '855123/1238',
      dateOfBirth: '1985-01-23',
    },
    inspectionContactPerson: { isSeparate: true, lastName: 'Kováč', phone: { prefix: '+420', number: '601123456' } },
    otherResponsibleParty: { licensePlate: 'BA888HH', policyId: '4010000088', firstName: 'Lukáš', lastName: 'Varga' },
    otherCoresponsibleParty: { hasLicensePlate: false, vehicleDescription: 'skúter', email: null },
  },
  incident: {
    date: TODAY,
    policyId: '4010000011',
    description: 'Na parkovisku do mňa zozadu narazilo iné auto.',
    descriptionAdditional: `  ${'x'.repeat(950)}  `,
    myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', damageDescription: 'zadný nárazník' },
    myHealth: { damageType: 'injury', damageDescription: 'pomliaždenie' },
    bankAccount: {
      value: 'SK31 1200 0000 1987 4263 7541',
      bic: 'TATRSKBX',
      holderIdentificationNumber: birthNumber('850315', '123'),
      holderDateOfBirth: '1985-03-15',
      holderBusinessId: '46312552',
    },
    damagedVehicles: [{ licensePlate: 'TN000XX', partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá', email: 'eva@example.sk' }],
    damagedProperties: [{ partyType: 'BUSINESS', businessName: 'Obec Višňové', description: 'plot' }],
    damagedHealths: [{ healthDamageType: 'injury', firstName: 'Eva', lastName: 'Malá' }],
  },
};

describe('validateUpdateBody: the format of every field present in an update', () => {
  it("passes a valid update, an empty one, and empty or null values (presence is the save's business)", () => {
    expect(validateUpdateBody(good, options)).toEqual([]);
    expect(validateUpdateBody({}, options)).toEqual([]);
    expect(
      validateUpdateBody(
        {
          parties: { reporter: { firstName: '', lastName: null, email: '', phone: { prefix: '+421', number: '' } } },
          incident: { date: null, description: '', bankAccount: { value: '', bic: null, holderIdentificationNumber: '' } },
        },
        options,
      ),
    ).toEqual([]);
  });

  it('reports each bad field at its JSON path with the Slovak message', () => {
    const bad: UpdateReportRequest = {
      parties: {
        reporter: { firstName: 'J', email: 'jan@novak', phone: { prefix: '+421', number: '905 123 45' } },
        aggrievedParty: { partyType: 'PERSON', identificationNumber: '855123/1239', dateOfBirth: '2030-01-01' },
        inspectionContactPerson: { phone: { prefix: '+999', number: '1234' } },
        otherResponsibleParty: { licensePlate: 'Ž123', lastName: 'V' },
      },
      incident: {
        date: '2026-05-11',
        description: 'x'.repeat(951),
        myVehicle: { licensePlate: 'BA123ABC' },
        bankAccount: { value: 'SK32 1200 0000 1987 4263 7541', bic: 'TATRSKB', holderBusinessId: '123' },
        damagedVehicles: [{ licensePlate: 'BA888HH' }, { phone: { prefix: '+420', number: '12' } }],
      },
    };
    expect(validateUpdateBody(bad, options)).toEqual([
      { path: '/parties/reporter/firstName', message: 'Zadajte aspoň 2 znaky' },
      { path: '/parties/reporter/email', message: 'Zadajte, prosím, platnú e-mailovú adresu' },
      { path: '/parties/reporter/phone/number', message: 'Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***' },
      { path: '/parties/inspectionContactPerson/phone/prefix', message: 'Vyberte, prosím, z ponúkaných možností' },
      { path: '/parties/aggrievedParty/identificationNumber', message: 'Zadajte platné rodné číslo' },
      { path: '/parties/aggrievedParty/dateOfBirth', message: 'Zadajte platný dátum narodenia' },
      { path: '/parties/otherResponsibleParty/lastName', message: 'Zadajte aspoň 2 znaky' },
      {
        path: '/parties/otherResponsibleParty/licensePlate',
        message: 'Zadajte evidenčné číslo v správnom tvare (najviac 7 znakov: písmená A – Z a číslice)',
      },
      { path: '/incident/date', message: 'Zadajte dátum v minulosti' },
      { path: '/incident/description', message: 'Najviac 950 znakov' },
      {
        path: '/incident/myVehicle/licensePlate',
        message: 'Zadajte evidenčné číslo v správnom tvare (najviac 7 znakov: písmená A – Z a číslice)',
      },
      { path: '/incident/bankAccount/value', message: 'IBAN nesedí s kontrolnými číslicami: skontrolujte, či ste ho opísali presne' },
      { path: '/incident/bankAccount/bic', message: 'BIC/SWIFT musí mať 8 alebo 11 znakov' },
      { path: '/incident/bankAccount/holderBusinessId', message: 'Zadajte IČO v správnom tvare (8 číslic)' },
      { path: '/incident/damagedVehicles/1/phone/number', message: 'Zadajte, prosím, platné telefónne číslo (4 až 11 číslic)' },
    ]);
  });

  it("checks a business party's identification as an IČO, and either kind when the update does not say", () => {
    const business = (identificationNumber: string, partyType?: 'PERSON' | 'BUSINESS') =>
      validateUpdateBody({ parties: { aggrievedParty: { partyType, identificationNumber } } }, options);
    expect(business('46312552', 'BUSINESS')).toEqual([]);
    expect(business('855123/1238', 'BUSINESS')).toEqual([
      { path: '/parties/aggrievedParty/identificationNumber', message: 'Zadajte IČO v správnom tvare (8 číslic)' },
    ]);
    expect(business('46312552', 'PERSON')).toEqual([
      { path: '/parties/aggrievedParty/identificationNumber', message: 'Zadajte rodné číslo v správnom tvare' },
    ]);
    expect(business('46312552')).toEqual([]);
    expect(business('855123/1238')).toEqual([]);
  });

  it('refuses a future incident date and a calendar date that does not exist', () => {
    expect(validateUpdateBody({ incident: { date: '2026-05-10' } }, options)).toEqual([]);
    expect(validateUpdateBody({ incident: { date: '2026-02-29' } }, options)).toEqual([
      { path: '/incident/date', message: 'Zadajte platný dátum v tvare DD.MM.RRRR' },
    ]);
  });

  it('D23: refuses a time that is no time, or later today than now; the same time on an earlier day passes', () => {
    const now = { ...options, now: '12:00' };
    expect(validateUpdateBody({ incident: { date: TODAY, time: '11:59' } }, now)).toEqual([]);
    expect(validateUpdateBody({ incident: { date: '2026-05-09', time: '23:59' } }, now)).toEqual([]);
    expect(validateUpdateBody({ incident: { date: TODAY, time: '12:01' } }, now)).toEqual([
      { path: '/incident/time', message: 'Zadajte čas, ktorý už uplynul' },
    ]);
    expect(validateUpdateBody({ incident: { time: '7:5' } }, now)).toEqual([
      { path: '/incident/time', message: 'Zadajte čas v tvare HH:MM, napríklad 14:30' },
    ]);
  });

  it('ignores fields it has no format rule for (server-owned, choices, addresses)', () => {
    expect(
      validateUpdateBody(
        {
          parties: { operator: { firstName: 'P' } },
          incident: { policyType: 'CASCO', address: { town: 'X' }, scopesOfDamage: [{ objectId: 1 }] },
          meta: { lastRoute: '/general-info' },
        },
        options,
      ),
    ).toEqual([]);
  });
});
