import { getIn, setIn, useFormikContext, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Checkbox } from '../../components/Checkbox.tsx';
import { TextField } from '../../components/TextField.tsx';
import { PLATE_UNKNOWN_FIELD, upperCase } from './form-values.ts';

export interface PlateOrPolicyFieldsProps {
  /** Path of the party in the form, e.g. `parties.otherResponsibleParty`: its `hasLicensePlate`, `licensePlate`, `policyId`. */
  name: string;
  plateLabel: string;
  plateHint?: ReactNode;
  /** The checkbox that switches to the policy branch ("I don't know the plate ..."). */
  toggleLabel: string;
  toggleHint?: ReactNode;
  policyLabel: string;
  policyHint?: ReactNode;
  policyOptional: boolean;
  /**
   * What happens to the plate field on the policy branch: `disable` keeps it in place, empty and
   * disabled (SPEC /responsible-party-details "plate disabled"); `hide` removes it (plate *or*
   * policy number, /co-responsible-party-details).
   */
  whenPlateUnknown: 'disable' | 'hide';
  /**
   * The vehicle is unidentified (its plate and who it was unknown, D22), answered by a box of the
   * screen's own: the toggle stays ticked and fixed, and no policy number is asked.
   */
  unidentified?: boolean;
}

/**
 * Another party's vehicle: its licence plate (upper-cased as typed), or, with the checkbox ticked,
 * its policy number (digits). Ticking clears the plate; unticking clears the policy number (D18),
 * in the form at once, as the machine does in the document.
 */
export function PlateOrPolicyFields({
  name,
  plateLabel,
  plateHint,
  toggleLabel,
  toggleHint,
  policyLabel,
  policyHint,
  policyOptional,
  whenPlateUnknown,
  unidentified = false,
}: PlateOrPolicyFieldsProps) {
  const { values, setValues, setFieldTouched } = useFormikContext<FormikValues>();
  const hasPlate = getIn(values, `${name}.hasLicensePlate`) !== false;

  // One change of all the values concerned, validated once against the new whole.
  const toggle = (unknown: boolean) => {
    const cleared = unknown ? `${name}.licensePlate` : `${name}.policyId`;
    let next = setIn(values, PLATE_UNKNOWN_FIELD, unknown);
    next = setIn(next, `${name}.hasLicensePlate`, !unknown);
    next = setIn(next, cleared, '');
    void setValues(next);
    void setFieldTouched(cleared, false, false);
  };

  return (
    <>
      {(hasPlate || whenPlateUnknown === 'disable') && (
        <TextField
          name={`${name}.licensePlate`}
          label={plateLabel}
          hint={plateHint}
          transform={upperCase}
          autoCapitalize="characters"
          autoComplete="off"
          width="medium"
          disabled={!hasPlate}
        />
      )}
      <Checkbox name={PLATE_UNKNOWN_FIELD} label={toggleLabel} hint={toggleHint} disabled={unidentified} onChange={toggle} />
      {!hasPlate && !unidentified && (
        <TextField
          name={`${name}.policyId`}
          label={policyLabel}
          hint={policyHint}
          type="number"
          optional={policyOptional}
          autoComplete="off"
          width="medium"
        />
      )}
    </>
  );
}
