/**
 * /force-payout-to-aggrieved (SPEC §2): who is paid, and the account when it is the reporter.
 */
import { forcePayoutSchema, payoutChoiceOf } from '../domain/settlement.ts';
import type { Step } from './step.ts';
import { bankAccountRows, bankOptions, bankValues } from './bank-values.ts';
import { PAYOUT_LABELS } from '../domain/option-labels.ts';
import { hasText } from './summary-rows.ts';

export const forcePayoutToAggrievedStep = {
  screen: 'force-payout-to-aggrieved',
  schema: (input) => forcePayoutSchema(bankOptions(input)),
  values: (input) => ({
    incident: { payoutTo: payoutChoiceOf(input.report.incident.forcePayoutToAggrieved), bankAccount: bankValues(input) },
  }),
  formFields: { 'incident.payoutTo': '/incident/forcePayoutToAggrieved' },
  summary: {
    rows: {
      bankAccount: bankAccountRows,
      // Asked once a repair shop is chosen; not forced, the shop is paid.
      resolution: (rows, summary, { incident }) => {
        if (!hasText(incident.carRepairService?.companyName)) return;
        rows.add(
          'payout',
          'resolution.payout',
          summary.chosen(PAYOUT_LABELS, incident.forcePayoutToAggrieved === true ? 'ownAccount' : 'repairShop'),
        );
      },
    },
  },
} satisfies Step;
