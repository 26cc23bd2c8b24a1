import { describe, expect, it } from 'vitest';
import {
  birthNumberForApi,
  normalizeBirthNumber,
  parseBirthNumber,
  passesModulo11,
  validateBirthNumber,
} from '../../src/domain/validation/birth-number.ts';
import {
  isBusinessId,
  normalizeBusinessId,
  validateBusinessId,
  validateIdentificationNumber,
} from '../../src/domain/validation/business-id.ts';
import { messages, sourceText, withValues } from '../../src/domain/validation/messages.ts';
import { birthNumber, idOf, TODAY } from './support.ts';

const options = { today: TODAY };

describe('Slovak birth number (rodné číslo)', () => {
  it('the test helper makes numbers divisible by 11', () => {
    expect(birthNumber('850315', '123')).toBe('850315/1239');
    expect(passesModulo11('8503151239')).toBe(true);
  });

  it.each([
    ['male, 1985', birthNumber('850315', '123'), '1985-03-15', 'male'],
    ['female, 1985 (+50)', birthNumber('855315', '123'), '1985-03-15', 'female'],
    ['female, the KZ001 demo operator', '855123/1238', '1985-01-23', 'female'],
    ['9 digits, male, 1952', '520101/123', '1952-01-01', 'male'],
    ['9 digits, female, 1953 (+50)', '535224/456', '1953-02-24', 'female'],
    ['9 digits, 1900', '000101/001', '1900-01-01', 'male'],
    ['male, 2010 with the 2004 extra offset (+20)', birthNumber('102407', '123'), '2010-04-07', 'male'],
    ['female, 2012 with the extra offset (+70)', birthNumber('128130', '456'), '2012-11-30', 'female'],
    ['female, 2005 (+50)', birthNumber('056228', '001'), '2005-12-28', 'female'],
    ['male, 1999 (YY after this year: 19YY)', birthNumber('990101', '123'), '1999-01-01', 'male'],
    ['male, 2026, yesterday (YY of this year: 20YY)', birthNumber('260509', '123'), '2026-05-09', 'male'],
    ['male, today', birthNumber('260510', '001'), '2026-05-10', 'male'],
    ['male, 1927 (SPEC pivot: 27 is after 26)', birthNumber('270101', '123'), '1927-01-01', 'male'],
    ['29 February of a leap year', birthNumber('840229', '123'), '1984-02-29', 'male'],
    ['29 February 2000', birthNumber('005229', '010'), '2000-02-29', 'female'],
    ['the historic exception: nine digits leave 10, check digit 0', '850315/1020', '1985-03-15', 'male'],
  ])('%s: %s', (_, value, birthDate, sex) => {
    expect(validateBirthNumber(value, options)).toBeUndefined();
    expect(parseBirthNumber(value, TODAY)).toMatchObject({ birthDate, sex });
  });

  it('accepts the number with or without the slash and gives it with the slash', () => {
    expect(validateBirthNumber('8503151239', options)).toBeUndefined();
    expect(validateBirthNumber(' 850315/1239 ', options)).toBeUndefined();
    expect(normalizeBirthNumber('8503151239')).toBe('850315/1239');
    expect(normalizeBirthNumber('520101123')).toBe('520101/123');
    expect(birthNumberForApi('8503151239', TODAY)).toBe('850315/1239');
    expect(birthNumberForApi('520101/123', TODAY)).toBe('520101/123');
  });

  it('the exception really is one: 8503151020 is not divisible by 11', () => {
    expect(8503151020 % 11).not.toBe(0);
    expect(850315102 % 11).toBe(10);
    expect(passesModulo11('8503151020')).toBe(true);
    // Remainder 10 with any other check digit fails.
    expect(validateBirthNumber('850315/1021', options)).toEqual(messages.birthNumberInvalid);
  });

  it('ends in 0 is no pass by itself: the first nine digits must leave 10 (850315123 leaves 9)', () => {
    expect(850315123 % 11).toBe(9);
    expect(8503151230 % 11).not.toBe(0);
    expect(passesModulo11('8503151230')).toBe(false);
    expect(validateBirthNumber('850315/1230', options)).toEqual(messages.birthNumberInvalid);
    expect(birthNumberForApi('8503151230', TODAY)).toBeNull();
  });

  it.each([
    ['11 digits (8503151239 times 10, divisible by 11)', '85031512390'],
    ['a space before', ' 8503151239'],
    ['a space after', '8503151239 '],
    ['the written form with its slash', '850315/1239'],
    ['9 digits', '850315123'],
  ])('the check digit rule is for exactly ten digits: %s fails it', (_, digits) => expect(passesModulo11(digits)).toBe(false));

  it.each([
    ['5 digits before the slash', '85031/1239'],
    ['a dash instead of the slash', '850315-1239'],
    ['2 digits after the slash', '850315/12'],
    ['5 digits after the slash', '850315/12390'],
    ['7 digits before the slash', '1850315/1239'],
    ['11 digits', '18503151239'],
    ['letters', 'ABCDEF/1234'],
    ['spaces inside', '850315 1239'],
    ['two slashes', '850315//1239'],
  ])('%s (%s): "Enter Personal ID in correct format"', (_, value) => {
    expect(validateBirthNumber(value, options)).toEqual(messages.birthNumberFormat);
    expect(birthNumberForApi(value, TODAY)).toBeNull();
  });

  it.each([
    // Check digits right (the helper), so only the date is wrong.
    ['month 13', birthNumber('851315', '124')],
    ['month 63 (female 13)', birthNumber('856315', '123')],
    ['month 00', birthNumber('850015', '123')],
    ['month 33 (extra offset 13)', birthNumber('853315', '123')],
    ['month 83 (female extra offset 13)', birthNumber('858315', '123')],
    ['day 00', birthNumber('850300', '123')],
    ['day 32', birthNumber('850332', '123')],
    ['31 April', birthNumber('850431', '123')],
    ['31 April, female', birthNumber('855431', '123')],
    ['29 February 1985 (no leap year)', birthNumber('850229', '123')],
    ['29 February 2001 (no leap year)', birthNumber('010229', '123')],
    ['check digit off by one (not divisible by 11)', '850315/1238'],
    ['two digits swapped', '850315/1293'],
    ['a future date (tomorrow)', birthNumber('260511', '123')],
    ['a future date (this December)', birthNumber('261201', '123')],
    ['9 digits from 1954 on (then they had 10)', '540101/123'],
    ['9 digits with the extra offset (+20), which came in 2004', '522401/123'],
    ['9 digits with the extra offset (+70)', '527401/123'],
  ])('%s (%s): "Enter valid Personal ID"', (_, value) => {
    expect(validateBirthNumber(value, options)).toEqual(messages.birthNumberInvalid);
    expect(birthNumberForApi(value, TODAY)).toBeNull();
  });

  it('may be empty unless required', () => {
    expect(validateBirthNumber('', options)).toBeUndefined();
    expect(validateBirthNumber(null, options)).toBeUndefined();
    expect(validateBirthNumber('  ', { ...options, required: true })).toEqual(messages.required);
    expect(birthNumberForApi('', TODAY)).toBeNull();
  });

  it('the pivot moves with today: 27 is 2027 once 2027 has come', () => {
    const number = birthNumber('270101', '123');
    expect(parseBirthNumber(number, '2026-05-10')?.birthDate).toBe('1927-01-01');
    expect(parseBirthNumber(number, '2027-06-01')?.birthDate).toBe('2027-01-01');
  });

  it('has the messages of SPEC §8', () => {
    expect(sourceText(messages.birthNumberFormat)).toBe('Zadajte rodné číslo v správnom tvare');
    expect(sourceText(messages.birthNumberInvalid)).toBe('Zadajte platné rodné číslo');
  });
});

describe('business ID (IČO): 8 digits', () => {
  it.each([
    ['46312552', null],
    ['00151653', null],
    ['46 312 552', null],
    ['12345678', null],
    ['4631255', 'validation.businessId'],
    ['463125520', 'validation.businessId'],
    ['4631255A', 'validation.businessId'],
    ['SK46312552', 'validation.businessId'],
    ['', null],
  ])('%j → %s', (value, expected) => expect(idOf(validateBusinessId(value))).toBe(expected));

  it('is required only when asked, says its length, and is sent without spaces', () => {
    expect(validateBusinessId(' ', { required: true })).toEqual(messages.required);
    expect(validateBusinessId('123')).toEqual(withValues(messages.businessId, { length: 8 }));
    expect(sourceText(validateBusinessId('123')!)).toBe('Zadajte IČO v správnom tvare (8 číslic)');
    expect(normalizeBusinessId(' 46 312 552 ')).toBe('46312552');
    expect(isBusinessId('46312552')).toBe(true);
  });
});

describe('identification number by party type (the birth number is person only)', () => {
  const valid = birthNumber('850315', '123');
  it.each([
    ['PERSON', valid, null],
    ['PERSON', '46312552', 'validation.birthNumberFormat'],
    ['BUSINESS', '46312552', null],
    ['BUSINESS', valid, 'validation.businessId'],
    [undefined, valid, null],
    [undefined, '46312552', null],
    [undefined, '4631', 'validation.birthNumberFormat'],
    [undefined, birthNumber('851315', '124'), 'validation.birthNumberInvalid'],
  ])('%s %j → %s', (partyType, value, expected) =>
    expect(idOf(validateIdentificationNumber(value, { partyType, today: TODAY }))).toBe(expected),
  );
});
