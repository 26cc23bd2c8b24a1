import { useLingui } from '@lingui/react/macro';
import { getIn, setIn, useFormikContext, type FormikValues } from 'formik';
import { Checkbox } from '../../components/Checkbox.tsx';
import { BirthDateField, EMPTY_BIRTH_DATE } from '../../components/BirthDateField.tsx';
import { fieldId } from '../../components/field-id.ts';
import { Legend } from '../../components/FieldParts.tsx';
import { Fieldset } from '../../components/Fieldset.tsx';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatIban } from '../../domain/format.ts';
import type { Context, SavedBankAccount } from '../../domain/report.ts';
import { BANK_ACCOUNT_FIELD, type BankFormValue, type HolderIdentification } from './bank-form.ts';
import './bank.css';

export interface BankAccountFieldsProps {
  /** The saved accounts of the verified policy (ScreenProps.availableBankAccounts). */
  savedAccounts: readonly SavedBankAccount[];
  /** Whether and by what the holder is identified (`holderIdentificationOf`). */
  holder: HolderIdentification;
  context: Context;
  /** The Formik path of the widget's values; the document's path by default. */
  name?: string;
}

const upperCase = (value: string) => value.toUpperCase();

/**
 * The bank widget of /additional-bank and /force-payout-to-aggrieved (SPEC §2): with saved
 * accounts, a switch between one of them and a new account (switching clears the chosen account
 * and the typed IBAN); the saved accounts as cards with their masks (D27: "SK** **** … 0007"); a new
 * account as IBAN and optional BIC; and, where SPEC asks for it and only for a new account, the
 * holder's identification (birth number or date of birth for a person, IČO for a business).
 */
export function BankAccountFields({ savedAccounts, holder, context, name = BANK_ACCOUNT_FIELD }: BankAccountFieldsProps) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<FormikValues>();
  const account = getIn(values, name) as BankFormValue;
  const smp = context === 'SMP';
  const hasSaved = savedAccounts.length > 0;
  const useSaved = hasSaved && account.useSavedAccount;

  // Only the mask: the server never sends a saved account's IBAN (D27).
  const savedOptions: Array<CardOption> = savedAccounts.map((saved) => ({ value: saved.id, label: saved.mask }));

  return (
    <div className="bank-account">
      {hasSaved && <AccountSource name={name} />}
      {useSaved ? (
        <OptionCards
          name={`${name}.id`}
          label={t`Vyberte účet`}
          hint={smp ? t`Účty, ktoré evidujeme pri poistnej zmluve klienta.` : t`Účty, ktoré evidujeme pri vašej poistnej zmluve.`}
          options={savedOptions}
        />
      ) : (
        <>
          <TextField
            name={`${name}.value`}
            label={t`IBAN`}
            hint={t`Napríklad SK31 1200 0000 1987 4263 7541. Medzery písať nemusíte.`}
            autoComplete="off"
            autoCapitalize="characters"
            transform={upperCase}
            // Groups of four (SPEC §9) once the field is left, so the caret is never moved while typing.
            onBlur={(event) => {
              const grouped = formatIban(event.currentTarget.value);
              if (grouped !== event.currentTarget.value) void setFieldValue(`${name}.value`, grouped);
            }}
          />
          <TextField
            name={`${name}.bic`}
            label={t`BIC/SWIFT`}
            hint={t`Kód banky s 8 alebo 11 znakmi. Potrebný je najmä pri účte v zahraničnej banke.`}
            optional
            autoComplete="off"
            autoCapitalize="characters"
            transform={upperCase}
            width="medium"
          />
          {holder && <HolderFields name={name} partyType={holder.partyType} />}
        </>
      )}
    </div>
  );
}

/**
 * Saved account or a new one: two radios. SPEC: "switching clears the bank account id and value";
 * the BIC belongs to the cleared IBAN and goes with it.
 */
function AccountSource({ name }: { name: string }) {
  const { t } = useLingui();
  const { values, setValues, setTouched, touched, validateForm } = useFormikContext<FormikValues>();
  const field = `${name}.useSavedAccount`;
  const id = fieldId(field);
  const account = getIn(values, name) as BankFormValue;
  const choices = [
    { saved: true, id, text: t`Účet evidovaný pri poistnej zmluve` },
    { saved: false, id: `${id}-new`, text: t`Iný účet` },
  ];

  const choose = (saved: boolean) => {
    if (saved === account.useSavedAccount) return;
    const next = setIn(values, name, { ...account, useSavedAccount: saved, id: '', value: '', bic: '' });
    let untouched = touched;
    for (const key of ['id', 'value', 'bic']) untouched = setIn(untouched, `${name}.${key}`, false);
    void setTouched(untouched, false);
    void setValues(next, false);
    void validateForm(next);
  };

  return (
    <fieldset className="form-group bank-account__source">
      <Legend label={t`Na ktorý účet?`} />
      <div className="bank-account__source-choices">
        {choices.map((choice) => (
          <div key={String(choice.saved)} className="choice">
            <input
              className="choice__input"
              type="radio"
              id={choice.id}
              name={field}
              value={choice.saved ? 'saved' : 'new'}
              checked={account.useSavedAccount === choice.saved}
              onChange={() => choose(choice.saved)}
            />
            <label className="choice__label" htmlFor={choice.id}>
              {choice.text}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The holder's identification, optional (SPEC §5: "may be empty unless required by a flag"). A
 * person without a Slovak birth number gives the date of birth instead: switching to it clears the
 * number, switching back clears the date (as D16 does for the aggrieved party).
 */
function HolderFields({ name, partyType }: { name: string; partyType: 'PERSON' | 'BUSINESS' }) {
  const { t } = useLingui();
  const { values, setFieldValue, setFieldTouched, validateForm } = useFormikContext<FormikValues>();
  const account = getIn(values, name) as BankFormValue;
  const hint = t`Podľa týchto údajov overíme, komu účet patrí.`;

  if (partyType === 'BUSINESS') {
    return (
      <Fieldset legend={t`Majiteľ účtu`} hint={hint}>
        <TextField
          name={`${name}.holderBusinessId`}
          label={t`IČO majiteľa účtu`}
          hint={t`Identifikačné číslo organizácie má 8 číslic.`}
          optional
          type="number"
          autoComplete="off"
          width="medium"
        />
      </Fieldset>
    );
  }

  const toggleAlternative = (alternative: boolean) => {
    const cleared = `${name}.${alternative ? 'holderIdentificationNumber' : 'holderDateOfBirth'}`;
    const empty = alternative ? '' : EMPTY_BIRTH_DATE;
    void setFieldValue(cleared, empty, false);
    void setFieldTouched(cleared, false, false);
    // The checkbox set its own value with the values of the last render; validate the new ones.
    void validateForm(setIn(setIn(values, `${name}.useAlternativeIdentification`, alternative), cleared, empty));
  };

  return (
    <Fieldset legend={t`Majiteľ účtu`} hint={hint}>
      {!account.useAlternativeIdentification && (
        <TextField
          name={`${name}.holderIdentificationNumber`}
          label={t`Rodné číslo majiteľa účtu`}
          hint={t`Lomku písať nemusíte.`}
          optional
          // The number pad: digits are all it needs, the slash is optional.
          type="number"
          autoComplete="off"
          width="medium"
        />
      )}
      <Checkbox
        name={`${name}.useAlternativeIdentification`}
        label={t`Majiteľ účtu nemá slovenské rodné číslo`}
        hint={t`Namiesto rodného čísla zadáte dátum narodenia.`}
        onChange={toggleAlternative}
      />
      {account.useAlternativeIdentification && (
        <BirthDateField name={`${name}.holderDateOfBirth`} label={t`Dátum narodenia majiteľa účtu`} optional />
      )}
    </Fieldset>
  );
}
