// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RepairShop } from '../../../src/domain/address.ts';
import CarRepairMapScreen from '../../../src/screens/car-repair-map/CarRepairMapScreen.tsx';
import type { RepairShopQuery } from '../../../src/screens/screen-props.ts';
import { fakeLookups, renderScreen, screenProps, type Overrides } from '../support.tsx';
import { BRATISLAVA, SHOPS, input } from './support.tsx';

vi.mock('../../../src/components/map/MapView.tsx', () => import('./support.tsx').then((module) => module.fakeMapModule));

const SEARCH = 'Hľadať servis podľa názvu alebo adresy';
const INCIDENT = {
  id: 'SVK-Bratislava-bratislava',
  street: 'Obchodná',
  buildingNumber: '5',
  registerNumber: null,
  town: 'Bratislava',
  postalCode: '811 06',
  country: 'SVK',
  lat: 48.1486,
  lon: 17.1077,
  isUnspecified: false,
};

/** A register of shops that answers as the server does: by name, services and options. */
function shopRegister(shops: RepairShop[] = SHOPS) {
  return vi.fn(async (query: RepairShopQuery) =>
    shops.filter(
      (shop) =>
        (!query.q || shop.companyName.toLowerCase().includes(query.q.toLowerCase())) &&
        (query.kinds ?? []).every((kind) => shop.services.includes(kind)) &&
        (query.options ?? []).every((option) => shop.options.includes(option)),
    ),
  );
}

function render(overrides: Overrides = {}, incident: Record<string, unknown> = {}) {
  const lookups = overrides.lookups ?? fakeLookups({ repairShops: shopRegister() });
  const props = screenProps({
    scope: 'scope1',
    policyType: 'CASCO',
    ...overrides,
    lookups,
    report: { parties: {}, incident: { address: INCIDENT, resolveType: 'toService', ...incident } },
  });
  renderScreen(CarRepairMapScreen, props);
  return props;
}

const shopItems = () => within(document.querySelector('.shop-list') as HTMLElement).getAllByRole('listitem');
const shopNames = () =>
  document.querySelector('.shop-list') ? shopItems().map((item) => within(item).getByRole('heading').textContent) : [];

describe('/car-repair-map: the list', () => {
  it('starts with the shops nearest the incident address, each with its details', async () => {
    const props = render();
    await waitFor(() => expect(shopNames()).toEqual(['Karoséria Ružinov, s.r.o.', 'AutoSklo Petržalka, s.r.o.']));
    expect(props.lookups.repairShops).toHaveBeenCalledWith(
      { near: { lat: 48.1486, lon: 17.1077 }, kinds: [], options: [] },
      expect.anything(),
    );
    expect(screen.getByText('Počet servisov: 2. Najbližšie k miestu udalosti sú prvé.')).toBeTruthy();

    const first = shopItems()[0]!;
    expect(within(first).getByText('Galvaniho 17, 821 04 Bratislava')).toBeTruthy();
    expect(within(first).getByText('2,3 km')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '+421 2 4333 1001' }).getAttribute('href')).toBe('tel:+421243331001');
    expect(within(first).getByText('Všeobecné klampiarske práce, Oprava po krupobití')).toBeTruthy();
    expect(within(first).getByText('Náhradné vozidlo, Odťah')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Vybrať tento servis: Karoséria Ružinov, s.r.o.' })).toBeTruthy();
    // The markers carry the shops' numbers in the list.
    expect(screen.getByRole('button', { name: 'Značka 1 Karoséria Ružinov, s.r.o.' })).toBeTruthy();
    expect(screen.getByTestId('place').textContent).toBe('Miesto udalosti');
  });

  it('the map opens around the incident place and the three nearest shops; overlapping markers are clustered', async () => {
    const shops = [
      SHOPS[0]!,
      SHOPS[1]!,
      { ...SHOPS[0]!, id: 'RS003', lat: 48.2, lon: 17.2 },
      { ...SHOPS[1]!, id: 'RS004', lat: 48.7, lon: 21.2 },
    ];
    render({ lookups: fakeLookups({ repairShops: shopRegister(shops) }) });
    await waitFor(() => expect(shopNames()).toHaveLength(4));
    expect(screen.getByTestId('view').textContent).toBe('48.1486,17.1077 48.1685,17.188 48.113,17.105 48.2,17.2');
    expect(screen.getByTestId('cluster').textContent).toBe('Servisy blízko seba: 3. Stlačením mapu priblížite.');
  });

  it('"Ukázať na mape" highlights the shop and shows its marker on the map (list and map in step)', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Ukázať na mape: AutoSklo Petržalka, s.r.o.' }));
    expect(screen.getByTestId('revealed').textContent).toBe('RS002');
    expect(screen.getByRole('heading', { name: 'AutoSklo Petržalka, s.r.o.' }).closest('li')!.className).toContain('shop-card--selected');
    expect(screen.getByRole('button', { name: 'Značka 2 AutoSklo Petržalka, s.r.o.' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('without an incident point the list is not sorted by distance', async () => {
    const props = render({}, { address: { isUnspecified: true } });
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    expect(props.lookups.repairShops).toHaveBeenCalledWith({ kinds: [], options: [] }, expect.anything());
    expect(screen.getByText('Počet servisov: 2.')).toBeTruthy();
  });

  it('filters by service and option', async () => {
    const user = userEvent.setup();
    const props = render();
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.click(input('Autosklo'));
    await waitFor(() => expect(shopNames()).toEqual(['AutoSklo Petržalka, s.r.o.']));
    expect(props.lookups.repairShops).toHaveBeenLastCalledWith(
      { near: { lat: 48.1486, lon: 17.1077 }, kinds: ['GLASS'], options: [] },
      expect.anything(),
    );

    await user.click(input('Odťah'));
    await waitFor(() => expect(shopNames()).toEqual([]));
    expect(props.lookups.repairShops).toHaveBeenLastCalledWith(
      { near: { lat: 48.1486, lon: 17.1077 }, kinds: ['GLASS'], options: ['TOWING'] },
      expect.anything(),
    );
    expect(screen.getByText('Zvoleným službám nevyhovuje žiadny servis. Skúste niektorú z nich zrušiť.')).toBeTruthy();

    await user.click(input('Autosklo'));
    await waitFor(() => expect(shopNames()).toEqual(['Karoséria Ružinov, s.r.o.']));
  });

  it('glass damage starts filtered by car glass', async () => {
    const props = render({}, { reason: { id: '1_GLASS', label: { sk: 'Sklo', en: 'Glass' } } });
    await waitFor(() => expect(shopNames()).toEqual(['AutoSklo Petržalka, s.r.o.']));
    expect(input('Autosklo').checked).toBe(true);
    expect(props.lookups.repairShops).toHaveBeenCalledWith(expect.objectContaining({ kinds: ['GLASS'] }), expect.anything());
  });

  it('a marker pressed on the map highlights its shop in the list and moves focus there', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Značka 2 AutoSklo Petržalka, s.r.o.' }));
    const heading = screen.getByRole('heading', { name: 'AutoSklo Petržalka, s.r.o.' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest('li')!.className).toContain('shop-card--selected');
    expect(screen.getByRole('button', { name: 'Značka 2 AutoSklo Petržalka, s.r.o.' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a list that could not be loaded says so and offers to try again', async () => {
    const user = userEvent.setup();
    const repairShops = vi
      .fn<(query: RepairShopQuery) => Promise<RepairShop[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(SHOPS);
    render({ lookups: fakeLookups({ repairShops }) });
    expect(await screen.findByText('Zoznam servisov sa nepodarilo načítať')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokračovať bez výberu servisu' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    await waitFor(() => expect(shopNames()).toHaveLength(2));
  });
});

describe('/car-repair-map: the search', () => {
  it('looks for shop names first', async () => {
    const user = userEvent.setup();
    const props = render();
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.type(input(SEARCH), 'petržalka{Enter}');
    await waitFor(() => expect(shopNames()).toEqual(['AutoSklo Petržalka, s.r.o.']));
    expect(props.lookups.repairShops).toHaveBeenLastCalledWith(
      { q: 'petržalka', near: { lat: 48.1486, lon: 17.1077 }, kinds: [], options: [] },
      expect.anything(),
    );
    expect(props.lookups.searchAddress).not.toHaveBeenCalled();
    expect(screen.getByText('Servisy, ktoré zodpovedajú hľadaniu „petržalka“: 1.')).toBeTruthy();
  });

  it('when no name matches, lists the shops nearest the first address found', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ repairShops: shopRegister(), searchAddress: vi.fn(async () => [BRATISLAVA]) });
    render({ lookups });
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.type(input(SEARCH), 'Bratislava');
    await user.click(screen.getByRole('button', { name: 'Hľadať' }));
    expect(
      await screen.findByText('Servis s názvom „Bratislava“ sme nenašli. Zobrazujeme servisy najbližšie k adrese 811 01 Bratislava.'),
    ).toBeTruthy();
    expect(lookups.searchAddress).toHaveBeenCalledWith('Bratislava', expect.anything());
    expect(lookups.repairShops).toHaveBeenLastCalledWith(
      { near: { lat: 48.1486, lon: 17.1077 }, kinds: [], options: [] },
      expect.anything(),
    );
    expect(screen.getByText('Počet servisov: 2. Najbližšie k adrese 811 01 Bratislava sú prvé.')).toBeTruthy();
  });

  it('says when neither a shop nor an address was found, and keeps the query and the list', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.type(input(SEARCH), 'Xyzzy{Enter}');
    expect(await screen.findByText('Nenašli sme servis ani adresu „Xyzzy“. Skúste iný názov, obec alebo PSČ.')).toBeTruthy();
    expect(input(SEARCH).value).toBe('Xyzzy');
    expect(shopNames()).toHaveLength(2);
  });

  it('only the latest search counts: an earlier one answering late is dropped, and the one under way is cancelled', async () => {
    const user = userEvent.setup();
    const register = shopRegister();
    const late: Array<{ answer(): Promise<void>; signal?: AbortSignal }> = [];
    const repairShops = vi.fn((query: RepairShopQuery, options?: { signal?: AbortSignal }) =>
      query.q === 'ružinov'
        ? new Promise<RepairShop[]>((resolve) => late.push({ answer: () => register(query).then(resolve), signal: options?.signal }))
        : register(query),
    );
    render({ lookups: fakeLookups({ repairShops }) });
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.type(input(SEARCH), 'ružinov{Enter}');
    await user.clear(input(SEARCH));
    await user.type(input(SEARCH), 'petržalka{Enter}');
    await waitFor(() => expect(shopNames()).toEqual(['AutoSklo Petržalka, s.r.o.']));
    expect(late[0]!.signal?.aborted).toBe(true);
    await act(() => late[0]!.answer());
    expect(screen.getByText('Servisy, ktoré zodpovedajú hľadaniu „petržalka“: 1.')).toBeTruthy();
    expect(shopNames()).toEqual(['AutoSklo Petržalka, s.r.o.']);
  });

  it('a failing search says so and keeps the list', async () => {
    const user = userEvent.setup();
    const repairShops = vi
      .fn<(query: RepairShopQuery) => Promise<RepairShop[]>>()
      .mockResolvedValueOnce(SHOPS)
      .mockRejectedValue(new Error('timeout'));
    render({ lookups: fakeLookups({ repairShops }) });
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    await user.type(input(SEARCH), 'Ružinov{Enter}');
    expect(
      await screen.findByText('Vyhľadávanie servisov teraz nefunguje. Skúste to, prosím, o chvíľu znova; zoznam nižšie zostáva.'),
    ).toBeTruthy();
    expect(input(SEARCH).value).toBe('Ružinov');
    expect(shopNames()).toHaveLength(2);
  });
});

describe('/car-repair-map: choosing', () => {
  it('"Vybrať tento servis" sends the shop (openapi CarRepairService)', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(await screen.findByRole('button', { name: 'Vybrať tento servis: AutoSklo Petržalka, s.r.o.' }));
    expect(props.submit).toHaveBeenCalledTimes(1);
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        carRepairService: {
          objId: 'RS002',
          companyName: 'AutoSklo Petržalka, s.r.o.',
          address: { street: 'Panónska cesta', buildingNumber: '34', town: 'Bratislava', postalCode: '851 04', country: 'SVK' },
          phone: '+421 2 6381 2002',
        },
      },
    });
  });

  it('the separate panel continues without a shop', async () => {
    const user = userEvent.setup();
    const props = render();
    const panel = screen.getByRole('region', { name: 'Nechcete si vybrať zmluvný servis?' });
    await user.click(within(panel).getByRole('button', { name: 'Pokračovať bez výberu servisu' }));
    expect(props.submit).toHaveBeenCalledWith({ incident: { carRepairService: null } });
  });

  it('coming back shows the chosen shop, marks it in the list, and can continue with it', async () => {
    const user = userEvent.setup();
    const chosen = {
      objId: 'RS001',
      companyName: 'Karoséria Ružinov, s.r.o.',
      address: { street: 'Galvaniho', buildingNumber: '17', town: 'Bratislava', postalCode: '821 04', country: 'SVK' },
      phone: '+421 2 4333 1001',
    };
    const props = render({}, { carRepairService: chosen });
    expect(screen.getByText('Vybraný servis')).toBeTruthy();
    await waitFor(() => expect(shopNames()).toHaveLength(2));
    expect(within(shopItems()[0]!).getByText('Váš vybraný servis')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pokračovať s týmto servisom' }));
    expect(props.submit).toHaveBeenCalledWith({ incident: { carRepairService: chosen } });
  });

  it('nothing can be chosen twice while the step is saved', async () => {
    render({ busy: true });
    const button = await screen.findByRole('button', { name: 'Vybrať tento servis: Karoséria Ružinov, s.r.o.' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Pokračovať bez výberu servisu' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows ten shops at first and more on request', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) => ({ ...SHOPS[0]!, id: `RS${100 + index}`, companyName: `Servis ${index + 1}` }));
    render({ lookups: fakeLookups({ repairShops: shopRegister(many) }) });
    await waitFor(() => expect(shopNames()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Zobraziť ďalšie servisy' }));
    expect(shopNames()).toHaveLength(12);
    // A marker of a shop not listed yet brings it into the list.
    cleanup();
    render({ lookups: fakeLookups({ repairShops: shopRegister(many) }) });
    await waitFor(() => expect(shopNames()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Značka 12 Servis 12' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Servis 12' })));
  });
});
