import { describe, expect, it } from 'vitest';
import { applyUpdate, emptyDocument, type StoredDocument } from '../../server/reports/document.ts';
import { needsVerification } from '../../server/reports/verification.ts';
import type { UpdateReportRequest } from '../../src/domain/report.ts';

/** A draft whose plate was verified on 10 May 2026 (what recomputeVerification leaves behind). */
function verifiedDraft(): StoredDocument {
  const document = applyUpdate(emptyDocument(null), {
    incident: { date: '2026-05-10', myVehicle: { licensePlate: 'BA111AA' }, policyType: 'CASCO' },
    parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } },
  });
  document.incident.availableProducts = { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' };
  return document;
}

describe('which updates verify against the policy register again', () => {
  it('a new draft: not before it has a date, then at once', () => {
    const fresh = emptyDocument(null);
    expect(needsVerification(fresh, applyUpdate(fresh, { incident: { scopesOfDamage: [{ objectId: 1 }] } }))).toBe(false);
    expect(needsVerification(fresh, applyUpdate(fresh, { incident: { date: '2026-05-10' } }))).toBe(true);
  });

  it.each<[string, UpdateReportRequest]>([
    ['a description', { incident: { description: 'Zachytil som zvodidlo.' } }],
    ['the place', { incident: { place: { lat: 48.1, lng: 17.1 } } as UpdateReportRequest['incident'] }],
    ['the reporter', { parties: { reporter: { firstName: 'Ján' } } }],
    ['the same plate, typed with a space', { incident: { myVehicle: { licensePlate: 'ba 111aa' } } }],
    ['a forged verified flag (dropped)', { incident: { myVehicle: { licensePlateIsVerified: false } } as UpdateReportRequest['incident'] }],
  ])('not after %s', (_what, update) => {
    const stored = verifiedDraft();
    expect(needsVerification(stored, applyUpdate(stored, update))).toBe(false);
  });

  it.each<[string, UpdateReportRequest]>([
    ['another plate', { incident: { myVehicle: { licensePlate: 'ZZ999ZZ' } } }],
    ['no plate', { incident: { myVehicle: { hasLicensePlate: false } } }],
    ['another date', { incident: { date: '2026-05-11' } }],
    ['a policy number', { incident: { policyId: '5010000099' } }],
    ['another policy type', { incident: { policyType: 'PZP' } }],
    ["the other party's plate", { parties: { otherResponsibleParty: { licensePlate: 'TN000XX' } } }],
    ['a co-responsible party', { parties: { otherCoresponsibleParty: { licensePlate: 'TN000XX' } } }],
  ])('after %s', (_what, update) => {
    const stored = verifiedDraft();
    expect(needsVerification(stored, applyUpdate(stored, update))).toBe(true);
  });
});
