import { defaultPolicyType, type AvailableProducts, type Incident, type PolicyType } from './report.ts';

// Its own module, not report.ts: the summary and the server use it, the first screen does not, and
// report.ts comes with the first screen (the statechart's rules use it).

/**
 * Whether the register backs a CASCO claim: the plate, or the policy number verified for CASCO on
 * the alert screen, has casco cover on the incident date (both are in `availableProducts`, which
 * only the server computes). Mini-casco counts here: /alert-have-only-mini-casco lets the reporter
 * settle from it as CASCO (SPEC §2); D3 is about routing, not about what a claim may be settled from.
 */
export function cascoIsCovered(products: Pick<AvailableProducts, 'casco' | 'minicasco'> | null | undefined): boolean {
  return products?.casco === true || products?.minicasco === true;
}

/**
 * The policy type a stored report is settled under: the one it stores (the reporter's choice or
 * the portal's), else SPEC §4's default for its scopes and products. A report stores no default:
 * the default follows each verification until the report is saved (docs/decisions.md "Policy type").
 *
 * A stored CASCO without casco cover (a portal's `poistenie=hav` for a vehicle without casco, or a
 * client that sent CASCO itself) is not a CASCO claim: the report is settled under SPEC §4's
 * default, which without casco cover is PZP. The summary shows the same, so the reporter sees
 * before saving what the insurer will get.
 */
export function effectivePolicyType(incident: Pick<Incident, 'policyType' | 'scopesOfDamage' | 'availableProducts'>): PolicyType {
  const objectIds = (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  const products = incident.availableProducts ?? { casco: false, minicasco: false };
  const fallback = defaultPolicyType(objectIds, products);
  if (incident.policyType === 'CASCO' && !cascoIsCovered(products)) return fallback;
  return incident.policyType ?? fallback;
}
