/**
 * The FORMAT of every field an update carries, by the same validators the browser's forms use
 * (src/domain/validation). An update is a partial document: only the fields present are checked,
 * and an empty one passes; whether the required fields are there is the save's business
 * (completeness.ts). openapi.yaml has already checked types, lengths and simple patterns.
 *
 * Messages are the validators' descriptors, the form's own: the error handler answers them in the
 * request's language.
 */
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { validateBic, validateIban } from '../../src/domain/validation/bank.ts';
import { validateIdentificationNumber, validateBusinessId } from '../../src/domain/validation/business-id.ts';
import { validateBirthNumber } from '../../src/domain/validation/birth-number.ts';
import { validateBirthDate, validateIncidentDate } from '../../src/domain/validation/dates.ts';
import { validateOptionalEmail } from '../../src/domain/validation/email.ts';
import { validateLicensePlate } from '../../src/domain/validation/license-plate.ts';
import type { ValidationResult } from '../../src/domain/validation/messages.ts';
import { validatePhone, type PhoneValue } from '../../src/domain/validation/phone.ts';
import { validateIncidentTime } from '../../src/domain/validation/times.ts';
import { validateMaxDescriptionLength, validateName, validatePolicyNumber } from '../../src/domain/validation/text.ts';
import type { ErrorDetail } from '../http-errors.ts';

export interface UpdateValidationOptions {
  /** The prefixes the server offers (get-phone-prefixes). */
  phonePrefixes: readonly string[];
  /** Today in Slovakia, `yyyy-mm-dd`: later dates are in the future. */
  today: string;
  /** The time now in Slovakia, `HH:mm`: a later time on today is in the future (D23). */
  now?: string;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null | undefined => (typeof value === 'string' ? value : undefined);

/** The errors of one update; empty when every field present has a valid format. */
export function validateUpdateBody(body: UpdateReportRequest, options: UpdateValidationOptions): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  const report = (path: string, result: ValidationResult) => {
    if (result) errors.push({ path, message: result });
  };
  const optional = { required: false } as const;

  /** Checks only the keys the object has: a key not sent is not touched by the update. */
  const each = (object: Fields | null | undefined, path: string, rules: Record<string, (value: unknown) => ValidationResult>) => {
    if (!object) return;
    for (const [key, rule] of Object.entries(rules)) {
      if (key in object && object[key] !== null && object[key] !== undefined) report(`${path}/${key}`, rule(object[key]));
    }
  };

  const phone = (value: PhoneValue | null | undefined, path: string) => {
    const result = validatePhone(value, { allowedPrefixes: options.phonePrefixes });
    report(`${path}/prefix`, result.prefix);
    report(`${path}/number`, result.number);
  };

  const name = (value: unknown) => validateName(text(value), optional);
  const description = (value: unknown) => validateMaxDescriptionLength(text(value));
  const email = (value: unknown) => validateOptionalEmail(text(value));
  const plate = (value: unknown) => validateLicensePlate(text(value), optional);
  const policyNumber = (value: unknown) => validatePolicyNumber(text(value));
  const pastDate = (value: unknown) => validateIncidentDate(text(value), { today: options.today, required: false });
  const birthDate = (value: unknown) => validateBirthDate(text(value), { today: options.today });

  /** Names, e-mail and phone: what every party and contact person has. */
  const person = (party: (Fields & { phone?: PhoneValue | null }) | null | undefined, path: string) => {
    if (!party) return;
    each(party, path, { firstName: name, lastName: name, email });
    if (party.phone) phone(party.phone, `${path}/phone`);
  };

  const parties = body.parties;
  if (parties) {
    person(parties.reporter, '/parties/reporter');
    person(parties.insured, '/parties/insured');
    person(parties.inspectionContactPerson, '/parties/inspectionContactPerson');

    const aggrieved = parties.aggrievedParty;
    person(aggrieved, '/parties/aggrievedParty');
    each(aggrieved, '/parties/aggrievedParty', {
      // Without partyType in this update the stored party's type is unknown here: either kind passes.
      identificationNumber: (value) => validateIdentificationNumber(text(value), { partyType: aggrieved?.partyType, today: options.today }),
      dateOfBirth: birthDate,
    });

    for (const key of ['otherResponsibleParty', 'otherCoresponsibleParty'] as const) {
      const party = parties[key];
      person(party, `/parties/${key}`);
      each(party, `/parties/${key}`, { licensePlate: plate, policyId: policyNumber, vehicleDescription: description, description });
    }
  }

  const incident = body.incident;
  if (incident) {
    // The time is compared with the date of the same update: both screens that ask it send both (D23).
    const time = (value: unknown) => validateIncidentTime(text(value), { date: incident.date, today: options.today, now: options.now });
    each(incident, '/incident', { policyId: policyNumber, date: pastDate, time, description, descriptionAdditional: description });
    each(incident.myVehicle, '/incident/myVehicle', { licensePlate: plate, description, damageDescription: description });
    each(incident.myProperty, '/incident/myProperty', { damageDescription: description });
    each(incident.myHealth, '/incident/myHealth', { damageDescription: description });
    each(incident.bankAccount, '/incident/bankAccount', {
      value: (value) => validateIban(text(value), optional),
      bic: (value) => validateBic(text(value)),
      holderIdentificationNumber: (value) => validateBirthNumber(text(value), { today: options.today }),
      holderDateOfBirth: birthDate,
      holderBusinessId: (value) => validateBusinessId(text(value)),
    });
    incident.damagedVehicles?.forEach((vehicle, index) => {
      const path = `/incident/damagedVehicles/${index}`;
      person(vehicle, path);
      each(vehicle, path, { licensePlate: plate, vehicleDescription: description, description });
    });
    incident.damagedProperties?.forEach((property, index) => {
      const path = `/incident/damagedProperties/${index}`;
      person(property, path);
      each(property, path, { description });
    });
    incident.damagedHealths?.forEach((health, index) => {
      const path = `/incident/damagedHealths/${index}`;
      person(health, path);
      each(health, path, { description });
    });
  }
  return errors;
}
