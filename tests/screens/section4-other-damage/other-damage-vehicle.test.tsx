// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Incident } from '../../../src/domain/report.ts';
import { messages } from '../../../src/domain/validation/messages.ts';
import OtherDamageVehicleScreen from '../../../src/screens/other-damage-vehicle/OtherDamageVehicleScreen.tsx';
import { renderScreen, screenProps, text, type Overrides, continueButton } from '../support.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * jsdom focuses a control inside a hidden panel; a browser does not (it is not rendered). Tests of
 * "the first invalid tab is activated and its field focused" behave as a browser does.
 */
function focusLikeABrowser() {
  const focus = HTMLElement.prototype.focus;
  vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
    if (this.closest('[hidden]')) return;
    focus.call(this, options);
  });
}

const PLATE = 'Evidenčné číslo poškodeného vozidla';
const NO_PLATE = 'Vozidlo nemá evidenčné číslo';
const VEHICLE_DESCRIPTION = 'Popis vozidla';
const OWNER_TYPE = 'Majiteľom vozidla je';
const DAMAGE = 'Čo je na vozidle poškodené? (nepovinné)';
const EMAIL = 'E-mail (nepovinné)';
const ADD = 'Pridať ďalšie vozidlo';
const INVALID = '(obsahuje chyby)';

type User = ReturnType<typeof userEvent.setup>;

function propsFor(options: { vehicles?: Incident['damagedVehicles'] } & Omit<Overrides, 'report'> = {}) {
  const { vehicles, ...rest } = options;
  return screenProps({
    scope: 'scope12',
    policyType: 'PZP',
    report: { parties: {}, incident: { scopesOfDamage: [], otherDamage: ['VEHICLE'], damagedVehicles: vehicles ?? [] } },
    phonePrefixes: [
      { code: '+421', country: 'SK' },
      { code: '+420', country: 'CZ' },
    ],
    ...rest,
  });
}

const tabs = () => screen.getAllByRole('tab');
const tabNames = () => tabs().map((tab) => tab.textContent);
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const selectedTab = () => tabs().find((item) => item.getAttribute('aria-selected') === 'true')!;
/** The visible panel (the hidden ones are not in the accessibility tree). */
const panel = () => screen.getByRole('tabpanel');
const field = (label: string) => within(panel()).getByLabelText(label) as HTMLInputElement;

/** Types a text in one go (a paste): as typing, with one render instead of one per key. */
async function enter(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

async function fillPersonWithPlate(user: User, plate: string, first: string, last: string) {
  await enter(user, field(PLATE), plate);
  await enter(user, field('Meno'), first);
  await enter(user, field('Priezvisko'), last);
}

describe('/other-damage-vehicle: the tabs', () => {
  it('starts with one entry, whose tab is selected, and no delete button (one entry always exists)', () => {
    renderScreen(OtherDamageVehicleScreen, propsFor());
    expect(screen.getByRole('tablist', { name: 'Poškodené vozidlá' })).toBeTruthy();
    expect(tabNames()).toEqual(['Vozidlo 1']);
    expect(selectedTab()).toBe(tab('Vozidlo 1'));
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Vozidlo 1').id);
    expect(screen.queryByRole('button', { name: /^Odstrániť/ })).toBeNull();
  });

  it('"add another" adds a tab and activates it (focus on the new tab); the other panel is hidden', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamageVehicleScreen, propsFor());
    await enter(user, field(PLATE), 'BA111AA');
    await user.click(screen.getByRole('button', { name: ADD }));
    expect(tabNames()).toEqual(['Vozidlo 1', 'Vozidlo 2']);
    expect(selectedTab()).toBe(tab('Vozidlo 2'));
    expect(document.activeElement).toBe(tab('Vozidlo 2'));
    expect(field(PLATE).value).toBe('');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(within(panel()).getByRole('button', { name: 'Odstrániť vozidlo 2' })).toBeTruthy();
    await user.click(tab('Vozidlo 1'));
    expect(field(PLATE).value).toBe('BA111AA');
    expect(within(panel()).getByRole('button', { name: 'Odstrániť vozidlo 1' })).toBeTruthy();
  });

  it('delete removes the active tab and makes the first tab active; the last one cannot be deleted', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamageVehicleScreen, propsFor());
    await enter(user, field(PLATE), 'AA111AA');
    await user.click(screen.getByRole('button', { name: ADD }));
    await enter(user, field(PLATE), 'BB222BB');
    await user.click(screen.getByRole('button', { name: ADD }));
    await enter(user, field(PLATE), 'CC333CC');
    await user.click(tab('Vozidlo 2'));
    await user.click(within(panel()).getByRole('button', { name: 'Odstrániť vozidlo 2' }));
    expect(tabNames()).toEqual(['Vozidlo 1', 'Vozidlo 2']);
    expect(selectedTab()).toBe(tab('Vozidlo 1'));
    expect(document.activeElement).toBe(tab('Vozidlo 1'));
    expect(field(PLATE).value).toBe('AA111AA');
    await user.click(tab('Vozidlo 2'));
    expect(field(PLATE).value).toBe('CC333CC');

    await user.click(within(panel()).getByRole('button', { name: 'Odstrániť vozidlo 2' }));
    expect(tabNames()).toEqual(['Vozidlo 1']);
    expect(field(PLATE).value).toBe('AA111AA');
    expect(screen.queryByRole('button', { name: /^Odstrániť/ })).toBeNull();
  });

  it('arrow keys, Home and End move between the tabs and activate them (only the active tab is in the Tab order)', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamageVehicleScreen, propsFor());
    await user.click(screen.getByRole('button', { name: ADD }));
    await user.click(screen.getByRole('button', { name: ADD }));
    expect(document.activeElement).toBe(tab('Vozidlo 3'));
    expect(tabs().map((item) => item.tabIndex)).toEqual([-1, -1, 0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Vozidlo 1'));
    expect(selectedTab()).toBe(tab('Vozidlo 1'));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe(tab('Vozidlo 2'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toBe(tab('Vozidlo 3'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Vozidlo 1'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Vozidlo 3'));
    expect(tabs().map((item) => item.tabIndex)).toEqual([-1, -1, 0]);
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Vozidlo 3').id);
  });

  it('Continue with an invalid second tab: activates it, focuses its first invalid field, marks it, shows the summary, sends nothing', async () => {
    focusLikeABrowser();
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(OtherDamageVehicleScreen, props);
    await fillPersonWithPlate(user, 'BA111AA', 'Ján', 'Novák');
    await user.click(screen.getByRole('button', { name: ADD }));
    await enter(user, field('Priezvisko'), 'Malá');
    await user.click(tab('Vozidlo 1'));
    await user.click(continueButton());

    await waitFor(() => expect(selectedTab()).toBe(tab(/^Vozidlo 2/)));
    await waitFor(() => expect(document.activeElement).toBe(field(PLATE)));
    expect(tab(/^Vozidlo 2/).textContent).toBe(`Vozidlo 2! ${INVALID}`);
    expect(tab('Vozidlo 1').textContent).toBe('Vozidlo 1');
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      // The fields of the second tab say so, as its panel may be hidden when the summary is read.
      [`Vozidlo 2, Evidenčné číslo poškodeného vozidla – ${text(messages.required)}`, '#incident-damagedVehicles-1-licensePlate'],
      [`Vozidlo 2, Meno – ${text(messages.required)}`, '#incident-damagedVehicles-1-firstName'],
    ]);
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('a tab is marked as soon as a field of it in error is left, and unmarked once fixed', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamageVehicleScreen, propsFor());
    expect(tab('Vozidlo 1').textContent).toBe('Vozidlo 1');
    await user.click(field(PLATE));
    await user.tab();
    await waitFor(() => expect(tab(/^Vozidlo 1/).textContent).toContain(INVALID));
    await enter(user, field(PLATE), 'BA111AA');
    await user.tab();
    await waitFor(() => expect(tab(/^Vozidlo 1/).textContent).toBe('Vozidlo 1'));
  });

  it('a summary link to a field of a hidden tab opens that tab and focuses the field', async () => {
    focusLikeABrowser();
    const user = userEvent.setup();
    renderScreen(OtherDamageVehicleScreen, propsFor());
    await user.click(screen.getByRole('button', { name: ADD }));
    await user.click(continueButton());
    // Both entries are empty: the first invalid tab is the first one.
    await waitFor(() => expect(selectedTab()).toBe(tab(/^Vozidlo 1/)));
    const link = within(screen.getByRole('alert'))
      .getAllByRole('link')
      .find((item) => item.getAttribute('href') === '#incident-damagedVehicles-1-lastName')!;
    await user.click(link);
    await waitFor(() => expect(selectedTab()).toBe(tab(/^Vozidlo 2/)));
    await waitFor(() => expect(document.activeElement).toBe(field('Priezvisko')));
  });

  it('has no axe violations, with two tabs and a tab in error', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(OtherDamageVehicleScreen, propsFor());
    await user.click(screen.getByRole('button', { name: ADD }));
    await user.click(continueButton());
    await screen.findByRole('alert');
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('/other-damage-vehicle: at most 20 damaged objects per report', () => {
  const LIMIT_NOTE =
    'Jedno hlásenie môže mať najviac 20 poškodených vozidiel, vecí a osôb, preto ďalšie pridať nemôžete. Opíšte nám ich v doplňujúcom popise pri prílohách.';

  it('my vehicle, a person still to enter and 18 vehicles make 20: "add another" gives way to a note naming 20', async () => {
    const user = userEvent.setup();
    const vehicles = Array.from({ length: 17 }, (_, index) => ({
      hasLicensePlate: true,
      licensePlate: `BA${100 + index}XY`,
      isUnknown: false,
      partyType: 'PERSON' as const,
      firstName: 'Ján',
      lastName: 'Novák',
    }));
    renderScreen(
      OtherDamageVehicleScreen,
      screenProps({
        scope: 'scope12',
        policyType: 'PZP',
        report: {
          parties: {},
          incident: { scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }], otherDamage: ['VEHICLE', 'HEALTH'], damagedVehicles: vehicles },
        },
        phonePrefixes: [{ code: '+421', country: 'SK' }],
      }),
    );
    expect(tabs()).toHaveLength(17);
    expect(screen.queryByText(LIMIT_NOTE)).toBeNull();
    await user.click(screen.getByRole('button', { name: ADD }));
    expect(tabs()).toHaveLength(18);
    expect(screen.queryByRole('button', { name: ADD })).toBeNull();
    expect(screen.getByText(LIMIT_NOTE)).toBeTruthy();
  });
});

describe('/other-damage-vehicle: the entries', () => {
  it('a plate, or with "no plate" a description of the vehicle', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamageVehicleScreen, propsFor());
    expect(within(panel()).queryByLabelText(VEHICLE_DESCRIPTION)).toBeNull();
    await user.click(field(NO_PLATE));
    expect(within(panel()).queryByLabelText(PLATE)).toBeNull();
    expect(field(VEHICLE_DESCRIPTION)).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(document.activeElement).toBe(field(VEHICLE_DESCRIPTION)));
  });

  it('sends the whole list exactly: plate upper-cased, the hidden fields as null, empty contacts as null', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(OtherDamageVehicleScreen, props);
    await fillPersonWithPlate(user, 'ba888hh', 'Lukáš', 'Varga');
    await enter(user, field(EMAIL), 'lukas@example.sk');
    await enter(user, field('Telefónne číslo'), '0905 123 456');
    await enter(user, field(DAMAGE), 'Predný nárazník');

    await user.click(screen.getByRole('button', { name: ADD }));
    await user.click(field(NO_PLATE));
    await enter(user, field(VEHICLE_DESCRIPTION), 'červený bicykel');
    await user.click(within(within(panel()).getByRole('group', { name: OWNER_TYPE })).getByRole('radio', { name: 'Firma' }));
    await enter(user, field('Názov firmy'), 'Doprava Tatry, s.r.o.');
    await user.selectOptions(field('Predvoľba'), '+420');
    await enter(user, field('Telefónne číslo'), '602 123 456');

    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        damagedVehicles: [
          {
            hasLicensePlate: true,
            licensePlate: 'BA888HH',
            vehicleDescription: null,
            isUnknown: false,
            partyType: 'PERSON',
            firstName: 'Lukáš',
            lastName: 'Varga',
            businessName: null,
            email: 'lukas@example.sk',
            phone: { prefix: '+421', number: '905 123 456' },
            description: 'Predný nárazník',
          },
          {
            hasLicensePlate: false,
            licensePlate: null,
            vehicleDescription: 'červený bicykel',
            isUnknown: false,
            partyType: 'BUSINESS',
            firstName: null,
            lastName: null,
            businessName: 'Doprava Tatry, s.r.o.',
            email: null,
            phone: { prefix: '+420', number: '602 123 456' },
            description: null,
          },
        ],
      },
    });
  });

  it('prefills the stored vehicles, one tab each, and sends them back unchanged', async () => {
    const user = userEvent.setup();
    const stored: NonNullable<Incident['damagedVehicles']> = [
      {
        hasLicensePlate: true,
        licensePlate: 'BA888HH',
        vehicleDescription: null,
        isUnknown: false,
        partyType: 'PERSON',
        firstName: 'Lukáš',
        lastName: 'Varga',
        businessName: null,
        email: null,
        phone: { prefix: '+421', number: '905123456' },
        description: 'dvere',
      },
      {
        hasLicensePlate: false,
        licensePlate: null,
        vehicleDescription: 'kolobežka',
        isUnknown: false,
        partyType: 'BUSINESS',
        firstName: null,
        lastName: null,
        businessName: 'Obec Višňové',
        email: 'obec@example.sk',
        phone: { prefix: '+421', number: null },
        description: null,
      },
    ];
    const props = propsFor({ vehicles: stored });
    renderScreen(OtherDamageVehicleScreen, props);
    expect(tabNames()).toEqual(['Vozidlo 1', 'Vozidlo 2']);
    expect(field(PLATE).value).toBe('BA888HH');
    await user.click(tab('Vozidlo 2'));
    expect(field(VEHICLE_DESCRIPTION).value).toBe('kolobežka');
    expect(field('Názov firmy').value).toBe('Obec Višňové');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { damagedVehicles: stored } }));
  });

  it('says when the answers could not be saved', () => {
    renderScreen(OtherDamageVehicleScreen, propsFor({ error: { kind: 'persist' } }));
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť');
  });
});
