import { describe, expect, it } from 'vitest';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import {
  aggrievedPartyDetailsSchema,
  alertDontHaveCascoSchema,
  alertDontHaveLiabilitySchema,
  alertHaveOnlyMiniCascoSchema,
  generalInfoSchema,
  incidentScopeSchema,
  permissionConfirmationSmpSchema,
  policyTypeSchema,
  reporterDetailsSchema,
  type ValidationContext,
} from '../../src/domain/validation/screen-schemas.ts';
import { birthNumber, PREFIXES, TODAY } from './support.ts';

const context: ValidationContext = { scope: 'scope1', policyType: 'CASCO', context: 'WEB', phonePrefixes: PREFIXES, today: TODAY };

/** The errors as `path → message id`, what a screen would show where. */
async function errorIds(schema: Parameters<typeof collectErrors>[0], values: unknown): Promise<Record<string, string>> {
  const errors = await collectErrors(schema, values);
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, message.id]));
}

describe('/incident-scope', () => {
  const combinations = [[1], [2], [1, 2], [1, 3], [1, 4], [1, 3, 4], [3], [4], [3, 4]];
  const schema = incidentScopeSchema({ permissibleCombinations: combinations });

  it('passes a defined scope set', async () => {
    expect(await errorIds(schema, { incident: { scopesOfDamage: [{ objectId: 3 }, { objectId: 1 }] } })).toEqual({});
  });

  it.each([
    [{ incident: { scopesOfDamage: [] } }, 'validation.atLeastOne'],
    [{ incident: {} }, 'validation.atLeastOne'],
    [{ incident: { scopesOfDamage: [{ objectId: 2 }, { objectId: 3 }] } }, 'validation.requiredOption'],
  ])('%j → %s', async (values, id) => {
    expect(await errorIds(schema, values)).toEqual({ 'incident.scopesOfDamage': id });
  });

  it('without the server list, any choice is enough', async () => {
    expect(await errorIds(incidentScopeSchema(), { incident: { scopesOfDamage: [{ objectId: 2 }, { objectId: 3 }] } })).toEqual({});
  });
});

describe('/general-info', () => {
  const schema = generalInfoSchema(context);
  const valid = { incident: { myVehicle: { hasLicensePlate: true, licensePlate: 'ba-111 aa' }, policyId: null, date: '5.3.2026' } };

  it('passes a plate and a past date; or no plate with a description', async () => {
    expect(await errorIds(schema, valid)).toEqual({});
    expect(await errorIds(schema, { incident: { ...valid.incident, date: TODAY } })).toEqual({});
    expect(
      await errorIds(schema, {
        incident: { myVehicle: { hasLicensePlate: false, description: 'modrý skúter' }, policyId: '4010000011', date: '10.5.2026' },
      }),
    ).toEqual({});
  });

  it.each([
    [
      'no plate typed',
      { myVehicle: { hasLicensePlate: true, licensePlate: '' } },
      'incident.myVehicle.licensePlate',
      'validation.required',
    ],
    [
      'a plate of 8',
      { myVehicle: { hasLicensePlate: true, licensePlate: 'BA123ABC' } },
      'incident.myVehicle.licensePlate',
      'validation.licensePlate',
    ],
    [
      'no plate, no description',
      { myVehicle: { hasLicensePlate: false, description: ' ' } },
      'incident.myVehicle.description',
      'validation.required',
    ],
    [
      'a policy number with letters',
      { myVehicle: { hasLicensePlate: false, description: 'skúter' }, policyId: 'PZ-1' },
      'incident.policyId',
      'validation.number',
    ],
    ['no date', { date: '' }, 'incident.date', 'validation.required'],
    ['31.2.2026', { date: '31.2.2026' }, 'incident.date', 'validation.dateFormat'],
    ['tomorrow', { date: '11.5.2026' }, 'incident.date', 'validation.dateInPast'],
  ])('%s', async (_, change, path, id) => {
    expect(await errorIds(schema, { incident: { ...valid.incident, ...change } })).toEqual({ [path]: id });
  });
});

describe('/policy-type and /alert-have-only-mini-casco', () => {
  it.each([policyTypeSchema(), alertHaveOnlyMiniCascoSchema()])('want PZP or CASCO', async (schema) => {
    expect(await errorIds(schema, { incident: { policyType: 'PZP' } })).toEqual({});
    expect(await errorIds(schema, { incident: { policyType: null } })).toEqual({ 'incident.policyType': 'validation.requiredOption' });
  });
});

describe('/alert-dont-have-casco', () => {
  const schema = alertDontHaveCascoSchema();
  it('PZP needs nothing more; CASCO needs the casco policy number', async () => {
    expect(await errorIds(schema, { incident: { policyType: 'PZP' } })).toEqual({});
    expect(await errorIds(schema, { incident: { policyType: 'CASCO', policyId: '5010000099' } })).toEqual({});
    expect(await errorIds(schema, { incident: { policyType: 'CASCO', policyId: '' } })).toEqual({
      'incident.policyId': 'validation.required',
    });
    expect(await errorIds(schema, { incident: { policyType: 'CASCO', policyId: '50100 00099' } })).toEqual({
      'incident.policyId': 'validation.number',
    });
    expect(await errorIds(schema, { incident: {} })).toEqual({ 'incident.policyType': 'validation.requiredOption' });
  });
});

describe('/alert-dont-have-liability', () => {
  const schema = alertDontHaveLiabilitySchema();
  it('wants a policy number of digits', async () => {
    expect(await errorIds(schema, { incident: { policyId: '4010000098' } })).toEqual({});
    expect(await errorIds(schema, { incident: { policyId: null } })).toEqual({ 'incident.policyId': 'validation.required' });
    expect(await errorIds(schema, { incident: { policyId: 'abc' } })).toEqual({ 'incident.policyId': 'validation.number' });
  });
});

describe('/permission-confirmation-SMP', () => {
  const schema = permissionConfirmationSmpSchema(context);
  const person = { partyType: 'PERSON', firstName: 'Jana', lastName: 'Molnárová', identificationNumber: '855123/1238' };
  const business = { partyType: 'BUSINESS', businessName: 'Autopožičovňa Tatry, s.r.o.', identificationNumber: '46312552' };
  const values = (party: object, confirmed: unknown = true) => ({ parties: { aggrievedParty: party }, confirmed });

  it('passes a person with a birth number, a person by date of birth, a business with its IČO', async () => {
    expect(await errorIds(schema, values(person))).toEqual({});
    expect(
      await errorIds(
        schema,
        values({
          ...person,
          identificationNumber: null,
          useAlternativeIdentification: true,
          dateOfBirth: { day: '23', month: '1', year: '1985' },
        }),
      ),
    ).toEqual({});
    expect(await errorIds(schema, values(business))).toEqual({});
  });

  it.each([
    ['not confirmed', values(person, false), 'confirmed', 'validation.required'],
    ['no party type', values({ ...person, partyType: null }), 'parties.aggrievedParty.partyType', 'validation.requiredOption'],
    ['a one-letter first name', values({ ...person, firstName: 'J' }), 'parties.aggrievedParty.firstName', 'validation.nameMinLength'],
    ['no last name', values({ ...person, lastName: '' }), 'parties.aggrievedParty.lastName', 'validation.required'],
    [
      'no birth number',
      values({ ...person, identificationNumber: '' }),
      'parties.aggrievedParty.identificationNumber',
      'validation.required',
    ],
    [
      'a birth number of 5+4',
      values({ ...person, identificationNumber: '85512/1238' }),
      'parties.aggrievedParty.identificationNumber',
      'validation.birthNumberFormat',
    ],
    [
      'a birth number failing mod 11',
      values({ ...person, identificationNumber: '855123/1239' }),
      'parties.aggrievedParty.identificationNumber',
      'validation.birthNumberInvalid',
    ],
    [
      'a future date of birth',
      values({ ...person, useAlternativeIdentification: true, dateOfBirth: { day: '1', month: '1', year: '2030' } }),
      'parties.aggrievedParty.dateOfBirth',
      'validation.birthDate',
    ],
    [
      'alternative identification without a date',
      values({ ...person, useAlternativeIdentification: true }),
      'parties.aggrievedParty.dateOfBirth',
      'validation.required',
    ],
    [
      'a business without its name',
      values({ ...business, businessName: '' }),
      'parties.aggrievedParty.businessName',
      'validation.required',
    ],
    [
      'a business with a birth number',
      values({ ...business, identificationNumber: birthNumber('850315', '123') }),
      'parties.aggrievedParty.identificationNumber',
      'validation.businessId',
    ],
  ])('%s', async (_, input, path, id) => {
    expect(await errorIds(schema, input)).toEqual({ [path]: id });
  });

  it('the identification may be made optional', async () => {
    const optional = permissionConfirmationSmpSchema(context, { identificationRequired: false });
    expect(await errorIds(optional, values({ ...person, identificationNumber: '' }))).toEqual({});
    expect(await errorIds(optional, values({ ...person, identificationNumber: '12' }))).toEqual({
      'parties.aggrievedParty.identificationNumber': 'validation.birthNumberFormat',
    });
  });
});

describe('/reporter-details', () => {
  const reporter = { firstName: 'Ján', lastName: 'Novák', email: 'jan.novak@example.sk', phone: { prefix: '+421', number: '' } };
  const sections = { insured: true, aggrieved: true };
  const schema = reporterDetailsSchema(context, sections);

  it('passes names and one valid contact; hidden or unswitched sections are not checked', async () => {
    expect(await errorIds(schema, { parties: { reporter } })).toEqual({});
    expect(
      await errorIds(schema, {
        parties: { reporter: { ...reporter, email: '', phone: { prefix: '421', number: '905 123 456' } } },
      }),
    ).toEqual({});
    expect(await errorIds(schema, { parties: { reporter: { ...reporter, isSameAsInsured: true }, insured: { firstName: '' } } })).toEqual(
      {},
    );
  });

  it.each([
    ['no first name', { firstName: '' }, { 'parties.reporter.firstName': 'validation.required' }],
    ['a one-letter last name', { lastName: 'N' }, { 'parties.reporter.lastName': 'validation.nameMinLength' }],
    [
      'no contact at all',
      { email: '', phone: { prefix: '+421', number: '' } },
      { 'parties.reporter.email': 'validation.contactRequired', 'parties.reporter.phone.number': 'validation.contactRequired' },
    ],
    ['a bad e-mail', { email: 'jan@novak' }, { 'parties.reporter.email': 'validation.email' }],
    [
      'a Slovak number of 8 digits',
      { phone: { prefix: '+421', number: '905 123 45' } },
      { 'parties.reporter.phone.number': 'validation.phone' },
    ],
    [
      'a foreign number of 3 digits',
      { phone: { prefix: '+420', number: '123' } },
      { 'parties.reporter.phone.number': 'validation.phoneOther' },
    ],
    [
      'a prefix not offered',
      { phone: { prefix: '+999', number: '1234' } },
      { 'parties.reporter.phone.prefix': 'validation.requiredOption' },
    ],
  ])('%s', async (_, change, expected) => {
    expect(await errorIds(schema, { parties: { reporter: { ...reporter, ...change } } })).toEqual(expected);
  });

  it('checks the different insured when switched on', async () => {
    const values = {
      parties: { reporter: { ...reporter, isSameAsInsured: false }, insured: { partyType: 'PERSON', firstName: 'M', lastName: '' } },
    };
    expect(await errorIds(schema, values)).toEqual({
      'parties.insured.firstName': 'validation.nameMinLength',
      'parties.insured.lastName': 'validation.required',
    });
    const business = {
      parties: { reporter: { ...reporter, isSameAsInsured: false }, insured: { partyType: 'BUSINESS', businessName: '' } },
    };
    expect(await errorIds(schema, business)).toEqual({ 'parties.insured.businessName': 'validation.required' });
    expect(await errorIds(reporterDetailsSchema(context, { insured: false, aggrieved: false }), values)).toEqual({});
  });

  it('checks the different aggrieved when switched on, never on SMP', async () => {
    const values = {
      parties: {
        reporter: { ...reporter, isSameAsAggrieved: false },
        aggrievedParty: { partyType: 'PERSON', firstName: '', lastName: 'Kováč' },
      },
    };
    expect(await errorIds(schema, values)).toEqual({ 'parties.aggrievedParty.firstName': 'validation.required' });
    expect(await errorIds(reporterDetailsSchema({ ...context, context: 'SMP' }, sections), values)).toEqual({});
  });
});

describe('/aggrieved-party-details', () => {
  const schema = aggrievedPartyDetailsSchema(context);
  it('asks only for the e-mail or phone', async () => {
    expect(await errorIds(schema, { parties: { reporter: { email: 'jana@example.sk' } } })).toEqual({});
    expect(await errorIds(schema, { parties: { reporter: { phone: { prefix: '+421', number: '905123456' } } } })).toEqual({});
    expect(await errorIds(schema, { parties: { reporter: {} } })).toEqual({
      'parties.reporter.email': 'validation.contactRequired',
      'parties.reporter.phone.number': 'validation.contactRequired',
    });
    expect(await errorIds(schema, { parties: { reporter: { email: 'jana@' } } })).toEqual({ 'parties.reporter.email': 'validation.email' });
  });
});
