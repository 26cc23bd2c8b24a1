/**
 * The summary rows of the parties, shared by the steps that ask them: a party may be asked on
 * different screens in different journeys (the reporter on /reporter-details, or on
 * /aggrieved-party-details after /permission-confirmation-SMP), and each of those steps restates it
 * the same way (the summary keeps a row once).
 */
import { formatDate, formatPartyName } from '../domain/format.ts';
import { summaryLocale } from '../domain/summary-labels.ts';
import type { SummaryRowsFill } from './summary-rows.ts';

export const reporterRows: SummaryRowsFill = (rows, summary, { parties }) => {
  const reporter = parties.reporter ?? {};
  rows.add('name', 'party.name', formatPartyName(reporter));
  summary.contact(rows, reporter);
};

export const insuredRows: SummaryRowsFill = (rows, summary, { parties }) => {
  const insured = parties.insured ?? {};
  if (formatPartyName(insured)) summary.partyName(rows, insured);
  else if (parties.reporter?.isSameAsInsured) rows.add('name', 'party.name', summary.label('party.sameAsReporter'));
};

export const aggrievedRows: SummaryRowsFill = (rows, summary, { parties }) => {
  const aggrieved = parties.aggrievedParty ?? {};
  if (formatPartyName(aggrieved)) summary.partyName(rows, aggrieved);
  else if (parties.reporter?.isSameAsAggrieved) rows.add('name', 'party.name', summary.label('party.sameAsReporter'));
  rows.add(
    'identificationNumber',
    aggrieved.partyType === 'BUSINESS' ? 'party.businessId' : 'party.birthNumber',
    aggrieved.identificationNumber,
  );
  rows.add('dateOfBirth', 'party.dateOfBirth', formatDate(aggrieved.dateOfBirth, summaryLocale(summary.i18n)));
};

export const responsiblePartyRows: SummaryRowsFill = (rows, summary, { parties }) =>
  summary.otherPartyRows(rows, parties.otherResponsibleParty);

export const coresponsiblePartyRows: SummaryRowsFill = (rows, summary, { parties }) =>
  summary.otherPartyRows(rows, parties.otherCoresponsibleParty);
