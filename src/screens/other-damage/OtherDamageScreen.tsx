import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../components/Checkbox.tsx';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { otherDamageSchema } from '../../domain/validation/other-damage-schemas.ts';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

type Kind = 'VEHICLE' | 'PROPERTY' | 'HEALTH';

/** SPEC §3 "Damage kind: vehicle, property, health", in the order of their sub-screens. */
const KINDS: readonly Kind[] = ['VEHICLE', 'PROPERTY', 'HEALTH'];

const KINDS_FIELD = 'incident.otherDamage';
const ONLY_MY_VEHICLE_FIELD = 'incident.onlyMyVehicle';

interface Values {
  incident: { otherDamage: Kind[]; onlyMyVehicle: boolean };
}

function initialValues(report: ScreenProps['report'], onlyMyVehicleOffered: boolean): Values {
  const onlyMyVehicle = onlyMyVehicleOffered && report.incident.onlyMyVehicle === true;
  const stored = new Set(report.incident.otherDamage ?? []);
  return {
    incident: {
      otherDamage: onlyMyVehicle ? [] : KINDS.filter((kind) => stored.has(kind)),
      onlyMyVehicle,
    },
  };
}

/**
 * /other-damage (SPEC §2): what else was damaged, as multi-select tiles (vehicle, property,
 * health), at least one. For scope1 only, "only my vehicle was damaged" disables the tiles and
 * clears the choice (and waives the at-least-one rule). Continue sends the kinds and the box (false
 * where it is not offered); the machine clears the list of a kind no longer chosen (SPEC §4) and
 * routes to the first chosen kind's screen, or with "only my vehicle" to /additional-attachments.
 */
export default function OtherDamageScreen(props: ScreenProps) {
  const { t } = useLingui();
  const onlyMyVehicleOffered = props.scope === 'scope1';
  const smp = props.context === 'SMP';
  const schema = useMemo(() => otherDamageSchema({ scope: props.scope }), [props.scope]);
  const [initial] = useState(() => initialValues(props.report, onlyMyVehicleOffered));

  return (
    <>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initial}
        validationSchema={schema}
        busy={props.busy}
        onSubmit={(values) => {
          const onlyMyVehicle = onlyMyVehicleOffered && values.incident.onlyMyVehicle;
          props.submit({
            incident: {
              otherDamage: onlyMyVehicle ? [] : KINDS.filter((kind) => values.incident.otherDamage.includes(kind)),
              onlyMyVehicle,
            },
          });
        }}
      >
        {({ values, setFieldValue, setFieldTouched }) => {
          const disabled = onlyMyVehicleOffered && values.incident.onlyMyVehicle;
          const options: Array<CardOption<Kind>> = [
            { value: 'VEHICLE', label: t`Iné vozidlo`, description: t`Napríklad auto, motorka alebo bicykel niekoho iného.`, disabled },
            { value: 'PROPERTY', label: t`Majetok`, description: t`Napríklad plot, stĺp, dopravná značka alebo budova.`, disabled },
            { value: 'HEALTH', label: t`Zdravie osôb`, description: t`Niekto bol zranený alebo zomrel.`, disabled },
          ];
          return (
            <>
              <OptionCards<Kind>
                name={KINDS_FIELD}
                label={t`Označte všetko, čo bolo poškodené`}
                hint={t`Môžete označiť viac možností.`}
                options={options}
                multiple
              />
              {onlyMyVehicleOffered && (
                <Checkbox
                  name={ONLY_MY_VEHICLE_FIELD}
                  label={smp ? t`Poškodené bolo iba vozidlo klienta` : t`Poškodené bolo iba moje vozidlo`}
                  hint={t`Iná škoda pri udalosti nevznikla.`}
                  onChange={(checked) => {
                    if (!checked) return;
                    void setFieldValue(KINDS_FIELD, [], false);
                    void setFieldTouched(KINDS_FIELD, false, false);
                  }}
                />
              )}
            </>
          );
        }}
      </WizardForm>
    </>
  );
}
