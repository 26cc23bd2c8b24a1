import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import { Checkbox } from '../../components/Checkbox.tsx';
import { TextField } from '../../components/TextField.tsx';
import { OtherDamageList, type OtherDamageKind } from '../damage-tabs/OtherDamageList.tsx';
import { EntryContactFields, EntryDescription, KnownPartyFields, OwnerFields } from '../damage-tabs/EntryFields.tsx';
import { vehicleEntries, vehicleEntry, vehiclePatch, vehicleToCheck, type VehicleEntry } from '../damage-tabs/entries.ts';
import { upperCase } from '../other-party/form-values.ts';
import type { PhonePrefix, ScreenProps } from '../screen-props.ts';
import '../shared/screens.css';
import { otherDamageVehicleStep } from '../../steps/other-damage-vehicle.ts';

interface Values {
  incident: { damagedVehicles: VehicleEntry[] };
}

/** One damaged vehicle: its plate or, without one, its description; its owner; contacts; the damage. */
function VehicleFields({ path, prefixes }: { path: string; prefixes: readonly PhonePrefix[] }) {
  const { t } = useLingui();
  const { values } = useFormikContext<Values>();
  const noPlate = getIn(values, `${path}.noPlate`) === true;
  return (
    <>
      {!noPlate && (
        <TextField
          name={`${path}.licensePlate`}
          label={t`Evidenčné číslo poškodeného vozidla`}
          hint={t`Napríklad BA123AB`}
          transform={upperCase}
          autoCapitalize="characters"
          autoComplete="off"
          width="medium"
        />
      )}
      <Checkbox name={`${path}.noPlate`} label={t`Vozidlo nemá evidenčné číslo`} hint={t`Napríklad bicykel alebo kolobežka.`} />
      {noPlate && (
        <TextField
          name={`${path}.vehicleDescription`}
          label={t`Popis vozidla`}
          hint={t`Napríklad druh, značka a farba vozidla.`}
          autoComplete="off"
        />
      )}
      <KnownPartyFields path={path} party="owner">
        <OwnerFields path={path} legend={t`Majiteľ vozidla`} typeLabel={t`Majiteľom vozidla je`} />
        <EntryContactFields
          path={path}
          legend={t`Kontakt na majiteľa vozidla`}
          hint={t`Ak ho poznáte, škodu vybavíme rýchlejšie.`}
          prefixes={prefixes}
        />
      </KnownPartyFields>
      <EntryDescription path={path} label={t`Čo je na vozidle poškodené?`} />
    </>
  );
}

const VEHICLES: OtherDamageKind<VehicleEntry> = {
  list: 'damagedVehicles',
  step: otherDamageVehicleStep,
  entries: vehicleEntries,
  newEntry: () => vehicleEntry(null),
  toCheck: vehicleToCheck,
  patch: vehiclePatch,
  texts: {
    lead: msg`Zadajte každé ďalšie vozidlo, ktoré bolo pri udalosti poškodené. Ďalšie vozidlo pridáte tlačidlom pod formulárom.`,
    list: msg`Poškodené vozidlá`,
    tab: (number) => msg`Vozidlo ${number}`,
    add: msg`Pridať ďalšie vozidlo`,
    delete: (number) => msg`Odstrániť vozidlo ${number}`,
  },
};

/**
 * /other-damage-vehicle (SPEC §2, §3 "Other damage"): the other damaged vehicles, one tab each
 * (DamageTabs). Continue sends the whole list; the machine goes on to the next chosen kind.
 */
export default function OtherDamageVehicleScreen(props: ScreenProps) {
  return (
    <OtherDamageList screen={props} kind={VEHICLES}>
      {(path) => <VehicleFields path={path} prefixes={props.phonePrefixes} />}
    </OtherDamageList>
  );
}
