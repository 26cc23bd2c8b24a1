import { describe, expect, it } from 'vitest';
import { isLicensePlate, validateLicensePlate } from '../../src/domain/validation/license-plate.ts';
import { messages, sourceText, withValues, asValidationMessage } from '../../src/domain/validation/messages.ts';
import {
  countWords,
  validateAdditionalDescription,
  validateBusinessName,
  validateDescription,
  validateName,
  validateNumber,
  validatePolicyNumber,
  validateRequired,
  validateVehicleDescription,
} from '../../src/domain/validation/text.ts';
import { validateAtLeastOne, validateRequiredOption } from '../../src/domain/validation/choices.ts';
import { normalizeLicensePlate } from '../../src/domain/report.ts';
import { idOf } from './support.ts';

/** `count` words of `length` letters each, separated by single spaces. */
const words = (count: number, length = 4) => Array.from({ length: count }, () => 'a'.repeat(length)).join(' ');
/** Exactly `total` characters in at least five words. */
const textOfLength = (total: number) => {
  const head = words(5); // 24 characters
  return `${head} ${'b'.repeat(total - head.length - 1)}`;
};

describe('required, requiredOption, atLeastOne (SPEC §5)', () => {
  it.each([
    ['text', null],
    ['  x ', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
  ])('required %j → %s', (value, expected) => expect(idOf(validateRequired(value))).toBe(expected));

  it.each([
    ['PZP', null],
    [false, null],
    [0, null],
    ['', 'validation.requiredOption'],
    [null, 'validation.requiredOption'],
    [undefined, 'validation.requiredOption'],
  ])('requiredOption %j → %s', (value, expected) => expect(idOf(validateRequiredOption(value))).toBe(expected));

  it('atLeastOne wants one choice, unless waived ("only my vehicle")', () => {
    expect(idOf(validateAtLeastOne(['VEHICLE']))).toBeNull();
    expect(idOf(validateAtLeastOne([]))).toBe('validation.atLeastOne');
    expect(idOf(validateAtLeastOne(null))).toBe('validation.atLeastOne');
    expect(idOf(validateAtLeastOne([], { waived: true }))).toBeNull();
  });
});

describe('number and policy number', () => {
  it.each([
    ['4010000011', null],
    [' 4010000011 ', null],
    ['', null],
    ['40100-00011', 'validation.number'],
    ['4010 000011', 'validation.number'],
    ['1e5', 'validation.number'],
    ['-1', 'validation.number'],
  ])('number %j → %s', (value, expected) => expect(idOf(validateNumber(value))).toBe(expected));

  it('a policy number is at most 20 digits, and required only when asked', () => {
    expect(idOf(validatePolicyNumber('1'.repeat(20)))).toBeNull();
    expect(validatePolicyNumber('1'.repeat(21))).toEqual(withValues(messages.maxLength, { max: 20 }));
    expect(idOf(validatePolicyNumber(''))).toBeNull();
    expect(idOf(validatePolicyNumber('', { required: true }))).toBe('validation.required');
    expect(idOf(validatePolicyNumber('abc', { required: true }))).toBe('validation.number');
  });
});

describe('name: required, at least 2 characters after trimming', () => {
  it.each([
    ['Ján', null],
    ['Ng', null],
    ['  Ol  ', null],
    ['Ž', 'validation.nameMinLength'],
    [' J ', 'validation.nameMinLength'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['x'.repeat(101), 'validation.maxLength'],
  ])('%j → %s', (value, expected) => expect(idOf(validateName(value))).toBe(expected));

  it('names the limit in the message', () => {
    expect(validateName('J')).toEqual(withValues(messages.nameMinLength, { min: 2 }));
    expect(sourceText(validateName('J')!)).toBe('Zadajte aspoň 2 znaky');
  });

  it('an optional name may be empty, but a filled one is still checked', () => {
    expect(validateName('', { required: false })).toBeUndefined();
    expect(idOf(validateName('J', { required: false }))).toBe('validation.nameMinLength');
  });

  it('business name: required for a BUSINESS party only', () => {
    expect(idOf(validateBusinessName('', 'BUSINESS'))).toBe('validation.required');
    expect(idOf(validateBusinessName('Doprava Tatry, s.r.o.', 'BUSINESS'))).toBeNull();
    expect(idOf(validateBusinessName('', 'PERSON'))).toBeNull();
    expect(idOf(validateBusinessName('', undefined))).toBeNull();
  });
});

describe('descriptions: at least 5 words, at most 950 characters after trimming', () => {
  it('counts words that have a letter or digit in them', () => {
    expect(countWords('Auto   mi  poškodil\nsused pri parkovaní')).toBe(6);
    expect(countWords('- - - - - - -')).toBe(0);
    expect(countWords('  ')).toBe(0);
  });

  it.each([
    [words(5), null],
    [words(4), 'validation.descriptionWords'],
    ['Auto mi poškodil sused.', 'validation.descriptionWords'],
    ['Auto mi poškodil sused pri parkovaní.', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
  ])('%j → %s', (value, expected) => expect(idOf(validateDescription(value))).toBe(expected));

  it('950 characters pass, 951 do not, and surrounding spaces do not count', () => {
    expect(textOfLength(950)).toHaveLength(950);
    expect(validateDescription(textOfLength(950))).toBeUndefined();
    expect(validateDescription(`   ${textOfLength(950)} \n `)).toBeUndefined();
    expect(validateDescription(textOfLength(951))).toEqual(withValues(messages.maxLength, { max: 950 }));
    expect(sourceText(validateDescription(textOfLength(951))!)).toBe('Najviac 950 znakov');
  });

  it('the words message says how many words', () => {
    expect(validateDescription(words(4))).toEqual(withValues(messages.descriptionWords, { min: 5 }));
    expect(sourceText(validateDescription(words(4))!)).toBe('Popíšte, prosím, škodu podrobnejšie (aspoň 5 slov)');
  });

  it('the additional description is optional, at most 950 characters', () => {
    expect(validateAdditionalDescription('')).toBeUndefined();
    expect(validateAdditionalDescription(null)).toBeUndefined();
    expect(validateAdditionalDescription('krátko')).toBeUndefined();
    expect(validateAdditionalDescription(` ${'x'.repeat(950)} `)).toBeUndefined();
    expect(idOf(validateAdditionalDescription('x'.repeat(951)))).toBe('validation.maxLength');
  });

  it('the vehicle description is required only without a plate', () => {
    expect(idOf(validateVehicleDescription('', false))).toBe('validation.required');
    expect(idOf(validateVehicleDescription('modrý skúter', false))).toBeNull();
    expect(idOf(validateVehicleDescription('', true))).toBeNull();
    expect(idOf(validateVehicleDescription('', undefined))).toBeNull();
    expect(idOf(validateVehicleDescription('x'.repeat(951), false))).toBe('validation.maxLength');
  });
});

describe('licence plate: 1 to 7 letters A–Z or digits after removing spaces and dashes', () => {
  it.each([
    ['BA111AA', null],
    ['ba-123 ab', null],
    ['B', null],
    ['1', null],
    ['BA-123-AB', null],
    ['BA123ABC', 'validation.licensePlate'],
    ['Ž123', 'validation.licensePlate'],
    ['BA.123', 'validation.licensePlate'],
    ['BA_123', 'validation.licensePlate'],
    ['', 'validation.required'],
    ['  ', 'validation.required'],
    [' - ', 'validation.licensePlate'],
  ])('%j → %s', (value, expected) => expect(idOf(validateLicensePlate(value))).toBe(expected));

  it('is stored upper-case without spaces and dashes', () => {
    expect(normalizeLicensePlate('ba-123 ab')).toBe('BA123AB');
    expect(isLicensePlate('ba-123 ab')).toBe(true);
  });

  it('names the limit, and may be optional', () => {
    expect(validateLicensePlate('BA123ABC')).toEqual(withValues(messages.licensePlate, { max: 7 }));
    expect(validateLicensePlate('', { required: false })).toBeUndefined();
  });
});

describe('messages', () => {
  it('every message has an id of its own under validation. and a Slovak source', () => {
    const all = Object.values(messages);
    expect(new Set(all.map((message) => message.id)).size).toBe(all.length);
    for (const message of all) {
      expect(message.id).toMatch(/^validation\.\w+$/);
      expect(message.message.length).toBeGreaterThan(0);
    }
    expect(messages.required.message).toBe('Povinné pole');
    expect(messages.invalid.message).toBe('Zadajte správnu hodnotu');
  });

  it('sourceText fills the placeholders it has values for', () => {
    expect(sourceText(withValues(messages.phoneOther, { min: 4, max: 11 }))).toBe(
      'Zadajte, prosím, platné telefónne číslo (4 až 11 číslic)',
    );
    expect(sourceText(messages.maxLength)).toBe('Najviac {max} znakov');
  });

  it('asValidationMessage reads a Formik error back as a descriptor', () => {
    expect(asValidationMessage(messages.required)).toBe(messages.required);
    expect(asValidationMessage('Plain')).toEqual({ id: 'Plain', message: 'Plain' });
    expect(asValidationMessage(undefined)).toBeUndefined();
    expect(asValidationMessage('')).toBeUndefined();
  });
});
