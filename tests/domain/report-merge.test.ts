import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyReport } from '../../machines/context.ts';
import { mergePatch } from '../../machines/merge.ts';
import type { ClientReport, ReportPatch } from '../../machines/types.ts';
import { applyUpdate, emptyDocument, type StoredDocument } from '../../server/reports/document.ts';
import { deepMerge, mergeUpdate, SERVER_OWNED_PATHS, type MergedParts } from '../../src/domain/report-merge.ts';
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
        for (const path of SERVER_OWNED_PATHS) {
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
});
