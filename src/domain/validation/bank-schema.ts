/**
 * The bank widget of /additional-bank and /force-payout-to-aggrieved (SPEC §2): a saved account,
 * or a new IBAN with an optional BIC, and, on some paths, the holder's identification.
 */
import * as yup from 'yup';
import type { components } from '../openapi.gen.ts';
import { validateBirthNumber } from './birth-number.ts';
import { validateBusinessId } from './business-id.ts';
import { validateBic, validateIban } from './bank.ts';
import { validateBirthDate, type BirthDateParts } from './dates.ts';
import { textField, valueField } from './schema-helpers.ts';
import { validateRequiredOption } from './choices.ts';

type BankAccount = components['schemas']['BankAccount'];

/** The widget's values: the API's bank account plus the two switches the reporter flips. */
export interface BankAccountFormValues extends Omit<BankAccount, 'holderDateOfBirth'> {
  /** Saved account chosen (true) or a new IBAN typed (false); without it, a set `id` means saved. */
  useSavedAccount?: boolean;
  /** The holder is identified by the date of birth instead of the birth number. */
  useAlternativeIdentification?: boolean;
  /** The three inputs while typing, or the API's `yyyy-mm-dd`. */
  holderDateOfBirth?: string | BirthDateParts | null;
}

export interface BankAccountSchemaOptions {
  /** `yyyy-mm-dd`: birth numbers and dates after it are refused. */
  today: string;
  /**
   * The holder identification fields, shown (SPEC §2 /additional-bank) for scope3, 4, 34, scope1
   * and scope13, 14, 134 with PZP, and only for a new account; `false` when hidden. `partyType`
   * is the holder's (a business gives its IČO); `required` makes the shown field mandatory.
   */
  holderIdentification: false | { partyType: 'PERSON' | 'BUSINESS'; required?: boolean };
}

/** The holder-identification rule for SPEC §2's conditions (scope code and policy type). */
export function showsHolderIdentification(scope: string | null | undefined, policyType: string | null | undefined): boolean {
  if (scope === 'scope3' || scope === 'scope4' || scope === 'scope34' || scope === 'scope1') return true;
  return (scope === 'scope13' || scope === 'scope14' || scope === 'scope134') && policyType === 'PZP';
}

const usesSaved = (parent: Record<string, unknown>) => (parent.useSavedAccount as boolean | undefined) ?? Boolean(parent.id);

export function bankAccountSchema(options: BankAccountSchemaOptions) {
  const holder = options.holderIdentification;
  const person = (parent: Record<string, unknown>) => holder && holder.partyType === 'PERSON' && !usesSaved(parent);
  return yup.object({
    useSavedAccount: yup.boolean().nullable(),
    useAlternativeIdentification: yup.boolean().nullable(),
    id: textField((id, { parent }) => (usesSaved(parent) ? validateRequiredOption(id) : undefined)),
    value: textField((iban, { parent }) => (usesSaved(parent) ? undefined : validateIban(iban))),
    bic: textField((bic, { parent }) => (usesSaved(parent) ? undefined : validateBic(bic))),
    holderIdentificationNumber: textField((value, { parent }) =>
      holder && person(parent) && !parent.useAlternativeIdentification
        ? validateBirthNumber(value, { today: options.today, required: holder.required })
        : undefined,
    ),
    holderDateOfBirth: valueField<string | BirthDateParts | null | undefined>((value, { parent }) =>
      holder && person(parent) && parent.useAlternativeIdentification
        ? validateBirthDate(value, { today: options.today, required: holder.required })
        : undefined,
    ),
    holderBusinessId: textField((value, { parent }) =>
      holder && holder.partyType === 'BUSINESS' && !usesSaved(parent)
        ? validateBusinessId(value, { required: holder.required })
        : undefined,
    ),
  });
}
