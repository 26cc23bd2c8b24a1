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
    expect(displayOfValue('2026-03-05')).toBe('5.3.2026');
    expect(formatDisplay({ year: 2026, month: 12, day: 31 })).toBe('31.12.2026');
  });

  it('keeps anything that is not yet a whole, real date as typed', () => {
    for (const text of ['', '5', '5.3.', '5.3.20', '31.4.2026', '29.2.2026', '0.1.2026']) expect(valueOfDisplay(text)).toBe(text);
    expect(parseDisplay('29.2.2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIso('2026-02-30')).toBeNull();
    expect(displayOfValue(null)).toBe('');
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
    expect(input.getAttribute('aria-describedby')).toBe('incident-date-hint');
    expect(document.getElementById('incident-date-hint')?.textContent).toBe('Zadajte v tvare deň.mesiac.rok, napríklad 5.3.2026.');
  });

  it('stores a typed date as yyyy-mm-dd and keeps partial input as typed', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<DateField name="date" label="Dátum udalosti" />, { initialValues: { date: '' } });
    const input = screen.getByLabelText<HTMLInputElement>('Dátum udalosti');
    await user.type(input, '5.3.');
    expect(form().values.date).toBe('5.3.');
    await user.tab();
    expect(input.value).toBe('5.3.');
    await user.type(input, '2026');
    expect(form().values.date).toBe('2026-03-05');
    expect(input.value).toBe('5.3.2026');

    await user.clear(input);
    await user.type(input, '05.03.2026');
    expect(form().values.date).toBe('2026-03-05');
    // Tidied only when the user leaves the field, never under their fingers.
    expect(input.value).toBe('05.03.2026');
    await user.tab();
    expect(input.value).toBe('5.3.2026');
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
