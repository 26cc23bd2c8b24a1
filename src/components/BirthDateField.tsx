import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import type { BirthDateInput, BirthDateParts } from '../domain/validation/dates.ts';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Hint, Legend, groupClass } from './FieldParts.tsx';
import { useFieldError } from './use-field-error.ts';

/** The three inputs, empty. */
export const EMPTY_BIRTH_DATE: BirthDateInput = { day: '', month: '', year: '' };

export interface BirthDateFieldProps {
  /** Path of a `{ day, month, year }` object (strings as typed; `birthDateFromParts` makes the date). */
  name: string;
  /** The question, shown as the fieldset's legend. */
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  disabled?: boolean;
}

/**
 * GOV.UK's date input for a date a person knows by heart (SPEC §5 "birth date: input day, month,
 * year builds a date when all three present"): three number boxes in a fieldset, no calendar to
 * page back forty years through. The error shows once the person has left the whole group, not
 * after the day alone.
 */
export function BirthDateField({ name, label, hint, optional, disabled }: BirthDateFieldProps) {
  const { t } = useLingui();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const parts = (getIn(values, name) as BirthDateParts | null | undefined) ?? EMPTY_BIRTH_DATE;

  const boxes = [
    { part: 'day', label: t`Deň`, width: 'birth-date__day', maxLength: 2 },
    { part: 'month', label: t`Mesiac`, width: 'birth-date__month', maxLength: 2 },
    { part: 'year', label: t`Rok`, width: 'birth-date__year', maxLength: 4 },
  ] as const;

  const leaveGroup = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    void setFieldTouched(name, true);
  };

  return (
    <fieldset
      className={groupClass(error, 'birth-date')}
      id={id}
      aria-describedby={describedBy(hintId(id), error && errorId(id))}
      onBlur={leaveGroup}
    >
      <Legend label={label} optional={optional} />
      <Hint id={hintId(id)}>
        {hint !== undefined && hint !== null && hint !== '' && <div>{hint}</div>}
        {t`Napríklad 27 3 1985`}
      </Hint>
      <ErrorMessage id={errorId(id)} message={error} />
      <div className="birth-date__row">
        {boxes.map((box) => (
          <div key={box.part} className="birth-date__item">
            <label className="field-label field-label--small" htmlFor={`${id}-${box.part}`}>
              {box.label}
            </label>
            <input
              id={`${id}-${box.part}`}
              name={`${name}.${box.part}`}
              type="text"
              inputMode="numeric"
              maxLength={box.maxLength}
              className={`field-input ${box.width}`}
              value={String(parts[box.part] ?? '')}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => void setFieldValue(`${name}.${box.part}`, event.currentTarget.value.replace(/\D/g, ''))}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
