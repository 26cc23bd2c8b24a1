import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Fieldset } from '../../components/Fieldset.tsx';
import { OptionCards } from '../../components/OptionCards.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { PartyType } from '../parties/form-values.ts';
import type { PhonePrefix } from '../screen-props.ts';

export interface OptionalPartyNamesProps {
  /** Path of the party in the form: its `partyType`, `firstName`, `lastName`, `businessName`. */
  name: string;
  /** The question of the person / business choice; without it the party is a person and no choice is shown. */
  typeLabel?: string;
}

/**
 * Someone else's names, every one optional (labelled so, SPEC §5): a person's first and last name,
 * or with the type choice a business's name. As src/screens/parties/PersonOrBusiness, whose fields
 * are required; the browser never fills in the user's own name here.
 */
export function OptionalPartyNames({ name, typeLabel }: OptionalPartyNamesProps) {
  const { t } = useLingui();
  const { values } = useFormikContext<unknown>();
  const business = typeLabel !== undefined && (getIn(values, `${name}.partyType`) as PartyType | null | undefined) === 'BUSINESS';
  return (
    <>
      {typeLabel !== undefined && (
        <OptionCards<PartyType>
          name={`${name}.partyType`}
          label={typeLabel}
          size="small"
          options={[
            { value: 'PERSON', label: t`Osoba` },
            { value: 'BUSINESS', label: t`Firma` },
          ]}
        />
      )}
      {business ? (
        <TextField name={`${name}.businessName`} label={t`Názov firmy`} optional autoComplete="off" />
      ) : (
        <>
          <TextField name={`${name}.firstName`} label={t`Meno`} optional autoComplete="off" width="medium" />
          <TextField name={`${name}.lastName`} label={t`Priezvisko`} optional autoComplete="off" width="medium" />
        </>
      )}
    </>
  );
}

export interface OptionalContactFieldsProps {
  /** Path of the object holding `email` and `phone`. */
  name: string;
  legend: string;
  hint?: ReactNode;
  prefixes: readonly PhonePrefix[];
}

/** Someone else's e-mail and phone, both optional, each checked when given. */
export function OptionalContactFields({ name, legend, hint, prefixes }: OptionalContactFieldsProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={legend} hint={hint}>
      <TextField name={`${name}.email`} label={t`E-mail`} type="email" optional autoComplete="off" />
      <PhoneField name={`${name}.phone`} label={t`Telefón`} optional prefixes={prefixes} owner="other" />
    </Fieldset>
  );
}
