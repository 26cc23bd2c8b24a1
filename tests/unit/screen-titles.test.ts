import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { screenTitle, type TitleView } from '../../src/screens/titles.ts';

const sk = setupI18n({ locale: 'sk', messages: { sk: {} } });
const title = (id: Parameters<typeof screenTitle>[0], view: Partial<TitleView>) =>
  sk._(screenTitle(id, { context: 'WEB', scope: null, forcePayoutToAggrieved: null, repairServiceChosen: false, ...view }));

describe('screen headings with SPEC §2 variants', () => {
  it('/policy-type: the SMP variant speaks of the client', () => {
    expect(title('policy-type', { scope: 'scope13' })).toBe('Z ktorého poistenia chcete škodu riešiť?');
    expect(title('policy-type', { scope: 'scope13', context: 'SMP' })).toBe('Z ktorého poistenia chce klient škodu riešiť?');
    expect(title('policy-type', { scope: 'scope13', context: 'KZ' })).toBe('Z ktorého poistenia chcete škodu riešiť?');
  });

  it.each([
    ['scope13', true, null, 'Kam vám máme poslať plnenie za ostatné škody?'],
    ['scope14', true, false, 'Kam vám máme poslať plnenie za ostatné škody?'],
    ['scope134', true, null, 'Kam vám máme poslať plnenie za ostatné škody?'],
    ['scope134', true, true, 'Kam vám máme poslať peniaze?'],
    // Not forced and no shop (payout for everything): the variant names what the account gets.
    ['scope13', false, null, 'Kam vám máme poslať plnenie za vozidlo a poškodený majetok?'],
    ['scope14', false, false, 'Kam vám máme poslať plnenie za vozidlo a zranenie?'],
    ['scope134', false, null, 'Kam vám máme poslať plnenie za vozidlo, poškodený majetok a zranenie?'],
    ['scope14', false, true, 'Kam vám máme poslať peniaze?'],
    ['scope1', true, null, 'Kam vám máme poslať peniaze?'],
    ['scope3', false, null, 'Kam vám máme poslať peniaze?'],
  ] as const)(
    '/additional-bank for %s, repair shop chosen %s, forced payout %s: "%s"',
    (scope, repairServiceChosen, forcePayoutToAggrieved, expected) => {
      expect(title('additional-bank', { scope, repairServiceChosen, forcePayoutToAggrieved })).toBe(expected);
    },
  );

  it('/additional-bank on SMP asks where the client’s money goes', () => {
    expect(title('additional-bank', { context: 'SMP', scope: 'scope3' })).toBe('Kam máme klientovi poslať peniaze?');
    expect(title('additional-bank', { context: 'SMP', scope: 'scope14' })).toBe('Kam máme klientovi poslať plnenie za vozidlo a zranenie?');
    expect(title('additional-bank', { context: 'SMP', scope: 'scope13', repairServiceChosen: true })).toBe(
      'Kam máme klientovi poslať plnenie za ostatné škody?',
    );
    expect(title('additional-bank', { context: 'SMP', scope: 'scope134', forcePayoutToAggrieved: true })).toBe(
      'Kam máme klientovi poslať peniaze?',
    );
    expect(title('additional-bank', { context: 'KZ', scope: 'scope3' })).toBe('Kam vám máme poslať peniaze?');
  });

  it('/other-damage differs for scope12 and on SMP', () => {
    expect(title('other-damage', { scope: 'scope2' })).toBe('Vznikla aj iná škoda?');
    expect(title('other-damage', { scope: 'scope12' })).toBe('Čo ešte bolo pri nehode poškodené?');
    expect(title('other-damage', { scope: 'scope12', context: 'SMP' })).toBe('Aká iná škoda vznikla pri udalosti klienta?');
  });

  it('other screens keep their one title', () => {
    expect(title('incident-map', { context: 'SMP', scope: 'scope12' })).toBe('Kde sa udalosť stala?');
  });
});
