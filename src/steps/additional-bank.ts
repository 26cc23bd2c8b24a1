/**
 * /additional-bank (SPEC §2): the account the payout goes to.
 */
import { additionalBankSchema } from '../domain/settlement.ts';
import type { Step } from './step.ts';
import { bankAccountRows, bankOptions, bankValues } from './bank-values.ts';
import { bankAccountFormats } from './formats.ts';

export const additionalBankStep = {
  screen: 'additional-bank',
  schema: (input) => additionalBankSchema(bankOptions(input)),
  values: (input) => ({ incident: { bankAccount: bankValues(input) } }),
  formats: bankAccountFormats,
  summary: { rows: { bankAccount: bankAccountRows } },
} satisfies Step;
