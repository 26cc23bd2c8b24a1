import type { Kysely } from 'kysely';
import { effectivePolicyType } from '../../src/domain/policy-type.ts';
import type { IncidentReport } from '../../src/domain/report.ts';
import type { VerifiedPolicy } from '../../src/domain/summary-saved.ts';
import type { Database } from '../db/schema.ts';
import { policiesValidAt, type PolicyRow } from '../reference/registers.ts';

/** The plate and the policy number of a party, each only when the verification accepted it. */
function verifiedKeys(
  date: string,
  party: { licensePlate?: string | null; hasLicensePlate?: boolean | null; licensePlateIsVerified?: boolean | null } | undefined,
  policy: { policyId?: string | null; policyIdIsVerified?: boolean | null } | undefined,
) {
  const licensePlate = party?.hasLicensePlate !== false && party?.licensePlateIsVerified ? (party.licensePlate ?? undefined) : undefined;
  const policyId = policy?.policyIdIsVerified ? (policy.policyId ?? undefined) : undefined;
  return { licensePlate, policyId, date };
}

const matching = (db: Kysely<Database>, query: ReturnType<typeof verifiedKeys>): Promise<PolicyRow[]> =>
  query.licensePlate || query.policyId ? policiesValidAt(db, query) : Promise.resolve([]);

/**
 * The policies a sent report's verification matched, for its PDF: the register's
 * policies in force on the incident date for the plates and policy numbers that verified, as
 * server/reports/verification.ts asked. Of the own vehicle's, those the report is settled under:
 * the casco (or mini-casco) policy of a CASCO claim for the own vehicle, the liability policy when
 * the own vehicle caused damage. Of the responsible and the co-responsible party's, the liability
 * policy, which a claim for damage they caused is made against. A draft gets none, so that a plate
 * typed into a draft does not reveal the policy behind it (docs/decisions.md "The PDF's verified
 * policy").
 */
export async function verifiedPolicies(db: Kysely<Database>, report: IncidentReport): Promise<VerifiedPolicy[]> {
  const { incident, parties } = report;
  if (!report.meta.saved?.isCompleted || !incident.date) return [];
  const objects = new Set((incident.scopesOfDamage ?? []).map((scope) => scope.objectId));
  const ownProducts = new Set<PolicyRow['product']>();
  if (objects.has(1) && effectivePolicyType(incident) === 'CASCO') ownProducts.add('CASCO').add('MINICASCO');
  if (objects.has(2)) ownProducts.add('PZP');
  const { otherResponsibleParty: responsible, otherCoresponsibleParty: coresponsible } = parties;
  const [own, responsibles, coresponsibles] = await Promise.all([
    matching(db, verifiedKeys(incident.date, incident.myVehicle, incident)),
    matching(db, verifiedKeys(incident.date, responsible, responsible)),
    matching(db, verifiedKeys(incident.date, coresponsible, coresponsible)),
  ]);
  const liability = (policy: PolicyRow) => policy.product === 'PZP';
  return [
    ...own.filter((policy) => ownProducts.has(policy.product)).map((policy) => verified(policy, 'own')),
    ...asTyped(responsibles.filter(liability), responsible, 'responsibleParty'),
    ...asTyped(coresponsibles.filter(liability), coresponsible, 'coresponsibleParty'),
  ];
}

const verified = (policy: PolicyRow, holder: VerifiedPolicy['holder']): VerifiedPolicy => ({
  policyId: policy.policy_id,
  product: policy.product,
  holder,
});

type OtherPartyKeys = NonNullable<IncidentReport['parties']['otherResponsibleParty']>;

/**
 * Another party's liability policy as the reporter may read it: by the policy number the reporter
 * typed when it verified, otherwise by the plate the reporter typed. A number the register found
 * by the plate is the insurer's business, not the reporter's.
 */
function asTyped(policies: PolicyRow[], party: OtherPartyKeys | undefined, holder: VerifiedPolicy['holder']): VerifiedPolicy[] {
  if (!party || policies.length === 0) return [];
  const typedPolicy = party.policyIdIsVerified ? (party.policyId ?? undefined) : undefined;
  if (typedPolicy && policies.some((policy) => policy.policy_id === typedPolicy))
    return [{ policyId: typedPolicy, product: 'PZP', holder }];
  const plate = party.licensePlate?.toUpperCase();
  return plate ? [{ licensePlate: plate, product: 'PZP', holder }] : [];
}
