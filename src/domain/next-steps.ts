/**
 * The numbered "what happens next" table of /confirm (SPEC §2 /confirm: "Next-steps table
 * numbered, first step (first two for scope12 with CASCO) shown done"; §4: next steps "depend on
 * scope combination, policy type, resolve type, whether a repair service is chosen, forced payout
 * and verification"). SPEC names the keys but no steps; these are the product's decisions. Pure:
 * step ids only; the screen words them (Lingui) and numbers them 1, 2, 3 … in this order.
 *
 * Objects of the scope code: 1 my vehicle damaged, 2 my vehicle caused damage, 3 my property,
 * 4 my health (SPEC §2 "Scopes of damage"). CASCO = the chosen policy type is CASCO.
 *
 * | # | step                       | shown when                                                                 | done |
 * |---|----------------------------|----------------------------------------------------------------------------|------|
 * | A | reportedOwnDamage          | scope12 with CASCO (two claims: own damage from CASCO …)                   | yes  |
 * | A | reportedCausedDamage       | scope12 with CASCO (… and the damage caused, from PZP)                     | yes  |
 * | A | reported                   | every other case                                                            | yes  |
 * | B | verifyResponsibleInsurance | a loss is claimed from the other vehicle's PZP (object 1 without CASCO, or  |      |
 * |   |                            | object 3 or 4) and its plate/policy did not verify with us                  | no   |
 * | B | guaranteeFund              | instead of the above, the vehicle that caused it is unidentified (plate    |      |
 * |   |                            | and party unknown): SKP's guarantee fund pays those losses, not we         | no   |
 * | B | contactAggrieved           | object 2: those my vehicle damaged are settled from my PZP                 | no   |
 * | C | serviceContact             | object 1, toService/inService, a contracted repair shop chosen             | no   |
 * | C | serviceRepair              | as above                                                                    | no   |
 * | C | inspection                 | object 1, toService/inService without a shop (the inspection address      |      |
 * |   |                            | was asked), or selfRepair                                                   | no   |
 * | C | repairOwnChoice            | object 1, toService/inService without a shop                               | no   |
 * | D | healthDocuments            | object 4                                                                    | no   |
 * | E | assessment                 | object 1 with selfRepair or no resolve type (theft, burnt, scope12 PZP,     |      |
 * |   |                            | scopes 13/14/134 without own plate); object 3 or 4                          | no   |
 * | F | paidToServiceWithExcess    | a shop chosen, payout not forced, CASCO (the excess is paid to the shop)   | no   |
 * | F | paidToService              | a shop chosen, payout not forced, PZP (SPEC: "PZP means without" co-pay)   | no   |
 * | F | payoutToAccount            | object 1 with a resolve type, unless the shop is paid directly; object 1   |      |
 * |   |                            | without a resolve type unless object 2 (scope12 PZP asks no account);      |      |
 * |   |                            | object 3 or 4                                                               | no   |
 *
 * Decisions:
 * - Scope12 with CASCO makes two claims at once (own damage from CASCO, damage caused from PZP):
 *   both are reported, so the first two steps are done; everywhere else only the first.
 * - "Verification": only the responsible party's insurance matters here. When the claim goes to
 *   the other vehicle's liability cover and that vehicle was not found with us, the next thing is
 *   to find out where it is insured. My own policy is always verified by the time of saving
 *   (the alerts refuse an unverified number, D4).
 * - An unidentified vehicle (D22: plate and party unknown) has no liability cover to claim from:
 *   the losses it caused are the guarantee fund's (SKP) to pay, so our own steps for them
 *   (inspection, assessment, payout, health documents) are not shown; an own CASCO claim keeps its.
 * - Forced payout (SPEC /force-payout-to-aggrieved) matters only with a chosen shop: the shop
 *   repairs either way; forced, the money goes to the account instead of the shop.
 * - A skipped shop leaves the repair to a shop of the reporter's choice after our inspection.
 * - The same steps in every context: the texts are worded impersonally, so an SMP agent, a KZ
 *   reporter and a WEB customer read the same table (no SMP variant).
 */
import type { components } from './openapi.gen.ts';

type Incident = components['schemas']['Incident'];
type PolicyType = components['schemas']['PolicyType'];
type ResolveType = NonNullable<Incident['resolveType']>;

/** A step's id and whether it is behind the reporter already (the report itself, shown as done).
 * The ids are the API's (openapi.yaml NextStep): a duplicate's save answers the first report's steps. */
export type NextStep = components['schemas']['NextStep'];
export type NextStepId = NextStep['id'];

/** The keys of the table (SPEC §4). */
export interface NextStepsInput {
  /** The scope code, e.g. 'scope13'. */
  scope: string | null | undefined;
  policyType: PolicyType | null | undefined;
  resolveType: ResolveType | null | undefined;
  /** A contracted repair shop was picked on /car-repair-map. */
  repairServiceChosen: boolean;
  /** /force-payout-to-aggrieved: paid to the reporter's account instead of the shop. */
  forcePayout: boolean;
  /** The responsible party's plate or policy number verified with us. */
  responsiblePartyVerified: boolean;
  /** D22: the vehicle that caused it is unidentified: its plate and who it was are unknown. */
  responsibleVehicleUnidentified?: boolean;
}

function objectsOf(scope: string | null | undefined): Set<number> {
  const match = /^scope([1-4]+)$/.exec(scope ?? '');
  return new Set(match ? [...match[1]!].map(Number) : []);
}

/** The next steps for a report, in order; the first (two for scope12 with CASCO) done. */
export function nextSteps(input: NextStepsInput): NextStep[] {
  const objects = objectsOf(input.scope);
  const casco = input.policyType === 'CASCO';
  const claimedFromResponsible = (objects.has(1) && !casco) || objects.has(3) || objects.has(4);
  const fundPays = claimedFromResponsible && input.responsibleVehicleUnidentified === true;
  // The losses we settle: those the guarantee fund pays are not ours.
  const vehicle = objects.has(1) && !(fundPays && !casco);
  const caused = objects.has(2);
  const otherLoss = (objects.has(3) || objects.has(4)) && !fundPays;
  const resolve = vehicle ? (input.resolveType ?? null) : null;
  const toShop = resolve === 'toService' || resolve === 'inService';
  const shop = toShop && input.repairServiceChosen;
  const shopPaid = shop && !input.forcePayout;

  const steps: NextStep[] = [];
  const add = (id: NextStepId, when: boolean, done = false) => {
    if (when) steps.push({ id, done });
  };

  // A: what the report already did.
  const two = input.scope === 'scope12' && casco;
  add('reportedOwnDamage', two, true);
  add('reportedCausedDamage', two, true);
  add('reported', !two, true);

  // B: whose cover pays.
  add('verifyResponsibleInsurance', claimedFromResponsible && !fundPays && !input.responsiblePartyVerified);
  add('guaranteeFund', fundPays);
  add('contactAggrieved', caused);

  // C: the vehicle.
  add('serviceContact', shop);
  add('serviceRepair', shop);
  add('inspection', (toShop && !shop) || resolve === 'selfRepair');
  add('repairOwnChoice', toShop && !shop);

  // D, E: the other losses and the assessment.
  add('healthDocuments', objects.has(4) && !fundPays);
  add('assessment', (vehicle && (resolve === 'selfRepair' || resolve === null)) || otherLoss);

  // F: the money.
  add('paidToServiceWithExcess', shopPaid && casco);
  add('paidToService', shopPaid && !casco);
  add('payoutToAccount', (vehicle && resolve !== null && !shopPaid) || (vehicle && resolve === null && !caused) || otherLoss);
  return steps;
}

/** The table's keys as a report holds them. */
export function nextStepsInputOf(
  incident: Incident,
  responsibleParty: components['schemas']['OtherParty'] | null | undefined,
  scope: string | null | undefined,
  policyType: PolicyType | null | undefined,
): NextStepsInput {
  return {
    scope,
    policyType: incident.policyType ?? policyType,
    resolveType: incident.resolveType ?? null,
    repairServiceChosen: !!incident.carRepairService?.companyName?.trim(),
    forcePayout: incident.forcePayoutToAggrieved === true,
    responsiblePartyVerified: responsibleParty?.licensePlateIsVerified === true || responsibleParty?.policyIdIsVerified === true,
    responsibleVehicleUnidentified: responsibleParty?.hasLicensePlate === false && responsibleParty.isUnknown === true,
  };
}
