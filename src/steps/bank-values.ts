import { accountHolderPartyType } from '../domain/settlement.ts';
import { showsHolderIdentification, type BankAccountSchemaOptions } from '../domain/validation/bank-schema.ts';
import type { StepInput } from './step.ts';

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
