import { describe, expect, it } from 'vitest';
import {
  birthDateFromParts,
  birthDateToParts,
  formatDisplayDate,
  isCalendarDate,
  parseDateInput,
  parseDisplayDate,
  validateBirthDate,
  validateIncidentDate,
} from '../../src/domain/validation/dates.ts';
import { todayInSlovakia } from '../../src/domain/validation/today.ts';
import { messages, sourceText } from '../../src/domain/validation/messages.ts';
import { idOf, TODAY, TOMORROW } from './support.ts';

describe('the date input format d.M.yyyy', () => {
  it.each([
    ['5.3.2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['5. 3. 2026', '2026-03-05'],
    ['05. 03. 2026', '2026-03-05'],
    [' 5.3.2026 ', '2026-03-05'],
    ['31.12.2025', '2025-12-31'],
    ['29.2.2024', '2024-02-29'],
    ['31.2.2026', null],
    ['29.2.2026', null],
    ['31.4.2026', null],
    ['0.3.2026', null],
    ['5.13.2026', null],
    ['5.3.26', null],
    ['5/3/2026', null],
    ['5-3-2026', null],
    ['2026-03-05', null],
    ['5.3.2026.', null],
    ['', null],
    [null, null],
  ])('parseDisplayDate(%j) = %j', (value, expected) => expect(parseDisplayDate(value)).toBe(expected));

  it('formats a stored date for the input, and reads both forms', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('5.3.2026');
    expect(formatDisplayDate('2026-12-31')).toBe('31.12.2026');
    expect(formatDisplayDate('2026-02-31')).toBe('');
    expect(formatDisplayDate(null)).toBe('');
    expect(parseDateInput('2026-03-05')).toBe('2026-03-05');
    expect(parseDateInput('5. 3. 2026')).toBe('2026-03-05');
    expect(parseDateInput('2026-02-30')).toBeNull();
  });

  it('knows the calendar', () => {
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
  });

  it("today is the insurer's day in Slovakia", () => {
    expect(todayInSlovakia(new Date('2026-05-09T22:30:00Z'))).toBe('2026-05-10');
    expect(todayInSlovakia(new Date('2026-01-01T22:59:59Z'))).toBe('2026-01-01');
    expect(todayInSlovakia(new Date('2026-01-01T23:00:00Z'))).toBe('2026-01-02');
    // Around the clock changes of 2026 (29 March and 25 October, 01:00 UTC).
    expect(todayInSlovakia(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayInSlovakia(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayInSlovakia(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(todayInSlovakia(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayInSlovakia(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayInSlovakia(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('today follows the time-zone database for Europe/Bratislava, every hour from 2000 to 2040', () => {
    const bratislava = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Bratislava',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const differing: string[] = [];
    // Each whole hour, and the last second before it (where a day can end).
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2041, 0, 1); time += 3_600_000) {
      for (const instant of [new Date(time), new Date(time - 1000)]) {
        if (todayInSlovakia(instant) !== bratislava.format(instant)) differing.push(instant.toISOString());
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });
});

describe('incident date: required, not in the future (today allowed)', () => {
  const options = { today: TODAY };
  it.each([
    ['10.5.2026', null],
    ['9.5.2026', null],
    ['5.3.2026', null],
    [TODAY, null],
    ['11.5.2026', 'validation.dateInPast'],
    [TOMORROW, 'validation.dateInPast'],
    ['1.1.2027', 'validation.dateInPast'],
    ['31.2.2026', 'validation.dateFormat'],
    ['2026-02-31', 'validation.dateFormat'],
    ['včera', 'validation.dateFormat'],
    ['', 'validation.required'],
    [null, 'validation.required'],
  ])('%j → %s', (value, expected) => expect(idOf(validateIncidentDate(value, options))).toBe(expected));

  it('may be optional (the server checks only dates sent), and says SPEC §8', () => {
    expect(validateIncidentDate('', { today: TODAY, required: false })).toBeUndefined();
    expect(sourceText(messages.dateInPast)).toBe('Zadajte dátum v minulosti');
  });
});

describe('birth date from day, month and year', () => {
  it.each([
    [{ day: '7', month: '4', year: '1985' }, '1985-04-07'],
    [{ day: '07', month: '04', year: '1985' }, '1985-04-07'],
    [{ day: 7, month: 4, year: 1985 }, '1985-04-07'],
    [{ day: ' 7 ', month: '4', year: '1985' }, '1985-04-07'],
    [{ day: '7', month: '4', year: '' }, null],
    [{ day: '7', month: null, year: '1985' }, null],
    [{ day: '31', month: '4', year: '1985' }, null],
    [{ day: '29', month: '2', year: '1985' }, null],
    [{ day: '7', month: '4', year: '85' }, null],
    [{ day: 'x', month: '4', year: '1985' }, null],
    [null, null],
  ])('%j → %j', (parts, expected) => expect(birthDateFromParts(parts)).toBe(expected));

  it('goes back into the three inputs', () => {
    expect(birthDateToParts('1985-04-07')).toEqual({ day: '7', month: '4', year: '1985' });
    expect(birthDateToParts(null)).toEqual({ day: '', month: '', year: '' });
  });

  it.each([
    [{ day: '', month: '', year: '' }, null],
    [null, null],
    ['', null],
    [{ day: '7', month: '4', year: '1985' }, null],
    ['1985-04-07', null],
    [{ day: '10', month: '5', year: '2026' }, null],
    [{ day: '11', month: '5', year: '2026' }, 'validation.birthDate'],
    [{ day: '7', month: '4', year: '' }, 'validation.birthDate'],
    [{ day: '', month: '', year: '1985' }, 'validation.birthDate'],
    [{ day: '31', month: '4', year: '1985' }, 'validation.birthDate'],
    [{ day: '1', month: '1', year: '1899' }, 'validation.birthDate'],
    ['1985-02-29', 'validation.birthDate'],
    ['tomorrow', 'validation.birthDate'],
  ])('%j → %s', (value, expected) => expect(idOf(validateBirthDate(value, { today: TODAY }))).toBe(expected));

  it('is required only when asked', () => {
    expect(validateBirthDate({ day: '', month: '', year: '' }, { today: TODAY, required: true })).toEqual(messages.required);
    expect(sourceText(messages.birthDate)).toBe('Zadajte platný dátum narodenia');
  });
});
