import { describe, expect, it } from 'vitest';
import { applyUpdate, emptyDocument } from '../../server/reports/document.ts';
import { createDraftCache } from '../../server/reports/draft-cache.ts';

const document = (description: string) => applyUpdate(emptyDocument(null), { incident: { description } });
/** What an update hands the cache: the document written and the length of its JSON text. */
const draft = (description: string) => [document(description), JSON.stringify(document(description)).length] as const;

describe('the drafts a server process wrote last (server/reports/draft-cache.ts)', () => {
  it('gives back the version and document remembered, and nothing for a draft it does not know', () => {
    const cache = createDraftCache();
    cache.remember('a', 3, ...draft('Cúval som.'));
    expect(cache.read('a')).toEqual({ version: 3, document: document('Cúval som.') });
    expect(cache.read('b')).toBeUndefined();
  });

  it('keeps and hands out copies: changing what was remembered or read changes no later read', () => {
    const cache = createDraftCache();
    const [remembered, chars] = draft('Cúval som.');
    cache.remember('a', 1, remembered, chars);
    remembered.incident.description = 'zmenené po zápise';
    remembered.incident.myVehicle!.hasLicensePlate = false;
    const first = cache.read('a')!;
    first.document.incident.myVehicle!.licensePlateIsVerified = true;
    first.document.incident.description = 'zmenené po čítaní';
    const second = cache.read('a')!;
    expect(second.document.incident.description).toBe('Cúval som.');
    expect(second.document.incident.myVehicle!.licensePlateIsVerified).toBe(false);
    expect(second.document.incident.myVehicle!.hasLicensePlate).toBe(true);
  });

  it('keeps the newest version remembered, and nothing once forgotten', () => {
    const cache = createDraftCache();
    cache.remember('a', 1, ...draft('prvá'));
    cache.remember('a', 2, ...draft('druhá'));
    expect(cache.read('a')?.version).toBe(2);
    cache.forget('a');
    expect(cache.read('a')).toBeUndefined();
  });

  it('holds at most `size` drafts, letting the least recently used go first', () => {
    const cache = createDraftCache({ size: 2 });
    cache.remember('a', 1, ...draft('a'));
    cache.remember('b', 1, ...draft('b'));
    cache.read('a');
    cache.remember('c', 1, ...draft('c'));
    expect(cache.read('b')).toBeUndefined();
    expect(cache.read('a')?.version).toBe(1);
    expect(cache.read('c')?.version).toBe(1);
  });

  it('holds at most `maxChars` characters of JSON in all, letting the least recently used go first', () => {
    const size = draft('x'.repeat(1000))[1];
    const cache = createDraftCache({ maxChars: 2 * size });
    cache.remember('a', 1, ...draft('a'.repeat(1000)));
    cache.remember('b', 1, ...draft('b'.repeat(1000)));
    cache.remember('c', 1, ...draft('c'.repeat(1000)));
    expect(cache.read('a')).toBeUndefined();
    expect(cache.read('b')?.document.incident.description).toBe('b'.repeat(1000));
    expect(cache.read('c')?.document.incident.description).toBe('c'.repeat(1000));
    // A draft larger than the whole allowance is not kept, and pushes no other draft out.
    cache.remember('d', 1, ...draft('d'.repeat(3000)));
    expect(cache.read('d')).toBeUndefined();
    expect(cache.read('b')?.version).toBe(1);
    expect(cache.read('c')?.version).toBe(1);
  });

  it('does not use an entry written longer ago than maxAgeMs', () => {
    let now = 0;
    const cache = createDraftCache({ maxAgeMs: 1000, now: () => now });
    cache.remember('a', 1, ...draft('a'));
    now = 1000;
    expect(cache.read('a')?.version).toBe(1);
    now = 1001;
    expect(cache.read('a')).toBeUndefined();
    now = 0;
    expect(cache.read('a')).toBeUndefined();
  });
});
