import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { WizardForm } from '../../components/WizardForm.tsx';
import { damagedPropertiesSchema } from '../../domain/validation/other-damage-schemas.ts';
import { damageEntriesRoom } from '../../domain/damaged-objects.ts';
import { DamageStepError } from '../damage-tabs/DamageStepError.tsx';
import { DamageTabs } from '../damage-tabs/DamageTabs.tsx';
import { EntryContactFields, EntryDescription, KnownPartyFields, OwnerFields } from '../damage-tabs/EntryFields.tsx';
import { propertyEntries, propertyEntry, propertyPatch, withTidyPhone, type PropertyEntry } from '../damage-tabs/entries.ts';
import { prefixCodes } from '../parties/form-values.ts';
import type { PhonePrefix, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import '../shared/screens.css';

const LIST = 'incident.damagedProperties';

interface Values {
  incident: { damagedProperties: PropertyEntry[] };
}

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
      <KnownPartyFields path={path}>
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

/**
 * /other-damage-property (SPEC §2, §3 "Other damage"): the damaged property, one tab per item
 * (DamageTabs). Continue sends the whole list; the machine goes on to the next chosen kind.
 */
export default function OtherDamagePropertyScreen(props: ScreenProps) {
  const { t } = useLingui();
  const schema = useMemo(() => damagedPropertiesSchema({ allowedPrefixes: prefixCodes(props.phonePrefixes) }), [props.phonePrefixes]);
  const [initial] = useState<Values>(() => ({ incident: { damagedProperties: propertyEntries(props.report.incident) } }));
  const toCheck = (values: Values) => ({
    incident: { damagedProperties: values.incident.damagedProperties.map((entry) => withTidyPhone(entry, props.phonePrefixes)) },
  });

  return (
    <>
      <p className="screen-lead">{t`Zadajte každý ďalší majetok, ktorý bol pri udalosti poškodený, napríklad plot, stĺp alebo dopravnú značku.`}</p>
      <DamageStepError error={props.error} />
      <WizardForm<Values>
        initialValues={initial}
        validate={(values) => schemaErrors<Values>(schema, toCheck(values))}
        busy={props.busy}
        onSubmit={(values) =>
          props.submit({
            incident: { damagedProperties: values.incident.damagedProperties.map((entry) => propertyPatch(entry, props.phonePrefixes)) },
          })
        }
      >
        <DamageTabs<PropertyEntry>
          name={LIST}
          maxEntries={damageEntriesRoom(props.report.incident, 'damagedProperties')}
          newEntry={() => propertyEntry(null)}
          listLabel={t`Poškodený majetok`}
          tabLabel={(number) => t`Majetok ${number}`}
          addLabel={t`Pridať ďalší majetok`}
          deleteLabel={(number) => t`Odstrániť majetok ${number}`}
        >
          {(path) => <PropertyFields path={path} prefixes={props.phonePrefixes} />}
        </DamageTabs>
      </WizardForm>
    </>
  );
}
