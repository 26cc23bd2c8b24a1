// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Incident, Parties } from '../../../src/domain/report.ts';
import { messages, withValues } from '../../../src/domain/validation/messages.ts';
import ResponsiblePartyDetailsScreen from '../../../src/screens/responsible-party-details/ResponsiblePartyDetailsScreen.tsx';
import { renderScreen, screenProps, text, type Overrides, continueButton, input, query, errorOfField } from '../support.tsx';

const PLATE = 'Evidenčné číslo vozidla vinníka';
const UNKNOWN = 'Evidenčné číslo vozidla vinníka nepoznám';
const POLICY = 'Číslo poistnej zmluvy vinníka (nepovinné)';
const UNIDENTIFIED = 'Vozidlo z miesta odišlo a nepoznám ho';
const GUARANTEE_FUND = 'Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond';
const DATE = 'Kedy sa udalosť stala?';
const TIME = 'O koľkej sa udalosť stala? (nepovinné)';
const FIRST_NAME = 'Meno';
const LAST_NAME = 'Priezvisko';
const EMAIL = 'E-mail';
const PHONE = 'Telefónne číslo';

const PLATE_FORMAT = text(withValues(messages.licensePlate, { max: 7 }));

function propsFor(scope: string, options: { incident?: Partial<Incident>; parties?: Parties } & Omit<Overrides, 'report' | 'scope'> = {}) {
  const { incident, parties, ...rest } = options;
  return screenProps({
    scope,
    policyType: 'PZP',
    report: {
      parties: parties ?? {},
      incident: { scopesOfDamage: [], myVehicle: { hasLicensePlate: true, licensePlate: 'BA999ZZ' }, ...incident },
    },
    ...rest,
  });
}

describe('/responsible-party-details: fields per scope (SPEC §2)', () => {
  it.each([
    // scope, original scope -> the date asked, names and contacts asked
    ['scope1', null, false, false],
    ['scope13', null, false, false],
    ['scope14', null, false, false],
    ['scope134', null, false, false],
    ['scope3', null, true, false],
    ['scope4', null, true, false],
    ['scope34', null, true, false],
    ['scope3', 'scope1', false, false],
    ['scope12', null, false, true],
  ] as const)('%s (original scope %s): date %s, names and contacts %s', (scope, originalScopeOfDamage, date, names) => {
    renderScreen(ResponsiblePartyDetailsScreen, propsFor(scope, { incident: { originalScopeOfDamage } }));
    expect(input(PLATE).disabled).toBe(false);
    expect(input(UNKNOWN).checked).toBe(false);
    expect(query(POLICY)).toBeNull();
    expect(query(DATE) !== null).toBe(date);
    for (const label of [FIRST_NAME, LAST_NAME, EMAIL, PHONE]) expect(query(label) !== null).toBe(names);
  });
});

describe('/responsible-party-details', () => {
  it('upper-cases the plate as it is typed', async () => {
    const user = userEvent.setup();
    renderScreen(ResponsiblePartyDetailsScreen, propsFor('scope13'));
    await user.type(input(PLATE), 'ba111aa');
    expect(input(PLATE).value).toBe('BA111AA');
  });

  it('"plate unknown" clears and disables the plate and shows the optional policy number; unticking clears the number', async () => {
    const user = userEvent.setup();
    renderScreen(ResponsiblePartyDetailsScreen, propsFor('scope13'));
    await user.type(input(PLATE), 'BA111AA');
    await user.click(input(UNKNOWN));
    expect(input(PLATE).value).toBe('');
    expect(input(PLATE).disabled).toBe(true);
    await user.type(input(POLICY), '4010000011');
    await user.click(input(UNKNOWN));
    expect(query(POLICY)).toBeNull();
    expect(input(PLATE).disabled).toBe(false);
    expect(input(PLATE).value).toBe('');
    await user.click(input(UNKNOWN));
    expect(input(POLICY).value).toBe('');
  });

  it('refuses a plate of 8 characters with the plate message, nothing sent', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope13');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA123ABC');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(PLATE)).toBe(PLATE_FORMAT));
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      `Evidenčné číslo vozidla vinníka – ${PLATE_FORMAT}`,
    );
    expect(document.activeElement).toBe(input(PLATE));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('refuses an empty plate: "Povinné pole"', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope1');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(PLATE)).toBe(text(messages.required)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('refuses a policy number with letters: "Zadajte číslo"', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope14');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.click(input(UNKNOWN));
    await user.type(input(POLICY), '40100A');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(POLICY)).toBe(text(messages.number)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends the plate (the policy number, asked on the next screen, is not sent)', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope13');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'ba111aa');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA111AA' } } });
  });

  it('D22: one box for an unidentified vehicle: the plate cleared and "plate unknown" ticked and fixed, no policy number, SKP named; sent as no plate and an unknown party', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope3', { incident: { date: '2026-05-10' } });
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA1');
    await user.click(input(UNIDENTIFIED));
    expect(input(PLATE).value).toBe('');
    expect(input(PLATE).disabled).toBe(true);
    expect(input(UNKNOWN).checked).toBe(true);
    expect(input(UNKNOWN).disabled).toBe(true);
    expect(query(POLICY)).toBeNull();
    expect(screen.getByText(GUARANTEE_FUND)).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherResponsibleParty: {
          hasLicensePlate: false,
          licensePlate: null,
          policyId: null,
          isUnknown: true,
          partyType: 'PERSON',
          firstName: null,
          lastName: null,
          businessName: null,
          email: null,
          phone: { prefix: '+421', number: null },
        },
      },
      incident: expect.objectContaining({ date: '2026-05-10' }),
    });
  });

  it('D22: an unidentified vehicle starts ticked; unticked, who it was is asked again (isUnknown false)', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope1', {
      parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, isUnknown: true } },
    });
    renderScreen(ResponsiblePartyDetailsScreen, props);
    expect(input(UNIDENTIFIED).checked).toBe(true);
    await user.click(input(UNIDENTIFIED));
    expect(input(UNKNOWN).disabled).toBe(false);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: null, isUnknown: false } },
    });
  });

  it('with "plate unknown" sends the policy number and the plate as null; no number is null', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope1');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.click(input(UNKNOWN));
    await user.type(input(POLICY), ' 4010000011 ');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenLastCalledWith({
      parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: '4010000011' } },
    });
    await user.clear(input(POLICY));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(2));
    expect(props.submit).toHaveBeenLastCalledWith({
      parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: null } },
    });
  });

  it('scopes 3, 4, 34 without an original scope: the date is required, not after today, and sent as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope34');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(DATE)).toBe(text(messages.required)));
    // The screen's today is 2026-05-20.
    await user.type(input(DATE), '21.5.2026');
    await user.tab();
    await waitFor(() => expect(errorOfField(DATE)).toBe(text(messages.dateInPast)));
    expect(props.submit).not.toHaveBeenCalled();
    await user.clear(input(DATE));
    await user.type(input(DATE), '20.5.2026');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
      incident: { date: '2026-05-20', time: null },
    });
  });

  it('D23: where the date is asked, the optional time too; not later today than now, sent as HH:mm', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope3');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    // The screen's today is 2026-05-20 and its clock says 12:00.
    await user.type(input(DATE), '20.5.2026');
    await user.type(input(TIME), '12:01');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(TIME)).toBe(text(messages.timeInPast)));
    expect(props.submit).not.toHaveBeenCalled();
    await user.clear(input(TIME));
    await user.type(input(TIME), '1145');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
      incident: { date: '2026-05-20', time: '11:45' },
    });
  });

  it('D23: no time where the date is not asked (it was given on /general-info)', () => {
    renderScreen(ResponsiblePartyDetailsScreen, propsFor('scope13'));
    expect(screen.queryByLabelText(TIME)).toBeNull();
  });

  it('scope12: names and an e-mail or a phone are required; all are sent', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope12');
    renderScreen(ResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    await user.click(continueButton());
    const contactRequired = text(messages.contactRequired);
    await waitFor(() => expect(errorOfField(EMAIL)).toBe(contactRequired));
    expect(errorOfField(PHONE)).toBe(contactRequired);
    expect(errorOfField(FIRST_NAME)).toBe(text(messages.required));
    expect(errorOfField(LAST_NAME)).toBe(text(messages.required));
    expect(props.submit).not.toHaveBeenCalled();

    await user.type(input(FIRST_NAME), 'Peter');
    await user.type(input(LAST_NAME), 'Novák');
    await user.type(input(PHONE), '0905 123 456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherResponsibleParty: {
          hasLicensePlate: true,
          licensePlate: 'BA111AA',
          firstName: 'Peter',
          lastName: 'Novák',
          email: null,
          phone: { prefix: '+421', number: '905 123 456' },
        },
      },
    });
  });

  it('starts from the document: "plate unknown" ticked with its policy number, the date', () => {
    renderScreen(
      ResponsiblePartyDetailsScreen,
      propsFor('scope3', {
        incident: { date: '2026-05-10' },
        parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: '4010000011' } },
      }),
    );
    expect(input(UNKNOWN).checked).toBe(true);
    expect(input(PLATE).disabled).toBe(true);
    expect(input(POLICY).value).toBe('4010000011');
    expect(input(DATE).value).toBe('10.5.2026');
  });

  it('starts from the document: the stored plate; a policy number stored with it shows when "plate unknown" is ticked', async () => {
    const user = userEvent.setup();
    renderScreen(
      ResponsiblePartyDetailsScreen,
      propsFor('scope13', {
        parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA111AA', policyId: '4010000011' } },
      }),
    );
    expect(input(PLATE).value).toBe('BA111AA');
    await user.click(input(UNKNOWN));
    expect(input(POLICY).value).toBe('4010000011');
  });

  it.each(['verify', 'persist'])('a failed step (%s) says so and keeps what was typed; Continue sends again', async (kind) => {
    const user = userEvent.setup();
    const props = propsFor('scope13', {
      parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
      error: { kind },
    });
    renderScreen(ResponsiblePartyDetailsScreen, props);
    expect(screen.getByRole('status').textContent).toContain('stlačte Pokračovať ešte raz');
    expect(input(PLATE).value).toBe('BA111AA');
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.submit).toHaveBeenCalledWith({ parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA111AA' } } }),
    );
  });

  it('busy (verifying): Continue is disabled', () => {
    renderScreen(ResponsiblePartyDetailsScreen, propsFor('scope13', { busy: true }));
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks to the reporter on WEB and of the client on SMP', () => {
    renderScreen(ResponsiblePartyDetailsScreen, propsFor('scope13'));
    expect(screen.getByText(/ktoré vám spôsobilo škodu/)).toBeTruthy();
    cleanup();
    renderScreen(ResponsiblePartyDetailsScreen, propsFor('scope13', { context: 'SMP' }));
    expect(screen.getByText(/ktoré spôsobilo škodu klientovi/)).toBeTruthy();
    expect(screen.queryByText(/vám/)).toBeNull();
  });

  it('has no axe violations, with every field shown', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(ResponsiblePartyDetailsScreen, propsFor('scope12'));
    await user.click(input(UNKNOWN));
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
