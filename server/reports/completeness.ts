import { isStoredAddress } from '../../src/domain/address.ts';
import { effectivePolicyType } from '../../src/domain/policy-type.ts';
import { scopeCodeOf } from '../../src/domain/report.ts';
import type { ErrorDetail } from '../http-errors.ts';
import type { StoredDocument } from './document.ts';
import { offeredAccount } from './saved-accounts.ts';

/** The scope sets SPEC §2 defines; any other combination cannot be saved. */
const DEFINED_SCOPES = new Set(['scope1', 'scope2', 'scope12', 'scope13', 'scope14', 'scope134', 'scope3', 'scope4', 'scope34']);

const words = (text: string | null | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean).length;
const filled = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/**
 * What a report must hold before it can be saved, for the path its scopes took (DESIGN.md §6).
 * Field formats were already checked against openapi.yaml at every update; this checks presence.
 * Returns the missing fields; empty means complete.
 */
export function missingForSave(document: StoredDocument, today: string): ErrorDetail[] {
  const missing: ErrorDetail[] = [];
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) missing.push({ path, message });
  };
  const { incident, parties } = document;
  const objects = (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  const scope = scopeCodeOf(objects);
  const ownVehicleInvolved = objects.includes(1) || objects.includes(2);

  need(objects.length > 0 && DEFINED_SCOPES.has(scope), '/incident/scopesOfDamage', 'Choose a defined scope of damage.');
  need(!!incident.date, '/incident/date', 'Enter the date of the incident.');
  if (incident.date) need(incident.date <= today, '/incident/date', 'The date of the incident must be in the past.');

  const reporter = parties.reporter ?? {};
  const aggrieved = parties.aggrievedParty;
  // D6: a reporter who is the aggrieved business reports as that business, without names of a person.
  if (reporter.isSameAsAggrieved && aggrieved?.partyType === 'BUSINESS') {
    need(filled(aggrieved.businessName), '/parties/aggrievedParty/businessName', "Enter the business's name.");
  } else {
    need((reporter.firstName ?? '').trim().length >= 2, '/parties/reporter/firstName', "Enter the reporter's first name.");
    need((reporter.lastName ?? '').trim().length >= 2, '/parties/reporter/lastName', "Enter the reporter's last name.");
  }
  need(filled(reporter.email) || filled(reporter.phone?.number), '/parties/reporter/email', 'Enter an e-mail or a phone number.');

  const address = incident.address;
  need(isStoredAddress(address), '/incident/address', 'Select and confirm the address on the map.');
  need(words(incident.description) >= 5, '/incident/description', 'Describe the incident in at least 5 words.');

  if (ownVehicleInvolved) {
    const vehicle = incident.myVehicle ?? { hasLicensePlate: true };
    if (vehicle.hasLicensePlate === false) {
      need(filled(vehicle.description), '/incident/myVehicle/description', 'Describe the vehicle without a licence plate.');
    } else {
      need(filled(vehicle.licensePlate), '/incident/myVehicle/licensePlate', 'Enter the licence plate.');
    }
  }
  // Scopes 3, 4 and 34 are caused by another vehicle by definition (DECISIONS D9).
  if (!['scope3', 'scope4', 'scope34'].includes(scope)) {
    need(!!incident.responsibleParty, '/incident/responsibleParty', 'Choose who caused the incident.');
  }
  // Only scope1 with CASCO goes through the reason screens (SPEC §2 /incident-map).
  if (scope === 'scope1' && effectivePolicyType(incident) === 'CASCO') {
    need(!!incident.reason, '/incident/reason', 'Choose the reason of the incident.');
  }
  if (objects.includes(2)) {
    const entries =
      (incident.damagedVehicles?.length ?? 0) + (incident.damagedProperties?.length ?? 0) + (incident.damagedHealths?.length ?? 0);
    need(entries > 0, '/incident/otherDamage', 'Describe at least one damaged vehicle, property or person.');
  }
  if (objects.includes(4)) {
    need(!!incident.myHealth?.damageType, '/incident/myHealth/damageType', 'Choose the kind of health damage.');
  }
  const account = incident.bankAccount;
  if (account?.id) {
    need(offeredAccount(document, account.id) !== undefined, '/incident/bankAccount/id', 'Choose one of the saved bank accounts.');
  }
  return missing;
}
