import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { ApiError } from '../../server/http-errors.ts';
import {
  availableProducts,
  bankAccountsForPolicies,
  operatorData,
  policiesValidAt,
  searchRepairShops,
  verifyLicensePlate,
  verifyPolicyId,
} from '../../server/reference/registers.ts';
import { DEMO_CASES, DEMO_DATE } from './demo-policies.ts';
import { openSeededDatabase } from './reference-db.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('availableProducts over the demo register', () => {
  it.each(DEMO_CASES)('$what: $licensePlate$policyId on $date', async ({ licensePlate, policyId, date, products }) => {
    expect(await availableProducts(handle.db, { licensePlate, policyId, date })).toEqual(products);
  });

  it('unions a plate and a policy number: a casco number adds casco to a PZP-only plate', async () => {
    expect(await availableProducts(handle.db, { licensePlate: 'BA222BB', policyId: '5010000099', date: DEMO_DATE })).toEqual({
      liability: true,
      casco: true,
      minicasco: false,
      cascoProductCode: 'HAV',
    });
  });

  it('is the table docs/demo-data.md shows', () => {
    const markdown = readFileSync(new URL('../../docs/demo-data.md', import.meta.url), 'utf8');
    for (const { licensePlate, policyId } of DEMO_CASES) expect(markdown).toContain(`\`${licensePlate ?? policyId}\``);
  });

  it('has nothing and the default code without a plate or policy number', async () => {
    expect(await availableProducts(handle.db, { date: DEMO_DATE })).toEqual({
      liability: false,
      casco: false,
      minicasco: false,
      cascoProductCode: 'HPL',
    });
  });
});

describe('policiesValidAt', () => {
  it('finds the policies of a plate in force on the date, written any way', async () => {
    const policies = await policiesValidAt(handle.db, { licensePlate: 'ba 111-aa', date: DEMO_DATE });
    expect(policies.map((policy) => [policy.policy_id, policy.product, policy.product_code])).toEqual([
      ['4010000011', 'PZP', 'PZP'],
      ['5010000011', 'CASCO', 'HAV'],
    ]);
    expect(policies[0]).toMatchObject({ license_plate: 'BA111AA', holder_first_name: 'Ján', holder_last_name: 'Novák' });
  });

  it('includes both ends of the validity window and nothing outside it', async () => {
    const on = (date: string) => policiesValidAt(handle.db, { licensePlate: 'NR555EE', date });
    expect(await on('2024-01-01')).toHaveLength(2);
    expect(await on('2025-06-30')).toHaveLength(2);
    expect(await on('2025-07-01')).toHaveLength(0);
    expect(await on('2023-12-31')).toHaveLength(0);
  });

  it('finds a policy by number', async () => {
    const policies = await policiesValidAt(handle.db, { policyId: '4010000077', date: DEMO_DATE });
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({ holder_party_type: 'BUSINESS', holder_business_name: 'Doprava Tatry, s.r.o.' });
  });

  it('returns nothing without a plate or number, and refuses a malformed date', async () => {
    expect(await policiesValidAt(handle.db, { date: DEMO_DATE })).toEqual([]);
    await expect(policiesValidAt(handle.db, { licensePlate: 'BA111AA', date: '10.5.2026' })).rejects.toBeInstanceOf(ApiError);
    await expect(policiesValidAt(handle.db, { licensePlate: 'BA111AA', date: '2026-02-30' })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('verifyLicensePlate', () => {
  const verify = (licensePlate: string, incidentDate: string, policyType?: 'PZP' | 'CASCO') =>
    verifyLicensePlate(handle.db, { licensePlate, incidentDate, policyType });

  it('verifies by product: PZP is liability, CASCO is casco only, none is any product', async () => {
    expect(await verify('BA111AA', DEMO_DATE, 'PZP')).toBe(true);
    expect(await verify('BA111AA', DEMO_DATE, 'CASCO')).toBe(true);
    expect(await verify('BA222BB', DEMO_DATE, 'CASCO')).toBe(false);
    expect(await verify('ZA444DD', DEMO_DATE, 'PZP')).toBe(false);
    expect(await verify('ZA444DD', DEMO_DATE)).toBe(true);
    // Mini-casco is not casco (DECISIONS D3), but it is a product.
    expect(await verify('KE333CC', DEMO_DATE, 'CASCO')).toBe(false);
    expect(await verify('KE333CC', DEMO_DATE)).toBe(true);
  });

  it('does not verify the expired policy after its end date but does before it', async () => {
    expect(await verify('NR555EE', '2025-07-01', 'PZP')).toBe(false);
    expect(await verify('NR555EE', DEMO_DATE)).toBe(false);
    expect(await verify('NR555EE', '2025-06-30', 'PZP')).toBe(true);
    expect(await verify('NR555EE', '2025-03-01', 'CASCO')).toBe(true);
  });

  it('does not verify a policy that starts in the future', async () => {
    expect(await verify('TT666FF', DEMO_DATE)).toBe(false);
    expect(await verify('TT666FF', '2030-06-01', 'PZP')).toBe(true);
  });

  it('verifies a responsible party with PZP and not one without', async () => {
    expect(await verify('BA888HH', DEMO_DATE, 'PZP')).toBe(true);
    expect(await verify('TN000XX', DEMO_DATE, 'PZP')).toBe(false);
  });

  it('normalises the plate and refuses an empty one', async () => {
    expect(await verify(' ba-111 aa ', DEMO_DATE, 'PZP')).toBe(true);
    expect(await verify('  ', DEMO_DATE)).toBe(false);
  });
});

describe('verifyPolicyId', () => {
  const verify = (policyId: string, incidentDate: string, policyType?: 'PZP' | 'CASCO') =>
    verifyPolicyId(handle.db, { policyId, incidentDate, policyType });

  it('verifies the casco number without a plate for the alert screen (CASCO)', async () => {
    expect(await verify('5010000099', DEMO_DATE, 'CASCO')).toBe(true);
    expect(await verify('5010000099', DEMO_DATE, 'PZP')).toBe(false);
  });

  it('verifies a liability number and respects the dates', async () => {
    expect(await verify('4010000098', DEMO_DATE, 'PZP')).toBe(true);
    expect(await verify('4010000098', DEMO_DATE)).toBe(true);
    expect(await verify('4010000055', DEMO_DATE, 'PZP')).toBe(false);
    expect(await verify('4010000055', '2025-01-15', 'PZP')).toBe(true);
  });

  it('does not verify a mini-casco number as CASCO, nor an unknown or empty number', async () => {
    expect(await verify('6010000033', DEMO_DATE, 'CASCO')).toBe(false);
    expect(await verify('6010000033', DEMO_DATE)).toBe(true);
    expect(await verify('9999999999', DEMO_DATE)).toBe(false);
    expect(await verify('', DEMO_DATE)).toBe(false);
  });
});

describe('bankAccountsForPolicies', () => {
  it('returns the saved accounts of the given policies', async () => {
    expect(await bankAccountsForPolicies(handle.db, ['4010000022'])).toEqual([
      { id: 'BA-4010000022-1', iban: 'SK3309000000005012300003', bic: 'GIBASKBX' },
      { id: 'BA-4010000022-2', iban: 'SK1402000000191876540006', bic: 'SUBASKBX' },
    ]);
    const business = await bankAccountsForPolicies(handle.db, ['4010000077', '5010000077', '4010000077']);
    expect(business.map((account) => account.id)).toEqual(['BA-4010000077-1', 'BA-5010000077-2']);
  });

  it('returns nothing for no policies or policies without accounts', async () => {
    expect(await bankAccountsForPolicies(handle.db, [])).toEqual([]);
    expect(await bankAccountsForPolicies(handle.db, ['5010000044'])).toEqual([]);
  });
});

describe('operatorData', () => {
  it('gives a verified SMP operator with the insured of the policy passed', async () => {
    expect(await operatorData(handle.db, { operatorCode: 'SMP001', portal: 'SMP', policyId: '4010000011' })).toEqual({
      portal: 'SMP',
      verified: true,
      firstName: 'Peter',
      lastName: 'Horváth',
      login: 'phorvath',
      email: 'peter.horvath@agentura-demo.sk',
      phone: '+421905123456',
      insured: { firstName: 'Ján', lastName: 'Novák', partyType: 'PERSON', businessName: null },
    });
  });

  it('gives a business insured, and no insured for an unknown or missing policy', async () => {
    const business = await operatorData(handle.db, { operatorCode: 'SMP001', portal: 'SMP', policyId: '5010000077' });
    expect(business?.insured).toEqual({ firstName: null, lastName: null, partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' });
    expect((await operatorData(handle.db, { operatorCode: 'SMP001', portal: 'SMP', policyId: '1234' }))?.insured).toBeNull();
    expect((await operatorData(handle.db, { operatorCode: 'SMP001', portal: 'SMP' }))?.insured).toBeNull();
  });

  it('reports an unverified SMP operator as such', async () => {
    expect(await operatorData(handle.db, { operatorCode: 'SMP999', portal: 'SMP' })).toMatchObject({
      portal: 'SMP',
      verified: false,
      lastName: 'Malá',
    });
  });

  it('gives KZ operators in the KZ shape, without the operator’s birth number or identification number (D28)', async () => {
    expect(await operatorData(handle.db, { operatorCode: 'KZ001', portal: 'KZ' })).toEqual({
      portal: 'KZ',
      email: 'jana.molnarova@example.sk',
      phone: '+421903111222',
      firstName: 'Jana',
      lastName: 'Molnárová',
      partyType: 'PERSON',
      businessName: null,
    });
    expect(await operatorData(handle.db, { operatorCode: 'KZ002', portal: 'KZ' })).toEqual(
      expect.not.objectContaining({ identification: expect.anything() }),
    );
    expect(await operatorData(handle.db, { operatorCode: 'KZ002', portal: 'KZ' })).toMatchObject({
      partyType: 'BUSINESS',
      businessName: 'Autopožičovňa Tatry, s.r.o.',
    });
  });

  it('knows no code on the other portal and no unknown code', async () => {
    expect(await operatorData(handle.db, { operatorCode: 'KZ001', portal: 'SMP' })).toBeNull();
    expect(await operatorData(handle.db, { operatorCode: 'SMP001', portal: 'KZ' })).toBeNull();
    expect(await operatorData(handle.db, { operatorCode: 'NOPE', portal: 'SMP' })).toBeNull();
  });
});

describe('searchRepairShops', () => {
  const KOSICE = { lat: 48.7164, lon: 21.2611 };

  it('lists all 28 demo shops by name without filters', async () => {
    const shops = await searchRepairShops(handle.db, {});
    expect(shops).toHaveLength(28);
    const names = shops.map((shop) => shop.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sk')));
    expect(shops[0]).not.toHaveProperty('distanceKm');
    expect(shops.find((shop) => shop.id === 'RS013')).toEqual({
      id: 'RS013',
      companyName: 'Autoservis Bytčická, s.r.o.',
      address: { street: 'Bytčická', buildingNumber: '16', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
      phone: '+421 41 500 1313',
      email: 'servis@bytcicka-demo.sk',
      lat: 49.23,
      lon: 18.72,
      services: ['GENERAL', 'GLASS', 'HAIL'],
      options: ['REPLACEMENT_VEHICLE', 'CLIENT_PICKUP', 'TOWING'],
    });
  });

  it('matches q without regard to case or diacritics, on name, street, town and postal code', async () => {
    const ids = async (q: string) => (await searchRepairShops(handle.db, { q })).map((shop) => shop.id).sort();
    expect(await ids('kosice')).toEqual(['RS023', 'RS024']);
    expect(await ids('KOŠICE')).toEqual(['RS023', 'RS024']);
    expect(await ids('bytcicka')).toEqual(['RS013']);
    expect(await ids('autosklo kosice')).toEqual(['RS023']);
    expect(await ids('97405')).toEqual(['RS018']);
    expect(await ids('no such shop')).toEqual([]);
  });

  it('requires every listed service and option', async () => {
    const glass = await searchRepairShops(handle.db, { services: ['GLASS'] });
    expect(glass.length).toBeGreaterThan(0);
    expect(glass.every((shop) => shop.services.includes('GLASS'))).toBe(true);
    const full = await searchRepairShops(handle.db, { services: ['GLASS', 'HAIL'], options: ['REPLACEMENT_VEHICLE', 'TOWING'] });
    expect(full.map((shop) => shop.id).sort()).toEqual(['RS007', 'RS013']);
    expect(await searchRepairShops(handle.db, { services: ['GLASS'], options: ['TOWING'], q: 'piestany' })).toEqual([]);
  });

  it('sorts by distance from a point and says how far', async () => {
    const shops = await searchRepairShops(handle.db, { near: KOSICE, limit: 5 });
    expect(shops).toHaveLength(5);
    expect(
      shops
        .slice(0, 2)
        .map((shop) => shop.id)
        .sort(),
    ).toEqual(['RS023', 'RS024']);
    const distances = shops.map((shop) => shop.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(3);
    // Prešov is about 33 km north of Košice.
    expect(shops.find((shop) => shop.id === 'RS021')?.distanceKm).toBeGreaterThan(25);
  });

  it('combines filters with the distance sort', async () => {
    const shops = await searchRepairShops(handle.db, { near: { lat: 48.1486, lon: 17.1077 }, services: ['GLASS'] });
    expect(shops[0]?.id).toBe('RS002');
    expect(shops.every((shop) => shop.services.includes('GLASS'))).toBe(true);
  });
});
