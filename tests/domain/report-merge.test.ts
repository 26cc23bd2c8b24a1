import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyReport } from '../../machines/context.ts';
import { mergePatch } from '../../machines/merge.ts';
import type { ClientReport, ReportPatch } from '../../machines/types.ts';
import { applyUpdate, emptyDocument, type StoredDocument } from '../../server/reports/document.ts';
import { deepMerge, mergeUpdate, serverOwnedPaths, type MergedParts } from '../../src/domain/report-merge.ts';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { componentSchema } from '../faults/support/contract.ts';
import { fromSchema } from '../faults/support/schema-arbitrary.ts';

/**
 * The merge rule of an update (src/domain/report-merge.ts), shared by the server's store
 * (server/reports/document.ts applyUpdate) and the browser's copy (machines/merge.ts mergePatch):
 * for any stored report and any update the contract allows, the browser's view of the report after
 * the update is the server's stored report.
 */

const parties = fromSchema(componentSchema('Parties'), { breakRate: 0 });
const incident = fromSchema(componentSchema('Incident'), { breakRate: 0 });
/** Any update body openapi.yaml lets through: either part, both or none. */
const update = fc.record({ parties, incident }, { requiredKeys: [] }) as fc.Arbitrary<UpdateReportRequest>;
/** A stored report: what earlier updates left, with the facts only the server sets (any part of `update` may hold them). */
const stored = update.map((facts): StoredDocument => {
  const empty = emptyDocument(null);
  return { ...empty, parties: deepMerge(empty.parties, facts.parties), incident: deepMerge(empty.incident, facts.incident) };
});

const browserCopy = (document: StoredDocument): ClientReport => ({
  parties: document.parties,
  incident: document.incident,
  attachments: [],
});
const partsOf = (parts: MergedParts) => ({ parties: parts.parties, incident: parts.incident });

const valueAt = (root: unknown, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);

describe('the merge rule of an update, one for the browser and the server', () => {
  it("the browser's copy after a screen's patch is the report the server stores from that patch", () => {
    fc.assert(
      fc.property(stored, update, (report, patch) => {
        const browser = mergePatch(browserCopy(report), patch as ReportPatch);
        expect(partsOf(browser)).toEqual(partsOf(applyUpdate(report, patch)));
      }),
      { numRuns: 300 },
    );
  });

  it('the whole copy the browser sends stores what the patch alone would', () => {
    fc.assert(
      fc.property(stored, update, (report, patch) => {
        const browser = mergePatch(browserCopy(report), patch as ReportPatch);
        const fromWholeCopy = applyUpdate(report, { parties: browser.parties, incident: browser.incident });
        expect(partsOf(fromWholeCopy)).toEqual(partsOf(applyUpdate(report, patch)));
      }),
      { numRuns: 300 },
    );
  });

  it('an update never sets a field only the server sets, and changes neither its arguments', () => {
    fc.assert(
      fc.property(stored, update, (report, patch) => {
        const before = structuredClone({ report, patch });
        const merged = applyUpdate(report, patch);
        for (const path of serverOwnedPaths()) {
          const parent = valueAt(merged, path.slice(0, -1));
          // Where the update replaced the parent whole (a party set to null), the flag went with it.
          if (parent && typeof parent === 'object' && valueAt(report, path.slice(0, -1)) !== null) {
            expect(valueAt(merged, path)).toEqual(valueAt(report, path));
          }
        }
        expect({ report, patch }).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('objects merge key by key; arrays, scalars and null replace; absent and undefined keep', () => {
    const report = mergeUpdate(emptyReport(null), {
      parties: { reporter: { firstName: 'Ján', lastName: 'Novák', phone: { prefix: '+421', number: '905111222' } } },
      incident: { otherDamage: ['VEHICLE', 'HEALTH'], description: 'Pri cúvaní som narazil do stĺpa.', policyId: '5010000011' },
    });
    const next = mergeUpdate(report, {
      parties: { reporter: { firstName: 'Jana', lastName: undefined, phone: { number: '905333444' } } },
      incident: { otherDamage: ['PROPERTY'], policyId: null },
    });
    expect(next.parties.reporter).toMatchObject({ firstName: 'Jana', lastName: 'Novák', phone: { prefix: '+421', number: '905333444' } });
    expect(next.incident).toMatchObject({ otherDamage: ['PROPERTY'], policyId: null, description: 'Pri cúvaní som narazil do stĺpa.' });
  });

  it('drops what only the server sets and spells every plate as stored', () => {
    const next = mergeUpdate(emptyReport(null), {
      parties: {
        reporter: { isVerified: true },
        operator: { firstName: 'Falošný' },
        otherResponsibleParty: { licensePlate: 'ke-123 ab', licensePlateIsVerified: true },
      },
      incident: {
        availableProducts: { liability: true, casco: true, minicasco: true, cascoProductCode: 'HAV' },
        policyIdIsVerified: true,
        myVehicle: { licensePlate: 'ba 111aa', licensePlateIsVerified: true },
        damagedVehicles: [{ licensePlate: 'zA-444dd' }],
      },
    });
    expect(next.parties.reporter?.isVerified).toBeUndefined();
    expect(next.parties.operator).toBeUndefined();
    expect(next.parties.otherResponsibleParty).toEqual({ licensePlate: 'KE123AB' });
    expect(next.incident.availableProducts).toEqual(emptyReport(null).incident.availableProducts);
    expect(next.incident.policyIdIsVerified).toBeUndefined();
    expect(next.incident.myVehicle).toEqual({ hasLicensePlate: true, licensePlate: 'BA111AA' });
    expect(next.incident.damagedVehicles).toEqual([{ licensePlate: 'ZA444DD' }]);
  });

  // Named one by one: the property above walks serverOwnedPaths() itself, so a flag missing from that list would go unnoticed there.
  it.each([
    ['otherResponsibleParty', 'licensePlateIsVerified'],
    ['otherResponsibleParty', 'policyIdIsVerified'],
    ['otherCoresponsibleParty', 'licensePlateIsVerified'],
    ['otherCoresponsibleParty', 'policyIdIsVerified'],
  ] as const)("an update neither forges nor clears the server's parties.%s.%s", (party, flag) => {
    const unverified = mergeUpdate(emptyReport(null), { parties: { [party]: { policyId: '5010000011', [flag]: true } } });
    expect(unverified.parties[party]).toEqual({ policyId: '5010000011' });

    const verified: MergedParts = { ...emptyReport(null), parties: { [party]: { policyId: '5010000011', [flag]: true } } };
    const next = mergeUpdate(verified, { parties: { [party]: { policyId: '5010000011', [flag]: false } } });
    expect(next.parties[party]).toEqual({ policyId: '5010000011', [flag]: true });
  });

  it("an update neither forges nor clears the server's reporter.isVerified, incident.policyIdIsVerified and myVehicle.licensePlateIsVerified", () => {
    const forged = mergeUpdate(emptyReport(null), {
      parties: { reporter: { firstName: 'Ján', isVerified: true } },
      incident: { policyId: '5010000011', policyIdIsVerified: true, myVehicle: { licensePlate: 'BA111AA', licensePlateIsVerified: true } },
    });
    expect(forged.parties.reporter).not.toHaveProperty('isVerified');
    expect(forged.incident).not.toHaveProperty('policyIdIsVerified');
    expect(forged.incident.myVehicle).not.toHaveProperty('licensePlateIsVerified');

    const verified = deepMerge(emptyReport(null), {
      parties: { reporter: { isVerified: true } },
      incident: { policyIdIsVerified: true, myVehicle: { licensePlateIsVerified: true } },
    });
    const cleared = mergeUpdate(verified, {
      parties: { reporter: { isVerified: false } },
      incident: { policyIdIsVerified: false, myVehicle: { licensePlateIsVerified: false } },
    });
    expect(cleared.parties.reporter?.isVerified).toBe(true);
    expect(cleared.incident.policyIdIsVerified).toBe(true);
    expect(cleared.incident.myVehicle?.licensePlateIsVerified).toBe(true);
  });

  it("keeps the portal's operator and the products the server found, whatever an update says", () => {
    const stored = deepMerge(emptyReport(null), {
      parties: { operator: { firstName: 'Eva', lastName: 'Operátorka' } },
      incident: { availableProducts: { liability: true, casco: false, minicasco: false, cascoProductCode: null } },
    });
    const next = mergeUpdate(stored, {
      parties: { operator: null },
      incident: { availableProducts: { liability: false, casco: true, minicasco: true, cascoProductCode: 'HAV' } },
    });
    expect(next.parties.operator).toEqual({ firstName: 'Eva', lastName: 'Operátorka' });
    expect(next.incident.availableProducts).toEqual({ liability: true, casco: false, minicasco: false, cascoProductCode: null });
  });

  it("spells the co-responsible party's plate as stored, as every other plate", () => {
    const next = mergeUpdate(emptyReport(null), { parties: { otherCoresponsibleParty: { licensePlate: 'ke-123 ab' } } });
    expect(next.parties.otherCoresponsibleParty).toEqual({ licensePlate: 'KE123AB' });
  });

  it('a part sent as null or not at all leaves the stored part as it is; a party sent as null is removed', () => {
    const report = mergeUpdate(emptyReport(null), {
      parties: { reporter: { firstName: 'Ján' }, otherResponsibleParty: { licensePlate: 'KE123AB' } },
      incident: { description: 'Pri cúvaní som narazil do stĺpa.' },
    });
    expect(mergeUpdate(report, { parties: null, incident: null })).toEqual(report);
    expect(mergeUpdate(report, {})).toEqual(report);
    const next = mergeUpdate(report, { parties: { otherResponsibleParty: null } });
    expect(next.parties).toEqual({ reporter: report.parties.reporter, otherResponsibleParty: null });
  });

  it('adds no field, party or vehicle that neither the report nor the update has', () => {
    const report = mergeUpdate(emptyReport(null), { parties: { reporter: { firstName: 'Ján' } } });
    const next = mergeUpdate(report, {
      parties: { reporter: { firstName: 'Jana', lastName: undefined } },
      incident: { policyId: undefined },
    });
    expect(next).toStrictEqual({ parties: { reporter: { ...report.parties.reporter, firstName: 'Jana' } }, incident: report.incident });
    expect(next.parties.reporter).not.toHaveProperty('lastName');
    expect(Object.keys(next.parties)).toEqual(['reporter']);
  });

  it('the merged report shares nothing with the update: changing the update afterwards changes no stored answer', () => {
    const update = {
      parties: { otherCoresponsibleParty: { firstName: 'Peter', phone: { prefix: '+421', number: '905111222' } } },
      incident: { otherDamage: ['VEHICLE'], address: { town: 'Žilina' } },
    };
    const next = mergeUpdate(emptyReport(null), update);
    update.parties.otherCoresponsibleParty.phone.number = '000';
    update.incident.otherDamage.push('HEALTH');
    update.incident.address.town = 'Košice';
    expect(next.parties.otherCoresponsibleParty).toEqual({ firstName: 'Peter', phone: { prefix: '+421', number: '905111222' } });
    expect(next.incident).toMatchObject({ otherDamage: ['VEHICLE'], address: { town: 'Žilina' } });
  });
});
