import { describe, expect, it } from 'vitest';
import type { IncidentReport } from '../../src/domain/report.ts';
import { summarySections } from '../../src/steps/summary.ts';
import { damagedHealthSchema, damagedVehicleSchema } from '../../src/domain/validation/other-damage-schemas.ts';
import { responsiblePartyAdditionalDetailsSchema } from '../../src/domain/validation/other-party-schemas.ts';
import { loadCatalogs } from '../../server/i18n.ts';
import { PREFIXES } from './support.ts';

const prefixes = { allowedPrefixes: PREFIXES };
const valid = (schema: { isValid(value: unknown): Promise<boolean> }, value: unknown) => schema.isValid(value);

describe('D22: the other party nobody knows', () => {
  it('waives names, party type and contact; the plate or the vehicle description and the kind of harm stay asked', async () => {
    const additional = responsiblePartyAdditionalDetailsSchema({ phonePrefixes: PREFIXES });
    expect(await valid(additional, { parties: { otherResponsibleParty: { hasLicensePlate: true } } })).toBe(false);
    expect(await valid(additional, { parties: { otherResponsibleParty: { hasLicensePlate: true, isUnknown: true } } })).toBe(true);

    const vehicle = damagedVehicleSchema(prefixes);
    expect(await valid(vehicle, { isUnknown: true, hasLicensePlate: true, licensePlate: 'BA888HH' })).toBe(true);
    expect(await valid(vehicle, { isUnknown: true, hasLicensePlate: true, licensePlate: '' })).toBe(false);
    expect(await valid(vehicle, { isUnknown: true, hasLicensePlate: false, vehicleDescription: '' })).toBe(false);
    expect(await valid(vehicle, { isUnknown: false, hasLicensePlate: true, licensePlate: 'BA888HH' })).toBe(false);

    const health = damagedHealthSchema(prefixes);
    expect(await valid(health, { isUnknown: true, healthDamageType: 'injury' })).toBe(true);
    expect(await valid(health, { isUnknown: true, healthDamageType: null })).toBe(false);
  });

  it.each([
    ['sk', 'Kto to bol', 'Neznámy (ohlasovateľ nevie, kto to bol)'],
    ['en', 'Who it was', 'Unknown (the reporter does not know who it was)'],
  ] as const)('the summary (and so the PDF) says "unknown" for that party (%s)', async (locale, label, value) => {
    const report = {
      meta: {},
      parties: { otherResponsibleParty: { isUnknown: true, hasLicensePlate: false, licensePlate: null } },
      incident: {
        scopesOfDamage: [{ objectId: 3 }],
        damagedHealths: [{ isUnknown: true, healthDamageType: 'injury' }],
      },
      attachments: [],
      availableBankAccounts: [],
    } as unknown as IncidentReport;
    const sections = summarySections(report, (await loadCatalogs())[locale]);
    const rowsOf = (id: string) => sections.find((section) => section.id === id)?.rows.map((row) => [row.label, row.value]);
    expect(rowsOf('responsibleParty')).toContainEqual([label, value]);
    expect(rowsOf('damagedHealth.1')).toContainEqual([label, value]);
  });
});
