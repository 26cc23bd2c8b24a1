// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Parties } from '../../../src/domain/report.ts';
import { messages } from '../../../src/domain/validation/messages.ts';
import ResponsiblePartyAdditionalDetailsScreen from '../../../src/screens/responsible-party-additional-details/ResponsiblePartyAdditionalDetailsScreen.tsx';
import { renderScreen, screenProps, text, type Overrides, continueButton, input, query, errorOfField } from '../support.tsx';

const FIRST_NAME = 'Meno';
const LAST_NAME = 'Priezvisko';
const BUSINESS_NAME = 'Názov firmy';
const POLICY = 'Číslo poistnej zmluvy vinníka (nepovinné)';
const EMAIL = 'E-mail';
const PHONE = 'Telefónne číslo';

/** Scope 13 with PZP, after /responsible-party-details could not verify the plate BA111AA. */
function propsFor(options: { party?: Parties['otherResponsibleParty'] } & Omit<Overrides, 'report'> = {}) {
  const { party, ...rest } = options;
  return screenProps({
    scope: 'scope13',
    policyType: 'PZP',
    report: {
      parties: { otherResponsibleParty: party ?? { hasLicensePlate: true, licensePlate: 'BA111AA', licensePlateIsVerified: false } },
      incident: { scopesOfDamage: [], date: '2026-05-10', myVehicle: { hasLicensePlate: true, licensePlate: 'BA999ZZ' } },
    },
    phonePrefixes: [
      { code: '+421', country: 'SK' },
      { code: '+420', country: 'CZ' },
    ],
    ...rest,
  });
}

describe('/responsible-party-additional-details', () => {
  it('says the insurance could not be verified, and asks a person’s names, the policy number and the contacts', () => {
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, propsFor());
    expect(screen.getByText('Poistenie vinníka sa nám nepodarilo overiť')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Osoba' }) as HTMLInputElement).checked).toBe(true);
    expect(input(FIRST_NAME)).toBeTruthy();
    expect(input(LAST_NAME)).toBeTruthy();
    expect(query(BUSINESS_NAME)).toBeNull();
    expect(input(POLICY)).toBeTruthy();
    expect(input(EMAIL)).toBeTruthy();
    expect(input(PHONE)).toBeTruthy();
  });

  it('without a plate: nothing to verify, and who it was is asked of one who may know it; no "we need the culprit’s details"', () => {
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, propsFor({ party: { hasLicensePlate: false, licensePlate: null } }));
    expect(screen.getByText('Bez evidenčného čísla poistenie vinníka neoveríme')).toBeTruthy();
    expect(
      screen.getByText(
        'Ak viete, kto škodu spôsobil, vyplňte, čo o ňom viete. Ak vozidlo z miesta odišlo a nepoznáte ho, označte to nižšie.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/potrebujeme údaje o vinníkovi/)).toBeNull();
  });

  it('D22: "Neviem, kto to bol" waives the names and the contact, and sends them cleared', async () => {
    const user = userEvent.setup();
    const props = propsFor({ party: { hasLicensePlate: true, licensePlate: 'BA111AA', firstName: 'Peter' } });
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, props);
    await user.click(input('Neviem, kto to bol'));
    expect(query(FIRST_NAME)).toBeNull();
    expect(query(EMAIL)).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Osoba' })).toBeNull();
    // With a plate the vehicle is identified: no guarantee-fund notice; its policy number is still asked.
    expect(screen.queryByText('Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond')).toBeNull();
    expect(input(POLICY)).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherResponsibleParty: {
          isUnknown: true,
          partyType: 'PERSON',
          firstName: null,
          lastName: null,
          businessName: null,
          email: null,
          phone: { prefix: '+421', number: null },
          policyId: null,
        },
      },
    });
  });

  it.each([
    ['PZP', true],
    ['CASCO', false],
  ] as const)(
    'D22: an unknown party without a plate (%s): the guarantee-fund notice with the SKP address is shown %s',
    async (policyType, shown) => {
      const user = userEvent.setup();
      const props = propsFor({ policyType, party: { hasLicensePlate: false, licensePlate: null } });
      renderScreen(ResponsiblePartyAdditionalDetailsScreen, props);
      expect(screen.queryByText('Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond')).toBeNull();
      await user.click(input('Neviem, kto to bol'));
      expect(!!screen.queryByText('Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond')).toBe(shown);
      expect(!!screen.queryByText(/Trnavská cesta 82, 821 02 Bratislava/)).toBe(shown);
      // The report can still be sent.
      await user.click(continueButton());
      await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    },
  );

  it('a business: its name instead of the person’s names', async () => {
    const user = userEvent.setup();
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, propsFor());
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    expect(input(BUSINESS_NAME)).toBeTruthy();
    expect(query(FIRST_NAME)).toBeNull();
    expect(query(LAST_NAME)).toBeNull();
  });

  it('without a plate the policy number is not asked (it was asked on the step before)', () => {
    renderScreen(
      ResponsiblePartyAdditionalDetailsScreen,
      propsFor({ party: { hasLicensePlate: false, licensePlate: null, policyId: '4010000011' } }),
    );
    expect(query(POLICY)).toBeNull();
  });

  it('refuses no contact: "at least one contact" at both, nothing sent', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, props);
    await user.type(input(FIRST_NAME), 'Peter');
    await user.type(input(LAST_NAME), 'Novák');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(EMAIL)).toBe(text(messages.contactRequired)));
    expect(errorOfField(PHONE)).toBe(text(messages.contactRequired));
    expect(document.activeElement).toBe(input(EMAIL));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('refuses missing names, a policy number with letters and a bad e-mail, each with its message', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, props);
    await user.type(input(POLICY), '40-10');
    await user.type(input(EMAIL), 'peter@example');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(FIRST_NAME)).toBe(text(messages.required)));
    expect(errorOfField(LAST_NAME)).toBe(text(messages.required));
    expect(errorOfField(POLICY)).toBe(text(messages.number));
    expect(errorOfField(EMAIL)).toBe(text(messages.email));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('a business without its name: "Povinné pole"', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, props);
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await user.type(input(EMAIL), 'info@doprava.sk');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(BUSINESS_NAME)).toBe(text(messages.required)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends a person’s names, the policy number and the e-mail (the business name and an empty phone as null)', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, props);
    await user.type(input(FIRST_NAME), ' Peter ');
    await user.type(input(LAST_NAME), 'Novák');
    await user.type(input(POLICY), '4010000011');
    await user.type(input(EMAIL), 'peter@example.sk');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherResponsibleParty: {
          isUnknown: false,
          partyType: 'PERSON',
          firstName: 'Peter',
          lastName: 'Novák',
          businessName: null,
          policyId: '4010000011',
          email: 'peter@example.sk',
          phone: { prefix: '+421', number: null },
        },
      },
    });
  });

  it('sends a business with a foreign phone and no policy number; without a plate no policy number at all', async () => {
    const user = userEvent.setup();
    const props = propsFor({ party: { hasLicensePlate: false, licensePlate: null, policyId: '4010000011', firstName: 'Peter' } });
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, props);
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await user.type(input(BUSINESS_NAME), 'Doprava s.r.o.');
    await user.selectOptions(screen.getByLabelText('Predvoľba'), '+420');
    await user.type(input(PHONE), '601 123 456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherResponsibleParty: {
          isUnknown: false,
          partyType: 'BUSINESS',
          firstName: null,
          lastName: null,
          businessName: 'Doprava s.r.o.',
          email: null,
          phone: { prefix: '+420', number: '601 123 456' },
        },
      },
    });
  });

  it('starts from the document (a user coming back sees what they typed)', () => {
    renderScreen(
      ResponsiblePartyAdditionalDetailsScreen,
      propsFor({
        party: {
          hasLicensePlate: true,
          licensePlate: 'BA111AA',
          policyId: '4010000011',
          isUnknown: false,
          partyType: 'PERSON',
          firstName: 'Peter',
          lastName: 'Novák',
          email: 'peter@example.sk',
          phone: { prefix: '+420', number: '601123456' },
        },
      }),
    );
    expect(input(FIRST_NAME).value).toBe('Peter');
    expect(input(LAST_NAME).value).toBe('Novák');
    expect(input(POLICY).value).toBe('4010000011');
    expect(input(EMAIL).value).toBe('peter@example.sk');
    expect((screen.getByLabelText('Predvoľba') as HTMLSelectElement).value).toBe('+420');
    expect(input(PHONE).value).toBe('601123456');
  });

  it('a failed save says so and keeps what was typed', () => {
    renderScreen(
      ResponsiblePartyAdditionalDetailsScreen,
      propsFor({ error: { kind: 'persist' }, party: { hasLicensePlate: true, firstName: 'Peter' } }),
    );
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť.');
    expect(input(FIRST_NAME).value).toBe('Peter');
  });

  it('speaks of the reporter’s damage on WEB and of the client’s on SMP', () => {
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, propsFor());
    expect(screen.getByText(/mohli vašu škodu vybaviť/)).toBeTruthy();
    cleanup();
    renderScreen(ResponsiblePartyAdditionalDetailsScreen, propsFor({ context: 'SMP' }));
    expect(screen.getByText(/mohli škodu klienta vybaviť/)).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(ResponsiblePartyAdditionalDetailsScreen, propsFor());
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
