import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { HOURS_IN_DAY, MINUTES_IN_HOUR, timeParts, toTime } from '../domain/validation/times.ts';
import { popupKeyDown, useCloseOnOutsidePress, type ClosePopup } from './popup-dialog.ts';
import './components.css';

export interface TimePickerDialogProps {
  /** The field's label: names the dialog. */
  label: string;
  /** The time to start from, `HH:mm` (the field's, else the time now). */
  initial: string;
  /** Called with the chosen `HH:mm`. */
  onSelect(time: string): void;
  onClose: ClosePopup;
  /** The button that opens the dialog: a click on it toggles, it is not "outside". */
  toggle?: RefObject<HTMLElement | null>;
}

const range = (length: number) => Array.from({ length }, (_, index) => index);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * SPEC §9 "time picker 24 hours, 60 minutes": two lists, hours 00–23 and minutes 00–59, as native
 * selects (a phone shows its own wheel; arrows and typed digits work on a keyboard), and "Use
 * this time". Opens with focus on the hours; Esc closes, as the date picker does.
 */
export function TimePickerDialog({ label, initial, onSelect, onClose, toggle }: TimePickerDialogProps) {
  const { t } = useLingui();
  const ids = { title: useId(), hour: useId(), minute: useId() };
  const dialog = useRef<HTMLDivElement>(null);
  const hourSelect = useRef<HTMLSelectElement>(null);
  const start = timeParts(initial) ?? { hour: 12, minute: 0 };
  const [hour, setHour] = useState(start.hour);
  const [minute, setMinute] = useState(start.minute);

  useEffect(() => hourSelect.current?.focus(), []);
  useCloseOnOutsidePress(dialog, onClose, toggle);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog hears Escape and keeps Tab inside (WAI-ARIA dialog pattern)
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={ids.title}
      className="date-picker time-picker"
      onKeyDown={(event) => popupKeyDown(event, dialog.current, onClose)}
    >
      <h2 id={ids.title} className="date-picker__title">
        {label}
      </h2>
      <div className="time-picker__lists">
        <div className="time-picker__list">
          <label htmlFor={ids.hour}>{t`Hodina`}</label>
          <select
            ref={hourSelect}
            id={ids.hour}
            className="field-input"
            value={hour}
            onChange={(event) => setHour(Number(event.currentTarget.value))}
          >
            {range(HOURS_IN_DAY).map((value) => (
              <option key={value} value={value}>
                {twoDigits(value)}
              </option>
            ))}
          </select>
        </div>
        <span className="time-picker__colon" aria-hidden="true">
          :
        </span>
        <div className="time-picker__list">
          <label htmlFor={ids.minute}>{t`Minúta`}</label>
          <select id={ids.minute} className="field-input" value={minute} onChange={(event) => setMinute(Number(event.currentTarget.value))}>
            {range(MINUTES_IN_HOUR).map((value) => (
              <option key={value} value={value}>
                {twoDigits(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="date-picker__footer time-picker__footer">
        <button type="button" className="button" onClick={() => onSelect(toTime(hour, minute))}>
          {t`Použiť tento čas`}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onClose(true)}>
          {t`Zavrieť`}
        </button>
      </div>
    </div>
  );
}
