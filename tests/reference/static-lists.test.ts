import { describe, expect, it } from 'vitest';
import { permissibleCombinations, phonePrefixes, reasonGroups, scopesOfDamage } from '../../server/reference/registers.ts';
import { reasonDefinitions, scopeCodeOf, scopeCombinations } from '../../server/reference/static-lists.ts';

const INCIDENT_TYPES = [
  '1_HAIL',
  '1_RODENT',
  '1_OTHER',
  '1_THEFT_ENTIRE',
  '1_THEFT_PARTIAL',
  '1_VANDALISM',
  '1_FIRE',
  '1_GLASS',
  '1_ANIMAL',
  '1_ACCIDENT_MOVING',
  '1_ACCIDENT_PARKED',
  '1_POTHOLE',
  '1_LIABILITY_GLASS',
  '1_LIABILITY_HAIL',
  '1_LIABILITY_ANIMAL',
  '1_LIABILITY_POTHOLE',
  '12_ANIMAL',
  '12_ACCIDENT',
];

const reasonIds = (groups: ReturnType<typeof reasonGroups>) =>
  Object.fromEntries(groups.map((group) => [group.id, group.reasons.map((reason) => reason.id)]));

describe('phonePrefixes', () => {
  it('starts with +421 for Slovakia and lists the neighbours, each once', () => {
    const prefixes = phonePrefixes();
    expect(prefixes[0]).toEqual({ code: '+421', country: 'SK' });
    for (const code of ['+420', '+43', '+36', '+48', '+380', '+49']) expect(prefixes.map((prefix) => prefix.code)).toContain(code);
    expect(new Set(prefixes.map((prefix) => prefix.code)).size).toBe(prefixes.length);
    expect(prefixes.every((prefix) => /^\+[0-9]{1,4}$/.test(prefix.code) && /^[A-Z]{2}$/.test(prefix.country))).toBe(true);
  });

  it('hands out copies', () => {
    phonePrefixes()[0]!.code = '+1';
    expect(phonePrefixes()[0]!.code).toBe('+421');
  });
});

describe('scopesOfDamage', () => {
  it('has the four objects with Slovak and English wording, and an SMP variant', () => {
    const scopes = scopesOfDamage();
    expect(scopes.map((scope) => scope.objectId)).toEqual([1, 2, 3, 4]);
    expect(scopes[0]!.kind).toEqual({ sk: 'Moje vozidlo bolo poškodené', en: 'My vehicle was damaged' });
    for (const scope of scopes) {
      expect(scope.kind.sk).not.toEqual(scope.kindSmp.sk);
      expect(scope.kind.en).not.toEqual(scope.kindSmp.en);
    }
  });
});

describe('permissibleCombinations', () => {
  it('lists the nine defined scope sets when nothing is chosen', () => {
    expect(permissibleCombinations()).toEqual([[1], [2], [1, 2], [1, 3], [1, 4], [1, 3, 4], [3], [4], [3, 4]]);
    expect(scopeCombinations().map((combination) => combination.scope)).toEqual([
      'scope1',
      'scope2',
      'scope12',
      'scope13',
      'scope14',
      'scope134',
      'scope3',
      'scope4',
      'scope34',
    ]);
  });

  it('keeps the sets that contain every chosen object', () => {
    expect(permissibleCombinations({ scopes: [1] })).toEqual([[1], [1, 2], [1, 3], [1, 4], [1, 3, 4]]);
    expect(permissibleCombinations({ scopes: [3] })).toEqual([[1, 3], [1, 3, 4], [3], [3, 4]]);
    expect(permissibleCombinations({ scopes: [1, 4] })).toEqual([
      [1, 4],
      [1, 3, 4],
    ]);
    expect(permissibleCombinations({ scopes: [2, 3] })).toEqual([]);
    expect(permissibleCombinations({ scopes: [] })).toHaveLength(9);
  });

  it('casco: only the sets with the own vehicle, which is all casco settles; casco false or absent changes nothing', () => {
    expect(permissibleCombinations({ casco: true })).toEqual([[1], [1, 2], [1, 3], [1, 4], [1, 3, 4]]);
    expect(permissibleCombinations({ casco: true, scopes: [3] })).toEqual([
      [1, 3],
      [1, 3, 4],
    ]);
    expect(permissibleCombinations({ casco: false })).toEqual(permissibleCombinations());
  });

  it('names the scope code of a set', () => {
    expect(scopeCodeOf([3, 1])).toBe('scope13');
    expect(scopeCodeOf([4, 3, 1])).toBe('scope134');
    expect(scopeCodeOf([2, 3])).toBeNull();
  });
});

describe('reasonGroups', () => {
  it('defines every incident type of SPEC §3 exactly once', () => {
    const ids = reasonDefinitions().map((reason) => reason.id);
    expect([...ids].sort()).toEqual([...INCIDENT_TYPES].sort());
  });

  it('gives scope1 with CASCO every own-damage group', () => {
    expect(reasonIds(reasonGroups({ scopes: 'scope1', policyType: 'CASCO' }))).toEqual({
      ACCIDENT: ['1_ACCIDENT_MOVING', '1_ACCIDENT_PARKED', '1_POTHOLE'],
      THEFT: ['1_THEFT_ENTIRE', '1_THEFT_PARTIAL'],
      VANDALISM: ['1_VANDALISM'],
      FIRE: ['1_FIRE'],
      NATURE: ['1_HAIL'],
      GLASS: ['1_GLASS'],
      ANIMAL: ['1_ANIMAL', '1_RODENT'],
      OTHER: ['1_OTHER'],
    });
  });

  it('gives scope1 with PZP the PZP supplementary-cover reasons and the accident ones', () => {
    expect(reasonIds(reasonGroups({ scopes: 'scope1', policyType: 'PZP' }))).toEqual({
      ACCIDENT: ['1_ACCIDENT_MOVING', '1_ACCIDENT_PARKED', '1_LIABILITY_POTHOLE'],
      NATURE: ['1_LIABILITY_HAIL'],
      GLASS: ['1_LIABILITY_GLASS'],
      ANIMAL: ['1_LIABILITY_ANIMAL'],
    });
  });

  it('gives scope12 only 12_* reasons, one per group, so each is auto-selected', () => {
    const groups = reasonGroups({ scopes: 'scope12', policyType: 'CASCO' });
    expect(reasonIds(groups)).toEqual({ ACCIDENT: ['12_ACCIDENT'], ANIMAL: ['12_ANIMAL'] });
    expect(groups.every((group) => group.reasons.length === 1)).toBe(true);
  });

  it('gives scope13 a single group, so the group step is skipped', () => {
    expect(reasonIds(reasonGroups({ scopes: 'scope13', policyType: 'PZP' }))).toEqual({
      ACCIDENT: ['1_ACCIDENT_MOVING', '1_ACCIDENT_PARKED'],
    });
  });

  it('drops empty groups and shows reasons in the API shape (no filtering fields)', () => {
    expect(reasonGroups({ scopes: 'scope3' })).toEqual([]);
    const [group] = reasonGroups({ scopes: 'scope1', policyType: 'CASCO' });
    expect(group).toMatchObject({ id: 'ACCIDENT', label: { sk: 'Dopravná nehoda', en: 'Traffic accident' }, icon: 'accident' });
    expect(Object.keys(group!.reasons[0]!).sort()).toEqual(['elementarySubjects', 'id', 'indemnityKinds', 'label', 'statisticalReserves']);
  });

  it('gives every group an icon name and every reason a label in both languages', () => {
    const groups = reasonGroups();
    expect(groups.map((group) => group.icon).sort()).toEqual([
      'accident',
      'animal',
      'fire',
      'glass',
      'nature',
      'other',
      'theft',
      'vandalism',
    ]);
    for (const reason of groups.flatMap((group) => group.reasons)) {
      expect(reason.label.sk.length).toBeGreaterThan(2);
      expect(reason.label.en.length).toBeGreaterThan(2);
      expect(reason.indemnityKinds.length).toBeGreaterThan(0);
    }
  });
});
