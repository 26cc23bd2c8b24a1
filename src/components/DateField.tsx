import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DatePickerDialog } from './DatePickerDialog.tsx';
import { displayOfValue, formatDisplay, parseDayMonth, parseDisplay, parseIso, toIso, today, type CalendarDate } from './date-format.ts';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Label, groupClass } from './FieldParts.tsx';
import { PickerToggle } from './PickerToggle.tsx';
import { useFieldError } from './use-field-error.ts';

export interface DateFieldProps {
  /**
   * Formik field path. The value is `yyyy-mm-dd` once the typed text is a whole, real date;
   * until then it is the text itself, so a half-typed date is never lost (the schema reports
   * it as not a date yet).
   */
  name: string;
  label: string;
  /** Shown above the format hint. */
  hint?: ReactNode;
  optional?: boolean;
  /** Latest day the calendar offers, `yyyy-mm-dd`; `'today'` (the default) disables future days; null for none. */
  max?: string | null;
  /** Earliest day the calendar offers, `yyyy-mm-dd`. */
  min?: string | null;
  /** e.g. `bday` for a date of birth; off by default, browsers' suggestions do not fit an incident date. */
  autoComplete?: string;
  disabled?: boolean;
  /** Days offered as one tap each beside the field, e.g. "Dnes" and "Včera" for an incident that has just happened. */
  shortcuts?: ReadonlyArray<{ label: string; date: CalendarDate }>;
}

export function DateField({
  name,
  label,
  hint,
  optional,
  max = 'today',
  min = null,
  autoComplete = 'off',
  disabled,
  shortcuts = [],
}: DateFieldProps) {
  const { t } = useLingui();
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useFieldError(name);
  const id = fieldId(name);
  const [text, setText] = useState(() => displayOfValue(field.value));
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // The text is the user's; it follows the form value only when something else changed it
  // (the calendar, a reset, a loaded draft), never while they type.
  const emitted = useRef(field.value);
  useEffect(() => {
    if (field.value === emitted.current) return;
    emitted.current = field.value;
    setText(displayOfValue(field.value));
  }, [field.value]);

  const setValue = (value: string) => {
    emitted.current = value;
    void helpers.setValue(value);
  };

  const maxDate: CalendarDate | null = max === 'today' ? today() : parseIso(max);
  const minDate = parseIso(min);
  // A whole date as typed, or a day and a month whose year the latest allowed day decides.
  const dateOf = (typed: string) => parseDisplay(typed) ?? (maxDate ? parseDayMonth(typed, maxDate) : null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  const choose = (date: CalendarDate) => {
    setText(formatDisplay(date));
    void helpers.setTouched(true, false);
    setValue(toIso(date));
  };

  const select = (date: CalendarDate) => {
    choose(date);
    close(true);
  };

  return (
    <div className={groupClass(error, 'date-field')}>
      <Label htmlFor={id} label={label} optional={optional} />
      <div className="field-hint" id={hintId(id)}>
        {hint !== undefined && hint !== null && hint !== '' && <div>{hint}</div>}
        {t`Zadajte v tvare deň.mesiac.rok, napríklad 5.3.2026.`}
        {maxDate && ` ${t`Ak rok vynecháte (5.3.), doplníme posledný taký deň.`}`}
      </div>
      <ErrorMessage id={errorId(id)} message={error} />
      <div className="date-field__row">
        <input
          id={id}
          name={name}
          type="text"
          // The number pad, not the letters: digits are all a date needs ("05032026" is read too).
          inputMode="numeric"
          className="field-input date-field__input"
          value={text}
          autoComplete={autoComplete}
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId(id), error && errorId(id))}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            const date = dateOf(typed);
            setText(typed);
            setValue(date ? toIso(date) : typed);
          }}
          onBlur={() => {
            // "05.03.2026" (or "5.3." this year) becomes "5.3.2026" once the user leaves the field, not while typing.
            const date = dateOf(text);
            if (date) setText(formatDisplay(date));
            void helpers.setTouched(true);
          }}
        />
        <PickerToggle
          ref={toggle}
          open={open}
          disabled={disabled}
          label={t`Vybrať dátum v kalendári`}
          onToggle={() => setOpen((wasOpen) => !wasOpen)}
        >
          <CalendarIcon />
        </PickerToggle>
        {open && (
          <DatePickerDialog
            label={label}
            selected={parseIso(field.value) ?? parseDisplay(text)}
            min={minDate}
            max={maxDate}
            onSelect={select}
            onClose={close}
            toggle={toggle}
          />
        )}
      </div>
      {shortcuts.length > 0 && (
        <div className="date-field__shortcuts" role="group" aria-label={t`Rýchla voľba dátumu`}>
          {shortcuts.map((shortcut) => (
            <button
              key={shortcut.label}
              type="button"
              className="button button--secondary date-field__shortcut"
              disabled={disabled}
              onClick={() => choose(shortcut.date)}
            >
              {shortcut.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
