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
    ['x5.3.2026', null],
    ['5.3.2026 10:00', null],
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

  it.each([
    ['day 0', 2026, 3, 0, false],
    ['day 1', 2026, 3, 1, true],
    ['month 0', 2026, 0, 1, false],
    ['month 13', 2026, 13, 1, false],
    ['year 0 (the calendar has none, nor has PostgreSQL)', 0, 12, 31, false],
    ['year 1', 1, 1, 1, true],
    ['year 9999', 9999, 12, 31, true],
    ['year 10000 (no four-digit year)', 10000, 1, 1, false],
    ['half a day', 2026, 3, 1.5, false],
    ['half a month', 2026, 2.5, 1, false],
    ['half a year', 2026.5, 3, 1, false],
    ['no number', Number.NaN, 3, 1, false],
  ])('a calendar date or not: %s', (_, year, month, day, expected) => expect(isCalendarDate(year, month, day)).toBe(expected));

  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2026-03-00', null],
    ['0000-01-01', null],
    ['0001-01-01', '0001-01-01'],
    ['2026-03-05x', null],
    ['2026-03-05T10:00:00Z', null],
    ['x2026-03-05', null],
    ['12026-03-05', null],
  ])('an ISO date is the date and nothing else: %j → %j', (value, expected) => expect(parseDateInput(value)).toBe(expected));
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
    [{ day: '0', month: '4', year: '1985' }, null],
    [{ day: '7', month: '0', year: '1985' }, null],
    [{ day: '7.', month: '4', year: '1985' }, null],
    [{ day: '007', month: '4', year: '1985' }, null],
    [{ day: '7', month: '4.', year: '1985' }, null],
    [{ day: '7', month: '004', year: '1985' }, null],
    [{ day: '7', month: '4', year: '1985.' }, null],
    [{ day: '7', month: '4', year: '01985' }, null],
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
    [{ day: '31', month: '12', year: '1899' }, 'validation.birthDate'],
    [{ day: '1', month: '1', year: '1900' }, null],
    ['1900-01-01', null],
    ['1899-12-31', 'validation.birthDate'],
    [{ day: '0', month: '4', year: '1985' }, 'validation.birthDate'],
    [{ day: null, month: null, year: null }, null],
    [{ day: undefined, month: undefined, year: undefined }, null],
    [{}, null],
    [undefined, null],
    [{ day: null, month: null, year: '1985' }, 'validation.birthDate'],
    ['1985-02-29', 'validation.birthDate'],
    ['tomorrow', 'validation.birthDate'],
  ])('%j → %s', (value, expected) => expect(idOf(validateBirthDate(value, { today: TODAY }))).toBe(expected));

  it('is required only when asked', () => {
    expect(validateBirthDate({ day: '', month: '', year: '' }, { today: TODAY, required: true })).toEqual(messages.required);
    expect(sourceText(messages.birthDate)).toBe('Zadajte platný dátum narodenia');
  });
});
