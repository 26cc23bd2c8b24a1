import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { OtherDamageList, type OtherDamageKind } from '../damage-tabs/OtherDamageList.tsx';
import { EntryContactFields, EntryDescription, KnownPartyFields, OwnerFields } from '../damage-tabs/EntryFields.tsx';
import { propertyEntries, propertyEntry, propertyPatch, withTidyPhone, type PropertyEntry } from '../damage-tabs/entries.ts';
import type { PhonePrefix, ScreenProps } from '../screen-props.ts';
import '../shared/screens.css';
import { otherDamagePropertyStep } from '../../steps/other-damage-property.ts';

/** One damaged property: what it is and how it was damaged, its owner, the owner's contacts. */
function PropertyFields({ path, prefixes }: { path: string; prefixes: readonly PhonePrefix[] }) {
  const { t } = useLingui();
  return (
    <>
      <EntryDescription
        path={path}
        label={t`Čo bolo poškodené?`}
        hint={t`Napríklad plot pri rodinnom dome alebo stĺp verejného osvetlenia.`}
      />
      <KnownPartyFields path={path} party="owner">
        <OwnerFields path={path} legend={t`Majiteľ majetku`} typeLabel={t`Majiteľom je`} />
        <EntryContactFields
          path={path}
          legend={t`Kontakt na majiteľa`}
          hint={t`Ak ho poznáte, škodu vybavíme rýchlejšie.`}
          prefixes={prefixes}
        />
      </KnownPartyFields>
    </>
  );
}

const PROPERTIES: OtherDamageKind<PropertyEntry> = {
  list: 'damagedProperties',
  step: otherDamagePropertyStep,
  entries: propertyEntries,
  newEntry: () => propertyEntry(null),
  toCheck: withTidyPhone,
  patch: propertyPatch,
  texts: {
    lead: msg`Zadajte každý ďalší majetok, ktorý bol pri udalosti poškodený, napríklad plot, stĺp alebo dopravnú značku.`,
    list: msg`Poškodený majetok`,
    tab: (number) => msg`Majetok ${number}`,
    add: msg`Pridať ďalší majetok`,
    delete: (number) => msg`Odstrániť majetok ${number}`,
  },
};

/**
 * /other-damage-property (SPEC §2, §3 "Other damage"): the damaged property, one tab per item
 * (DamageTabs). Continue sends the whole list; the machine goes on to the next chosen kind.
 */
export default function OtherDamagePropertyScreen(props: ScreenProps) {
  return (
    <OtherDamageList screen={props} kind={PROPERTIES}>
      {(path) => <PropertyFields path={path} prefixes={props.phonePrefixes} />}
    </OtherDamageList>
  );
}
