import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { Fieldset } from '../../components/Fieldset.tsx';
import { Notice } from '../../components/Notice.tsx';
import { OptionCards } from '../../components/OptionCards.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { damagedHealthsSchema } from '../../domain/validation/other-damage-schemas.ts';
import { damageEntriesRoom } from '../../domain/damaged-objects.ts';
import { HEALTH_DAMAGE_LABELS } from '../../domain/option-labels.ts';
import { DamageStepError } from '../damage-tabs/DamageStepError.tsx';
import { DamageTabs } from '../damage-tabs/DamageTabs.tsx';
import { EntryContactFields, EntryDescription, KnownPartyFields } from '../damage-tabs/EntryFields.tsx';
import { healthEntries, healthEntry, healthPatch, withTidyPhone, type HealthDamageType, type HealthEntry } from '../damage-tabs/entries.ts';
import { prefixCodes } from '../parties/form-values.ts';
import type { PhonePrefix, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import '../shared/screens.css';

const LIST = 'incident.damagedHealths';

interface Values {
  incident: { damagedHealths: HealthEntry[] };
}

/**
 * One person: injury or death (required). A death shows our condolences and what we will need; an
 * injury says that we will contact the injured person. The description belongs to an injury only.
 */
function HealthFields({ path, prefixes, smp }: { path: string; prefixes: readonly PhonePrefix[]; smp: boolean }) {
  const { t, i18n } = useLingui();
  const { values } = useFormikContext<Values>();
  const type = getIn(values, `${path}.healthDamageType`) as HealthDamageType | null;
  return (
    <>
      <OptionCards<HealthDamageType>
        name={`${path}.healthDamageType`}
        label={t`Aká ujma osobe vznikla?`}
        size="small"
        options={[
          { value: 'injury', label: i18n._(HEALTH_DAMAGE_LABELS.injury.label) },
          { value: 'death', label: i18n._(HEALTH_DAMAGE_LABELS.death.label) },
        ]}
      />
      {type === 'death' && (
        <div className="damage-entry__notice">
          <Notice title={smp ? t`Úmrtie pri udalosti` : t`Prijmite našu úprimnú sústrasť`} announce>
            <p>
              {smp
                ? t`Je nám veľmi ľúto, čo sa stalo. Na vybavenie škody budeme potrebovať úmrtný list a kontakt na pozostalých. Ak je kontakt známy, zadajte ho nižšie. Úmrtný list môžete priložiť v časti Prílohy alebo nám ho poslať neskôr.`
                : t`Je nám veľmi ľúto, čo sa stalo. Na vybavenie škody budeme potrebovať úmrtný list a kontakt na pozostalých. Ak kontakt poznáte, zadajte ho nižšie. Úmrtný list môžete priložiť v časti Prílohy alebo nám ho poslať neskôr.`}
            </p>
          </Notice>
        </div>
      )}
      {type === 'injury' && (
        <div className="damage-entry__notice">
          <Notice title={t`Zranenú osobu budeme kontaktovať`} announce>
            <p>{t`Ozveme sa jej sami a dohodneme s ňou, čo budeme na vybavenie jej škody potrebovať. Ak je jej kontakt známy, zadajte ho nižšie.`}</p>
          </Notice>
        </div>
      )}
      <KnownPartyFields path={path}>
        <Fieldset legend={type === 'death' ? t`Zosnulá osoba` : type === 'injury' ? t`Zranená osoba` : t`Údaje o osobe`} size="large">
          <TextField name={`${path}.firstName`} label={t`Meno`} autoComplete="off" width="medium" />
          <TextField name={`${path}.lastName`} label={t`Priezvisko`} autoComplete="off" width="medium" />
        </Fieldset>
        <EntryContactFields
          path={path}
          legend={type === 'death' ? t`Kontakt na pozostalých` : type === 'injury' ? t`Kontakt na zranenú osobu` : t`Kontakt na osobu`}
          prefixes={prefixes}
        />
      </KnownPartyFields>
      {type === 'injury' && <EntryDescription path={path} label={t`Aké zranenie osoba utrpela?`} />}
    </>
  );
}

/**
 * /other-damage-health (SPEC §2, §3 "Other damage"): the injured or killed persons, one tab each
 * (DamageTabs). Continue sends the whole list; the machine goes on to /additional-attachments.
 */
export default function OtherDamageHealthScreen(props: ScreenProps) {
  const { t } = useLingui();
  const schema = useMemo(() => damagedHealthsSchema({ allowedPrefixes: prefixCodes(props.phonePrefixes) }), [props.phonePrefixes]);
  const [initial] = useState<Values>(() => ({ incident: { damagedHealths: healthEntries(props.report.incident) } }));
  const toCheck = (values: Values) => ({
    incident: { damagedHealths: values.incident.damagedHealths.map((entry) => withTidyPhone(entry, props.phonePrefixes)) },
  });

  return (
    <>
      <p className="screen-lead">{t`Zadajte každú osobu, ktorá bola pri udalosti zranená alebo zomrela.`}</p>
      <DamageStepError error={props.error} />
      <WizardForm<Values>
        initialValues={initial}
        validate={(values) => schemaErrors<Values>(schema, toCheck(values))}
        busy={props.busy}
        onSubmit={(values) =>
          props.submit({
            incident: { damagedHealths: values.incident.damagedHealths.map((entry) => healthPatch(entry, props.phonePrefixes)) },
          })
        }
      >
        <DamageTabs<HealthEntry>
          name={LIST}
          maxEntries={damageEntriesRoom(props.report.incident, 'damagedHealths')}
          newEntry={() => healthEntry(null)}
          listLabel={t`Zranené osoby`}
          tabLabel={(number) => t`Osoba ${number}`}
          addLabel={t`Pridať ďalšiu osobu`}
          deleteLabel={(number) => t`Odstrániť osobu ${number}`}
        >
          {(path) => <HealthFields path={path} prefixes={props.phonePrefixes} smp={props.context === 'SMP'} />}
        </DamageTabs>
      </WizardForm>
    </>
  );
}
