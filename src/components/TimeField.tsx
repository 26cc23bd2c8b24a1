import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { parseTimeInput } from '../domain/validation/times.ts';
import { nowInSlovakia } from '../domain/validation/today.ts';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Label, groupClass } from './FieldParts.tsx';
import { TimePickerDialog } from './TimePickerDialog.tsx';
import { PickerToggle } from './PickerToggle.tsx';
import { useFieldError } from './use-field-error.ts';

export interface TimeFieldProps {
  /** Formik field path. The value is the text as typed (`1430`, `14.30`); on leaving the field a time becomes `HH:mm`. */
  name: string;
  label: string;
  optional?: boolean;
  disabled?: boolean;
}

/**
 * A time of day on the 24-hour clock (D23): typed `HH:mm` on the number pad, or chosen with the
 * time picker beside it (SPEC §9 "24 hours, 60 minutes"), like DateField and its calendar.
 */
export function TimeField({ name, label, optional, disabled }: TimeFieldProps) {
  const { t } = useLingui();
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useFieldError(name);
  const id = fieldId(name);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const text = field.value ?? '';

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  const select = (time: string) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(time);
    close(true);
  };

  return (
    <div className={groupClass(error, 'date-field')}>
      <Label htmlFor={id} label={label} optional={optional} />
      <div className="field-hint" id={hintId(id)}>
        {t`Zadajte v tvare hodiny:minúty (24-hodinový čas), napríklad 14:30.`}
      </div>
      <ErrorMessage id={errorId(id)} message={error} />
      <div className="date-field__row">
        <input
          id={id}
          name={name}
          type="text"
          // The number pad: "1430" is read as 14:30, a colon is not needed.
          inputMode="numeric"
          className="field-input date-field__input"
          value={text}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId(id), error && errorId(id))}
          onChange={(event) => void helpers.setValue(event.currentTarget.value)}
          onBlur={() => {
            // "930" becomes "09:30" once the user leaves the field, not while typing.
            const time = parseTimeInput(text);
            if (time && time !== text) void helpers.setValue(time, false);
            void helpers.setTouched(true);
          }}
        />
        <PickerToggle ref={toggle} open={open} disabled={disabled} label={t`Vybrať čas`} onToggle={() => setOpen((wasOpen) => !wasOpen)}>
          <ClockIcon />
        </PickerToggle>
        {open && (
          <TimePickerDialog
            label={label}
            initial={parseTimeInput(text) ?? nowInSlovakia().time}
            onSelect={select}
            onClose={close}
            toggle={toggle}
          />
        )}
      </div>
    </div>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </svg>
  );
}
