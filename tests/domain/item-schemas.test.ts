import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { bankAccountSchema, showsHolderIdentification } from '../../src/domain/validation/bank-schema.ts';
import {
  damagedHealthSchema,
  damagedPropertySchema,
  damagedVehicleSchema,
  damagedVehiclesSchema,
  otherDamageSchema,
} from '../../src/domain/validation/other-damage-schemas.ts';
import { emailSchema, inspectionContactPersonSchema, partySchema, phoneSchema } from '../../src/domain/validation/party-schemas.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import { birthNumber, PREFIXES, TODAY } from './support.ts';

const prefixes = { allowedPrefixes: PREFIXES };

async function errorIds(schema: Parameters<typeof collectErrors>[0], values: unknown): Promise<Record<string, string>> {
  const errors = await collectErrors(schema, values);
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, message.id]));
}

describe('phone and e-mail schemas', () => {
  it('a phone: empty passes unless required; prefix and number checked together', async () => {
    expect(await errorIds(phoneSchema(prefixes), { prefix: '+421', number: '' })).toEqual({});
    expect(await errorIds(phoneSchema(prefixes), { prefix: '+421', number: '905 123 456' })).toEqual({});
    expect(await errorIds(phoneSchema({ ...prefixes, required: true }), { prefix: '+421', number: '' })).toEqual({
      number: 'validation.required',
    });
    expect(await errorIds(phoneSchema(prefixes), { prefix: '+421', number: '905' })).toEqual({ number: 'validation.phone' });
    expect(await errorIds(phoneSchema(prefixes), { prefix: '+1', number: '2025550123' })).toEqual({ prefix: 'validation.requiredOption' });
    expect(await errorIds(phoneSchema(prefixes), { number: '905123456' })).toEqual({});
  });

  it('an e-mail: strict or weak', async () => {
    expect(await errorIds(yup.object({ email: emailSchema({ required: true }) }), { email: '' })).toEqual({ email: 'validation.required' });
    expect(await errorIds(yup.object({ email: emailSchema() }), { email: '' })).toEqual({});
    expect(await errorIds(yup.object({ email: emailSchema() }), { email: 'a@b' })).toEqual({ email: 'validation.email' });
  });

  it('a value of the wrong type is "enter a correct value"', async () => {
    expect(await errorIds(yup.object({ email: emailSchema() }), { email: { not: 'text' } })).toEqual({ email: 'validation.invalid' });
  });
});

describe('party schema', () => {
  it('a person needs names, a business its name, both a contact when asked', async () => {
    const schema = partySchema({ contact: prefixes });
    expect(await errorIds(schema, { partyType: 'PERSON', firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk' })).toEqual({});
    expect(
      await errorIds(schema, {
        partyType: 'BUSINESS',
        businessName: 'Doprava Tatry, s.r.o.',
        phone: { prefix: '+421', number: '905123456' },
      }),
    ).toEqual({});
    expect(await errorIds(schema, { partyType: 'BUSINESS', businessName: '' })).toEqual({
      businessName: 'validation.required',
      email: 'validation.contactRequired',
      'phone.number': 'validation.contactRequired',
    });
    expect(await errorIds(partySchema(), { partyType: 'PERSON', firstName: 'J', lastName: 'Novák' })).toEqual({
      firstName: 'validation.nameMinLength',
    });
  });
});

describe('inspection contact person (SPEC "separate contact person")', () => {
  const schema = yup.object({ parties: yup.object({ inspectionContactPerson: inspectionContactPersonSchema(prefixes) }) });
  const path = 'parties.inspectionContactPerson';

  it('is not checked unless separate', async () => {
    expect(await errorIds(schema, { parties: { inspectionContactPerson: { isSeparate: false, lastName: '' } } })).toEqual({});
    expect(await errorIds(schema, { parties: {} })).toEqual({});
  });

  it('when separate: a last name, an optional first name, an e-mail or phone', async () => {
    expect(
      await errorIds(schema, { parties: { inspectionContactPerson: { isSeparate: true, lastName: 'Kováč', email: 'k@example.sk' } } }),
    ).toEqual({});
    expect(await errorIds(schema, { parties: { inspectionContactPerson: { isSeparate: true, firstName: 'P' } } })).toEqual({
      [`${path}.firstName`]: 'validation.nameMinLength',
      [`${path}.lastName`]: 'validation.required',
      [`${path}.email`]: 'validation.contactRequired',
      [`${path}.phone.number`]: 'validation.contactRequired',
    });
  });
});

describe('bank account', () => {
  const newAccount = { useSavedAccount: false, value: 'SK31 1200 0000 1987 4263 7541', bic: 'TATRSKBX' };

  it('a saved account needs the choice; a new one a valid IBAN and an optional BIC', async () => {
    const schema = bankAccountSchema({ today: TODAY, holderIdentification: false });
    expect(await errorIds(schema, newAccount)).toEqual({});
    expect(await errorIds(schema, { ...newAccount, bic: '' })).toEqual({});
    expect(await errorIds(schema, { useSavedAccount: true, id: 'acc-1' })).toEqual({});
    expect(await errorIds(schema, { id: 'acc-1' })).toEqual({});
    expect(await errorIds(schema, { useSavedAccount: true, id: null, value: 'nonsense' })).toEqual({ id: 'validation.requiredOption' });
    expect(await errorIds(schema, { useSavedAccount: false, value: '' })).toEqual({ value: 'validation.required' });
    expect(await errorIds(schema, { ...newAccount, value: 'SK32 1200 0000 1987 4263 7541', bic: 'TATRSKB' })).toEqual({
      value: 'validation.ibanChecksum',
      bic: 'validation.bic',
    });
  });

  it('checks the holder identification only when shown, for a new account', async () => {
    const person = bankAccountSchema({ today: TODAY, holderIdentification: { partyType: 'PERSON' } });
    expect(await errorIds(person, newAccount)).toEqual({});
    expect(await errorIds(person, { ...newAccount, holderIdentificationNumber: birthNumber('850315', '123') })).toEqual({});
    expect(await errorIds(person, { ...newAccount, holderIdentificationNumber: '850315/1238' })).toEqual({
      holderIdentificationNumber: 'validation.birthNumberInvalid',
    });
    expect(
      await errorIds(person, {
        ...newAccount,
        useAlternativeIdentification: true,
        holderDateOfBirth: { day: '31', month: '4', year: '1985' },
      }),
    ).toEqual({
      holderDateOfBirth: 'validation.birthDate',
    });
    expect(await errorIds(person, { useSavedAccount: true, id: 'acc-1', holderIdentificationNumber: 'x' })).toEqual({});

    const required = bankAccountSchema({ today: TODAY, holderIdentification: { partyType: 'PERSON', required: true } });
    expect(await errorIds(required, newAccount)).toEqual({ holderIdentificationNumber: 'validation.required' });

    const business = bankAccountSchema({ today: TODAY, holderIdentification: { partyType: 'BUSINESS', required: true } });
    expect(await errorIds(business, { ...newAccount, holderBusinessId: '46312552' })).toEqual({});
    expect(await errorIds(business, { ...newAccount, holderBusinessId: '463125' })).toEqual({ holderBusinessId: 'validation.businessId' });

    const hidden = bankAccountSchema({ today: TODAY, holderIdentification: false });
    expect(await errorIds(hidden, { ...newAccount, holderIdentificationNumber: 'x' })).toEqual({});
  });

  it.each([
    ['scope3', null, true],
    ['scope34', 'PZP', true],
    ['scope1', 'CASCO', true],
    ['scope13', 'PZP', true],
    ['scope134', 'CASCO', false],
    ['scope2', 'PZP', false],
    ['scope12', 'CASCO', false],
  ])('holder identification is shown for %s with %s: %s', (scope, policyType, shown) => {
    expect(showsHolderIdentification(scope, policyType)).toBe(shown);
  });
});

describe('other damage', () => {
  it('wants one kind at least, except "only my vehicle" on scope1', async () => {
    expect(await errorIds(otherDamageSchema({ scope: 'scope12' }), { incident: { otherDamage: ['VEHICLE'] } })).toEqual({});
    expect(await errorIds(otherDamageSchema({ scope: 'scope12' }), { incident: { otherDamage: [] } })).toEqual({
      'incident.otherDamage': 'validation.atLeastOne',
    });
    expect(await errorIds(otherDamageSchema({ scope: 'scope1' }), { incident: { otherDamage: [], onlyMyVehicle: true } })).toEqual({});
    expect(await errorIds(otherDamageSchema({ scope: 'scope12' }), { incident: { otherDamage: [], onlyMyVehicle: true } })).toEqual({
      'incident.otherDamage': 'validation.atLeastOne',
    });
  });

  it('a damaged vehicle: plate or description, owner, contacts when given', async () => {
    const schema = damagedVehicleSchema(prefixes);
    const owner = { partyType: 'PERSON', firstName: 'Lukáš', lastName: 'Varga' };
    expect(await errorIds(schema, { hasLicensePlate: true, licensePlate: 'BA888HH', ...owner })).toEqual({});
    expect(await errorIds(schema, { hasLicensePlate: false, vehicleDescription: 'červený bicykel', ...owner })).toEqual({});
    expect(
      await errorIds(schema, { hasLicensePlate: false, vehicleDescription: '', ...owner, email: 'x@', description: 'x'.repeat(951) }),
    ).toEqual({
      vehicleDescription: 'validation.required',
      email: 'validation.email',
      description: 'validation.maxLength',
    });
    expect(await errorIds(schema, { licensePlate: 'Ž1', partyType: 'BUSINESS', businessName: '' })).toEqual({
      licensePlate: 'validation.licensePlate',
      businessName: 'validation.required',
    });
  });

  it('the tabs: each entry at its index', async () => {
    const values = {
      incident: {
        damagedVehicles: [
          { licensePlate: 'BA888HH', firstName: 'Lukáš', lastName: 'Varga', partyType: 'PERSON' },
          { licensePlate: '', partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá' },
        ],
      },
    };
    expect(await errorIds(damagedVehiclesSchema(prefixes), values)).toEqual({
      'incident.damagedVehicles[1].licensePlate': 'validation.required',
    });
  });

  it('damaged property: owner and contacts', async () => {
    const schema = damagedPropertySchema(prefixes);
    expect(await errorIds(schema, { partyType: 'BUSINESS', businessName: 'Obec Višňové', description: 'plot' })).toEqual({});
    expect(
      await errorIds(schema, { partyType: 'PERSON', firstName: '', lastName: 'Malá', phone: { prefix: '+43', number: '12' } }),
    ).toEqual({
      firstName: 'validation.required',
      'phone.number': 'validation.phoneOther',
    });
  });

  it('damaged health: kind and names; the description only for an injury', async () => {
    const schema = damagedHealthSchema(prefixes);
    expect(await errorIds(schema, { healthDamageType: 'injury', firstName: 'Eva', lastName: 'Malá', description: 'zlomená ruka' })).toEqual(
      {},
    );
    expect(await errorIds(schema, { healthDamageType: null, firstName: 'Eva', lastName: 'M' })).toEqual({
      healthDamageType: 'validation.requiredOption',
      lastName: 'validation.nameMinLength',
    });
    expect(
      await errorIds(schema, { healthDamageType: 'injury', firstName: 'Eva', lastName: 'Malá', description: 'x'.repeat(951) }),
    ).toEqual({
      description: 'validation.maxLength',
    });
    expect(await errorIds(schema, { healthDamageType: 'death', firstName: 'Eva', lastName: 'Malá', description: 'x'.repeat(951) })).toEqual(
      {},
    );
  });
});
