// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import IncidentMapScreen from '../../../src/screens/incident-map/IncidentMapScreen.tsx';
import { fakeLookups, renderScreen, screenProps, text, type Overrides } from '../support.tsx';
import { BRATISLAVA, KOSICE, MAP_CLICK, errorOf, input, summaryMessages } from './support.tsx';

vi.mock('../../../src/components/map/MapView.tsx', () => import('./support.tsx').then((module) => module.fakeMapModule));

const NOT_CONFIRMED = text(messages.addressNotConfirmed);
const SEARCH = 'Vyhľadať adresu';
const STREET = 'Ulica (nepovinné)';
const REGISTER = /^Súpisné číslo/;
const BUILDING = /^Orientačné číslo/;
const POSTAL = /^PSČ/;
const TOWN = 'Obec';
const UNSPECIFIED = 'Presnú adresu neviem určiť';

/** D36: Continue confirms the address shown; there is no separate confirm button. */
const continueButton = () => screen.getByRole('button', { name: 'Potvrdiť adresu a pokračovať' });

function render(overrides: Overrides = {}) {
  const props = screenProps({ scope: 'scope12', policyType: 'CASCO', ...overrides });
  renderScreen(IncidentMapScreen, props);
  return props;
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, query: string) {
  await user.type(input(SEARCH), query);
  await user.keyboard('{Enter}');
}

describe('/incident-map: the search', () => {
  it('lists what it found; picking a result fills the fields and the pin, and says so', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ searchAddress: vi.fn(async () => [KOSICE, BRATISLAVA]) });
    const props = render({ lookups });
    await searchFor(user, 'Koš');
    expect(lookups.searchAddress).toHaveBeenCalledWith('Koš', expect.anything());
    const results = await screen.findByRole('list', { name: 'Nájdené adresy' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['040 01 Košice', '811 01 Bratislava']);
    expect(screen.getByText('Počet nájdených adries: 2. Vyberte adresu zo zoznamu.')).toBeTruthy();

    await user.click(within(results).getByRole('button', { name: '040 01 Košice' }));
    expect(input(TOWN).value).toBe('Košice');
    expect(input(POSTAL).value).toBe('040 01');
    expect(input(STREET).value).toBe('');
    expect(screen.getByTestId('pin').textContent).toBe('48.7164,21.2611');
    const note = screen.getByText('Adresu sme doplnili: 040 01 Košice. Skontrolujte ju a potvrďte.');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('on a phone a result found to the street folds whole; one without a street leaves the street open', async () => {
    const user = userEvent.setup();
    const HLAVNA = { ...KOSICE, id: 'kosice-hlavna-12', street: 'Hlavná', buildingNumber: '12' };
    const lookups = fakeLookups({ searchAddress: vi.fn(async () => [HLAVNA, KOSICE]) });
    render({ lookups });
    await searchFor(user, 'Koš');
    const results = await screen.findByRole('list', { name: 'Nájdené adresy' });
    await user.click(within(results).getAllByRole('button')[0]!);
    expect(document.querySelector('.address-picker--folded')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upraviť adresu' }));
    await waitFor(() => expect(document.activeElement).toBe(input(STREET)));
    expect(document.querySelector('.address-picker--folded, .address-picker--folded-place')).toBeNull();

    await user.clear(input(SEARCH));
    await searchFor(user, 'Košice');
    await user.click(within(await screen.findByRole('list', { name: 'Nájdené adresy' })).getByRole('button', { name: '040 01 Košice' }));
    expect(document.querySelector('.address-picker--folded-place')).not.toBeNull();
    expect(input(STREET).closest('.address-fields__place')).toBeNull();
  });

  it('searches by itself once the typing pauses, from 3 characters, and not again for the query the button searched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const pause = () => act(() => vi.advanceTimersByTimeAsync(600));
      const lookups = fakeLookups({ searchAddress: vi.fn(async () => [KOSICE]) });
      render({ lookups });
      await user.type(input(SEARCH), 'Ko');
      await pause();
      expect(lookups.searchAddress).not.toHaveBeenCalled();
      await user.type(input(SEARCH), 'š');
      await pause();
      const results = await screen.findByRole('list', { name: 'Nájdené adresy' });
      expect(lookups.searchAddress).toHaveBeenCalledTimes(1);
      expect(lookups.searchAddress).toHaveBeenCalledWith('Koš', expect.anything());
      await user.click(within(results).getByRole('button', { name: '040 01 Košice' }));

      await user.type(input(SEARCH), 'ice');
      await user.keyboard('{Enter}');
      await screen.findByRole('list', { name: 'Nájdené adresy' });
      await pause();
      expect(lookups.searchAddress).toHaveBeenCalledTimes(2);
      expect(lookups.searchAddress).toHaveBeenLastCalledWith('Košice', expect.anything());
    } finally {
      vi.useRealTimers();
    }
  });

  it('Enter in the search box searches; it does not continue', async () => {
    const user = userEvent.setup();
    const props = render();
    await searchFor(user, 'Košice');
    await screen.findByText(/Nenašli sme žiadnu adresu/);
    expect(props.submit).not.toHaveBeenCalled();
    expect(summaryMessages()).toEqual([]);
  });

  it('says when nothing was found, and keeps the query', async () => {
    const user = userEvent.setup();
    render();
    await searchFor(user, 'Horná Dolná');
    expect(
      await screen.findByText(
        'Nenašli sme žiadnu adresu pre „Horná Dolná“. Skúste napísať obec alebo PSČ inak, alebo adresu vyplňte ručne nižšie.',
      ),
    ).toBeTruthy();
    expect(input(SEARCH).value).toBe('Horná Dolná');
  });

  it('asks for 2 characters at least, without calling the server', async () => {
    const user = userEvent.setup();
    const props = render();
    await searchFor(user, 'K');
    expect(screen.getByText('Zadajte aspoň 2 znaky')).toBeTruthy();
    expect(props.lookups.searchAddress).not.toHaveBeenCalled();
  });

  it('a failing search says so; the address typed by hand (without a point) is confirmed and sent', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ searchAddress: vi.fn(async () => Promise.reject(new Error('timeout'))) });
    const props = render({ lookups });
    await user.type(input(STREET), 'Hlavná');
    await searchFor(user, 'Hlavná 12, Košice');
    expect(
      await screen.findByText(
        'Vyhľadávanie adries teraz nefunguje. Adresu môžete vyplniť ručne nižšie; nič z toho, čo ste napísali, sa nestratilo.',
      ),
    ).toBeTruthy();
    expect(input(SEARCH).value).toBe('Hlavná 12, Košice');
    expect(input(STREET).value).toBe('Hlavná');

    await user.type(input(REGISTER), '1234');
    await user.type(input(BUILDING), '12');
    await user.type(input(POSTAL), '04001');
    await user.type(input(TOWN), 'Košice');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        address: {
          id: null,
          street: 'Hlavná',
          buildingNumber: '12',
          registerNumber: '1234',
          town: 'Košice',
          postalCode: '040 01',
          country: 'SVK',
          lat: null,
          lon: null,
          isUnspecified: false,
        },
      },
    });
  });
});

describe('/incident-map: the map', () => {
  it('a click into the map moves the pin and fills the fields from the reverse look-up', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ reverseAddress: vi.fn(async () => KOSICE) });
    render({ lookups });
    await user.click(screen.getByRole('button', { name: 'Kliknúť do mapy' }));
    expect(lookups.reverseAddress).toHaveBeenCalledWith(MAP_CLICK, expect.anything());
    expect(await screen.findByText('Adresu sme doplnili podľa miesta na mape. Skontrolujte ju a potvrďte.')).toBeTruthy();
    expect(input(TOWN).value).toBe('Košice');
    expect(screen.getByTestId('pin').textContent).toBe('48.7164,21.2611');
  });

  it('once a pin stands, a tap does not move it (it says how); a long press does', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ reverseAddress: vi.fn(async (point) => (point.lat === MAP_CLICK.lat ? KOSICE : BRATISLAVA)) });
    render({ lookups });
    await user.click(screen.getByRole('button', { name: 'Kliknúť do mapy' }));
    await screen.findByText(/Adresu sme doplnili/);

    await user.click(screen.getByRole('button', { name: 'Kliknúť do mapy' }));
    expect(
      screen.getByText('Miesto sa ťuknutím nezmenilo. Špendlík presuniete potiahnutím alebo dlhým stlačením nového miesta na mape.'),
    ).toBeTruthy();
    expect(lookups.reverseAddress).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('pin').textContent).toBe('48.7164,21.2611');

    await user.click(screen.getByRole('button', { name: 'Dlho podržať na mape' }));
    await waitFor(() => expect(input(TOWN).value).toBe('Bratislava'));
    expect(screen.getByTestId('pin').textContent).toBe('48.1486,17.1077');
  });

  it('a point where the look-up fails keeps what was typed and asks for it by hand', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ reverseAddress: vi.fn(async () => Promise.reject(new Error('down'))) });
    render({ lookups });
    await user.type(input(TOWN), 'Košice');
    await user.click(screen.getByRole('button', { name: 'Kliknúť do mapy' }));
    expect(await screen.findByText('Adresu vybraného miesta sa teraz nepodarilo zistiť. Vyplňte ju, prosím, ručne.')).toBeTruthy();
    expect(input(TOWN).value).toBe('Košice');
    expect(screen.getByTestId('pin')).toBeTruthy();
  });

  it('a point where nothing is known says so', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Kliknúť do mapy' }));
    expect(
      await screen.findByText(
        'K vybranému miestu sme adresu nenašli. Vyplňte ju, prosím, ručne, alebo označte, že presnú adresu neviete určiť.',
      ),
    ).toBeTruthy();
  });
});

describe('/incident-map: "Použiť moju polohu"', () => {
  type Outcome = { coords: { latitude: number; longitude: number } } | { code: 1 | 2 | 3 };
  /** The Geolocation API as the browser answers it: a position, or an error with its code. */
  function geolocation(outcome: Outcome) {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if ('coords' in outcome) success(outcome as unknown as GeolocationPosition);
      else
        failure?.({
          code: outcome.code,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: '',
        } as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    return getCurrentPosition;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('puts the device’s position on the map and fills the fields from the reverse look-up, for confirmation', async () => {
    const user = userEvent.setup();
    const located = geolocation({ coords: { latitude: 48.7164, longitude: 21.2611 } });
    const lookups = fakeLookups({ reverseAddress: vi.fn(async () => KOSICE) });
    render({ lookups });
    await user.click(screen.getByRole('button', { name: 'Použiť moju polohu' }));
    expect(located.mock.calls[0]![2]).toMatchObject({ timeout: 10_000 });
    expect(lookups.reverseAddress).toHaveBeenCalledWith({ lat: 48.7164, lon: 21.2611 }, expect.anything());
    expect(await screen.findByText('Adresu sme doplnili podľa miesta na mape. Skontrolujte ju a potvrďte.')).toBeTruthy();
    expect(screen.getByTestId('pin').textContent).toBe('48.7164,21.2611');
    // The look-up knew no street: on a phone the place folds into one line and the street stays
    // open to be typed; "Upraviť adresu" opens the rest, on the postal code.
    expect(input(STREET).closest('.address-fields__place')).toBeNull();
    expect(input(TOWN).closest('.address-fields__place')).not.toBeNull();
    expect(document.querySelector('.address-picker--folded-place')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upraviť adresu' }));
    await waitFor(() => expect(document.activeElement).toBe(input(POSTAL)));
    expect(document.querySelector('.address-picker--folded-place')).toBeNull();
  });

  it.each([
    [1, 'Prístup k polohe nie je povolený. Povoľte ho v nastaveniach prehliadača, alebo miesto vyhľadajte či označte na mape.'],
    [2, 'Vašu polohu sa nepodarilo zistiť. Miesto, prosím, vyhľadajte alebo ho označte na mape.'],
    [3, 'Zisťovanie polohy trvalo príliš dlho. Skúste to znova vonku alebo pri okne, alebo miesto vyhľadajte či označte na mape.'],
  ] as const)('error %i is said in words, and nothing is picked', async (code, message) => {
    const user = userEvent.setup();
    geolocation({ code });
    const lookups = fakeLookups();
    render({ lookups });
    await user.click(screen.getByRole('button', { name: 'Použiť moju polohu' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(lookups.reverseAddress).not.toHaveBeenCalled();
    expect(screen.queryByTestId('pin')).toBeNull();
  });

  it('is not offered where the browser has no Geolocation API', () => {
    render();
    expect(screen.queryByRole('button', { name: 'Použiť moju polohu' })).toBeNull();
  });
});

describe('/incident-map: Continue confirms the address (D36)', () => {
  it('Continue without a confirmed address is refused with SPEC §8’s message in the error summary', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(continueButton());
    await waitFor(() => expect(summaryMessages()).toContain(NOT_CONFIRMED));
    expect(props.submit).not.toHaveBeenCalled();
    // Nothing to confirm yet: the summary's link (and the focus) lead to the search box.
    const link = screen.getByRole('link', { name: NOT_CONFIRMED });
    expect(link.getAttribute('href')).toBe('#addressConfirmed');
    await waitFor(() => expect(document.activeElement).toBe(input(SEARCH)));
    // The message is said at the map too, not only in the summary.
    expect(screen.getAllByText(NOT_CONFIRMED)).toHaveLength(2);
  });

  it('D36: a picked address is confirmed and sent by Continue alone', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ reverseAddress: vi.fn(async () => KOSICE) });
    const props = render({ lookups });
    await user.click(screen.getByRole('button', { name: 'Kliknúť do mapy' }));
    await screen.findByText(/Adresu sme doplnili/);
    expect(screen.queryByRole('button', { name: 'Potvrdiť adresu' })).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0]).toMatchObject({ incident: { address: { town: 'Košice', lat: MAP_CLICK.lat } } });
  });

  it('confirm, then Continue sends the exact address (openapi IncidentAddress)', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ searchAddress: vi.fn(async () => [KOSICE]) });
    const props = render({ lookups });
    await searchFor(user, 'Košice');
    await user.click(await screen.findByRole('button', { name: '040 01 Košice' }));
    await user.type(input(STREET), 'Hlavná');
    await user.type(input(BUILDING), '12');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        address: {
          id: 'SVK-Kosice-kosice',
          street: 'Hlavná',
          buildingNumber: '12',
          registerNumber: null,
          town: 'Košice',
          postalCode: '040 01',
          country: 'SVK',
          lat: 48.7164,
          lon: 21.2611,
          isUnspecified: false,
        },
      },
    });
  });

  it('Continue without a town shows the field’s error and moves to it; nothing is sent', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.type(input(STREET), 'Hlavná');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(TOWN))).toBe(text(messages.required)));
    await waitFor(() => expect(document.activeElement).toBe(input(TOWN)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('a wrong Slovak postal code is not confirmed', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.type(input(TOWN), 'Košice');
    await user.type(input(POSTAL), '0400');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(POSTAL))).toBe(text(messages.invalid)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('"address unspecified" with a place on the map: no confirmation needed; the point and the town found there are sent', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ reverseAddress: vi.fn(async () => KOSICE) });
    const props = render({ lookups });
    await user.click(screen.getByRole('button', { name: 'Kliknúť do mapy' }));
    await screen.findByText(/Adresu sme doplnili/);
    await user.click(input(UNSPECIFIED));
    expect(screen.queryByLabelText(STREET)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Potvrdiť adresu' })).toBeNull();
    expect(screen.getByText('Adresu neuvedieme, uložíme miesto označené na mape.')).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        address: {
          id: null,
          street: null,
          buildingNumber: null,
          registerNumber: null,
          town: 'Košice',
          postalCode: null,
          country: 'SVK',
          lat: MAP_CLICK.lat,
          lon: MAP_CLICK.lon,
          isUnspecified: true,
        },
      },
    });
  });

  it('"address unspecified" without a place on the map: refused until the town is given, then sent with it', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(input(UNSPECIFIED));
    expect(
      screen.getByText('Adresu neuvedieme. Označte miesto na mape, alebo napíšte aspoň obec, v ktorej alebo pri ktorej sa to stalo.'),
    ).toBeTruthy();
    await user.click(continueButton());
    const message = text(messages.unspecifiedAddressPlace);
    await waitFor(() => expect(summaryMessages()).toEqual([message]));
    expect(summaryMessages()).not.toContain(NOT_CONFIRMED);
    expect(props.submit).not.toHaveBeenCalled();
    await user.type(input(TOWN), 'Brezno');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0]).toMatchObject({
      incident: { address: { isUnspecified: true, lat: null, lon: null, town: 'Brezno', street: null } },
    });
  });

  it('coming back: the stored address is shown and sent again unchanged', async () => {
    const user = userEvent.setup();
    const stored = {
      id: 'SVK-Kosice-kosice',
      street: 'Hlavná',
      buildingNumber: '12',
      registerNumber: null,
      town: 'Košice',
      postalCode: '040 01',
      country: 'SVK',
      lat: 48.7164,
      lon: 21.2611,
      isUnspecified: false,
    };
    const props = render({ report: { parties: {}, incident: { address: stored } } });
    expect(input(STREET).value).toBe('Hlavná');
    expect(input(TOWN).value).toBe('Košice');
    expect(screen.getByTestId('pin').textContent).toBe('48.7164,21.2611');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { address: stored } }));
  });

  it('Continue is disabled while the step is saved', () => {
    render({ busy: true });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
  });
});
