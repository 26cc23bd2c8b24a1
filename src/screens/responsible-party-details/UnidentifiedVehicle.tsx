import { useLingui } from '@lingui/react/macro';
import { setIn, useFormikContext, type FormikValues } from 'formik';
import { Checkbox } from '../../components/Checkbox.tsx';
import { PLATE_UNKNOWN_FIELD } from '../other-party/form-values.ts';

/** The form-only box: the vehicle that caused the damage is unidentified. */
export const UNIDENTIFIED_FIELD = 'unidentifiedVehicle';

/**
 * D22 for a vehicle that drove off: one answer for "neither its plate nor who it was is known",
 * instead of "plate unknown" here and "I don't know who it was" on the next screen. Ticked, the
 * plate is cleared and "plate unknown" ticked with it, and nothing else about the culprit is asked.
 */
export function UnidentifiedVehicleCheckbox({ party }: { party: string }) {
  const { t } = useLingui();
  const { values, setValues, setFieldTouched } = useFormikContext<FormikValues>();

  const toggle = (unidentified: boolean) => {
    if (!unidentified) return;
    // One change of all the values concerned (the box's own too), validated once against the new whole.
    let next = setIn(values, UNIDENTIFIED_FIELD, true);
    next = setIn(next, PLATE_UNKNOWN_FIELD, true);
    next = setIn(next, `${party}.hasLicensePlate`, false);
    next = setIn(next, `${party}.licensePlate`, '');
    next = setIn(next, `${party}.policyId`, '');
    void setValues(next);
    void setFieldTouched(`${party}.licensePlate`, false, false);
  };

  return (
    <Checkbox
      name={UNIDENTIFIED_FIELD}
      label={t`Vozidlo z miesta odišlo a nepoznám ho`}
      hint={t`Neviem jeho evidenčné číslo ani kto ho viedol. Ďalšie údaje o vinníkovi potom nevypĺňate.`}
      onChange={toggle}
    />
  );
}
