import { describe, expect, it } from 'vitest';
import {
  coresponsiblePartyDetailsSchema,
  coresponsiblePartyLayout,
  responsiblePartyAdditionalDetailsSchema,
  responsiblePartyDetailsLayout,
  responsiblePartyDetailsSchema,
} from '../../src/domain/validation/other-party-schemas.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import { PREFIXES, TODAY } from './support.ts';

/** The errors as `path → message id`, what a screen would show where. */
async function errorIds(schema: Parameters<typeof collectErrors>[0], values: unknown): Promise<Record<string, string>> {
  const errors = await collectErrors(schema, values);
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, message.id]));
}

const NO_PHONE = { prefix: '+421', number: '' };

describe('/responsible-party-details: which fields a scope shows (SPEC §2)', () => {
  it.each([
    // scope, original scope -> names and contact, incident date
    ['scope1', null, false, false],
    ['scope12', null, true, false],
    ['scope13', null, false, false],
    ['scope14', null, false, false],
    ['scope134', null, false, false],
    ['scope3', null, false, true],
    ['scope4', null, false, true],
    ['scope34', null, false, true],
    // D20: scope1 without a plate became scope3; its date was asked on /general-info.
    ['scope3', 'scope1', false, false],
  ] as const)('%s (original %s): names %s, date %s', (scope, originalScopeOfDamage, namesAndContact, incidentDate) => {
    expect(responsiblePartyDetailsLayout({ scope, originalScopeOfDamage })).toEqual({ namesAndContact, incidentDate });
  });
});

describe('/responsible-party-details schema', () => {
  const context = { scope: 'scope13', phonePrefixes: PREFIXES, today: TODAY };
  const withPlate = (party: object, incident: object = {}) => ({
    parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA111AA', policyId: '', ...party } },
    incident: { date: '', ...incident },
  });

  it('passes a plate; or "plate unknown" with or without a policy number', async () => {
    const schema = responsiblePartyDetailsSchema(context);
    expect(await errorIds(schema, withPlate({}))).toEqual({});
    expect(await errorIds(schema, withPlate({ licensePlate: 'ba-111 aa' }))).toEqual({});
    expect(await errorIds(schema, withPlate({ hasLicensePlate: false, licensePlate: '', policyId: '' }))).toEqual({});
    expect(await errorIds(schema, withPlate({ hasLicensePlate: false, licensePlate: '', policyId: '4010000011' }))).toEqual({});
  });

  it('with a plate, a policy number it does not show is not checked', async () => {
    expect(await errorIds(responsiblePartyDetailsSchema(context), withPlate({ policyId: 'abc' }))).toEqual({});
  });

  it.each([
    ['no plate typed', { licensePlate: '' }, 'parties.otherResponsibleParty.licensePlate', 'validation.required'],
    ['a plate of 8', { licensePlate: 'BA123ABC' }, 'parties.otherResponsibleParty.licensePlate', 'validation.licensePlate'],
    ['a plate with a diacritic', { licensePlate: 'BA12Č' }, 'parties.otherResponsibleParty.licensePlate', 'validation.licensePlate'],
    [
      'a policy number with letters',
      { hasLicensePlate: false, licensePlate: '', policyId: 'PZ-1' },
      'parties.otherResponsibleParty.policyId',
      'validation.number',
    ],
    [
      'a policy number of 21 digits',
      { hasLicensePlate: false, licensePlate: '', policyId: '1'.repeat(21) },
      'parties.otherResponsibleParty.policyId',
      'validation.maxLength',
    ],
  ])('%s', async (_, party, path, id) => {
    expect(await errorIds(responsiblePartyDetailsSchema(context), withPlate(party))).toEqual({ [path]: id });
  });

  it('scopes 3, 4, 34 without an original scope: the incident date is required, real and not after today', async () => {
    const schema = responsiblePartyDetailsSchema({ ...context, scope: 'scope34' });
    expect(await errorIds(schema, withPlate({}, { date: '' }))).toEqual({ 'incident.date': 'validation.required' });
    expect(await errorIds(schema, withPlate({}, { date: '31.2.2026' }))).toEqual({ 'incident.date': 'validation.dateFormat' });
    expect(await errorIds(schema, withPlate({}, { date: '11.5.2026' }))).toEqual({ 'incident.date': 'validation.dateInPast' });
    expect(await errorIds(schema, withPlate({}, { date: '10.5.2026' }))).toEqual({});
    expect(await errorIds(schema, withPlate({}, { date: '2026-05-01' }))).toEqual({});
  });

  it('the date is not asked where it was asked before (an original scope, or other scopes)', async () => {
    expect(
      await errorIds(responsiblePartyDetailsSchema({ ...context, scope: 'scope3', originalScopeOfDamage: 'scope1' }), withPlate({})),
    ).toEqual({});
    expect(await errorIds(responsiblePartyDetailsSchema({ ...context, scope: 'scope1' }), withPlate({}))).toEqual({});
  });

  it('scope12: first and last name and an e-mail or a phone', async () => {
    const schema = responsiblePartyDetailsSchema({ ...context, scope: 'scope12' });
    expect(await errorIds(schema, withPlate({ firstName: '', lastName: 'N', email: '', phone: NO_PHONE }))).toEqual({
      'parties.otherResponsibleParty.firstName': 'validation.required',
      'parties.otherResponsibleParty.lastName': 'validation.nameMinLength',
      'parties.otherResponsibleParty.email': 'validation.contactRequired',
      'parties.otherResponsibleParty.phone.number': 'validation.contactRequired',
    });
    expect(
      await errorIds(
        schema,
        withPlate({ firstName: 'Peter', lastName: 'Novák', email: '', phone: { prefix: '+421', number: '905 123 456' } }),
      ),
    ).toEqual({});
    expect(await errorIds(schema, withPlate({ firstName: 'Peter', lastName: 'Novák', email: 'peter@', phone: NO_PHONE }))).toEqual({
      'parties.otherResponsibleParty.email': 'validation.email',
    });
  });

  it('other scopes do not check names or contacts', async () => {
    expect(
      await errorIds(
        responsiblePartyDetailsSchema(context),
        withPlate({ firstName: '', email: 'x', phone: { prefix: '+421', number: '1' } }),
      ),
    ).toEqual({});
  });
});

describe('/responsible-party-additional-details schema', () => {
  const schema = responsiblePartyAdditionalDetailsSchema({ phonePrefixes: PREFIXES });
  const party = (change: object) => ({
    parties: {
      otherResponsibleParty: {
        partyType: 'PERSON',
        firstName: 'Peter',
        lastName: 'Novák',
        businessName: '',
        hasLicensePlate: true,
        policyId: '',
        email: 'peter@example.sk',
        phone: NO_PHONE,
        ...change,
      },
    },
  });
  const path = (field: string) => `parties.otherResponsibleParty.${field}`;

  it('passes a person with an e-mail, a business with a phone, an optional policy number', async () => {
    expect(await errorIds(schema, party({}))).toEqual({});
    expect(
      await errorIds(
        schema,
        party({
          partyType: 'BUSINESS',
          firstName: '',
          lastName: '',
          businessName: 'Doprava s.r.o.',
          email: '',
          phone: { prefix: '+420', number: '601 123 456' },
        }),
      ),
    ).toEqual({});
    expect(await errorIds(schema, party({ policyId: '4010000011' }))).toEqual({});
  });

  it.each([
    [
      'a person without names',
      { firstName: '', lastName: ' ' },
      { [path('firstName')]: 'validation.required', [path('lastName')]: 'validation.required' },
    ],
    ['a business without its name', { partyType: 'BUSINESS', businessName: '' }, { [path('businessName')]: 'validation.required' }],
    ['no type', { partyType: null }, { [path('partyType')]: 'validation.requiredOption' }],
    [
      'no contact',
      { email: '', phone: NO_PHONE },
      { [path('email')]: 'validation.contactRequired', [path('phone.number')]: 'validation.contactRequired' },
    ],
    ['a bad e-mail', { email: 'peter.example.sk' }, { [path('email')]: 'validation.email' }],
    ['a valid e-mail and a short phone', { phone: { prefix: '+421', number: '905 12' } }, { [path('phone.number')]: 'validation.phone' }],
    ['a policy number with letters', { policyId: '40100A' }, { [path('policyId')]: 'validation.number' }],
  ])('%s', async (_, change, errors) => {
    expect(await errorIds(schema, party(change))).toEqual(errors);
  });

  it('without a plate the policy number is not asked here, so not checked', async () => {
    expect(await errorIds(schema, party({ hasLicensePlate: false, policyId: 'abc' }))).toEqual({});
  });
});

describe('/co-responsible-party-details: which fields a scope shows (SPEC §2)', () => {
  it.each([
    // scope -> party type selectable, policy number required
    ['scope1', false, false],
    ['scope2', true, false],
    ['scope12', true, false],
    ['scope13', false, true],
    ['scope14', false, true],
    ['scope134', false, true],
  ] as const)('%s: party type %s, policy required %s', (scope, partyTypeSelectable, policyRequired) => {
    expect(coresponsiblePartyLayout({ scope })).toEqual({ partyTypeSelectable, policyRequired });
  });
});

describe('/co-responsible-party-details schema', () => {
  const empty = {
    hasLicensePlate: true,
    licensePlate: '',
    policyId: '',
    partyType: 'PERSON',
    firstName: '',
    lastName: '',
    businessName: '',
    email: '',
    phone: NO_PHONE,
  };
  const values = (change: object) => ({ parties: { otherCoresponsibleParty: { ...empty, ...change } } });
  const path = (field: string) => `parties.otherCoresponsibleParty.${field}`;
  const schemaFor = (scope: string) => coresponsiblePartyDetailsSchema({ scope, phonePrefixes: PREFIXES });

  it('on the plate branch the plate is required and checked; nothing else is', async () => {
    expect(await errorIds(schemaFor('scope2'), values({}))).toEqual({ [path('licensePlate')]: 'validation.required' });
    expect(await errorIds(schemaFor('scope2'), values({ licensePlate: 'BA123ABC' }))).toEqual({
      [path('licensePlate')]: 'validation.licensePlate',
    });
    expect(await errorIds(schemaFor('scope2'), values({ licensePlate: 'BA111AA' }))).toEqual({});
  });

  it.each(['scope14', 'scope13', 'scope134'])('%s: on the policy branch the policy number is required', async (scope) => {
    expect(await errorIds(schemaFor(scope), values({ hasLicensePlate: false }))).toEqual({ [path('policyId')]: 'validation.required' });
    expect(await errorIds(schemaFor(scope), values({ hasLicensePlate: false, policyId: '4010000011' }))).toEqual({});
  });

  it.each(['scope1', 'scope2', 'scope12'])('%s: on the policy branch the policy number is optional', async (scope) => {
    expect(await errorIds(schemaFor(scope), values({ hasLicensePlate: false }))).toEqual({});
  });

  it('a policy number must be digits', async () => {
    expect(await errorIds(schemaFor('scope2'), values({ hasLicensePlate: false, policyId: '12a' }))).toEqual({
      [path('policyId')]: 'validation.number',
    });
  });

  it('names, business name, e-mail and phone are optional but checked when given', async () => {
    const schema = schemaFor('scope2');
    expect(
      await errorIds(
        schema,
        values({ licensePlate: 'BA111AA', firstName: 'P', lastName: 'Novák', email: 'peter@', phone: { prefix: '+421', number: '12' } }),
      ),
    ).toEqual({
      [path('firstName')]: 'validation.nameMinLength',
      [path('email')]: 'validation.email',
      [path('phone.number')]: 'validation.phone',
    });
    expect(await errorIds(schema, values({ licensePlate: 'BA111AA', partyType: 'BUSINESS', businessName: '' }))).toEqual({});
    expect(await errorIds(schema, values({ licensePlate: 'BA111AA', partyType: 'BUSINESS', businessName: 'x'.repeat(101) }))).toEqual({
      [path('businessName')]: 'validation.maxLength',
    });
    expect(
      await errorIds(
        schema,
        values({
          licensePlate: 'BA111AA',
          firstName: 'Peter',
          lastName: 'Novák',
          email: 'peter@example.sk',
          phone: { prefix: '+421', number: '905123456' },
        }),
      ),
    ).toEqual({});
  });
});
