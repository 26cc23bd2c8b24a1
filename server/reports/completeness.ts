import type { MessageDescriptor } from '@lingui/core';
import { effectivePolicyType } from '../../src/domain/policy-type.ts';
import { scopeCodeOf } from '../../src/domain/report.ts';
import { messages } from '../../src/domain/validation/messages.ts';
import { validateDescription, validateName } from '../../src/domain/validation/text.ts';
import type { ErrorDetail } from '../http-errors.ts';
import { DETAIL_MESSAGES } from '../http/messages.ts';
import type { StoredDocument } from './document.ts';
import { offeredAccount } from './saved-accounts.ts';

/** The scope sets SPEC §2 defines; any other combination cannot be saved. */
const DEFINED_SCOPES = new Set(['scope1', 'scope2', 'scope12', 'scope13', 'scope14', 'scope134', 'scope3', 'scope4', 'scope34']);

const filled = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/**
 * What a report must hold before it can be saved, for the path its scopes took (DESIGN.md §6).
 * Field formats were already checked against openapi.yaml at every update; this checks presence.
 * Returns the missing fields, each with the message its form shows; empty means complete.
 */
export function missingForSave(document: StoredDocument, today: string): ErrorDetail[] {
  const missing: ErrorDetail[] = [];
  const need = (ok: boolean, path: string, message: MessageDescriptor) => {
    if (!ok) missing.push({ path, message });
  };
  /** A field checked by its form's own rule (src/domain/validation). */
  const check = (path: string, message: MessageDescriptor | undefined) => {
    if (message) missing.push({ path, message });
  };
  const { incident, parties } = document;
  const objects = (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  const scope = scopeCodeOf(objects);
  const ownVehicleInvolved = objects.includes(1) || objects.includes(2);

  need(objects.length > 0, '/incident/scopesOfDamage', messages.atLeastOne);
  if (objects.length > 0) need(DEFINED_SCOPES.has(scope), '/incident/scopesOfDamage', messages.requiredOption);
  need(!!incident.date, '/incident/date', messages.required);
  if (incident.date) need(incident.date <= today, '/incident/date', messages.dateInPast);

  const reporter = parties.reporter ?? {};
  const aggrieved = parties.aggrievedParty;
  // D6: a reporter who is the aggrieved business reports as that business, without names of a person.
  if (reporter.isSameAsAggrieved && aggrieved?.partyType === 'BUSINESS') {
    need(filled(aggrieved.businessName), '/parties/aggrievedParty/businessName', messages.required);
  } else {
    check('/parties/reporter/firstName', validateName(reporter.firstName));
    check('/parties/reporter/lastName', validateName(reporter.lastName));
  }
  need(filled(reporter.email) || filled(reporter.phone?.number), '/parties/reporter/email', messages.contactRequired);

  const address = incident.address;
  need(!!address && (address.isUnspecified === true || filled(address.town)), '/incident/address', messages.addressNotConfirmed);
  check('/incident/description', validateDescription(incident.description));

  if (ownVehicleInvolved) {
    const vehicle = incident.myVehicle ?? { hasLicensePlate: true };
    if (vehicle.hasLicensePlate === false) {
      need(filled(vehicle.description), '/incident/myVehicle/description', messages.required);
    } else {
      need(filled(vehicle.licensePlate), '/incident/myVehicle/licensePlate', messages.required);
    }
  }
  // Scopes 3, 4 and 34 are caused by another vehicle by definition (DECISIONS D9).
  if (!['scope3', 'scope4', 'scope34'].includes(scope)) {
    need(!!incident.responsibleParty, '/incident/responsibleParty', messages.requiredOption);
  }
  // Only scope1 with CASCO goes through the reason screens (SPEC §2 /incident-map).
  if (scope === 'scope1' && effectivePolicyType(incident) === 'CASCO') {
    need(!!incident.reason, '/incident/reason', messages.requiredOption);
  }
  if (objects.includes(2)) {
    const entries =
      (incident.damagedVehicles?.length ?? 0) + (incident.damagedProperties?.length ?? 0) + (incident.damagedHealths?.length ?? 0);
    need(entries > 0, '/incident/otherDamage', messages.atLeastOne);
  }
  if (objects.includes(4)) {
    need(!!incident.myHealth?.damageType, '/incident/myHealth/damageType', messages.requiredOption);
  }
  const account = incident.bankAccount;
  if (account?.id) {
    need(offeredAccount(document, account.id) !== undefined, '/incident/bankAccount/id', DETAIL_MESSAGES.unknownSavedBankAccount);
  }
  return missing;
}
