import { describe, expect, it } from 'vitest';
import { applyUpdate, emptyDocument } from '../../server/reports/document.ts';
import { createDraftCache } from '../../server/reports/draft-cache.ts';

const draft = (description: string) => applyUpdate(emptyDocument(null), { incident: { description } });

describe('the drafts a server process wrote last (server/reports/draft-cache.ts)', () => {
  it('gives back the version and document remembered, and nothing for a draft it does not know', () => {
    const cache = createDraftCache();
    cache.remember('a', 3, draft('Cúval som.'));
    expect(cache.read('a')).toEqual({ version: 3, document: draft('Cúval som.') });
    expect(cache.read('b')).toBeUndefined();
  });

  it('hands out copies: changing what was read, or the object remembered, changes no later read', () => {
    const cache = createDraftCache();
    const remembered = draft('Cúval som.');
    cache.remember('a', 1, remembered);
    remembered.incident.description = 'zmenené po zápise';
    const first = cache.read('a')!;
    first.document.incident.myVehicle!.licensePlateIsVerified = true;
    first.document.incident.description = 'zmenené po čítaní';
    const second = cache.read('a')!;
    expect(second.document.incident.description).toBe('Cúval som.');
    expect(second.document.incident.myVehicle!.licensePlateIsVerified).toBe(false);
  });

  it('keeps the newest version remembered, and nothing once forgotten', () => {
    const cache = createDraftCache();
    cache.remember('a', 1, draft('prvá'));
    cache.remember('a', 2, draft('druhá'));
    expect(cache.read('a')?.version).toBe(2);
    cache.forget('a');
    expect(cache.read('a')).toBeUndefined();
  });

  it('holds at most `size` drafts, letting the least recently used go first', () => {
    const cache = createDraftCache({ size: 2 });
    cache.remember('a', 1, draft('a'));
    cache.remember('b', 1, draft('b'));
    cache.read('a');
    cache.remember('c', 1, draft('c'));
    expect(cache.read('b')).toBeUndefined();
    expect(cache.read('a')?.version).toBe(1);
    expect(cache.read('c')?.version).toBe(1);
  });

  it('does not use an entry written longer ago than maxAgeMs', () => {
    let now = 0;
    const cache = createDraftCache({ maxAgeMs: 1000, now: () => now });
    cache.remember('a', 1, draft('a'));
    now = 1000;
    expect(cache.read('a')?.version).toBe(1);
    now = 1001;
    expect(cache.read('a')).toBeUndefined();
    now = 0;
    expect(cache.read('a')).toBeUndefined();
  });
});
