// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from '../../src/components/DateField.tsx';
import {
  addMonths,
  displayOfValue,
  endOfWeek,
  formatDisplay,
  monthWeeks,
  parseDayMonth,
  parseDisplay,
  parseIso,
  startOfWeek,
  valueOfDisplay,
} from '../../src/components/date-format.ts';
import { renderFields } from './render.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('date format d.M.yyyy <-> yyyy-mm-dd', () => {
  it('converts both ways', () => {
    expect(valueOfDisplay('5.3.2026')).toBe('2026-03-05');
    expect(valueOfDisplay('05.03.2026')).toBe('2026-03-05');
    expect(valueOfDisplay('5. 3. 2026')).toBe('2026-03-05');
    // What a phone's number pad can type: a comma, spaces, or no separator at all.
    expect(valueOfDisplay('5,3,2026')).toBe('2026-03-05');
    expect(valueOfDisplay('5 3 2026')).toBe('2026-03-05');
    expect(valueOfDisplay('05032026')).toBe('2026-03-05');
    expect(displayOfValue('2026-03-05')).toBe('5.3.2026');
    expect(formatDisplay({ year: 2026, month: 12, day: 31 })).toBe('31.12.2026');
  });

  it('keeps anything that is not yet a whole, real date as typed', () => {
    for (const text of ['', '5', '5.3.', '5.3.20', '31.4.2026', '29.2.2026', '0.1.2026', '0503202', '5032026', '31042026'])
      expect(valueOfDisplay(text)).toBe(text);
    expect(parseDisplay('29.2.2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIso('2026-02-30')).toBeNull();
    expect(displayOfValue(null)).toBe('');
  });

  it('reads a day and a month with no year as the latest such day not after the last allowed one', () => {
    const latest = { year: 2026, month: 12, day: 2 };
    expect(parseDayMonth('10.5.', latest)).toEqual({ year: 2026, month: 5, day: 10 });
    expect(parseDayMonth('2,12', latest)).toEqual({ year: 2026, month: 12, day: 2 });
    expect(parseDayMonth('24.12.', latest)).toEqual({ year: 2025, month: 12, day: 24 });
    expect(parseDayMonth('29.2.', latest)).toEqual({ year: 2024, month: 2, day: 29 });
    for (const text of ['5', '5.', '31.4.', '0.1.', '5.13.', '5.3.20', '5.3.2026']) expect(parseDayMonth(text, latest)).toBeNull();
  });

  it('does calendar arithmetic with weeks starting on Monday', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 15 });
    // 5 March 2026 is a Thursday.
    expect(startOfWeek({ year: 2026, month: 3, day: 5 })).toEqual({ year: 2026, month: 3, day: 2 });
    expect(endOfWeek({ year: 2026, month: 3, day: 5 })).toEqual({ year: 2026, month: 3, day: 8 });
    // 1 March 2026 is a Sunday: six empty cells before it.
    const weeks = monthWeeks(2026, 3);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ year: 2026, month: 3, day: 1 });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('DateField', () => {
  it('shows a stored date as d.M.yyyy, with the format hint linked', () => {
    renderFields(<DateField name="incident.date" label="Dátum udalosti" optional />, {
      initialValues: { incident: { date: '2026-03-05' } },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Dátum udalosti (nepovinné)');
    expect(input.value).toBe('5.3.2026');
    // A phone opens its number pad for it, not the letters.
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('aria-describedby')).toBe('incident-date-hint');
    expect(document.getElementById('incident-date-hint')?.textContent).toBe(
      'Zadajte v tvare deň.mesiac.rok, napríklad 5.3.2026. Ak rok vynecháte (5.3.), doplníme posledný taký deň.',
    );
  });

  it('stores a typed date as yyyy-mm-dd and keeps partial input as typed', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<DateField name="date" label="Dátum udalosti" max="2026-12-02" />, { initialValues: { date: '' } });
    const input = screen.getByLabelText<HTMLInputElement>('Dátum udalosti');
    await user.type(input, '5.');
    expect(form().values.date).toBe('5.');
    await user.type(input, '3.20');
    expect(form().values.date).toBe('5.3.20');
    await user.tab();
    expect(input.value).toBe('5.3.20');
    await user.type(input, '26');
    expect(form().values.date).toBe('2026-03-05');
    expect(input.value).toBe('5.3.2026');

    // No year: the latest such day the field allows, written out once the user leaves the field.
    await user.clear(input);
    await user.type(input, '24.12.');
    expect(form().values.date).toBe('2025-12-24');
    expect(input.value).toBe('24.12.');
    await user.tab();
    expect(input.value).toBe('24.12.2025');

    await user.clear(input);
    await user.type(input, '05.03.2026');
    expect(form().values.date).toBe('2026-03-05');
    // Tidied only when the user leaves the field, never under their fingers.
    expect(input.value).toBe('05.03.2026');
    await user.tab();
    expect(input.value).toBe('5.3.2026');
  });

  it('offers its shortcuts as one tap each; a shortcut fills the date as the calendar does', async () => {
    const user = userEvent.setup();
    const shortcuts = [
      { label: 'Dnes', date: { year: 2026, month: 12, day: 2 } },
      { label: 'Včera', date: { year: 2026, month: 12, day: 1 } },
    ];
    const { form } = renderFields(<DateField name="date" label="Kedy sa udalosť stala?" max="2026-12-02" shortcuts={shortcuts} />, {
      initialValues: { date: '' },
    });
    const group = screen.getByRole('group', { name: 'Rýchla voľba dátumu' });
    await user.click(within(group).getByRole('button', { name: 'Včera' }));
    expect(form().values.date).toBe('2026-12-01');
    expect(screen.getByLabelText<HTMLInputElement>('Kedy sa udalosť stala?').value).toBe('1.12.2026');
    expect(form().touched.date).toBe(true);
    await user.click(within(group).getByRole('button', { name: 'Dnes' }));
    expect(form().values.date).toBe('2026-12-02');
    // Without shortcuts, none is offered.
    cleanup();
    renderFields(<DateField name="date" label="Dátum" />, { initialValues: { date: '' } });
    expect(screen.queryByRole('button', { name: 'Dnes' })).toBeNull();
  });

  it('follows value changes made elsewhere (a reset, a loaded draft)', async () => {
    const { form } = renderFields(<DateField name="date" label="Dátum" />, { initialValues: { date: '' } });
    await act(() => form().setFieldValue('date', '2025-12-24'));
    expect(screen.getByLabelText<HTMLInputElement>('Dátum').value).toBe('24.12.2025');
  });
});

describe('the calendar of DateField', () => {
  beforeEach(() => {
    // Wednesday 18 March 2026; only Date is faked, so user-event's timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 18, 10, 0));
  });

  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Vybrať dátum v kalendári' }));
    return screen.getByRole('dialog');
  };

  it('opens on the chosen date with a Monday-first grid and future days disabled', async () => {
    const user = userEvent.setup();
    renderFields(<DateField name="date" label="Dátum udalosti" />, { initialValues: { date: '2026-03-05' } });
    const toggle = screen.getByRole('button', { name: 'Vybrať dátum v kalendári' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const dialog = await open(user);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading').textContent).toBe('Marec 2026');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['po', 'ut', 'st', 'št', 'pi', 'so', 'ne']);
    const selected = within(dialog).getByRole('gridcell', { selected: true });
    expect(selected.textContent).toBe('5');
    expect(document.activeElement).toBe(selected);
    expect(selected.getAttribute('aria-label')).toBe('štvrtok 5. marca 2026');
    expect(
      within(dialog)
        .getByRole('gridcell', { name: /18\. marca/ })
        .getAttribute('aria-current'),
    ).toBe('date');
    expect(
      within(dialog)
        .getByRole('gridcell', { name: /19\. marca/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Nasledujúci mesiac' }).hasAttribute('disabled')).toBe(true);
  });

  it('is driven by the keyboard: arrows, Home/End, PageUp/PageDown, Enter, Esc', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<DateField name="date" label="Dátum udalosti" />, { initialValues: { date: '2026-03-05' } });
    const dialog = await open(user);
    const focusedDay = () => document.activeElement?.getAttribute('data-date');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-03-06');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2026-03-13');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('2026-03-05');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2026-03-02');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2026-03-08');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('2026-02-08');
    expect(within(dialog).getByRole('heading').textContent).toBe('Február 2026');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedDay()).toBe('2025-02-08');
    // Never past today: PageDown twice lands on 18 March 2026 at most.
    await user.keyboard('{Shift>}{PageDown}{/Shift}{PageDown}{PageDown}');
    expect(focusedDay()).toBe('2026-03-18');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-03-18');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(form().values.date).toBe('2026-03-17');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Dátum udalosti').value).toBe('17.3.2026');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vybrať dátum v kalendári' }));

    await open(user);
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(form().values.date).toBe('2026-03-17');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vybrať dátum v kalendári' }));
  });

  it('chooses a day by click, ignores disabled days and navigates months with buttons', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<DateField name="date" label="Dátum udalosti" />, { initialValues: { date: '' } });
    const dialog = await open(user);
    // No date yet: opens on today.
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-03-18');
    await user.click(within(dialog).getByRole('gridcell', { name: /20\. marca/ }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(form().values.date).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Predchádzajúci mesiac' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Február 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Predchádzajúci rok' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Február 2025');
    await user.click(within(dialog).getByRole('gridcell', { name: /14\. februára 2025/ }));
    expect(form().values.date).toBe('2025-02-14');
    await waitFor(() => expect(form().touched.date).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('SPEC §9: the title opens a page of ten years; a year chosen there returns to its month', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<DateField name="born" label="Dátum narodenia" />, { initialValues: { born: '' } });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Marec 2026, vybrať rok' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('2020 – 2029');
    const years = within(dialog).getAllByRole('button', { name: /^\d{4}$/ });
    expect(years.map((year) => year.textContent)).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029']);
    // After today's year nothing can be chosen; the shown year is marked and has focus.
    expect(years.filter((year) => (year as HTMLButtonElement).disabled).map((year) => year.textContent)).toEqual(['2027', '2028', '2029']);
    expect(within(dialog).getByRole('button', { name: '2026' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement?.textContent).toBe('2026');
    expect((within(dialog).getByRole('button', { name: 'Nasledujúcich 10 rokov' }) as HTMLButtonElement).disabled).toBe(true);
    for (let page = 0; page < 5; page++) await user.click(within(dialog).getByRole('button', { name: 'Predchádzajúcich 10 rokov' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('1970 – 1979');
    await user.click(within(dialog).getByRole('button', { name: '1975' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Marec 1975');
    expect(document.activeElement?.getAttribute('data-date')).toBe('1975-03-18');
    await user.keyboard('{Enter}');
    expect(form().values.born).toBe('1975-03-18');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the year page keeps a 29 February to a real day and honours the earliest date', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<DateField name="date" label="Dátum" min="2019-06-10" />, { initialValues: { date: '2024-02-29' } });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Február 2024, vybrať rok' }));
    expect((within(dialog).getByRole('button', { name: 'Predchádzajúcich 10 rokov' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Predchádzajúcich 10 rokov' }));
    // 2010-2018 are before the earliest date, 2019 is allowed (from June), and the page before has nothing.
    expect((within(dialog).getByRole('button', { name: '2018' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Predchádzajúcich 10 rokov' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Nasledujúcich 10 rokov' }));
    await user.click(within(dialog).getByRole('button', { name: '2023' }));
    expect(document.activeElement?.getAttribute('data-date')).toBe('2023-02-28');
    await user.keyboard('{Enter}');
    expect(form().values.date).toBe('2023-02-28');
  });

  it('keeps Tab inside the dialog and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderFields(<DateField name="date" label="Dátum udalosti" />, { initialValues: { date: '2026-03-05' } });
    const dialog = await open(user);
    const close = within(dialog).getByRole('button', { name: 'Zavrieť' });
    close.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Predchádzajúci rok' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    const input = screen.getByRole('textbox', { name: 'Dátum udalosti' });
    await user.click(input);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
