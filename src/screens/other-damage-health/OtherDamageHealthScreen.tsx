import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import { Fieldset } from '../../components/Fieldset.tsx';
import { Notice } from '../../components/Notice.tsx';
import { OptionCards } from '../../components/OptionCards.tsx';
import { TextField } from '../../components/TextField.tsx';
import { HEALTH_DAMAGE_LABELS } from '../../domain/option-labels.ts';
import { OtherDamageList, type OtherDamageKind } from '../damage-tabs/OtherDamageList.tsx';
import { EntryContactFields, EntryDescription, KnownPartyFields } from '../damage-tabs/EntryFields.tsx';
import { healthEntries, healthEntry, healthPatch, withTidyPhone, type HealthDamageType, type HealthEntry } from '../damage-tabs/entries.ts';
import type { PhonePrefix, ScreenProps } from '../screen-props.ts';
import '../shared/screens.css';
import { otherDamageHealthStep } from '../../steps/other-damage-health.ts';

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
      <KnownPartyFields path={path} party="injured">
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

const HEALTHS: OtherDamageKind<HealthEntry> = {
  list: 'damagedHealths',
  step: otherDamageHealthStep,
  entries: healthEntries,
  newEntry: () => healthEntry(null),
  toCheck: withTidyPhone,
  patch: healthPatch,
  texts: {
    lead: msg`Zadajte každú osobu, ktorá bola pri udalosti zranená alebo zomrela.`,
    list: msg`Zranené osoby`,
    tab: (number) => msg`Osoba ${number}`,
    add: msg`Pridať ďalšiu osobu`,
    delete: (number) => msg`Odstrániť osobu ${number}`,
  },
};

/**
 * /other-damage-health (SPEC §2, §3 "Other damage"): the injured or killed persons, one tab each
 * (DamageTabs). Continue sends the whole list; the machine goes on to /additional-attachments.
 */
export default function OtherDamageHealthScreen(props: ScreenProps) {
  return (
    <OtherDamageList screen={props} kind={HEALTHS}>
      {(path) => <HealthFields path={path} prefixes={props.phonePrefixes} smp={props.context === 'SMP'} />}
    </OtherDamageList>
  );
}
