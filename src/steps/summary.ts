/**
 * The facts of a report as the summary shows them (SPEC §2 /summary), in SPEC's order, with only
 * what applies to this report. One function for the /summary screen (browser) and the printable
 * PDF (server): same facts, same labels, same formatting, in the language of the I18n given. A
 * step's own rows are its summary's (src/steps/<route>.ts); this lays out the blocks. Pure: no React.
 */
import type { I18n } from '@lingui/core';
import { formatAddress, formatDate, formatIban, formatIncidentWhen, formatPartyName, formatPhone } from '../domain/format.ts';
import type { components } from '../domain/openapi.gen.ts';
import {
  HEALTH_DAMAGE_LABELS,
  INSPECTION_PLACE_LABELS,
  PAYOUT_LABELS,
  policyTypeFactsOf,
  policyTypeLabel,
  RESOLVE_TYPE_LABELS,
  WINDSHIELD_LABELS,
  wordingOf,
} from '../domain/option-labels.ts';
import { effectivePolicyType } from '../domain/policy-type.ts';
import type { IncidentReport } from '../domain/report.ts';
import { summaryLocale } from '../domain/summary-labels.ts';
import { STEPS } from './steps.ts';
import {
  hasText,
  objectIdsOf,
  SectionBuilder,
  SummaryBuilder,
  type Incident,
  type SummaryBlockId,
  type SummarySection,
} from './summary-rows.ts';

export { PRINT_TABLES, type PrintTableId, type SummaryRow, type SummarySection } from './summary-rows.ts';

/** The rows the steps add to a block, in the steps' order. */
function stepRows(block: SummaryBlockId, rows: SectionBuilder, summary: SummaryBuilder, report: IncidentReport): void {
  for (const step of STEPS) step.summary?.rows[block]?.(rows, summary, report);
}

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
    stepRows('circumstances', rows, b, report);
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
    stepRows('damage', rows, b, report);
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
    stepRows('additional', rows, b, report);
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
