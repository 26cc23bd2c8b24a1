// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import AlertDontHaveCascoScreen from '../../../src/screens/alert-dont-have-casco/AlertDontHaveCascoScreen.tsx';
import AlertDontHaveLiabilityScreen from '../../../src/screens/alert-dont-have-liability/AlertDontHaveLiabilityScreen.tsx';
import AlertDontHaveLicensePlateScreen from '../../../src/screens/alert-dont-have-license-plate/AlertDontHaveLicensePlateScreen.tsx';
import AlertHaveOnlyMiniCascoScreen from '../../../src/screens/alert-have-only-mini-casco/AlertHaveOnlyMiniCascoScreen.tsx';
import PolicyTypeScreen from '../../../src/screens/policy-type/PolicyTypeScreen.tsx';
import type { ScreenProps } from '../../../src/screens/screen-props.ts';
import { renderScreen, screenProps, text, type TestProps, errorOf, continueButton, input } from '../support.tsx';

const D4 = 'Pre toto číslo sme k dátumu udalosti nenašli platnú zmluvu';
const CASCO = 'Havarijné poistenie';
// Scope 1: the liability cover of whoever caused the damage (option-labels.ts; the summary says the same).
const PZP = 'Povinné zmluvné poistenie vinníka';
const CASCO_NUMBER = 'Číslo zmluvy havarijného poistenia';
const PZP_NUMBER = 'Číslo zmluvy povinného zmluvného poistenia';

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

function withPlate(
  scope: string,
  plate: string,
  incident: ScreenProps['report']['incident'] = {},
  overrides: Partial<Omit<ScreenProps, 'lookups'>> = {},
): TestProps {
  const objects = scope
    .replace('scope', '')
    .split('')
    .map((id) => ({ objectId: Number(id) as 1 | 2 | 3 | 4 }));
  return screenProps({
    scope,
    ...overrides,
    report: {
      parties: {},
      incident: { scopesOfDamage: objects, date: '2026-05-10', myVehicle: { hasLicensePlate: true, licensePlate: plate }, ...incident },
    },
  });
}

describe('/alert-dont-have-casco', () => {
  it('names the plate, offers CASCO and PZP, and asks for the number only for CASCO', async () => {
    const user = userEvent.setup();
    renderScreen(AlertDontHaveCascoScreen, withPlate('scope1', 'BA222BB'));
    expect(screen.getByText(/K vozidlu BA222BB sme k dátumu udalosti nenašli havarijné poistenie/)).toBeTruthy();
    expect([radio(CASCO).checked, radio(PZP).checked]).toEqual([false, false]);
    expect(screen.queryByLabelText(CASCO_NUMBER)).toBeNull();
    await user.click(radio(CASCO));
    expect(input(CASCO_NUMBER)).toBeTruthy();
    await user.click(radio(PZP));
    expect(screen.queryByLabelText(CASCO_NUMBER)).toBeNull();
  });

  it('refuses Continue without a choice: "Vyberte, prosím, z ponúkaných možností"', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope1', 'BA222BB');
    renderScreen(AlertDontHaveCascoScreen, props);
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: `Ako chcete pokračovať? – ${text(messages.requiredOption)}` }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(radio(CASCO));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('for CASCO the number is required and must be digits', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope1', 'BA222BB');
    renderScreen(AlertDontHaveCascoScreen, props);
    await user.click(radio(CASCO));
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(CASCO_NUMBER))).toBe(text(messages.required)));
    await user.type(input(CASCO_NUMBER), '5010-0000');
    await waitFor(() => expect(errorOf(input(CASCO_NUMBER))).toBe(text(messages.number)));
    await user.click(continueButton());
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends CASCO with the number, or PZP alone', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope1', 'BA222BB');
    renderScreen(AlertDontHaveCascoScreen, props);
    await user.click(radio(CASCO));
    await user.type(input(CASCO_NUMBER), ' 5010000099 ');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenLastCalledWith({ incident: { policyType: 'CASCO', policyId: '5010000099' } });
    await user.click(radio(PZP));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(2));
    expect(props.submit).toHaveBeenLastCalledWith({ incident: { policyType: 'PZP' } });
  });

  it('with PZP drops a casco number the document holds from CASCO', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope1', 'BA222BB', { policyType: 'CASCO', policyId: '5010000011' });
    renderScreen(AlertDontHaveCascoScreen, props);
    await user.click(radio(PZP));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { policyType: 'PZP', policyId: null } }));
  });

  it('D4: a refused number shows the inline error on the field, focused; the same number is refused again; another one goes', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope1', 'BA222BB');
    const { rerenderWith } = renderScreen(AlertDontHaveCascoScreen, props);
    await user.click(radio(CASCO));
    await user.type(input(CASCO_NUMBER), '4010000022');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    // The machine verified and refused it: the document holds the number, the error says why.
    rerenderWith({
      ...props,
      report: { ...props.report, incident: { ...props.report.incident, policyType: 'CASCO', policyId: '4010000022' } },
      error: { kind: 'policyNotVerified' },
    });
    await waitFor(() => expect(errorOf(input(CASCO_NUMBER))).toBe(D4));
    await waitFor(() => expect(document.activeElement).toBe(input(CASCO_NUMBER)));
    expect(input(CASCO_NUMBER).value).toBe('4010000022');
    expect(radio(CASCO).checked).toBe(true);

    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link', { name: `Číslo zmluvy havarijného poistenia – ${D4}` })).toBeTruthy();
    expect(props.submit).toHaveBeenCalledTimes(1);

    await user.clear(input(CASCO_NUMBER));
    await user.type(input(CASCO_NUMBER), '5010000099');
    await waitFor(() => expect(errorOf(input(CASCO_NUMBER))).toBeUndefined());
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(2));
    expect(props.submit).toHaveBeenLastCalledWith({ incident: { policyType: 'CASCO', policyId: '5010000099' } });
  });

  it('has the more-info toggle for scope12 only', async () => {
    const user = userEvent.setup();
    renderScreen(AlertDontHaveCascoScreen, withPlate('scope12', 'KE333CC'));
    const summary = screen.getByText('Prečo z povinného zmluvného poistenia neuhradíme škodu na vašom vozidle?');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/Povinné zmluvné poistenie \(PZP\) uhrádza iba škody, ktoré ste spôsobili iným/)).toBeTruthy();
    // Scope 12: PZP is the reporter's own liability cover, not that of whoever caused it.
    expect(radio('Povinné zmluvné poistenie (PZP)')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: PZP })).toBeNull();
    cleanup();
    renderScreen(AlertDontHaveCascoScreen, withPlate('scope1', 'BA222BB'));
    expect(screen.queryByText('Prečo z povinného zmluvného poistenia neuhradíme škodu na vašom vozidle?')).toBeNull();
  });

  it('starts on the portal’s casco choice with its number (SMP, poistenie=hav)', () => {
    renderScreen(
      AlertDontHaveCascoScreen,
      withPlate(
        'scope1',
        'BA222BB',
        { policyType: 'CASCO', policyId: '5010000099' },
        {
          context: 'SMP',
          portal: { portal: 'SMP', operatorCode: 'SMP001', policyId: '5010000099', insurance: 'CASCO', licensePlate: null },
        },
      ),
    );
    expect(radio(CASCO).checked).toBe(true);
    expect(input(CASCO_NUMBER).value).toBe('5010000099');
  });
});

describe('/alert-dont-have-liability', () => {
  it('says what can be reported and asks for the liability policy number', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope2', 'ZA444DD');
    renderScreen(AlertDontHaveLiabilityScreen, props);
    expect(screen.getByText(/K vozidlu ZA444DD sme k dátumu udalosti nenašli povinné zmluvné poistenie/)).toBeTruthy();
    expect(
      screen.getByText('Tu môžete nahlásiť iba škodu, ktorú spôsobilo toto vozidlo alebo iné vozidlo poistené v našej poisťovni.'),
    ).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(PZP_NUMBER))).toBe(text(messages.required)));
    expect(document.activeElement).toBe(input(PZP_NUMBER));
    await user.type(input(PZP_NUMBER), 'abc');
    await waitFor(() => expect(errorOf(input(PZP_NUMBER))).toBe(text(messages.number)));
    await user.click(continueButton());
    expect(props.submit).not.toHaveBeenCalled();
    await user.clear(input(PZP_NUMBER));
    await user.type(input(PZP_NUMBER), '4010000098');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { policyId: '4010000098' } }));
  });

  it('D4: shows the refusal on the number field and stays', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope2', 'ZA444DD', { policyId: '5010000044' }, { error: { kind: 'policyNotVerified' } });
    renderScreen(AlertDontHaveLiabilityScreen, props);
    await waitFor(() => expect(errorOf(input(PZP_NUMBER))).toBe(D4));
    await user.click(continueButton());
    expect(props.submit).not.toHaveBeenCalled();
    await user.clear(input(PZP_NUMBER));
    await user.type(input(PZP_NUMBER), '4010000098');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { policyId: '4010000098' } }));
  });
});

describe('/alert-dont-have-license-plate', () => {
  it('explains, links to the reporting site in a new tab, and continues with an empty patch', async () => {
    const user = userEvent.setup();
    const props = screenProps({
      scope: 'scope13',
      report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 1 }, { objectId: 3 }], myVehicle: { hasLicensePlate: false } } },
    });
    renderScreen(AlertDontHaveLicensePlateScreen, props);
    // (jsdom's name computation drops the space before the hidden part; browsers keep it)
    const link = screen.getByRole('link', { name: /^Nahlásenie škody\s*\(otvorí sa v novom okne\)$/ });
    expect(link.getAttribute('href')).toBe('https://www.poistovna.example.sk/nahlasenie-skody');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText(/vybavíme ako škodu na vašom majetku/)).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({}));
  });

  it('for scope1 says that the damage goes on as damage to property by another vehicle (D20)', () => {
    renderScreen(
      AlertDontHaveLicensePlateScreen,
      screenProps({
        scope: 'scope1',
        report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 1 }], myVehicle: { hasLicensePlate: false } } },
      }),
    );
    expect(screen.getByText('Poškodenie takého vozidla vybavíme ako škodu na vašom majetku, ktorú spôsobilo iné vozidlo.')).toBeTruthy();
  });
});

describe('/alert-have-only-mini-casco', () => {
  it('requires a choice, then sends it', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope1', 'KE333CC');
    renderScreen(AlertHaveOnlyMiniCascoScreen, props);
    expect(screen.getByText(/Vozidlo KE333CC má v našej poisťovni iba mini havarijné poistenie/)).toBeTruthy();
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert')).getByRole('link', {
        name: `Z ktorého poistenia chcete škodu riešiť? – ${text(messages.requiredOption)}`,
      }),
    ).toBeTruthy();
    expect(props.submit).not.toHaveBeenCalled();
    await user.click(radio('Mini havarijné poistenie'));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenLastCalledWith({ incident: { policyType: 'CASCO' } }));
    await user.click(radio('Povinné zmluvné poistenie vinníka'));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenLastCalledWith({ incident: { policyType: 'PZP' } }));
  });
});

describe('/policy-type', () => {
  it('has a lead for WEB and another for SMP (the SMP variant of the title)', () => {
    renderScreen(PolicyTypeScreen, withPlate('scope13', 'BA111AA'));
    expect(screen.getByText(/^Vaše vozidlo má v našej poisťovni havarijné poistenie/)).toBeTruthy();
    cleanup();
    renderScreen(PolicyTypeScreen, withPlate('scope13', 'BA111AA', {}, { context: 'SMP' }));
    expect(
      screen.getByText('Vozidlo klienta má v našej poisťovni havarijné poistenie. Vyberte, z ktorého poistenia chce klient škodu riešiť.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Vaše vozidlo/)).toBeNull();
  });

  it('requires a choice, then sends it', async () => {
    const user = userEvent.setup();
    const props = withPlate('scope134', 'BA111AA');
    renderScreen(PolicyTypeScreen, props);
    expect([radio(CASCO).checked, radio('Povinné zmluvné poistenie vinníka').checked]).toEqual([false, false]);
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(screen.getByRole('group', { name: 'Vyberte poistenie' }))).toBe(text(messages.requiredOption)));
    expect(props.submit).not.toHaveBeenCalled();
    await user.click(radio(CASCO));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { policyType: 'CASCO' } }));
  });

  it('starts on the portal’s choice (poistenie)', () => {
    renderScreen(
      PolicyTypeScreen,
      withPlate(
        'scope14',
        'BA111AA',
        {},
        { context: 'SMP', portal: { portal: 'SMP', operatorCode: 'SMP001', policyId: null, insurance: 'PZP', licensePlate: null } },
      ),
    );
    expect(radio('Povinné zmluvné poistenie vinníka').checked).toBe(true);
  });
});

describe('on SMP the alerts speak to the agent about the client, never to "you" as the injured party', () => {
  // Second-person words that would make the agent the one whose vehicle or policy it is.
  const YOURS = /(?<!\p{L})(vám|váš|vaš\p{L}*|vášho|vašom|vo svojej|ste spôsobili)(?!\p{L})/iu;
  it.each([
    ['/alert-dont-have-casco, scope12', AlertDontHaveCascoScreen, 'scope12'],
    ['/alert-dont-have-casco, scope1', AlertDontHaveCascoScreen, 'scope1'],
    ['/alert-have-only-mini-casco', AlertHaveOnlyMiniCascoScreen, 'scope1'],
    ['/alert-dont-have-license-plate', AlertDontHaveLicensePlateScreen, 'scope1'],
  ] as const)('%s', (_name, Screen, scope) => {
    renderScreen(Screen, withPlate(scope, 'BA111AA', {}, { context: 'SMP' }));
    // Open whatever explains more ("Prečo …?").
    for (const more of document.querySelectorAll('details')) more.open = true;
    expect(document.body.textContent).not.toMatch(YOURS);
    cleanup();
    // The same screen for a reporter on the web does speak to "you": the pattern can match.
    renderScreen(Screen, withPlate(scope, 'BA111AA'));
    for (const more of document.querySelectorAll('details')) more.open = true;
    expect(document.body.textContent).toMatch(YOURS);
  });
});
