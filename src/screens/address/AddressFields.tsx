import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { describedBy, errorId, fieldId } from '../../components/field-id.ts';
import { ErrorMessage, Label, groupClass } from '../../components/FieldParts.tsx';
import { Fieldset } from '../../components/Fieldset.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useFieldError } from '../../components/use-field-error.ts';
import { COUNTRY_CHOICES, HOME_COUNTRY } from '../../domain/address.ts';
import { countryName } from '../../domain/format.ts';

/**
 * The address as fields (SPEC §3: street, register number / building number, postal code, town;
 * the country): filled from the map or the search, corrected or typed by hand.
 */
export function AddressFields({ name, legend }: { name: string; legend: string }) {
  const { t } = useLingui();
  return (
    <Fieldset legend={legend} hint={t`Skontrolujte adresu a podľa potreby ju opravte. Povinná je obec.`}>
      <TextField name={`${name}.street`} label={t`Ulica`} optional autoComplete="off" />
      <div className="address-fields__numbers">
        <TextField
          name={`${name}.registerNumber`}
          label={t`Súpisné číslo`}
          hint={t`Číslo pred lomkou`}
          optional
          autoComplete="off"
          width="short"
        />
        <TextField
          name={`${name}.buildingNumber`}
          label={t`Orientačné číslo`}
          hint={t`Číslo za lomkou`}
          optional
          autoComplete="off"
          width="short"
        />
      </div>
      <div className="address-fields__place">
        <TextField name={`${name}.postalCode`} label={t`PSČ`} hint={t`Napríklad 811 01`} optional autoComplete="off" width="short" />
        <TextField name={`${name}.town`} label={t`Obec`} autoComplete="off" />
        <CountrySelect name={`${name}.country`} label={t`Štát`} />
      </div>
    </Fieldset>
  );
}

/** The country as a select of COUNTRY_CHOICES; a country a look-up found elsewhere is added. */
function CountrySelect({ name, label }: { name: string; label: string }) {
  const { t, i18n } = useLingui();
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const id = fieldId(name);
  const value = (field.value || HOME_COUNTRY).toUpperCase();
  const codes: string[] = COUNTRY_CHOICES.includes(value as (typeof COUNTRY_CHOICES)[number])
    ? [...COUNTRY_CHOICES]
    : [...COUNTRY_CHOICES, value];
  const nameOf = (code: string) => (code === HOME_COUNTRY ? t`Slovensko` : countryName(code, i18n));
  return (
    <div className={groupClass(error)}>
      <Label htmlFor={id} label={label} />
      <ErrorMessage id={errorId(id)} message={error} />
      <select
        id={id}
        name={name}
        className="field-input field-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(id))}
        onChange={(event) => void helpers.setValue(event.currentTarget.value)}
        onBlur={() => void helpers.setTouched(true)}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
