// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import IncidentInspectionAddressScreen from '../../../src/screens/incident-inspection-address/IncidentInspectionAddressScreen.tsx';
import { fakeLookups, renderScreen, screenProps, text, type Overrides } from '../support.tsx';
import { KOSICE, VIENNA, errorOf, input, summaryMessages } from './support.tsx';

vi.mock('../../../src/components/map/MapView.tsx', () => import('./support.tsx').then((module) => module.fakeMapModule));

const AT_INCIDENT = /^Na adrese udalosti/;
const OTHER = /^Na inej adrese/;
const SEPARATE = 'Obhliadku dohodne iná kontaktná osoba';
const ABROAD = text(messages.inspectionAddressAbroad);
const NOT_CONFIRMED = text(messages.addressNotConfirmed);

const INCIDENT_ADDRESS = {
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
const NO_CONTACT_PERSON = { isSeparate: false, firstName: null, lastName: null, email: null, phone: { prefix: '+421', number: null } };

/** D36: Continue confirms the address shown; there is no separate confirm button. */
const continueButton = () => screen.getByRole('button', { name: 'Potvrdiť adresu a pokračovať' });

function render(
  overrides: Overrides = {},
  incident: Record<string, unknown> = { address: INCIDENT_ADDRESS },
  parties: Record<string, unknown> = {},
) {
  const props = screenProps({
    scope: 'scope1',
    policyType: 'CASCO',
    phonePrefixes: [
      { code: '+421', country: 'SK' },
      { code: '+420', country: 'CZ' },
    ],
    ...overrides,
    report: { parties, incident },
  });
  renderScreen(IncidentInspectionAddressScreen, props);
  return props;
}

async function pickSearchResult(user: ReturnType<typeof userEvent.setup>, query: string, result: string) {
  await user.type(input('Vyhľadať adresu'), `${query}{Enter}`);
  await user.click(await screen.findByRole('button', { name: result }));
}

describe('/incident-inspection-address: where', () => {
  it('asks where the vehicle is, showing the incident address; a choice is required', async () => {
    const user = userEvent.setup();
    const props = render();
    expect(screen.getByRole('group', { name: 'Kde je vozidlo?' })).toBeTruthy();
    expect(screen.getByText('Hlavná 12, 040 01 Košice')).toBeTruthy();
    expect(screen.queryByLabelText('Vyhľadať adresu')).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(summaryMessages()).toEqual([`Kde je vozidlo? – ${text(messages.requiredOption)}`]));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('at the incident address: sends inspectionAddressIsTheSame with a copy of that address', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(input(AT_INCIDENT));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    const { id: _id, ...copy } = INCIDENT_ADDRESS;
    expect(props.submit).toHaveBeenCalledWith({
      incident: { inspectionAddressIsTheSame: true, inspectionAddress: copy },
      parties: { inspectionContactPerson: NO_CONTACT_PERSON },
    });
  });

  it('another address is picked, confirmed and sent (without the place id)', async () => {
    const user = userEvent.setup();
    const props = render({ lookups: fakeLookups({ searchAddress: vi.fn(async () => [KOSICE]) }) });
    await user.click(input(OTHER));
    expect(screen.getByTestId('place').textContent).toBe('Miesto udalosti');
    await pickSearchResult(user, 'Košice', '040 01 Košice');
    await user.type(input('Ulica (nepovinné)'), 'Mlynská');
    expect(screen.queryByRole('button', { name: 'Potvrdiť adresu' })).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        inspectionAddressIsTheSame: false,
        inspectionAddress: {
          street: 'Mlynská',
          buildingNumber: null,
          registerNumber: null,
          town: 'Košice',
          postalCode: '040 01',
          country: 'SVK',
          lat: 48.7164,
          lon: 21.2611,
          isUnspecified: false,
        },
      },
      parties: { inspectionContactPerson: NO_CONTACT_PERSON },
    });
  });

  it('another address not picked yet: Continue is refused with SPEC §8’s message', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(input(OTHER));
    await user.click(continueButton());
    await waitFor(() => expect(summaryMessages()).toContain(NOT_CONFIRMED));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('without an incident address there is no choice: the picker is shown at once', () => {
    render({}, {});
    expect(screen.queryByRole('group', { name: 'Kde je vozidlo?' })).toBeNull();
    expect(screen.getByLabelText('Vyhľadať adresu')).toBeTruthy();
  });

  it('coming back: another address stored earlier is shown and sent again', async () => {
    const user = userEvent.setup();
    const { id: _id, ...stored } = { ...INCIDENT_ADDRESS, street: 'Mlynská' };
    const props = render({}, { address: INCIDENT_ADDRESS, inspectionAddressIsTheSame: false, inspectionAddress: stored });
    expect(input(OTHER).checked).toBe(true);
    expect(input('Ulica (nepovinné)').value).toBe('Mlynská');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0]).toMatchObject({ incident: { inspectionAddressIsTheSame: false, inspectionAddress: stored } });
  });
});

describe('/incident-inspection-address: outside Slovakia (D13)', () => {
  it('Continue with an address abroad opens the alert dialog; it closes with its button, focus returns to the search, nothing is sent', async () => {
    const user = userEvent.setup();
    const props = render({ lookups: fakeLookups({ searchAddress: vi.fn(async () => [VIENNA]) }) });
    await user.click(input(OTHER));
    await pickSearchResult(user, 'Wien', 'Stephansplatz 1, 1010 Wien, Rakúsko');
    await user.click(continueButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Obhliadka mimo Slovenska nie je možná' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(ABROAD)).toBeTruthy();
    const close = within(dialog).getByRole('button', { name: 'Pokračovať' });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(input('Vyhľadať adresu'));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('Escape closes the dialog too', async () => {
    const user = userEvent.setup();
    render({ lookups: fakeLookups({ searchAddress: vi.fn(async () => [VIENNA]) }) });
    await user.click(input(OTHER));
    await pickSearchResult(user, 'Wien', 'Stephansplatz 1, 1010 Wien, Rakúsko');
    await user.click(continueButton());
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(input('Vyhľadať adresu'));
  });

  it('an incident abroad: "at the incident address" is refused on Continue with the dialog, and nothing is sent', async () => {
    const user = userEvent.setup();
    const abroad = {
      ...INCIDENT_ADDRESS,
      id: VIENNA.id,
      street: 'Stephansplatz',
      buildingNumber: '1',
      town: 'Wien',
      postalCode: '1010',
      country: 'AUT',
    };
    const props = render({}, { address: abroad });
    await user.click(input(AT_INCIDENT));
    await user.click(continueButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(ABROAD)).toBeTruthy();
    expect(props.submit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Pokračovať' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The user stays and picks another address: focus is back at the choice.
    expect(document.activeElement).toBe(input(AT_INCIDENT));
    expect(props.submit).not.toHaveBeenCalled();
  });
});

describe('/incident-inspection-address: a separate contact person', () => {
  it('needs a last name and an e-mail or a phone (SPEC §5)', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(input(AT_INCIDENT));
    await user.click(input(SEPARATE));
    expect(input('Meno (nepovinné)')).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input('Priezvisko'))).toBe(text(messages.required)));
    expect(errorOf(input('E-mail'))).toBe(text(messages.contactRequired));
    await waitFor(() =>
      expect(summaryMessages()).toEqual([
        `Priezvisko – ${text(messages.required)}`,
        `E-mail – ${text(messages.contactRequired)}`,
        `Telefónne číslo – ${text(messages.contactRequired)}`,
      ]),
    );
    expect(props.submit).not.toHaveBeenCalled();

    await user.type(input('Priezvisko'), 'Kováčová');
    await user.type(input('Telefónne číslo'), '0905 123 456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].parties).toEqual({
      inspectionContactPerson: {
        isSeparate: true,
        firstName: null,
        lastName: 'Kováčová',
        email: null,
        phone: { prefix: '+421', number: '905 123 456' },
      },
    });
  });

  it('a wrong e-mail is refused; a first name of one letter too', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(input(AT_INCIDENT));
    await user.click(input(SEPARATE));
    await user.type(input('Meno (nepovinné)'), 'J');
    await user.type(input('Priezvisko'), 'Kováčová');
    await user.type(input('E-mail'), 'jana@');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input('E-mail'))).toBe(text(messages.email)));
    expect(errorOf(input('Meno (nepovinné)'))).toBe('Zadajte aspoň 2 znaky');
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('unticked again: its fields are sent empty, whatever was typed', async () => {
    const user = userEvent.setup();
    const props = render();
    await user.click(input(AT_INCIDENT));
    await user.click(input(SEPARATE));
    await user.type(input('Priezvisko'), 'Kováčová');
    await user.click(input(SEPARATE));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].parties).toEqual({ inspectionContactPerson: NO_CONTACT_PERSON });
  });
});
