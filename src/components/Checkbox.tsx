import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Hint, LabelText, groupClass } from './FieldParts.tsx';
import { useFieldError } from './use-field-error.ts';

export interface CheckboxProps {
  /** Formik field path; the value is a boolean. */
  name: string;
  /** The text beside the box, e.g. "Nemám evidenčné číslo vozidla". */
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  disabled?: boolean;
  /** Called with the new value after it is set, e.g. to clear fields it hides. */
  onChange?: (checked: boolean) => void;
}

/** One stand-alone checkbox with a boolean value (a ticked statement, a toggle for more fields). */
export function Checkbox({ name, label, hint, optional, disabled, onChange }: CheckboxProps) {
  const [field, , helpers] = useField<boolean | null | undefined>(name);
  const error = useFieldError(name);
  const id = fieldId(name);
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  return (
    <div className={groupClass(error, 'checkbox-field')}>
      <ErrorMessage id={errorId(id)} message={error} />
      <div className="choice">
        <input
          className="choice__input"
          type="checkbox"
          id={id}
          name={name}
          checked={field.value === true}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hasHint && hintId(id), error && errorId(id))}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            void helpers.setValue(checked);
            onChange?.(checked);
          }}
          onBlur={() => void helpers.setTouched(true)}
        />
        <label className="choice__label" htmlFor={id}>
          <LabelText label={label} optional={optional} />
        </label>
      </div>
      <Hint id={hintId(id)}>{hint}</Hint>
    </div>
  );
}
