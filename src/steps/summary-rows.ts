/**
 * The parts the summary is built of: its rows, its blocks (sections) and the builders that fill
 * them with the report's answers, formatted and labelled as the screens asked them. Each step
 * fills its rows of a block with these (src/steps/*.ts); src/steps/summary.ts lays the blocks out.
 */
import type { I18n } from '@lingui/core';
import { formatIncidentWhen, formatPartyName, formatPhone, type DisplayParty, type DisplayPhone } from '../domain/format.ts';
import { optionText, RESOLVE_TYPE_LABELS, type OptionLabel, type Wording } from '../domain/option-labels.ts';
import type { IncidentReport, OtherParty } from '../domain/report.ts';
import { SUMMARY_LABELS, summaryLabel, summaryLocale, type SummaryLabelId } from '../domain/summary-labels.ts';
import type { SummaryRow } from '../domain/summary-row.ts';

export type { SummaryRow };

/**
 * The tables of the printable summary (SPEC §2 "A hidden printable summary document"), in print
 * order: what a claims handler needs first leads: the basic data (the report's and
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

export interface SummarySection {
  id: string;
  title: string;
  /** Which table of the printable summary carries this section. */
  table: PrintTableId;
  rows: SummaryRow[];
}

export type Incident = IncidentReport['incident'];
type Value = string | null | undefined;

/** Collects the rows of one section; rows without a value are left out. */
export class SectionBuilder {
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

export const objectIdsOf = (incident: Incident) => new Set((incident.scopesOfDamage ?? []).map((scope) => scope.objectId));

export const hasText = (value: Value) => (value ?? '').trim().length > 0;

/** What the steps' rows are worded with: the report's language and the wording of its context. */
export class SummaryBuilder {
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

  /** Another party's rows: who, the vehicle, its policy, the contact and what they said. */
  otherPartyRows(rows: SectionBuilder, party: OtherParty | undefined): void {
    if (!party) return;
    this.partyName(rows, party);
    // Another party's "plate unknown" box: the plate is unknown, not missing.
    if (party.hasLicensePlate === false) rows.add('licensePlate', 'party.licensePlate', this.label('vehicle.licensePlateUnknown'));
    else rows.add('licensePlate', 'party.licensePlate', this.plate(party));
    rows.add('vehicleDescription', 'party.vehicleDescription', party.vehicleDescription);
    rows.add('policyId', 'party.policyId', party.policyId);
    this.contact(rows, party);
    rows.add('description', 'party.description', party.description);
  }
}

/** The blocks of the summary, by their ids (the numbered other-damage blocks go by their kind). */
export type SummaryBlockId =
  | 'reporter'
  | 'insured'
  | 'aggrieved'
  | 'operator'
  | 'incident'
  | 'policy'
  | 'bankAccount'
  | 'circumstances'
  | 'damage'
  | 'resolution'
  | 'responsibleParty'
  | 'coresponsibleParty'
  | 'damagedVehicle'
  | 'damagedProperty'
  | 'damagedHealth'
  | 'additional'
  | 'inspection'
  | 'attachments';

/**
 * How a step adds its rows to a block: with the block's rows, the summary's builder and the
 * report; in a block repeated for each entry of a list (the other damage), `entry` is the entry's
 * index (0 elsewhere).
 */
export type SummaryRowsFill = (rows: SectionBuilder, summary: SummaryBuilder, report: IncidentReport, entry: number) => void;

/**
 * The incident's date, asked with the own vehicle's plate or with the culprit's. D23: its time joins
 * the date ("13. 5. 2026 14:30"); the PDF's basic data and /summary take this row.
 */
export const incidentDateRows: SummaryRowsFill = (rows, summary, { incident }) =>
  rows.add('date', 'incident.date', formatIncidentWhen(incident, summaryLocale(summary.i18n)));

/** The reason, chosen on /incident-reason (or its group's screen, when the group has one reason). */
export const reasonRows: SummaryRowsFill = (rows, summary, { incident }) => {
  const reason = incident.reason;
  rows.add('reason', 'incident.reason', reason ? reason.label?.[summaryLocale(summary.i18n)] || reason.id : '');
};

/** How the damage is settled, chosen on /incident-resolve-type or with the shop on /car-repair-map. */
export const resolveTypeRows: SummaryRowsFill = (rows, summary, { incident }) =>
  rows.add('type', 'resolution.type', summary.chosen(RESOLVE_TYPE_LABELS, incident.resolveType));
