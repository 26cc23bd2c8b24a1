import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Fieldset } from '../../components/Fieldset.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { PhonePrefix } from '../screen-props.ts';

export interface ContactFieldsProps {
  /** Path of the object holding `email` and `phone`, e.g. `parties.reporter`. */
  name: string;
  /** The group's legend, e.g. "Ako vás môžeme kontaktovať?". */
  legend: string;
  /** Said under the legend: that one of the two is enough, and what the contact is used for. */
  hint: ReactNode;
  prefixes: readonly PhonePrefix[];
  /** `self`: the user's own e-mail (the browser may fill it in); `other`: someone else's. */
  filledBy: 'self' | 'other';
}

/**
 * SPEC "email-or-phone": an e-mail and a phone, both shown without "(nepovinné)" (SPEC
 * /reporter-details: both shown as required), while the hint says that one of them is enough.
 */
export function ContactFields({ name, legend, hint, prefixes, filledBy }: ContactFieldsProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={legend} hint={hint}>
      <TextField name={`${name}.email`} label={t`E-mail`} type="email" autoComplete={filledBy === 'self' ? 'email' : 'off'} />
      <PhoneField name={`${name}.phone`} label={t`Telefón`} prefixes={prefixes} owner={filledBy} />
    </Fieldset>
  );
}
