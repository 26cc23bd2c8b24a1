/**
 * The lists that do not change per insurer import: phone prefixes, scope-of-damage tiles, the
 * permissible scope combinations and the incident reasons. Read from server/reference/data/*.json
 * once, on first use.
 */
import { readFileSync } from 'node:fs';

export interface LocalizedText {
  sk: string;
  en: string;
}

export interface PhonePrefix {
  code: string;
  country: string;
}

export interface ScopeOfDamageOption {
  objectId: number;
  kind: LocalizedText;
  /** SMP wording: the operator reports for a client or an aggrieved party (SPEC §2). */
  kindSmp: LocalizedText;
}

export type ScopeCode = 'scope1' | 'scope2' | 'scope12' | 'scope13' | 'scope14' | 'scope134' | 'scope3' | 'scope4' | 'scope34';

export interface PermissibleCombination {
  scope: ScopeCode;
  objectIds: number[];
}

export type ReasonPolicyType = 'CASCO' | 'PZP';

/** A reason as the API shows it (openapi.yaml `Reason`). */
export interface Reason {
  id: string;
  label: LocalizedText;
  indemnityKinds: string[];
  elementarySubjects: string[];
  statisticalReserves: string[];
}

/** A reason in the data file: also where it applies. */
export interface ReasonDefinition extends Reason {
  policyTypes: ReasonPolicyType[];
  scopes: ScopeCode[];
}

export interface ReasonGroup {
  id: string;
  label: LocalizedText;
  /** A short icon name the browser maps to a picture: accident, theft, nature, glass, animal, fire, vandalism, other. */
  icon: string;
  reasons: Reason[];
}

interface ReasonGroupDefinition extends Omit<ReasonGroup, 'reasons'> {
  reasons: ReasonDefinition[];
}

function lazyJson<T>(file: string): () => T {
  let value: T | undefined;
  return () => (value ??= JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as T);
}

const phonePrefixData = lazyJson<PhonePrefix[]>('phone-prefixes.json');
const scopeData = lazyJson<ScopeOfDamageOption[]>('scopes-of-damage.json');
const combinationData = lazyJson<PermissibleCombination[]>('permissible-combinations.json');
const reasonGroupData = lazyJson<ReasonGroupDefinition[]>('reason-groups.json');

// Copies, so a caller that changes a result cannot change the next caller's.
const clone = <T>(value: T): T => structuredClone(value);

/** The prefixes a reporter may choose, +421 first (SPEC §9). */
export function phonePrefixes(): PhonePrefix[] {
  return clone(phonePrefixData());
}

/** The prefix codes alone, for checking a phone number on every update without copying the list. */
let prefixCodes: readonly string[] | undefined;
export function phonePrefixCodes(): readonly string[] {
  return (prefixCodes ??= Object.freeze(phonePrefixData().map((prefix) => prefix.code)));
}

/** The four scope-of-damage tiles with their normal and SMP wording. */
export function scopesOfDamage(): ScopeOfDamageOption[] {
  return clone(scopeData());
}

/** Every defined combination with its scope code (scope1, scope13, ...). */
export function scopeCombinations(): PermissibleCombination[] {
  return clone(combinationData());
}

/** "Moje vozidlo bolo poškodené": the only damage casco (the insured's own vehicle cover) settles. */
const OWN_VEHICLE_OBJECT_ID = 1;

/**
 * The defined combinations (arrays of objectIds) that contain every given objectId, so the tiles
 * can offer only choices that still lead to a defined scope set; all of them when none is given.
 * With `casco: true` (a claim on a casco policy) only the sets with the own vehicle: casco pays for
 * nothing else, so a set without it (2, 3, 4, 34) is a liability claim (docs/decisions.md).
 */
export function permissibleCombinations(options: { scopes?: number[]; casco?: boolean } = {}): number[][] {
  const chosen = options.scopes ?? [];
  return combinationData()
    .filter((combination) => options.casco !== true || combination.objectIds.includes(OWN_VEHICLE_OBJECT_ID))
    .filter((combination) => chosen.every((objectId) => combination.objectIds.includes(objectId)))
    .map((combination) => [...combination.objectIds]);
}

/** The scope code of a set of objectIds ([1, 3] -> scope13), or null when the set is not defined. */
export function scopeCodeOf(objectIds: number[]): ScopeCode | null {
  const key = [...new Set(objectIds)].sort((a, b) => a - b).join(',');
  return combinationData().find((combination) => combination.objectIds.join(',') === key)?.scope ?? null;
}

/**
 * Reason groups with the reasons that apply to the scope code and policy type (each filter only
 * when given); groups left without a reason are dropped. A group or reason that is alone is
 * auto-selected by the browser (SPEC §2 /incident-reason-group).
 */
export function reasonGroups(options: { scopes?: string; policyType?: string } = {}): ReasonGroup[] {
  const { scopes, policyType } = options;
  return reasonGroupData()
    .map((group) => ({
      id: group.id,
      label: { ...group.label },
      icon: group.icon,
      reasons: group.reasons
        .filter((reason) => scopes === undefined || (reason.scopes as string[]).includes(scopes))
        .filter((reason) => policyType === undefined || (reason.policyTypes as string[]).includes(policyType))
        .map(({ id, label, indemnityKinds, elementarySubjects, statisticalReserves }) => ({
          id,
          label: { ...label },
          indemnityKinds: [...indemnityKinds],
          elementarySubjects: [...elementarySubjects],
          statisticalReserves: [...statisticalReserves],
        })),
    }))
    .filter((group) => group.reasons.length > 0);
}

/** Every reason definition with where it applies (for checks and the core-system hand-off). */
export function reasonDefinitions(): ReasonDefinition[] {
  return clone(reasonGroupData().flatMap((group) => group.reasons));
}
