import { accountHolderPartyType } from '../domain/settlement.ts';
import { showsHolderIdentification, type BankAccountSchemaOptions } from '../domain/validation/bank-schema.ts';
import { formatDate, formatIban } from '../domain/format.ts';
import { summaryLocale } from '../domain/summary-labels.ts';
import type { StepInput } from './step.ts';
import { hasText, type SummaryRowsFill } from './summary-rows.ts';

/** The bank widget's holder identification on this journey (SPEC §2 /additional-bank), as the screens ask it. */
export function bankOptions(input: StepInput): BankAccountSchemaOptions {
  const shown = showsHolderIdentification(input.scope, input.policyType);
  return {
    today: input.today,
    holderIdentification: shown && { partyType: accountHolderPartyType(input.report.parties, input.policyType) },
  };
}

/** The stored account as the widget shows it: identified by the date of birth when no birth number is stored. */
export function bankValues(input: StepInput) {
  const account = input.report.incident.bankAccount;
  return account && { ...account, useAlternativeIdentification: !account.holderIdentificationNumber && !!account.holderDateOfBirth };
}

/**
 * The payout account as /summary restates it, from whichever of the two screens asked it. SPEC §2
 * /summary: with a contracted repair shop and no forced payout, the shop is paid.
 */
export const bankAccountRows: SummaryRowsFill = (rows, summary, report) => {
  const { incident } = report;
  const service = incident.carRepairService;
  if (service && hasText(service.companyName) && incident.forcePayoutToAggrieved !== true) {
    rows.add('account', 'bank.account', `${summary.label('bank.contractService')} (${service.companyName!.trim()})`);
    return;
  }
  const account = incident.bankAccount;
  if (!account) return;
  // A saved account is shown by its mask (D27): the IBAN never leaves the server.
  const saved = account.id ? report.availableBankAccounts.find((item) => item.id === account.id) : undefined;
  rows.add('account', 'bank.account', saved ? saved.mask : formatIban(account.value));
  rows.add('bic', 'bank.bic', saved ? '' : (account.bic ?? '').toUpperCase());
  rows.add('holderBirthNumber', 'bank.holderBirthNumber', account.holderIdentificationNumber);
  rows.add('holderDateOfBirth', 'bank.holderDateOfBirth', formatDate(account.holderDateOfBirth, summaryLocale(summary.i18n)));
  rows.add('holderBusinessId', 'bank.holderBusinessId', account.holderBusinessId);
};
