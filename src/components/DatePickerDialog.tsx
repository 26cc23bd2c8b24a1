import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  addDays,
  addMonths,
  clampDate,
  compareDates,
  daysInMonth,
  endOfWeek,
  monthWeeks,
  startOfWeek,
  toIso,
  today as todayOf,
  utcDate,
  type CalendarDate,
} from './date-format.ts';
import { inDocumentOrder } from './focus-field.ts';
import './components.css';

export interface DatePickerDialogProps {
  /** The field's label: names the dialog together with the shown month. */
  label: string;
  /** The chosen date, if any; the calendar opens on it, else on today (or the nearest allowed day). */
  selected: CalendarDate | null;
  min: CalendarDate | null;
  max: CalendarDate | null;
  onSelect(date: CalendarDate): void;
  /** `returnFocus` is false when the user closed it by clicking elsewhere (focus goes there). */
  onClose(returnFocus: boolean): void;
  /** The button that opens the dialog: a click on it toggles, it is not "outside". */
  toggle?: RefObject<HTMLElement | null>;
}

const same = (a: CalendarDate | null, b: CalendarDate | null) => !!a && !!b && compareDates(a, b) === 0;

/**
 * The WAI-ARIA APG date picker dialog, small: a grid of one month with the week starting on
 * Monday (SPEC §9), month and year buttons, days outside min/max disabled ("max today" for
 * incident dates). Keys in the grid: arrows move a day/week, PageUp/PageDown a month (with
 * Shift a year), Home/End the week's Monday/Sunday, Enter or Space choose, Esc closes. The title
 * opens a page of ten years (SPEC §9); a year chosen there returns to that year's month.
 */
export function DatePickerDialog({ label, selected, min, max, onSelect, onClose, toggle }: DatePickerDialogProps) {
  const { t, i18n } = useLingui();
  const ids = { title: useId(), heading: useId() };
  const dialog = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const todayDate = todayOf();
  const [focused, setFocused] = useState(() => clampDate(selected ?? todayDate, min, max));
  // Focus follows the active day only after a key in the grid or on opening, never after a click
  // on a month button (the user's focus stays on that button, as in the APG example).
  const focusDay = useRef(true);
  // SPEC §9 "year picker pages of 10 years": the title opens a page of ten years (2020-2029), so a
  // birth year decades back is three taps away, not thirty PageUps.
  const [yearPage, setYearPage] = useState<number | null>(null);
  const yearGrid = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusDay.current || yearPage !== null) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${toIso(focused)}"]`)?.focus();
  }, [focused, yearPage]);

  // Opening the year page puts focus on the shown year (or the page's first allowed year).
  const focusYear = useRef(false);
  useEffect(() => {
    if (yearPage === null || !focusYear.current) return;
    focusYear.current = false;
    const buttons = yearGrid.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    const current = yearGrid.current?.querySelector<HTMLButtonElement>(`[data-year="${focused.year}"]:not(:disabled)`);
    (current ?? buttons?.[0])?.focus();
  }, [yearPage, focused.year]);

  // A click anywhere outside closes the calendar and leaves focus where the user clicked.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || dialog.current?.contains(target) || toggle?.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, toggle]);

  const isDisabled = (date: CalendarDate) => (!!min && compareDates(date, min) < 0) || (!!max && compareDates(date, max) > 0);
  const moveTo = (date: CalendarDate, focusGrid: boolean) => {
    focusDay.current = focusGrid;
    setFocused(clampDate(date, min, max));
  };

  // A month button works when some day of that month may be chosen.
  const monthAllowed = (months: number, from = focused) => {
    const target = addMonths(from, months);
    const first = { ...target, day: 1 };
    const last = { ...target, day: daysInMonth(target.year, target.month) };
    return (!max || compareDates(first, max) <= 0) && (!min || compareDates(last, min) >= 0);
  };

  const yearAllowed = (year: number) => (!max || year <= max.year) && (!min || year >= min.year);
  const pageOf = (year: number) => Math.floor(year / 10) * 10;
  const pageAllowed = (first: number) => Array.from({ length: 10 }, (_, index) => first + index).some(yearAllowed);
  const openYearPage = () => {
    focusYear.current = true;
    setYearPage(pageOf(focused.year));
  };
  const chooseYear = (year: number) => {
    const day = Math.min(focused.day, daysInMonth(year, focused.month));
    setYearPage(null);
    moveTo({ year, month: focused.month, day }, true);
  };

  const locale = i18n.locale;
  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(focused));
  const shownMonth = monthTitle.charAt(0).toLocaleUpperCase(locale) + monthTitle.slice(1);
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    const date = utcDate({ year: 2024, month: 1, day: 1 + index });
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });

  const choose = (date: CalendarDate) => {
    if (!isDisabled(date)) onSelect(date);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => CalendarDate> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => startOfWeek(focused),
      End: () => endOfWeek(focused),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move(), true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // A modal dialog keeps Tab inside it.
    const stops = inDocumentOrder(dialog.current.querySelectorAll<HTMLElement>('button:not(:disabled), [tabindex="0"]'));
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const navButton = (text: string, symbol: string, months: number) => (
    <button
      type="button"
      className="date-picker__nav"
      disabled={!monthAllowed(months)}
      onClick={() => {
        const next = clampDate(addMonths(focused, months), min, max);
        // A button that the move disables would drop focus to the page; the day takes it instead.
        moveTo(next, !monthAllowed(months, next));
      }}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{text}</span>
    </button>
  );

  const pageButton = (text: string, symbol: string, first: number) => (
    <button
      type="button"
      className="date-picker__nav"
      disabled={!pageAllowed(first)}
      onClick={() => {
        // A button that the move disables would drop focus to the page; a year takes it instead.
        focusYear.current = !pageAllowed(first + (first < (yearPage ?? 0) ? -10 : 10));
        setYearPage(first);
      }}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{text}</span>
    </button>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog hears Escape and keeps Tab inside (WAI-ARIA dialog pattern)
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${ids.title} ${ids.heading}`}
      className="date-picker"
      onKeyDown={onDialogKeyDown}
    >
      <span id={ids.title} className="visually-hidden">
        {label}
      </span>
      {yearPage === null ? (
        <>
          <div className="date-picker__header">
            {navButton(t`Predchádzajúci rok`, '«', -12)}
            {navButton(t`Predchádzajúci mesiac`, '‹', -1)}
            <h2 id={ids.heading} className="date-picker__title" aria-live="polite">
              <button
                type="button"
                className="date-picker__title-button"
                aria-label={`${shownMonth}, ${t`vybrať rok`}`}
                onClick={openYearPage}
              >
                {shownMonth}
              </button>
            </h2>
            {navButton(t`Nasledujúci mesiac`, '›', 1)}
            {navButton(t`Nasledujúci rok`, '»', 12)}
          </div>
          <table ref={grid} role="grid" aria-label={shownMonth} className="date-picker__grid" onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col" abbr={weekday.long}>
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(focused.year, focused.month).map((week, row) => (
                <tr key={row}>
                  {week.map((date, column) =>
                    date ? (
                      <td
                        key={column}
                        role="gridcell"
                        data-date={toIso(date)}
                        tabIndex={same(date, focused) ? 0 : -1}
                        aria-label={dayName.format(utcDate(date))}
                        aria-selected={same(date, selected)}
                        aria-disabled={isDisabled(date) || undefined}
                        aria-current={same(date, todayDate) ? 'date' : undefined}
                        className="date-picker__day"
                        onClick={() => {
                          moveTo(date, true);
                          choose(date);
                        }}
                      >
                        {date.day}
                      </td>
                    ) : (
                      <td key={column} role="gridcell" className="date-picker__blank" />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <>
          <div className="date-picker__header">
            {pageButton(t`Predchádzajúcich 10 rokov`, '«', yearPage - 10)}
            <h2 id={ids.heading} className="date-picker__title" aria-live="polite">
              {`${yearPage} – ${yearPage + 9}`}
            </h2>
            {pageButton(t`Nasledujúcich 10 rokov`, '»', yearPage + 10)}
          </div>
          <div ref={yearGrid} role="group" aria-labelledby={ids.heading} className="date-picker__years">
            {Array.from({ length: 10 }, (_, index) => yearPage + index).map((year) => (
              <button
                key={year}
                type="button"
                data-year={year}
                className="date-picker__year"
                aria-pressed={year === focused.year}
                disabled={!yearAllowed(year)}
                onClick={() => chooseYear(year)}
              >
                {year}
              </button>
            ))}
          </div>
        </>
      )}
      <div className="date-picker__footer">
        <button type="button" className="button button--secondary" onClick={() => onClose(true)}>
          {t`Zavrieť`}
        </button>
      </div>
    </div>
  );
}
