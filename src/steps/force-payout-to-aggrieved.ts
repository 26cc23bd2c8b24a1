/**
 * /force-payout-to-aggrieved (SPEC §2): who is paid, and the account when it is the reporter.
 */
import { forcePayoutSchema, payoutChoiceOf } from '../domain/settlement.ts';
import type { Step } from './step.ts';
import { bankOptions, bankValues } from './bank-values.ts';

export const forcePayoutToAggrievedStep = {
  screen: 'force-payout-to-aggrieved',
  schema: (input) => forcePayoutSchema(bankOptions(input)),
  values: (input) => ({
    incident: { payoutTo: payoutChoiceOf(input.report.incident.forcePayoutToAggrieved), bankAccount: bankValues(input) },
  }),
  formFields: { 'incident.payoutTo': '/incident/forcePayoutToAggrieved' },
} satisfies Step;
