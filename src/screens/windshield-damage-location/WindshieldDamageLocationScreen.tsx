import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { useState, type FocusEvent } from 'react';
import { describedBy, errorId, fieldId, hintId } from '../../components/field-id.ts';
import { ErrorMessage, Hint, Legend, groupClass } from '../../components/FieldParts.tsx';
import { useFieldError } from '../../components/use-field-error.ts';
import { WizardForm } from '../../components/WizardForm.tsx';
import { WINDSHIELD_LABELS } from '../../domain/option-labels.ts';
import { WINDSHIELD_LOCATIONS, windshieldDamageLocationSchema, type WindshieldLocation } from '../../domain/validation/incident-schemas.ts';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';
import { WindshieldDrawing, ZONE_CENTRES, type Point } from './WindshieldDrawing.tsx';
import './windshield.css';

/** The Formik name (and document path) of the chosen zone. */
const ZONE_FIELD = 'incident.myVehicle.windshieldDamageLocation';

interface Values {
  incident: { myVehicle: { windshieldDamageLocation: WindshieldLocation | null } };
}

const isLocation = (value: unknown): value is WindshieldLocation => WINDSHIELD_LOCATIONS.includes(value as WindshieldLocation);

/**
 * The three zones as one radio group: the drawing to click, and beside it a native radio per zone
 * with its name and what it covers (keyboard: Tab into the group, arrow keys move and choose).
 * Choosing either way puts the red marker into the zone: at the clicked point, or at the zone's
 * centre when chosen with the keyboard.
 */
function WindshieldZones() {
  const { t, i18n } = useLingui();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const error = useFieldError(ZONE_FIELD);
  const value = values.incident.myVehicle.windshieldDamageLocation;
  const [clicked, setClicked] = useState<{ zone: WindshieldLocation; point: Point } | null>(null);
  const [focused, setFocused] = useState<WindshieldLocation | null>(null);
  const id = fieldId(ZONE_FIELD);
  const radioId = (zone: WindshieldLocation, index: number) => (index === 0 ? id : `${id}-${zone}`);

  // The zones' names are those the summary restates (option-labels.ts).
  const zones: Array<{ zone: WindshieldLocation; label: string; explanation: string }> = [
    {
      zone: 'driverDamage',
      label: i18n._(WINDSHIELD_LABELS.driverDamage.label),
      explanation: t`Poškodenie je pred vodičom, v časti skla, cez ktorú vodič sleduje cestu.`,
    },
    {
      zone: 'borderDamage',
      label: i18n._(WINDSHIELD_LABELS.borderDamage.label),
      explanation: t`Poškodenie je pri ráme, v páse pozdĺž okraja skla.`,
    },
    {
      zone: 'wholeDamage',
      label: i18n._(WINDSHIELD_LABELS.wholeDamage.label),
      explanation: t`Poškodenie je inde na skle, napríklad v strede alebo pred spolujazdcom, alebo je poškodené celé sklo.`,
    },
  ];

  const choose = (zone: WindshieldLocation) => void setFieldValue(ZONE_FIELD, zone);
  const marker = value ? (clicked?.zone === value ? clicked.point : ZONE_CENTRES[value]) : null;

  // A click on the drawing chooses the zone and moves focus to its radio, so the keyboard carries on there.
  const onPick = (zone: WindshieldLocation, point: Point | null) => {
    setClicked(point ? { zone, point } : null);
    choose(zone);
    const index = zones.findIndex((item) => item.zone === zone);
    document.getElementById(radioId(zone, index))?.focus({ preventScroll: true });
  };

  // Touched when focus leaves the whole group, as for the option cards.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void setFieldTouched(ZONE_FIELD, true);
  };

  return (
    <fieldset className={groupClass(error, 'windshield')} aria-describedby={describedBy(hintId(id), error && errorId(id))} onBlur={onBlur}>
      <Legend label={t`Kde je sklo poškodené?`} />
      <Hint id={hintId(id)}>
        {t`Obrázok ukazuje čelné sklo z miesta vodiča. Kliknite na miesto poškodenia alebo vyberte jednu z možností.`}
      </Hint>
      <ErrorMessage id={errorId(id)} message={error} />
      <div className="windshield__layout">
        <div className="windshield__drawing">
          <WindshieldDrawing value={value} focused={focused} marker={marker} onPick={onPick} />
        </div>
        <div className="windshield__choices">
          {zones.map(({ zone, label, explanation }, index) => {
            const optionId = radioId(zone, index);
            return (
              <div key={zone} className={`windshield__choice${value === zone ? ' windshield__choice--chosen' : ''}`}>
                <input
                  className="choice__input"
                  type="radio"
                  id={optionId}
                  name={ZONE_FIELD}
                  value={zone}
                  checked={value === zone}
                  aria-describedby={`${optionId}-explanation`}
                  onChange={() => {
                    setClicked(null);
                    choose(zone);
                  }}
                  onFocus={() => setFocused(zone)}
                  onBlur={() => setFocused(null)}
                />
                <div className="windshield__choice-text">
                  <label className="windshield__label" htmlFor={optionId}>
                    <span className={`windshield__swatch windshield__swatch--${zone}`} aria-hidden="true" />
                    {label}
                  </label>
                  <p className="windshield__explanation" id={`${optionId}-explanation`}>
                    {explanation}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * /windshield-damage-location (SPEC §2): where on the windshield the damage is, on a drawing of
 * the glass with three zones (SPEC §3: borderDamage, driverDamage, wholeDamage). The choice is
 * required. Continue sends the zone; the machine goes on to /incident-resolve-type.
 */
export default function WindshieldDamageLocationScreen(props: ScreenProps) {
  const { t } = useLingui();
  const stored = props.report.incident.myVehicle?.windshieldDamageLocation;
  return (
    <>
      <p className="screen-lead">{t`Podľa miesta poškodenia posúdime, či sa sklo dá opraviť, alebo ho treba vymeniť.`}</p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { myVehicle: { windshieldDamageLocation: isLocation(stored) ? stored : null } } }}
        validationSchema={windshieldDamageLocationSchema()}
        busy={props.busy}
        onSubmit={(values) =>
          props.submit({ incident: { myVehicle: { windshieldDamageLocation: values.incident.myVehicle.windshieldDamageLocation } } })
        }
      >
        <WindshieldZones />
      </WizardForm>
    </>
  );
}
