// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Parties } from '../../../src/domain/report.ts';
import { messages, withValues } from '../../../src/domain/validation/messages.ts';
import CoResponsiblePartyDetailsScreen from '../../../src/screens/co-responsible-party-details/CoResponsiblePartyDetailsScreen.tsx';
import { renderScreen, screenProps, text, type Overrides, continueButton, input, query, errorOfField } from '../support.tsx';

const PLATE = 'Evidenčné číslo vozidla ďalšieho účastníka';
const TOGGLE_POLICY_REQUIRED = 'Evidenčné číslo nepoznám, poznám číslo poistnej zmluvy';
const TOGGLE = 'Evidenčné číslo nepoznám';
const POLICY_REQUIRED = 'Číslo poistnej zmluvy ďalšieho účastníka';
const POLICY_OPTIONAL = 'Číslo poistnej zmluvy ďalšieho účastníka (nepovinné)';
const PARTY_TYPE = 'Ďalší účastník je';
const FIRST_NAME = 'Meno (nepovinné)';
const LAST_NAME = 'Priezvisko (nepovinné)';
const BUSINESS_NAME = 'Názov firmy (nepovinné)';
const EMAIL = 'E-mail (nepovinné)';
const PHONE = 'Telefónne číslo';

function propsFor(scope: string, options: { party?: Parties['otherCoresponsibleParty'] } & Omit<Overrides, 'report' | 'scope'> = {}) {
  const { party, ...rest } = options;
  return screenProps({
    scope,
    policyType: 'PZP',
    report: {
      parties: party ? { otherCoresponsibleParty: party } : {},
      incident: {
        scopesOfDamage: [],
        date: '2026-05-10',
        responsibleParty: 'unknown',
        myVehicle: { hasLicensePlate: true, licensePlate: 'BA999ZZ' },
      },
    },
    ...rest,
  });
}

/** Nothing typed but the plate: every optional field as null. */
const plateOnly = (plate: string) => ({
  parties: {
    otherCoresponsibleParty: {
      hasLicensePlate: true,
      licensePlate: plate,
      policyId: null,
      isUnknown: false,
      partyType: 'PERSON',
      firstName: null,
      lastName: null,
      businessName: null,
      email: null,
      phone: { prefix: '+421', number: null },
    },
  },
});

describe('/co-responsible-party-details: fields per scope (SPEC §2)', () => {
  it.each([
    // scope -> party type offered, policy number required (on the policy branch)
    ['scope1', false, false],
    ['scope2', true, false],
    ['scope12', true, false],
    ['scope13', false, true],
    ['scope14', false, true],
    ['scope134', false, true],
  ] as const)('%s: party type %s, policy number required %s', async (scope, partyType, policyRequired) => {
    const user = userEvent.setup();
    renderScreen(CoResponsiblePartyDetailsScreen, propsFor(scope));
    expect(input(PLATE)).toBeTruthy();
    expect(screen.queryByRole('group', { name: PARTY_TYPE }) !== null).toBe(partyType);
    expect(input(FIRST_NAME)).toBeTruthy();
    expect(input(LAST_NAME)).toBeTruthy();
    expect(input(EMAIL)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Telefón (nepovinné)' })).toBeTruthy();
    expect(query(POLICY_REQUIRED)).toBeNull();
    expect(query(POLICY_OPTIONAL)).toBeNull();
    await user.click(input(policyRequired ? TOGGLE_POLICY_REQUIRED : TOGGLE));
    expect(query(PLATE)).toBeNull();
    expect(query(policyRequired ? POLICY_REQUIRED : POLICY_OPTIONAL)).toBeTruthy();
    expect(query(policyRequired ? POLICY_OPTIONAL : POLICY_REQUIRED)).toBeNull();
  });
});

describe('/co-responsible-party-details', () => {
  it('upper-cases the plate as it is typed', async () => {
    const user = userEvent.setup();
    renderScreen(CoResponsiblePartyDetailsScreen, propsFor('scope2'));
    await user.type(input(PLATE), 'ba111aa');
    expect(input(PLATE).value).toBe('BA111AA');
  });

  it('the toggle clears the other field: ticking the plate, unticking the policy number', async () => {
    const user = userEvent.setup();
    renderScreen(CoResponsiblePartyDetailsScreen, propsFor('scope13'));
    await user.type(input(PLATE), 'BA111AA');
    await user.click(input(TOGGLE_POLICY_REQUIRED));
    await user.type(input(POLICY_REQUIRED), '4010000011');
    await user.click(input(TOGGLE_POLICY_REQUIRED));
    expect(input(PLATE).value).toBe('');
    expect(query(POLICY_REQUIRED)).toBeNull();
    await user.click(input(TOGGLE_POLICY_REQUIRED));
    expect(input(POLICY_REQUIRED).value).toBe('');
  });

  it('on the plate branch the plate is required; a plate of 8 characters gets the plate message; nothing sent', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope1');
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(PLATE)).toBe(text(messages.required)));
    await user.type(input(PLATE), 'BA123ABC');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(PLATE)).toBe(text(withValues(messages.licensePlate, { max: 7 }))));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each(['scope14', 'scope13', 'scope134'])('%s: an empty policy number is refused; one with letters too', async (scope) => {
    const user = userEvent.setup();
    const props = propsFor(scope);
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    await user.click(input(TOGGLE_POLICY_REQUIRED));
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(POLICY_REQUIRED)).toBe(text(messages.required)));
    await user.type(input(POLICY_REQUIRED), '4010A');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(POLICY_REQUIRED)).toBe(text(messages.number)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each(['scope1', 'scope2', 'scope12'])('%s: the policy branch may stay empty (sent as null)', async (scope) => {
    const user = userEvent.setup();
    const props = propsFor(scope);
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    await user.click(input(TOGGLE));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherCoresponsibleParty: {
          hasLicensePlate: false,
          licensePlate: null,
          policyId: null,
          isUnknown: false,
          partyType: 'PERSON',
          firstName: null,
          lastName: null,
          businessName: null,
          email: null,
          phone: { prefix: '+421', number: null },
        },
      },
    });
  });

  it('names and contacts are optional but checked when given', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope1');
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    await user.type(input(FIRST_NAME), 'P');
    await user.type(input(EMAIL), 'peter@');
    await user.type(input(PHONE), '905 12');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(FIRST_NAME)).toBe(text(withValues(messages.nameMinLength, { min: 2 }))));
    expect(errorOfField(EMAIL)).toBe(text(messages.email));
    expect(errorOfField(PHONE)).toBe(text(messages.phone));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends the plate with every optional field empty as null', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope14');
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'ba111aa');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith(plateOnly('BA111AA'));
  });

  it('sends the policy number (the plate as null), a person’s names, e-mail and phone', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope134');
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    await user.click(input(TOGGLE_POLICY_REQUIRED));
    await user.type(input(POLICY_REQUIRED), '4010000011');
    await user.type(input(FIRST_NAME), 'Peter');
    await user.type(input(LAST_NAME), 'Novák');
    await user.type(input(EMAIL), 'peter@example.sk');
    await user.type(input(PHONE), '+421 905 123 456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherCoresponsibleParty: {
          hasLicensePlate: false,
          licensePlate: null,
          policyId: '4010000011',
          isUnknown: false,
          partyType: 'PERSON',
          firstName: 'Peter',
          lastName: 'Novák',
          businessName: null,
          email: 'peter@example.sk',
          phone: { prefix: '+421', number: '905 123 456' },
        },
      },
    });
  });

  it('scope2: a business with its name (the person’s names as null)', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope2');
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    await user.type(input(FIRST_NAME), 'Peter');
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    expect(query(FIRST_NAME)).toBeNull();
    await user.type(input(BUSINESS_NAME), 'Doprava s.r.o.');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        otherCoresponsibleParty: {
          ...plateOnly('BA111AA').parties.otherCoresponsibleParty,
          isUnknown: false,
          partyType: 'BUSINESS',
          businessName: 'Doprava s.r.o.',
        },
      },
    });
  });

  it('where the type is not asked, a stored business becomes a person', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope13', {
      party: { hasLicensePlate: true, licensePlate: 'BA111AA', isUnknown: false, partyType: 'BUSINESS', businessName: 'Doprava s.r.o.' },
    });
    renderScreen(CoResponsiblePartyDetailsScreen, props);
    expect(query(BUSINESS_NAME)).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith(plateOnly('BA111AA')));
  });

  it('starts from the document (a user coming back sees what they typed)', () => {
    renderScreen(
      CoResponsiblePartyDetailsScreen,
      propsFor('scope12', {
        party: {
          hasLicensePlate: false,
          licensePlate: null,
          policyId: '4010000011',
          isUnknown: false,
          partyType: 'BUSINESS',
          businessName: 'Doprava s.r.o.',
          email: 'info@doprava.sk',
          phone: { prefix: '+421', number: '905123456' },
        },
      }),
    );
    expect(input(TOGGLE).checked).toBe(true);
    expect(query(PLATE)).toBeNull();
    expect(input(POLICY_OPTIONAL).value).toBe('4010000011');
    expect((screen.getByRole('radio', { name: 'Firma' }) as HTMLInputElement).checked).toBe(true);
    expect(input(BUSINESS_NAME).value).toBe('Doprava s.r.o.');
    expect(input(EMAIL).value).toBe('info@doprava.sk');
    expect(input(PHONE).value).toBe('905123456');
  });

  it('a failed save says so and keeps what was typed', () => {
    renderScreen(
      CoResponsiblePartyDetailsScreen,
      propsFor('scope2', { error: { kind: 'persist' }, party: { hasLicensePlate: true, licensePlate: 'BA111AA' } }),
    );
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť.');
    expect(input(PLATE).value).toBe('BA111AA');
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(CoResponsiblePartyDetailsScreen, propsFor('scope2'));
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await user.click(input(TOGGLE));
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
