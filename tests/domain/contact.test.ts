import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { validateContact } from '../../src/domain/validation/contact.ts';
import { isEmail, validateEmail, validateOptionalEmail } from '../../src/domain/validation/email.ts';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import { contactFields, emailSchema } from '../../src/domain/validation/party-schemas.ts';
import { messages, sourceText, withValues } from '../../src/domain/validation/messages.ts';
import { normalizePrefix, validatePhone, validatePhoneNumber, validatePhonePrefix } from '../../src/domain/validation/phone.ts';
import { idOf, PREFIXES } from './support.ts';

describe('e-mail (SPEC §5: exactly one @, a sensible pattern)', () => {
  it.each([
    'jan.novak@example.sk',
    'j@x.io',
    'jan+skoda@mail.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.com',
    'x@xn--bcher-kva.example',
    '  jan@example.sk  ',
  ])('%j is an e-mail', (value) => expect(isEmail(value)).toBe(true));

  it.each([
    'jan.novak',
    'jan@@example.sk',
    'jan@novak@example.sk',
    '@example.sk',
    'jan@',
    'jan@example',
    'jan@example.s',
    'jan@.example.sk',
    'jan@example..sk',
    'jan@-example.sk',
    '.jan@example.sk',
    'jan.@example.sk',
    'ja..n@example.sk',
    'jan novak@example.sk',
    'ján@example.sk',
    'jan@example.sk.',
    '"jan"@example.sk',
    'jan@[127.0.0.1]',
    `${'a'.repeat(245)}@example.sk`,
  ])('%j is not', (value) => expect(isEmail(value)).toBe(false));

  it('may be 254 characters long (openapi.yaml Email), not 255; the spaces around do not count', () => {
    const ofLength = (length: number) => `${'a'.repeat(length - '@example.sk'.length)}@example.sk`;
    expect(ofLength(254)).toHaveLength(254);
    expect(isEmail(ofLength(254))).toBe(true);
    expect(isEmail(` ${ofLength(254)}\t`)).toBe(true);
    expect(isEmail(ofLength(255))).toBe(false);
    expect(idOf(validateEmail(ofLength(255)))).toBe('validation.email');
  });

  it('no value is no e-mail', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(undefined)).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('the strict variant requires one, the weak one accepts empty', () => {
    expect(idOf(validateEmail(''))).toBe('validation.required');
    expect(idOf(validateEmail('jan@'))).toBe('validation.email');
    expect(idOf(validateEmail('jan@example.sk'))).toBeNull();
    expect(idOf(validateOptionalEmail(''))).toBeNull();
    expect(idOf(validateOptionalEmail(null))).toBeNull();
    expect(idOf(validateOptionalEmail('jan@'))).toBe('validation.email');
  });
});

// One rule for what is kept, on the server (update) and in the browser (the field, the schemas).
describe('e-mail normalisation (normalizeEmail)', () => {
  it('drops the spaces, tabs and line breaks around an address, nothing inside it', () => {
    expect(normalizeEmail(' a@b.sk\t')).toBe('a@b.sk');
    expect(normalizeEmail('\r\n\u00a0jana.novakova@example.sk \t')).toBe('jana.novakova@example.sk');
    expect(normalizeEmail('jana novakova@example.sk')).toBe('jana novakova@example.sk');
    expect(normalizeEmail('')).toBe('');
    expect(normalizeEmail(null)).toBeNull();
    expect(normalizeEmail(undefined)).toBeUndefined();
  });

  it('accepts exactly the addresses whose normalised form is valid, and the schemas cast to that form', async () => {
    for (const raw of [' a@b.sk\t', '\ta@b.sk', 'a@b.sk', ' a b@c.sk ', ' a@b ']) {
      expect(isEmail(raw), raw).toBe(isEmail(normalizeEmail(raw)));
    }
    expect(emailSchema({ required: true }).cast(' a@b.sk\t')).toBe('a@b.sk');
    const contact = yup.object(contactFields({ allowedPrefixes: PREFIXES }));
    expect((await contact.validate({ email: '\t a@b.sk ', phone: { prefix: '+421', number: '' } })).email).toBe('a@b.sk');
  });
});

describe('phone (SPEC §5)', () => {
  it.each([
    ['421', '+421'],
    ['+421', '+421'],
    [' 420 ', '+420'],
    ['00420', '+420'],
    ['+ 43', '+43'],
    ['', ''],
    ['abc', 'abc'],
    ['x421', 'x421'],
    ['421x', '421x'],
    ['4200', '+4200'],
  ])('normalizePrefix(%j) = %j (the form calls it on blur)', (value, expected) => expect(normalizePrefix(value)).toBe(expected));

  it.each([
    ['+421', null],
    ['421', null],
    ['+420', null],
    ['+999', 'validation.requiredOption'],
    ['', 'validation.requiredOption'],
  ])('prefix %j among the allowed → %s', (prefix, expected) => expect(idOf(validatePhonePrefix(prefix, PREFIXES))).toBe(expected));

  it('before the prefixes are loaded, any + and 1 to 4 digits pass', () => {
    expect(idOf(validatePhonePrefix('+999', []))).toBeNull();
    expect(idOf(validatePhonePrefix('421', []))).toBeNull();
    expect(idOf(validatePhonePrefix('+12345', []))).toBe('validation.requiredOption');
    expect(idOf(validatePhonePrefix('abc', []))).toBe('validation.requiredOption');
    expect(idOf(validatePhonePrefix('x+421', []))).toBe('validation.requiredOption');
  });

  it.each([
    ['+421', '905 123 456', null],
    ['+421', '905123456', null],
    ['+421', '  905 123 456 ', null],
    ['+421', '9 0 5 1 2 3 4 5 6', null],
    ['+421', '90512345', 'validation.phone'],
    ['+421', '9051234567', 'validation.phone'],
    ['+421', '0905 123 456', 'validation.phone'],
    ['+421', '905-123-456', 'validation.phone'],
    ['+421', '+421905123456', 'validation.phone'],
    ['421', '905123456', null],
    ['+420', '123', 'validation.phoneOther'],
    ['+420', '1234', null],
    ['+420', '601 123 456', null],
    ['+44', '12345678901', null],
    ['+44', '123456789012', 'validation.phoneOther'],
    ['+49', '30 1234 567a', 'validation.phoneOther'],
    ['+421', '', null],
  ])('%s %j → %s', (prefix, number, expected) => expect(idOf(validatePhoneNumber(number, prefix))).toBe(expected));

  it('the two messages: SPEC §8 for Slovak numbers, the digit range for others', () => {
    expect(sourceText(validatePhoneNumber('123', '+421')!)).toBe('Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***');
    expect(validatePhoneNumber('123', '+420')).toEqual(withValues(messages.phoneOther, { min: 4, max: 11 }));
  });

  it('a whole phone: empty passes unless required; the prefix is checked with a number', () => {
    expect(validatePhone({ prefix: '+421', number: '' }, { allowedPrefixes: PREFIXES })).toEqual({});
    expect(validatePhone(null, { allowedPrefixes: PREFIXES })).toEqual({});
    expect(validatePhone({ prefix: '+999', number: null }, { allowedPrefixes: PREFIXES })).toEqual({});
    expect(validatePhone({ prefix: '+421', number: ' ' }, { allowedPrefixes: PREFIXES, required: true })).toEqual({
      number: messages.required,
    });
    expect(validatePhone({ prefix: '+999', number: '1234' }, { allowedPrefixes: PREFIXES })).toEqual({
      prefix: messages.requiredOption,
    });
    expect(validatePhone({ number: '905123456' }, { allowedPrefixes: PREFIXES })).toEqual({});
    expect(validatePhone({ prefix: '+421', number: '1234' }, { allowedPrefixes: PREFIXES })).toEqual({ number: messages.phone });
  });

  it('a valid phone has no error at all, and each field only its own', () => {
    expect(validatePhone({ prefix: '+420', number: '601 123 456' }, { allowedPrefixes: PREFIXES })).toStrictEqual({});
    expect(validatePhone({ prefix: '+999', number: '1234' }, { allowedPrefixes: PREFIXES })).toStrictEqual({
      prefix: messages.requiredOption,
    });
    expect(validatePhone({ prefix: '+421', number: '1234' }, { allowedPrefixes: PREFIXES })).toStrictEqual({ number: messages.phone });
  });
});

describe('email-or-phone (SPEC requiredContactField)', () => {
  const options = { allowedPrefixes: PREFIXES };

  it('needs at least one, and tells both fields', () => {
    const errors = validateContact({ email: ' ', phone: { prefix: '+421', number: '' } }, options);
    expect(errors).toEqual({ email: messages.contactRequired, phone: { number: messages.contactRequired } });
    expect(sourceText(messages.contactRequired)).toBe('Zadajte, prosím, aspoň jeden kontaktný údaj');
    expect(validateContact(undefined, options).email).toBe(messages.contactRequired);
  });

  it('one valid contact is enough', () => {
    expect(validateContact({ email: 'jan@example.sk' }, options)).toEqual({});
    expect(validateContact({ phone: { prefix: '+421', number: '905 123 456' } }, options)).toEqual({});
  });

  it('the filled one must be valid, and a good one does not excuse a bad one', () => {
    expect(validateContact({ email: 'jan@' }, options)).toEqual({ email: messages.email });
    expect(validateContact({ phone: { prefix: '+421', number: '12' } }, options)).toEqual({ phone: { number: messages.phone } });
    expect(validateContact({ email: 'jan@example.sk', phone: { prefix: '+421', number: '12' } }, options)).toEqual({
      phone: { number: messages.phone },
    });
  });
});
