/**
 * The objects of damage a scope stands for, and what /incident-details offers by them (SPEC §2,
 * §3; DECISIONS D9, D11): who caused it, and the reporter's own health damage. The specific yes/no
 * questions are the step's own (src/steps/incident-details.ts).
 */
import type { components } from './openapi.gen.ts';

type Schemas = components['schemas'];

export type PolicyType = Schemas['PolicyType'];
export type ResponsibleParty = NonNullable<Schemas['Incident']['responsibleParty']>;

/** The objects of damage in a scope code: 'scope134' → [1, 3, 4]. */
export function objectsOf(scope: string | null | undefined): number[] {
  const match = /^scope([1-4]+)$/.exec(scope ?? '');
  return match ? [...match[1]!].map(Number) : [];
}

/**
 * Object 4 ("another vehicle injured me": scopes 4, 14, 34, 134): /incident-details asks the kind
 * of the reporter's (or, on SMP, the client's) own health damage, injury or death, and for an
 * injury an optional description (SPEC §3 myHealth; no other screen asks it, and a claim for it
 * needs it).
 */
export function asksOwnHealth(scope: string | null | undefined): boolean {
  return objectsOf(scope).includes(4);
}

/** D9: scopes 3, 4, 34 are not asked; another vehicle caused the damage by definition. */
const NOT_ASKED = ['scope3', 'scope4', 'scope34'];
/** What scopes 3, 4, 34 store (D9). */
export const RESPONSIBLE_PARTY_WHEN_NOT_ASKED: ResponsibleParty = 'otherVehicle';

/** D37: reasons whose cause is weather or a rodent, where nobody can have caused it. */
export const NOBODY_TO_BLAME_REASONS: readonly string[] = ['1_HAIL', '1_RODENT', '1_LIABILITY_HAIL'];
/** What D37's reasons store: the answer the screen words "Nikto iný" (nobody else). */
export const RESPONSIBLE_PARTY_WHEN_NOBODY_TO_BLAME: ResponsibleParty = 'myVehicle';

export const isNobodyToBlame = (reasonId: string | null | undefined) => NOBODY_TO_BLAME_REASONS.includes(reasonId ?? '');

/** True when the screen asks who caused it: every known scope but 3, 4, 34 (D9), and no reason of D37. */
export function asksResponsibleParty(scope: string | null | undefined, reasonId?: string | null): boolean {
  return responsiblePartyOptions(scope).length > 0 && !isNobodyToBlame(reasonId);
}

/**
 * The answers offered to "who caused it": for scope 1 `myVehicle` (nobody else),
 * `otherVehicleOrPerson`, `unknown`; for scopes 2, 12, 13, 14, 134 `myVehicle`, `otherVehicle`,
 * `notClearSharedResponsibility`, `unknown`; none for scopes 3, 4, 34 (D9) or an unknown scope.
 * Scope 1 claimed from the culprit's liability cover (PZP) has had the culprit's plate asked
 * before: "nobody else" would contradict it.
 */
export function responsiblePartyOptions(
  scope: string | null | undefined,
  policyType: string | null | undefined = null,
): ResponsibleParty[] {
  if (scope === 'scope1')
    return policyType === 'PZP' ? ['otherVehicleOrPerson', 'unknown'] : ['myVehicle', 'otherVehicleOrPerson', 'unknown'];
  if (['scope2', 'scope12', 'scope13', 'scope14', 'scope134'].includes(scope ?? '')) {
    return ['myVehicle', 'otherVehicle', 'notClearSharedResponsibility', 'unknown'];
  }
  return [];
}

/**
 * The responsible party to store: the choice where asked, `otherVehicle` for scopes 3, 4, 34 (D9),
 * "nobody else" for D37's reasons.
 */
export function responsiblePartyToSend(
  scope: string | null | undefined,
  chosen: ResponsibleParty | null | undefined,
  journey: { reasonId?: string | null; policyType?: string | null } = {},
): ResponsibleParty | null {
  if (NOT_ASKED.includes(scope ?? '')) return RESPONSIBLE_PARTY_WHEN_NOT_ASKED;
  if (responsiblePartyOptions(scope).length > 0 && isNobodyToBlame(journey.reasonId)) return RESPONSIBLE_PARTY_WHEN_NOBODY_TO_BLAME;
  return chosen && responsiblePartyOptions(scope, journey.policyType).includes(chosen) ? chosen : null;
}
