import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../server/i18n.ts';
import {
  formatAddress,
  formatDate,
  formatDateTime,
  formatIban,
  formatPartyName,
  formatPhone,
  formatTime,
  formatYesNo,
} from '../../src/domain/format.ts';

const { sk, en } = await loadCatalogs();

describe('formatters (SPEC §3 "Address display", §9)', () => {
  it('shows a calendar date as d. M. yyyy, without a time-zone shift', () => {
    expect(formatDate('2026-05-10', 'sk')).toBe('10. 5. 2026');
    expect(formatDate('2026-12-31', 'sk')).toBe('31. 12. 2026');
    expect(formatDate('2026-01-01', 'sk')).toBe('1. 1. 2026');
    expect(formatDate(null, 'sk')).toBe('');
    expect(formatDate('', 'sk')).toBe('');
    expect(formatDate('yesterday', 'sk')).toBe('');
  });

  it('in English, day, month in words, year: one reading for every English reader', () => {
    expect(formatDate('2026-05-10', 'en')).toBe('10 May 2026');
    expect(formatDate('2026-12-31', 'en')).toBe('31 December 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatDate('yesterday', 'en')).toBe('');
    expect(formatDate('2026-05-10T22:30:00Z', 'en')).toBe('11 May 2026');
    expect(formatDateTime('2026-01-15T13:05:00Z', 'en')).toBe('15 January 2026 14:05');
  });

  it('shows an instant as the date and 24-hour time in Slovakia', () => {
    // 22:30 UTC in summer is 00:30 the next day in Bratislava (UTC+2).
    expect(formatDate('2026-05-10T22:30:00Z', 'sk')).toBe('11. 5. 2026');
    expect(formatTime('2026-05-10T22:30:00Z')).toBe('00:30');
    expect(formatTime('2026-01-15T13:05:00Z')).toBe('14:05');
    expect(formatDateTime('2026-01-15T13:05:00Z', 'sk')).toBe('15. 1. 2026 14:05');
    expect(formatDateTime(new Date('2026-07-01T06:00:00Z'), 'sk')).toBe('1. 7. 2026 08:00');
    expect(formatTime(undefined)).toBe('');
  });

  it('groups an IBAN by four characters', () => {
    expect(formatIban('SK3112000000198742637541')).toBe('SK31 1200 0000 1987 4263 7541');
    expect(formatIban(' sk31 1200 0000 198742637541 ')).toBe('SK31 1200 0000 1987 4263 7541');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban(null)).toBe('');
  });

  it('shows an address as Slovak post does', () => {
    const base = { street: 'Hlavná', buildingNumber: '12', town: 'Žilina', postalCode: '010 01', country: 'SVK' };
    expect(formatAddress(base, sk)).toBe('Hlavná 12, 010 01 Žilina');
    expect(formatAddress({ ...base, registerNumber: '1234' }, sk)).toBe('Hlavná 1234/12, 010 01 Žilina');
    expect(
      formatAddress({ ...base, street: null, buildingNumber: null, registerNumber: '123', town: 'Višňové', postalCode: '013 23' }, sk),
    ).toBe('Višňové 123, 013 23 Višňové');
    expect(formatAddress({ town: 'Žilina', country: 'SVK' }, sk)).toBe('Žilina');
    expect(formatAddress({ ...base, town: 'Brno', postalCode: '602 00', country: 'CZE' }, sk)).toBe('Hlavná 12, 602 00 Brno, Česko');
    expect(formatAddress({ ...base, town: 'Brno', postalCode: '602 00', country: 'CZE' }, en)).toBe('Hlavná 12, 602 00 Brno, Czechia');
    expect(formatAddress({ ...base, country: 'FRA' }, sk)).toBe('Hlavná 12, 010 01 Žilina, FRA');
    expect(formatAddress({ ...base, isUnspecified: true }, sk)).toBe('Adresa neurčená');
    expect(formatAddress({ isUnspecified: true }, en)).toBe('Address unspecified');
    expect(formatAddress(undefined, sk)).toBe('');
  });

  it('shows a phone with its prefix, a Slovak number in groups of three', () => {
    expect(formatPhone({ prefix: '+421', number: '905123456' })).toBe('+421 905 123 456');
    expect(formatPhone({ prefix: '+421', number: '905 123 456' })).toBe('+421 905 123 456');
    expect(formatPhone({ prefix: '421', number: '905123456' })).toBe('+421 905 123 456');
    expect(formatPhone({ number: '905123456' })).toBe('+421 905 123 456');
    expect(formatPhone({ prefix: '+420', number: '601  234 567' })).toBe('+420 601 234 567');
    expect(formatPhone({ prefix: '+421', number: '' })).toBe('');
    expect(formatPhone({ prefix: '+421', number: null })).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('names a person by first and last name, a business by its name', () => {
    expect(formatPartyName({ firstName: ' Ľubomír ', lastName: 'Šťastný' })).toBe('Ľubomír Šťastný');
    expect(formatPartyName({ partyType: 'PERSON', firstName: 'Eva', lastName: null })).toBe('Eva');
    expect(formatPartyName({ partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.', firstName: 'Ján' })).toBe(
      'Doprava Tatry, s.r.o.',
    );
    expect(formatPartyName({ partyType: 'BUSINESS', businessName: '', firstName: 'Ján', lastName: 'Novák' })).toBe('Ján Novák');
    expect(formatPartyName(null)).toBe('');
  });

  it('says yes or no, and nothing for no answer', () => {
    expect(formatYesNo(true, sk)).toBe('Áno');
    expect(formatYesNo(false, en)).toBe('No');
    expect(formatYesNo(null, sk)).toBe('');
  });
});
