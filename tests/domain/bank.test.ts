import { describe, expect, it } from 'vitest';
import { formatIbanGroups, isIban, normalizeBic, normalizeIban, validateBic, validateIban } from '../../src/domain/validation/bank.ts';
import { messages, sourceText, withValues } from '../../src/domain/validation/messages.ts';
import { ibanWithCheckDigits, idOf } from './support.ts';

/** Published examples (the IBAN registry's, and the demo accounts of the README). */
const PUBLISHED: Array<[string, string]> = [
  ['SK', 'SK31 1200 0000 1987 4263 7541'],
  ['SK', 'SK26 1100 0000 0026 2011 0007'],
  ['CZ', 'CZ65 0800 0000 1920 0014 5399'],
  ['DE', 'DE89 3704 0044 0532 0130 00'],
  ['AT', 'AT61 1904 3002 3457 3201'],
  ['HU', 'HU42 1177 3016 1111 1018 0000 0000'],
  ['PL', 'PL61 1090 1014 0000 0712 1981 2874'],
  ['GB', 'GB29 NWBK 6016 1331 9268 19'],
  ['FR', 'FR14 2004 1010 0505 0001 3M02 606'],
  ['NL', 'NL91 ABNA 0417 1643 00'],
  ['IT', 'IT60 X054 2811 1010 0000 0123 456'],
];

/** BBANs of the right length and structure (and national check digits), given check digits by the helper. */
const GENERATED: Array<[string, string]> = [
  ['SK', '09000000005012300003'],
  ['CZ', '08000000192000145399'],
  ['DE', '500105175407324931'],
  ['AT', '1200010012345678'],
  ['GB', 'BARC20000055779911'],
  ['NL', 'RABO0123456789'],
  ['IT', 'Z0300203280000400162854'],
];

describe('IBAN: country length, structure and mod-97 (ibantools)', () => {
  it('the test helper computes the published check digits', () => {
    for (const [country, iban] of PUBLISHED) {
      const compact = normalizeIban(iban);
      expect(ibanWithCheckDigits(country, compact.slice(4))).toBe(compact);
    }
  });

  it.each(PUBLISHED)('%s published example %s is valid', (_, iban) => {
    expect(validateIban(iban)).toBeUndefined();
    expect(validateIban(normalizeIban(iban))).toBeUndefined();
  });

  it.each(GENERATED)('%s %s with computed check digits is valid', (country, bban) => {
    expect(isIban(ibanWithCheckDigits(country, bban))).toBe(true);
  });

  it('spaces anywhere and lower case are accepted', () => {
    expect(validateIban(' sk31 1200 0000 1987 4263 7541 ')).toBeUndefined();
    expect(validateIban('SK3112000000198742637541')).toBeUndefined();
    expect(normalizeIban(' sk31 1200\t0000 1987 4263 7541 ')).toBe('SK3112000000198742637541');
    expect(normalizeIban(null)).toBe('');
  });

  it.each([
    ['SK, 23 characters', 'SK31 1200 0000 1987 4263 754', 'validation.ibanLength'],
    ['SK, 25 characters', 'SK31 1200 0000 1987 4263 7541 1', 'validation.ibanLength'],
    ['DE, 24 characters', ibanWithCheckDigits('DE', '37040044053201300000'), 'validation.ibanLength'],
    ['NL, 17 characters', ibanWithCheckDigits('NL', 'ABNA041716430'), 'validation.ibanLength'],
    ['SK, wrong check digits', 'SK32 1200 0000 1987 4263 7541', 'validation.ibanChecksum'],
    ['DE, wrong check digits', 'DE88 3704 0044 0532 0130 00', 'validation.ibanChecksum'],
    ['GB, wrong check digits', 'GB30 NWBK 6016 1331 9268 19', 'validation.ibanChecksum'],
    ['FR, wrong check digits', 'FR15 2004 1010 0505 0001 3M02 606', 'validation.ibanChecksum'],
    ['SK, two digits swapped', 'SK31 1200 0000 1987 4263 7514', 'validation.ibanChecksum'],
    ['DE, a letter among the digits (check digits right)', ibanWithCheckDigits('DE', '3704004405320A3000'), 'validation.iban'],
    ['AT, a letter among the digits (check digits right)', ibanWithCheckDigits('AT', '19043002345732O1'), 'validation.iban'],
    ['NL, digits where the bank code has letters', ibanWithCheckDigits('NL', '12340417164300'), 'validation.iban'],
    ['GB, digits where the bank code has letters', ibanWithCheckDigits('GB', '1234601613319268'), 'validation.ibanLength'],
    ['SK, account number failing the national check digit', ibanWithCheckDigits('SK', '12000000001987426376'), 'validation.iban'],
    ['CZ, prefix failing the national check digit', ibanWithCheckDigits('CZ', '08000000202000145399'), 'validation.iban'],
    ['unknown country XX', ibanWithCheckDigits('XX', '370400440532013000'), 'validation.ibanCountry'],
    ['unknown country QZ', 'QZ89 3704 0044 0532 0130 00', 'validation.ibanCountry'],
    ['letters as check digits', 'SKAB 1200 0000 1987 4263 7541', 'validation.ibanChecksum'],
    ['no country', '3112000000198742637541', 'validation.ibanCountry'],
    ['punctuation', 'SK31-1200-0000-1987-4263-7541', 'validation.ibanCharacters'],
  ])('%s is invalid: %s', (_, iban, message) => expect(idOf(validateIban(iban))).toBe(message));

  it('says what is wrong: the length the country needs, the check digits, the characters', () => {
    expect(sourceText(validateIban('SK31 1200 0000 1987 4263 754')!)).toBe('IBAN krajiny SK má 24 znakov, zadali ste 23');
    expect(sourceText(validateIban('SK32 1200 0000 1987 4263 7541')!)).toBe(
      'IBAN nesedí s kontrolnými číslicami: skontrolujte, či ste ho opísali presne',
    );
    expect(sourceText(validateIban('SK31/1200')!)).toBe('IBAN môže obsahovať iba písmená a číslice');
    expect(sourceText(validateIban('1200 0000 1987 4263 7541')!)).toBe('IBAN začína kódom krajiny, napríklad SK');
  });

  it('is required, with its own message otherwise', () => {
    expect(idOf(validateIban(''))).toBe('validation.required');
    expect(idOf(validateIban('   '))).toBe('validation.required');
    expect(validateIban('', { required: false })).toBeUndefined();
    expect(sourceText(messages.iban)).toBe('Zadajte IBAN v požadovanom tvare');
  });

  it('is shown in groups of four (SPEC §9)', () => {
    expect(formatIbanGroups('SK3112000000198742637541')).toBe('SK31 1200 0000 1987 4263 7541');
    expect(formatIbanGroups(' nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIbanGroups('')).toBe('');
    expect(formatIbanGroups(null)).toBe('');
  });
});

describe('BIC/SWIFT: empty, or 8 or 11 characters', () => {
  it.each([
    ['', null],
    [null, null],
    ['TATRSKBX', null],
    ['tatrskbx', null],
    ['GIBASKBX', null],
    ['TATRSKBXXXX', null],
    ['DEUTDEFF500', null],
    ['NWBK GB 2L', null],
    ['TATRSKB', 'validation.bic'],
    ['TATRSKBXX', 'validation.bic'],
    ['TATRSKBXXX', 'validation.bic'],
    ['TATRSKBXXXXX', 'validation.bic'],
    ['TAT1SKBX', 'validation.bic'],
    ['TATRQQBX', 'validation.bic'],
    ['TATRSKB_', 'validation.bic'],
  ])('%j → %s', (value, expected) => expect(idOf(validateBic(value))).toBe(expected));

  it('is sent as typed in capitals, without spaces, whatever the case typed', () => {
    expect(validateBic('tatr sk bx')).toBeUndefined();
    expect(normalizeBic(' tatr sk bx ')).toBe('TATRSKBX');
    expect(normalizeBic('deutdeff500')).toBe('DEUTDEFF500');
    expect(normalizeBic(null)).toBe('');
  });

  it('says both lengths', () => {
    expect(validateBic('TATRSKB')).toEqual(withValues(messages.bic, { short: 8, long: 11 }));
    expect(sourceText(validateBic('TATRSKB')!)).toBe('BIC/SWIFT musí mať 8 alebo 11 znakov');
  });
});
