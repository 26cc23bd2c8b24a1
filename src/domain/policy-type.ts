import { defaultPolicyType, type Incident, type PolicyType } from './report.ts';

// Its own module, not report.ts: the summary and the server use it, the first screen does not, and
// report.ts comes with the first screen (the statechart's rules use it).

/**
 * The policy type a stored report is settled under: the one it stores (the reporter's choice or
 * the portal's), else SPEC §4's default for its scopes and products. A report stores no default:
 * the default follows each verification until the report is saved (README "Policy type").
 */
export function effectivePolicyType(incident: Pick<Incident, 'policyType' | 'scopesOfDamage' | 'availableProducts'>): PolicyType {
  const objectIds = (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  return incident.policyType ?? defaultPolicyType(objectIds, incident.availableProducts ?? { casco: false });
}
