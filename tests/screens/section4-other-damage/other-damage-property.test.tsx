// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../src/domain/report.ts';
import { messages } from '../../../src/domain/validation/messages.ts';
import OtherDamagePropertyScreen from '../../../src/screens/other-damage-property/OtherDamagePropertyScreen.tsx';
import { renderScreen, screenProps, text, type Overrides, continueButton } from '../support.tsx';

const WHAT = 'Čo bolo poškodené? (nepovinné)';
const OWNER_TYPE = 'Majiteľom je';
const EMAIL = 'E-mail (nepovinné)';
const ADD = 'Pridať ďalší majetok';

function propsFor(options: { properties?: Incident['damagedProperties'] } & Omit<Overrides, 'report'> = {}) {
  const { properties, ...rest } = options;
  return screenProps({
    scope: 'scope2',
    policyType: 'PZP',
    report: { parties: {}, incident: { scopesOfDamage: [], otherDamage: ['PROPERTY'], damagedProperties: properties ?? [] } },
    ...rest,
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');
const field = (label: string) => within(panel()).getByLabelText(label) as HTMLInputElement;

/** Types a text in one go (a paste): as typing, with one render instead of one per key. */
async function enter(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

describe('/other-damage-property', () => {
  it('one tab per item, "Majetok 1" first', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamagePropertyScreen, propsFor());
    expect(screen.getByRole('tablist', { name: 'Poškodený majetok' })).toBeTruthy();
    expect(tabNames()).toEqual(['Majetok 1']);
    await user.click(screen.getByRole('button', { name: ADD }));
    expect(tabNames()).toEqual(['Majetok 1', 'Majetok 2']);
    await user.click(within(panel()).getByRole('button', { name: 'Odstrániť majetok 2' }));
    expect(tabNames()).toEqual(['Majetok 1']);
  });

  it('the owner is required: a person’s names, a business’s name; an invalid e-mail is refused', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(OtherDamagePropertyScreen, props);
    await enter(user, field(EMAIL), 'obec@');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [`Majetok 1, Meno – ${text(messages.required)}`, '#incident-damagedProperties-0-firstName'],
      [`Majetok 1, Priezvisko – ${text(messages.required)}`, '#incident-damagedProperties-0-lastName'],
      [`Majetok 1, E-mail – ${text(messages.email)}`, '#incident-damagedProperties-0-email'],
    ]);
    await user.click(within(within(panel()).getByRole('group', { name: OWNER_TYPE })).getByRole('radio', { name: 'Firma' }));
    await user.click(continueButton());
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert'))
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['#incident-damagedProperties-0-businessName', '#incident-damagedProperties-0-email']),
    );
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends the whole list exactly', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(OtherDamagePropertyScreen, props);
    await enter(user, field(WHAT), 'plot');
    await user.click(within(within(panel()).getByRole('group', { name: OWNER_TYPE })).getByRole('radio', { name: 'Firma' }));
    await enter(user, field('Názov firmy'), 'Obec Višňové');
    await user.click(screen.getByRole('button', { name: ADD }));
    await enter(user, field('Meno'), 'Eva');
    await enter(user, field('Priezvisko'), 'Malá');
    await enter(user, field('Telefónne číslo'), '905123456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        damagedProperties: [
          {
            isUnknown: false,
            partyType: 'BUSINESS',
            firstName: null,
            lastName: null,
            businessName: 'Obec Višňové',
            email: null,
            phone: { prefix: '+421', number: null },
            description: 'plot',
          },
          {
            isUnknown: false,
            partyType: 'PERSON',
            firstName: 'Eva',
            lastName: 'Malá',
            businessName: null,
            email: null,
            phone: { prefix: '+421', number: '905123456' },
            description: null,
          },
        ],
      },
    });
  });

  it('prefills the stored items', async () => {
    const user = userEvent.setup();
    renderScreen(
      OtherDamagePropertyScreen,
      propsFor({
        properties: [
          { isUnknown: false, partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá', description: 'brána' },
          { isUnknown: false, partyType: 'BUSINESS', businessName: 'Slovenská správa ciest', description: 'zvodidlo' },
        ],
      }),
    );
    expect(tabNames()).toEqual(['Majetok 1', 'Majetok 2']);
    expect(field(WHAT).value).toBe('brána');
    expect(field('Meno').value).toBe('Eva');
    await user.click(screen.getByRole('tab', { name: 'Majetok 2' }));
    expect(field('Názov firmy').value).toBe('Slovenská správa ciest');
  });

  it('says when the answers could not be saved', () => {
    renderScreen(OtherDamagePropertyScreen, propsFor({ error: { kind: 'persist' } }));
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť');
  });

  it('says when the server refuses a report beyond 20 damaged objects (400 TOO_MANY_DAMAGED_OBJECTS), not that the connection failed', () => {
    renderScreen(OtherDamagePropertyScreen, propsFor({ error: { kind: 'persist', status: 400, code: 'TOO_MANY_DAMAGED_OBJECTS' } }));
    const text = screen.getByRole('status').textContent;
    expect(text).toContain('Jedno hlásenie môže mať najviac 20 poškodených vozidiel, vecí a osôb. Odstráňte, prosím, záznamy navyše');
    expect(text).not.toContain('Skontrolujte pripojenie na internet');
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(OtherDamagePropertyScreen, propsFor());
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
