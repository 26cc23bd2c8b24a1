import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { DEFAULT_CASCO_PRODUCT_CODE, type AvailableProducts, type OtherParty } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { availableProducts, policiesValidAt, verifyLicensePlate, verifyPolicyId } from '../reference/registers.ts';
import type { StoredDocument } from './document.ts';
import { isStoredSavedAccount, savedAccountsForPolicies } from './saved-accounts.ts';

const NO_PRODUCTS: AvailableProducts = {
  liability: false,
  casco: false,
  minicasco: false,
  cascoProductCode: DEFAULT_CASCO_PRODUCT_CODE,
};

/** The other party is covered when the insurer holds its liability (PZP) policy (SPEC §2). */
async function verifyOtherParty(db: Kysely<Database>, party: OtherParty | undefined, date: string) {
  if (!party) return;
  party.licensePlateIsVerified =
    party.hasLicensePlate !== false && !!party.licensePlate
      ? await verifyLicensePlate(db, { licensePlate: party.licensePlate, incidentDate: date, policyType: 'PZP' })
      : false;
  party.policyIdIsVerified = party.policyId
    ? await verifyPolicyId(db, { policyId: party.policyId, incidentDate: date, policyType: 'PZP' })
    : false;
}

function clearOtherParty(party: OtherParty | undefined) {
  if (!party) return;
  party.licensePlateIsVerified = false;
  party.policyIdIsVerified = false;
}

/** What the server-owned facts are computed from (besides the register itself). */
function verificationInputs(document: StoredDocument) {
  const { incident, parties } = document;
  const party = (other: OtherParty | undefined) =>
    other && { hasLicensePlate: other.hasLicensePlate, licensePlate: other.licensePlate, policyId: other.policyId };
  return {
    date: incident.date,
    hasLicensePlate: incident.myVehicle?.hasLicensePlate,
    licensePlate: incident.myVehicle?.licensePlate,
    policyId: incident.policyId,
    policyType: incident.policyType,
    responsible: party(parties.otherResponsibleParty),
    coresponsible: party(parties.otherCoresponsibleParty),
  };
}

/**
 * Whether `next` needs its server-owned facts computed again: `next` changed something they depend
 * on. Most updates (a description, a place, a bank account) change none of it, and then the five to
 * seven register queries are not run again. A new report's facts (emptyDocument) are those of a
 * report without a date, which is what recomputeVerification gives it, so the first update with a
 * date computes them.
 */
export function needsVerification(stored: StoredDocument, next: StoredDocument): boolean {
  return (
    stored.incident.availableProducts === undefined ||
    // A draft stored before D27 kept its accounts' IBANs: the next update finds them again as ids and masks.
    stored.availableBankAccounts.some((account) => !isStoredSavedAccount(account)) ||
    !isDeepStrictEqual(verificationInputs(stored), verificationInputs(next))
  );
}

/**
 * Recomputes every server-owned fact of the document from the policy register on the incident
 * date: verified flags, available products, saved bank accounts (SPEC §4, DESIGN.md §6).
 * Mutates and returns the document.
 */
export async function recomputeVerification(db: Kysely<Database>, document: StoredDocument): Promise<StoredDocument> {
  const { incident, parties } = document;
  const date = incident.date;
  const vehicle = (incident.myVehicle ??= { hasLicensePlate: true });
  if (!date) {
    vehicle.licensePlateIsVerified = false;
    incident.policyIdIsVerified = false;
    incident.availableProducts = { ...NO_PRODUCTS };
    clearOtherParty(parties.otherResponsibleParty);
    clearOtherParty(parties.otherCoresponsibleParty);
    document.availableBankAccounts = [];
    return document;
  }

  const plate = vehicle.hasLicensePlate !== false && vehicle.licensePlate ? vehicle.licensePlate : undefined;
  vehicle.licensePlateIsVerified = plate ? await verifyLicensePlate(db, { licensePlate: plate, incidentDate: date }) : false;
  incident.policyIdIsVerified = incident.policyId
    ? await verifyPolicyId(db, {
        policyId: incident.policyId,
        incidentDate: date,
        ...(incident.policyType ? { policyType: incident.policyType } : {}),
      })
    : false;

  const policyId = incident.policyIdIsVerified ? (incident.policyId ?? undefined) : undefined;
  incident.availableProducts =
    plate || policyId ? await availableProducts(db, { licensePlate: plate, policyId, date }) : { ...NO_PRODUCTS };

  const policies = plate || policyId ? await policiesValidAt(db, { licensePlate: plate, policyId, date }) : [];
  document.availableBankAccounts = await savedAccountsForPolicies(
    db,
    document,
    policies.map((policy) => policy.policy_id),
  );

  await verifyOtherParty(db, parties.otherResponsibleParty, date);
  await verifyOtherParty(db, parties.otherCoresponsibleParty, date);
  return document;
}
