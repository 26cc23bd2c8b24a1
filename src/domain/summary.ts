/**
 * The facts of a report as the summary shows them (SPEC §2 /summary), in SPEC's order, with only
 * what applies to this report. One function for the /summary screen (browser) and the printable
 * PDF (server): same facts, same labels, same formatting, in the language of the I18n given. Pure: no React.
 */
import {
  formatAddress,
  formatDate,
  formatIban,
  formatIncidentWhen,
  formatPartyName,
  formatPhone,
  formatYesNo,
  type DisplayParty,
  type DisplayPhone,
} from './format.ts';
import type { components } from './openapi.gen.ts';
import { SPECIFIC_QUESTIONS } from './incident-questions.ts';
import {
  HEALTH_DAMAGE_LABELS,
  INSPECTION_PLACE_LABELS,
  optionText,
  PAYOUT_LABELS,
  policyTypeFactsOf,
  policyTypeLabel,
  RESOLVE_TYPE_LABELS,
  responsiblePartyLabel,
  SPECIFIC_QUESTION_LABELS,
  WINDSHIELD_LABELS,
  wordingOf,
  type OptionLabel,
  type Wording,
} from './option-labels.ts';
import { effectivePolicyType } from './policy-type.ts';
import { scopeCodeOf, type IncidentReport, type OtherParty } from './report.ts';
import type { I18n } from '@lingui/core';
import { SUMMARY_LABELS, summaryLabel, summaryLocale, type SummaryLabelId } from './summary-labels.ts';

/**
 * The tables of the printable summary (SPEC §2 "A hidden printable summary document"), in print
 * order: what a claims handler needs first leads (issue 31): the basic data (the report's and
 * claims' numbers, when and where, the verified policy, when it was sent), then what happened.
 */
export const PRINT_TABLES = [
  'basicData',
  'whatHappened',
  'identification',
  'contacts',
  'parties',
  'damagedObjects',
  'inspection',
  'service',
  'payout',
  'documents',
] as const;

export type PrintTableId = (typeof PRINT_TABLES)[number];

export interface SummaryRow {
  /** Stable within a report, e.g. `reporter.email` or `damagedVehicle.2.licensePlate`. */
  id: string;
  label: string;
  /** Formatted for display; may hold line breaks (descriptions). Never empty. */
  value: string;
  /** Set on attachment rows, so the screen can offer the file for download. */
  attachmentId?: string;
}

export interface SummarySection {
  id: string;
  title: string;
  /** Which table of the printable summary carries this section. */
  table: PrintTableId;
  rows: SummaryRow[];
}

type Incident = IncidentReport['incident'];
type Value = string | null | undefined;

/** Collects the rows of one section; rows without a value are left out. */
class SectionBuilder {
  readonly rows: SummaryRow[] = [];

  constructor(
    private readonly i18n: I18n,
    private readonly prefix: string,
  ) {}

  add(key: string, label: SummaryLabelId, value: Value, extra: Partial<SummaryRow> = {}): this {
    const text = (value ?? '').trim();
    if (text) this.rows.push({ id: `${this.prefix}.${key}`, label: summaryLabel(label, this.i18n), value: text, ...extra });
    return this;
  }

  addLabelled(key: string, label: string, value: Value, extra: Partial<SummaryRow> = {}): this {
    const text = (value ?? '').trim();
    if (text) this.rows.push({ id: `${this.prefix}.${key}`, label, value: text, ...extra });
    return this;
  }
}

const hasText = (value: Value) => (value ?? '').trim().length > 0;

class SummaryBuilder {
  readonly sections: SummarySection[] = [];

  constructor(
    readonly i18n: I18n,
    /** The wording of the report's context: the options read as its screens offered them. */
    readonly wording: Wording,
  ) {}

  label(id: SummaryLabelId): string {
    return summaryLabel(id, this.i18n);
  }

  /**
   * The chosen option of a choice, word for word as its screen offered it (option-labels.ts); the
   * raw value when the table has none (a value no screen offers).
   */
  chosen<V extends string>(table: Partial<Record<V, OptionLabel>>, value: V | null | undefined): string {
    if (!value) return '';
    const option = table[value];
    return option ? this.option(option) : value;
  }

  /** An option's text in the report's wording. */
  option(option: OptionLabel): string {
    return optionText(option, this.wording, this.i18n);
  }

  /** Labels looked up by a key the data carries (enumerations); the raw value if none is known. */
  valueLabel(prefix: string, value: Value): string {
    if (!value) return '';
    const id = `${prefix}.${value}` as SummaryLabelId;
    return id in SUMMARY_LABELS ? this.label(id) : value;
  }

  section(id: string, title: SummaryLabelId | string, table: PrintTableId, fill: (rows: SectionBuilder) => void, titleSuffix = ''): void {
    const rows = new SectionBuilder(this.i18n, id);
    fill(rows);
    if (rows.rows.length === 0) return;
    const base = title in SUMMARY_LABELS ? this.label(title as SummaryLabelId) : title;
    this.sections.push({ id, title: `${base}${titleSuffix}`, table, rows: rows.rows });
  }

  contact(rows: SectionBuilder, party: { email?: Value; phone?: DisplayPhone | null }): void {
    rows.add('email', 'party.email', party.email).add('phone', 'party.phone', formatPhone(party.phone));
  }

  partyName(rows: SectionBuilder, party: DisplayParty & { isUnknown?: boolean | null }): void {
    // D22: a party the reporter does not know is said to be unknown, where its name would be.
    if (party.isUnknown) rows.add('name', 'party.identity', this.label('party.unknown'));
    else rows.add('name', party.partyType === 'BUSINESS' ? 'party.businessName' : 'party.name', formatPartyName(party));
  }

  plate(party: { hasLicensePlate?: boolean | null; licensePlate?: Value }): string {
    if (party.hasLicensePlate === false) return this.label('vehicle.noLicensePlate');
    return (party.licensePlate ?? '').toUpperCase();
  }

  otherParty(id: string, title: SummaryLabelId, party: OtherParty | undefined): void {
    if (!party) return;
    this.section(id, title, 'parties', (rows) => {
      this.partyName(rows, party);
      if (hasText(party.licensePlate) || party.hasLicensePlate === false) rows.add('licensePlate', 'party.licensePlate', this.plate(party));
      rows.add('vehicleDescription', 'party.vehicleDescription', party.vehicleDescription);
      rows.add('policyId', 'party.policyId', party.policyId);
      this.contact(rows, party);
      rows.add('description', 'party.description', party.description);
    });
  }
}

const objectIdsOf = (incident: Incident) => new Set((incident.scopesOfDamage ?? []).map((scope) => scope.objectId));

function bankRows(builder: SummaryBuilder, report: IncidentReport, rows: SectionBuilder): void {
  const { incident } = report;
  const service = incident.carRepairService;
  // SPEC §2 /summary: with a contracted repair shop and no forced payout, the shop is paid.
  if (service && hasText(service.companyName) && incident.forcePayoutToAggrieved !== true) {
    rows.add('account', 'bank.account', `${builder.label('bank.contractService')} (${service.companyName!.trim()})`);
    return;
  }
  const account = incident.bankAccount;
  if (!account) return;
  // A saved account is shown by its mask (D27): the IBAN never leaves the server.
  const saved = account.id ? report.availableBankAccounts.find((item) => item.id === account.id) : undefined;
  rows.add('account', 'bank.account', saved ? saved.mask : formatIban(account.value));
  rows.add('bic', 'bank.bic', saved ? '' : (account.bic ?? '').toUpperCase());
  rows.add('holderBirthNumber', 'bank.holderBirthNumber', account.holderIdentificationNumber);
  rows.add('holderDateOfBirth', 'bank.holderDateOfBirth', formatDate(account.holderDateOfBirth, summaryLocale(builder.i18n)));
  rows.add('holderBusinessId', 'bank.holderBusinessId', account.holderBusinessId);
}

type OperatorData = components['schemas']['SmpOperatorData'] | components['schemas']['KzOperatorData'];

/**
 * The operator as the server records it on a portal report at create (server/routes/reports.ts):
 * names, the SMP login or the KZ operator code (never a birth number, D28), e-mail. For the
 * /summary screen while the browser's copy of the report has only the get-operator-data answer.
 */
export function operatorFromPortalData(
  data: OperatorData | null | undefined,
  operatorCode: string | null | undefined,
): NonNullable<IncidentReport['parties']['operator']> | undefined {
  if (!data) return undefined;
  return {
    firstName: data.firstName ?? null,
    lastName: data.lastName ?? null,
    identificationNumber: data.portal === 'SMP' ? (data.login ?? null) : (operatorCode ?? null),
    email: data.email ?? null,
  };
}

/**
 * The summary of a report: sections in SPEC §2 /summary's order (reporter, insured, aggrieved,
 * operator, address and date, policy and vehicle, bank account, … attachments), each with the
 * rows that apply to this report. Sections without a row are left out.
 */
export function summarySections(report: IncidentReport, i18n: I18n): SummarySection[] {
  const { parties, incident, meta } = report;
  const b = new SummaryBuilder(i18n, wordingOf(meta.context));
  const locale = summaryLocale(i18n);
  const objects = objectIdsOf(incident);
  const reporter = parties.reporter ?? {};
  const ownVehicleInvolved = objects.has(1) || objects.has(2);
  const scope = scopeCodeOf([...objects]);

  b.section('reporter', 'section.reporter', 'contacts', (rows) => {
    rows.add('name', 'party.name', formatPartyName(reporter));
    b.contact(rows, reporter);
  });

  b.section('insured', 'section.insured', 'parties', (rows) => {
    const insured = parties.insured ?? {};
    const name = formatPartyName(insured);
    if (name) b.partyName(rows, insured);
    else if (reporter.isSameAsInsured) rows.add('name', 'party.name', b.label('party.sameAsReporter'));
  });

  b.section('aggrieved', 'section.aggrieved', 'parties', (rows) => {
    const aggrieved = parties.aggrievedParty ?? {};
    const name = formatPartyName(aggrieved);
    if (name) b.partyName(rows, aggrieved);
    else if (reporter.isSameAsAggrieved) rows.add('name', 'party.name', b.label('party.sameAsReporter'));
    rows.add(
      'identificationNumber',
      aggrieved.partyType === 'BUSINESS' ? 'party.businessId' : 'party.birthNumber',
      aggrieved.identificationNumber,
    );
    rows.add('dateOfBirth', 'party.dateOfBirth', formatDate(aggrieved.dateOfBirth, summaryLocale(i18n)));
  });

  // Portal reports only (SPEC §1: "operator data is shown on the summary").
  if (meta.context !== 'WEB') {
    b.section('operator', 'section.operator', 'contacts', (rows) => {
      const operator = parties.operator ?? {};
      rows.add('name', 'party.name', formatPartyName(operator));
      rows.add('identificationNumber', 'operator.identificationNumber', operator.identificationNumber);
      rows.add('email', 'party.email', operator.email);
    });
  }

  b.section('incident', 'section.incident', 'basicData', (rows) => {
    rows.add('address', 'incident.address', formatAddress(incident.address, i18n));
    // D23: the incident's time joins the date ("13. 5. 2026 14:30"); the PDF's basic data and /summary take this row.
    rows.add('date', 'incident.date', formatIncidentWhen(incident, summaryLocale(i18n)));
  });

  b.section('policy', 'section.policy', 'identification', (rows) => {
    const policyType = objects.size > 0 ? effectivePolicyType(incident) : (incident.policyType ?? null);
    // As the policy type screens offered it (option-labels.ts): casco or the mini-casco, the
    // liability cover of whoever caused the damage or the reporter's own.
    rows.add('policyType', 'incident.policyType', policyType ? b.option(policyTypeLabel(policyType, policyTypeFactsOf(incident))) : '');
    if (ownVehicleInvolved) {
      const vehicle: Partial<NonNullable<Incident['myVehicle']>> = incident.myVehicle ?? {};
      rows.add('licensePlate', 'incident.licensePlate', b.plate(vehicle));
      if (vehicle.hasLicensePlate === false) rows.add('vehicleDescription', 'incident.vehicleDescription', vehicle.description);
    }
    rows.add('policyId', 'incident.policyId', incident.policyId);
  });

  b.section('bankAccount', 'section.bankAccount', 'payout', (rows) => bankRows(b, report, rows));

  b.section('circumstances', 'section.circumstances', 'whatHappened', (rows) => {
    const scopeKey = meta.context === 'SMP' ? 'scopeSmp' : 'scope';
    rows.add(
      'scopes',
      'incident.scopes',
      [...objects]
        .sort()
        .map((objectId) => b.valueLabel(scopeKey, String(objectId)))
        .join('\n'),
    );
    rows.add('reason', 'incident.reason', incident.reason ? incident.reason.label?.[locale] || incident.reason.id : '');
    // "Who caused it" as /incident-details offered it for this scope ("Nikto iný" in scope 1).
    const responsible = incident.responsibleParty;
    rows.add('responsibleParty', 'incident.responsibleParty', responsible ? b.option(responsiblePartyLabel(responsible, scope)) : '');
    rows.add('description', 'incident.description', incident.description);
    // The yes/no questions in the order /incident-details asks them, worded as it asks them.
    const answers = incident.specificAnswers ?? {};
    for (const question of SPECIFIC_QUESTIONS) {
      rows.addLabelled(`answer.${question}`, i18n._(SPECIFIC_QUESTION_LABELS[question]), formatYesNo(answers[question], i18n));
    }
  });

  b.section('damage', 'section.damage', 'damagedObjects', (rows) => {
    if (ownVehicleInvolved) {
      rows.add('myVehicle', 'damage.myVehicle', incident.myVehicle?.damageDescription);
      rows.add(
        'windshieldLocation',
        'damage.windshieldLocation',
        b.chosen(WINDSHIELD_LABELS, incident.myVehicle?.windshieldDamageLocation),
      );
    }
    if (objects.has(3)) rows.add('myProperty', 'damage.myProperty', incident.myProperty?.damageDescription);
    if (objects.has(4)) {
      rows.add('healthType', 'damage.healthType', b.chosen(HEALTH_DAMAGE_LABELS, incident.myHealth?.damageType));
      rows.add('health', 'damage.health', incident.myHealth?.damageDescription);
    }
  });

  b.section('resolution', 'section.resolution', 'service', (rows) => {
    rows.add('type', 'resolution.type', b.chosen(RESOLVE_TYPE_LABELS, incident.resolveType));
    const service = incident.carRepairService;
    if (service && hasText(service.companyName)) {
      rows.add('serviceName', 'resolution.serviceName', service.companyName);
      rows.add('serviceAddress', 'resolution.serviceAddress', formatAddress(service.address, i18n));
      rows.add('serviceContact', 'resolution.serviceContact', service.phone);
      // /force-payout-to-aggrieved's answer; not forced, the shop is paid.
      rows.add(
        'payout',
        'resolution.payout',
        b.chosen(PAYOUT_LABELS, incident.forcePayoutToAggrieved === true ? 'ownAccount' : 'repairShop'),
      );
    }
  });

  b.otherParty('responsibleParty', 'section.responsibleParty', parties.otherResponsibleParty);
  b.otherParty('coresponsibleParty', 'section.coresponsibleParty', parties.otherCoresponsibleParty);

  const numbered = (list: unknown[] | undefined) => (list ?? []).length > 1;
  (incident.damagedVehicles ?? []).forEach((vehicle, index) => {
    b.section(
      `damagedVehicle.${index + 1}`,
      'section.damagedVehicle',
      'damagedObjects',
      (rows) => {
        rows.add('licensePlate', 'party.licensePlate', b.plate(vehicle));
        rows.add('vehicleDescription', 'party.vehicleDescription', vehicle.vehicleDescription);
        b.partyName(rows, vehicle);
        b.contact(rows, vehicle);
        rows.add('description', 'party.description', vehicle.description);
      },
      numbered(incident.damagedVehicles) ? ` ${index + 1}` : '',
    );
  });
  (incident.damagedProperties ?? []).forEach((property, index) => {
    b.section(
      `damagedProperty.${index + 1}`,
      'section.damagedProperty',
      'damagedObjects',
      (rows) => {
        b.partyName(rows, property);
        b.contact(rows, property);
        rows.add('description', 'party.description', property.description);
      },
      numbered(incident.damagedProperties) ? ` ${index + 1}` : '',
    );
  });
  (incident.damagedHealths ?? []).forEach((health, index) => {
    b.section(
      `damagedHealth.${index + 1}`,
      'section.damagedHealth',
      'damagedObjects',
      (rows) => {
        rows.add('healthType', 'damage.healthType', b.chosen(HEALTH_DAMAGE_LABELS, health.healthDamageType));
        b.partyName(rows, { ...health, partyType: 'PERSON' });
        b.contact(rows, health);
        rows.add('description', 'party.description', health.description);
      },
      numbered(incident.damagedHealths) ? ` ${index + 1}` : '',
    );
  });

  b.section('additional', 'section.additional', 'whatHappened', (rows) => {
    rows.add('descriptionAdditional', 'incident.descriptionAdditional', incident.descriptionAdditional);
  });

  b.section('inspection', 'section.inspection', 'inspection', (rows) => {
    if (incident.inspectionAddressIsTheSame) rows.add('address', 'inspection.address', b.chosen(INSPECTION_PLACE_LABELS, 'incident'));
    else rows.add('address', 'inspection.address', formatAddress(incident.inspectionAddress, i18n));
    const contact = parties.inspectionContactPerson;
    if (contact?.isSeparate) {
      rows.add('contactPerson', 'inspection.contactPerson', formatPartyName(contact));
      rows.add('email', 'inspection.email', contact.email);
      rows.add('phone', 'inspection.phone', formatPhone(contact.phone));
    }
  });

  b.section('attachments', 'section.attachments', 'documents', (rows) => {
    for (const attachment of report.attachments) {
      rows.addLabelled(attachment.id, b.valueLabel('attachmentType', attachment.type), attachment.clientName, {
        attachmentId: attachment.id,
      });
    }
  });

  return b.sections;
}
