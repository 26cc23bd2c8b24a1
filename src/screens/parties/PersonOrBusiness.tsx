import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import { OptionCards } from '../../components/OptionCards.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { PartyType } from './form-values.ts';

export interface PersonOrBusinessProps {
  /** Path of the party in the form, e.g. `parties.insured`: its `partyType`, `firstName`, `lastName`, `businessName`. */
  name: string;
  /** The question of the type choice, e.g. "Kto je poškodený?". */
  typeLabel: string;
  /**
   * Whose names these are. `self`: the person filling in the form (the browser may offer their
   * own name); `other`: someone else, so the browser must not fill in the user's own name.
   */
  filledBy: 'self' | 'other';
}

/**
 * A party of SPEC §3: a person (first and last name) or a business (its name). Only the fields of
 * the chosen kind are shown and checked; what was typed into the other kind stays in the form, so
 * a mistaken tap on the other type loses nothing, and the screen sends only the shown kind
 * (`partyNamesPatch`).
 */
export function PersonOrBusiness({ name, typeLabel, filledBy }: PersonOrBusinessProps) {
  const { t } = useLingui();
  const { values } = useFormikContext<unknown>();
  const partyType = getIn(values, `${name}.partyType`) as PartyType | null | undefined;
  const self = filledBy === 'self';
  return (
    <>
      <OptionCards<PartyType>
        name={`${name}.partyType`}
        label={typeLabel}
        size="small"
        options={[
          { value: 'PERSON', label: t`Osoba` },
          { value: 'BUSINESS', label: t`Firma` },
        ]}
      />
      {partyType === 'BUSINESS' ? (
        <TextField name={`${name}.businessName`} label={t`Názov firmy`} autoComplete={self ? 'organization' : 'off'} />
      ) : (
        <>
          <TextField name={`${name}.firstName`} label={t`Meno`} autoComplete={self ? 'given-name' : 'off'} width="medium" />
          <TextField name={`${name}.lastName`} label={t`Priezvisko`} autoComplete={self ? 'family-name' : 'off'} width="medium" />
        </>
      )}
    </>
  );
}
