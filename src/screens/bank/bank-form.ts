import { formatIban } from '../../domain/format.ts';
import { CLEARED_BANK_ACCOUNT, type Incident, type SavedBankAccount } from '../../domain/report.ts';
import { accountHolderPartyType } from '../../domain/settlement.ts';
import { normalizeIban, normalizeBic } from '../../domain/validation/bank.ts';
import { showsHolderIdentification, type BankAccountSchemaOptions } from '../../domain/validation/bank-schema.ts';
import { birthNumberForApi } from '../../domain/validation/birth-number.ts';
import { normalizeBusinessId } from '../../domain/validation/business-id.ts';
import { birthDateFromParts, birthDateToParts, type BirthDateInput } from '../../domain/validation/dates.ts';
import { EMPTY_BIRTH_DATE } from '../../components/BirthDateField.tsx';
import type { ScreenProps } from '../screen-props.ts';

/** The Formik name (and document path) of the bank account on both screens that show the widget. */
export const BANK_ACCOUNT_FIELD = 'incident.bankAccount';

type StoredAccount = Incident['bankAccount'];
export type DocumentBankAccount = NonNullable<Incident['bankAccount']>;

/**
 * The widget's values (the API's bank account as text inputs, plus the two switches that live only
 * in the form). `bankAccountSchema` (src/domain/validation/bank-schema.ts) reads these.
 */
export interface BankFormValue {
  /** A saved account is chosen (true) or a new IBAN typed (false). */
  useSavedAccount: boolean;
  /** The chosen saved account's id ('' while none is chosen). */
  id: string;
  /** The IBAN as typed (shown in groups of four once the field is left). */
  value: string;
  bic: string;
  /** The holder is identified by the date of birth instead of the birth number. */
  useAlternativeIdentification: boolean;
  holderIdentificationNumber: string;
  /** The date of birth's three inputs, as typed (BirthDateField). */
  holderDateOfBirth: BirthDateInput;
  holderBusinessId: string;
}

/** What the widget identifies the holder by here: nothing (`false`), or a person or a business. */
export type HolderIdentification = BankAccountSchemaOptions['holderIdentification'];

/**
 * SPEC §2 /additional-bank: the holder fields appear for scope3, 4, 34, scope1 (any policy type)
 * and scope13, 14, 134 with PZP (`showsHolderIdentification`), and only for a new account (the
 * schema and the widget check that). Whose they are is `accountHolderPartyType`. Optional: SPEC §5
 * "may be empty unless required by a flag", and no flag asks for it.
 */
export function holderIdentificationOf(props: Pick<ScreenProps, 'scope' | 'policyType' | 'report'>): HolderIdentification {
  if (!showsHolderIdentification(props.scope, props.policyType)) return false;
  return { partyType: accountHolderPartyType(props.report.parties, props.policyType) };
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The widget with nothing chosen or typed: a saved account to choose when there are any (SPEC:
 * "defaults to new entry when no saved accounts"), and the only one already chosen when there is
 * just one (nothing to decide; it can still be changed for a new account).
 */
export function emptyBankValue(saved: readonly SavedBankAccount[]): BankFormValue {
  return {
    useSavedAccount: saved.length > 0,
    id: saved.length === 1 ? saved[0]!.id : '',
    value: '',
    bic: '',
    useAlternativeIdentification: false,
    holderIdentificationNumber: '',
    holderDateOfBirth: { ...EMPTY_BIRTH_DATE },
    holderBusinessId: '',
  };
}

/**
 * The widget as the document has it (coming Back shows what was chosen): the saved account chosen
 * when it is still among the saved ones, the new account typed, or the empty widget.
 */
export function initialBankValue(stored: StoredAccount, saved: readonly SavedBankAccount[]): BankFormValue {
  const empty = emptyBankValue(saved);
  if (!stored) return empty;
  if (stored.id && saved.some((account) => account.id === stored.id)) return { ...empty, useSavedAccount: true, id: stored.id };
  if (!stored.value) return empty;
  const birthNumber = text(stored.holderIdentificationNumber);
  const dateOfBirth = birthDateToParts(stored.holderDateOfBirth);
  return {
    ...empty,
    useSavedAccount: false,
    value: formatIban(stored.value),
    bic: text(stored.bic),
    useAlternativeIdentification: birthNumber === '' && dateOfBirth.year !== '',
    holderIdentificationNumber: birthNumber,
    holderDateOfBirth: dateOfBirth,
    holderBusinessId: text(stored.holderBusinessId),
  };
}

/**
 * What Continue sends: a saved account by its id; a new one as the IBAN without spaces
 * (openapi.yaml BankAccount), the BIC upper-case or null, and the holder identification that is
 * shown (the birth number only if it passes, SPEC §5; the other fields null). Every field is sent,
 * so nothing of the other kind of account stays in the document.
 */
export function bankAccountPatch(value: BankFormValue, holder: HolderIdentification, today: string): DocumentBankAccount {
  if (value.useSavedAccount) return { ...CLEARED_BANK_ACCOUNT, id: value.id || null };
  const person = holder && holder.partyType === 'PERSON';
  const business = holder && holder.partyType === 'BUSINESS';
  return {
    id: null,
    value: normalizeIban(value.value) || null,
    bic: normalizeBic(value.bic) || null,
    holderIdentificationNumber:
      person && !value.useAlternativeIdentification ? birthNumberForApi(value.holderIdentificationNumber, today) : null,
    holderDateOfBirth: person && value.useAlternativeIdentification ? birthDateFromParts(value.holderDateOfBirth) : null,
    holderBusinessId: business ? normalizeBusinessId(value.holderBusinessId) || null : null,
  };
}
