import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Fieldset } from '../../components/Fieldset.tsx';
import { Textarea } from '../../components/Textarea.tsx';
import { LIMITS } from '../../domain/validation/limits.ts';
import { OptionalContactFields } from '../other-party/OptionalPartyFields.tsx';
import { UnknownPartyCheckbox } from '../other-party/UnknownParty.tsx';
import { PersonOrBusiness } from '../parties/PersonOrBusiness.tsx';
import type { PhonePrefix } from '../screen-props.ts';

/**
 * The parts every other-damage entry shares: the owner (a person's names or a business's name,
 * required, SPEC §5), the owner's e-mail and phone (optional, checked when given) and a description
 * (optional, at most 950 characters). `path` is the entry's Formik path.
 */

export function OwnerFields({ path, legend, typeLabel }: { path: string; legend: string; typeLabel: string }) {
  return (
    <Fieldset legend={legend} size="large">
      <PersonOrBusiness name={path} typeLabel={typeLabel} filledBy="other" />
    </Fieldset>
  );
}

export function EntryContactFields({
  path,
  legend,
  hint,
  prefixes,
}: {
  path: string;
  legend: string;
  hint?: ReactNode;
  prefixes: readonly PhonePrefix[];
}) {
  return <OptionalContactFields name={path} legend={legend} hint={hint} prefixes={prefixes} />;
}

export function EntryDescription({ path, label, hint }: { path: string; label: string; hint?: ReactNode }) {
  return <Textarea name={`${path}.description`} label={label} hint={hint} optional maxLength={LIMITS.descriptionMaxLength} />;
}

/** D22: "Neviem, kto to bol" for the entry's owner or injured person; their names and contact (`children`) unless ticked. */
export function KnownPartyFields({ path, party, children }: { path: string; party: 'owner' | 'injured'; children: ReactNode }) {
  const { values } = useFormikContext<unknown>();
  return (
    <>
      <UnknownPartyCheckbox name={path} party={party} />
      {getIn(values, `${path}.isUnknown`) !== true && children}
    </>
  );
}
