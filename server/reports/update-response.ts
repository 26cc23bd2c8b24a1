import { defaultPolicyType, type UpdateReportResponse } from '../../src/domain/report.ts';
import type { StoredDocument } from './document.ts';
import { offeredBankAccounts } from './saved-accounts.ts';

/** A draft as an update left it: its document and the version that write gave it. */
export interface StoredVersion {
  document: StoredDocument;
  version: number;
  updatedAt: Date;
}

/**
 * What an update answers (openapi.yaml `UpdateReportResponse`): what the server computed from the
 * stored document, products, verified flags and the saved accounts offered. Pure, so the machine's
 * tests answer their fake updates with it (tests/machine/support/fakes.ts).
 */
export function updateResponse({ document, version, updatedAt }: StoredVersion): UpdateReportResponse {
  const { incident, parties } = document;
  const products = incident.availableProducts!;
  const objectIds = (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  return {
    incident: {
      availableProducts: products,
      defaultPolicyType: defaultPolicyType(objectIds, products),
      policyIdIsVerified: incident.policyIdIsVerified ?? false,
    },
    verification: {
      myVehicleLicensePlate: incident.myVehicle?.licensePlateIsVerified ?? false,
      responsibleLicensePlate: parties.otherResponsibleParty?.licensePlateIsVerified ?? false,
      responsiblePolicyId: parties.otherResponsibleParty?.policyIdIsVerified ?? false,
      coresponsibleLicensePlate: parties.otherCoresponsibleParty?.licensePlateIsVerified ?? false,
      coresponsiblePolicyId: parties.otherCoresponsibleParty?.policyIdIsVerified ?? false,
    },
    availableBankAccounts: offeredBankAccounts(document),
    meta: { version, updatedAt: updatedAt.toISOString() },
  };
}
