import type { Context, PolicyType } from './report.ts';

/**
 * Which optional parts /reporter-details shows, and so checks: the screen and the save's
 * completeness (server/reports/completeness.ts) alike (SPEC §2: "optional sections for the insured and
 * the aggrieved party ...; the different-aggrieved section shows only for certain scope and policy
 * combinations and is hidden on SMP"). SPEC names no combinations; these are the product's:
 *
 * Insured ("the vehicle is insured in someone else's name"): only where the reporter's own vehicle
 * is involved (objects 1 or 2: scopes 1, 2, 12, 13, 14, 134); in scopes 3, 4, 34 another vehicle
 * did the damage and its insured is the responsible party, asked for later.
 * - WEB: a toggle, off by default (the reporter is the insured).
 * - SMP: always shown, without a toggle (SPEC §4: the SMP reporter is not the insured), prefilled
 *   from the portal's operator data when it named the insured.
 * - KZ: never (SPEC §4: in KZ the reporter is the insured; the reporter is prefilled).
 *
 * Aggrieved ("I am reporting for someone else"): where the reporter claims as the injured party
 * under another vehicle's liability (PZP), i.e. scopes 3, 4, 34 (always PZP) and scopes 1, 13,
 * 14, 134 with PZP. Not with CASCO (own-damage cover: the injured party is the insured), not in
 * scopes 2 and 12 (the injured parties are the other-damage entries), never on SMP (the agent
 * named the injured party on /permission-confirmation-SMP).
 */

export interface ReporterDetailsLayout {
  insured: 'toggle' | 'always' | 'hidden';
  aggrieved: boolean;
}

const OWN_VEHICLE_SCOPES = ['scope1', 'scope2', 'scope12', 'scope13', 'scope14', 'scope134'];
const LIABILITY_CLAIM_SCOPES = ['scope3', 'scope4', 'scope34'];
const PZP_CLAIM_SCOPES = ['scope1', 'scope13', 'scope14', 'scope134'];

export function reporterDetailsLayout({
  context,
  scope,
  policyType,
}: {
  context: Context;
  scope: string | null;
  policyType: PolicyType | null | undefined;
}): ReporterDetailsLayout {
  const ownVehicle = scope !== null && OWN_VEHICLE_SCOPES.includes(scope);
  const insured = !ownVehicle || context === 'KZ' ? 'hidden' : context === 'SMP' ? 'always' : 'toggle';
  const injuredUnderLiability =
    scope !== null && (LIABILITY_CLAIM_SCOPES.includes(scope) || (PZP_CLAIM_SCOPES.includes(scope) && policyType === 'PZP'));
  return { insured, aggrieved: context !== 'SMP' && injuredUnderLiability };
}
