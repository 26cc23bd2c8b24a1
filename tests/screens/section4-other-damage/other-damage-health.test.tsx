// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../src/domain/report.ts';
import { messages } from '../../../src/domain/validation/messages.ts';
import OtherDamageHealthScreen from '../../../src/screens/other-damage-health/OtherDamageHealthScreen.tsx';
import { renderScreen, screenProps, text, type Overrides, continueButton } from '../support.tsx';

const TYPE = 'Aká ujma osobe vznikla?';
const INJURY_DESCRIPTION = 'Aké zranenie osoba utrpela? (nepovinné)';
const CONDOLENCE = 'Prijmite našu úprimnú sústrasť';
const CONTACT_NOTICE = 'Zranenú osobu budeme kontaktovať';
const ADD = 'Pridať ďalšiu osobu';

type User = ReturnType<typeof userEvent.setup>;

function propsFor(options: { healths?: Incident['damagedHealths'] } & Omit<Overrides, 'report'> = {}) {
  const { healths, ...rest } = options;
  return screenProps({
    scope: 'scope12',
    policyType: 'PZP',
    report: { parties: {}, incident: { scopesOfDamage: [], otherDamage: ['HEALTH'], damagedHealths: healths ?? [] } },
    ...rest,
  });
}

const panel = () => screen.getByRole('tabpanel');
const field = (label: string) => within(panel()).getByLabelText(label) as HTMLInputElement;
const choose = (user: User, label: 'Zranenie' | 'Úmrtie') =>
  user.click(within(within(panel()).getByRole('group', { name: TYPE })).getByRole('radio', { name: label }));

/** Types a text in one go (a paste): as typing, with one render instead of one per key. */
async function enter(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

async function fillNames(user: User, first: string, last: string) {
  await enter(user, field('Meno'), first);
  await enter(user, field('Priezvisko'), last);
}

describe('/other-damage-health', () => {
  it('one tab per person, "Osoba 1" first', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamageHealthScreen, propsFor());
    expect(screen.getByRole('tablist', { name: 'Zranené osoby' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ADD }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Osoba 1', 'Osoba 2']);
  });

  it('refuses a person without the kind of harm (injury or death)', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(OtherDamageHealthScreen, props);
    await fillNames(user, 'Eva', 'Malá');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      // Named by its tab too: the panel of another person may be hidden.
      [`Osoba 1, Aká ujma osobe vznikla? – ${text(messages.requiredOption)}`, '#incident-damagedHealths-0-healthDamageType'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole('radio', { name: 'Zranenie' })));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('no notice before the kind is chosen', () => {
    renderScreen(OtherDamageHealthScreen, propsFor());
    expect(screen.queryByText(CONDOLENCE)).toBeNull();
    expect(screen.queryByText(CONTACT_NOTICE)).toBeNull();
    expect(within(panel()).queryByLabelText(INJURY_DESCRIPTION)).toBeNull();
  });

  it('an injury: the contact notice and a description of the injury; sent exactly', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(OtherDamageHealthScreen, props);
    await choose(user, 'Zranenie');
    const notice = within(panel()).getByRole('status');
    expect(notice.textContent).toContain(CONTACT_NOTICE);
    expect(notice.textContent).toContain('Ozveme sa jej sami');
    expect(screen.queryByText(CONDOLENCE)).toBeNull();
    expect(within(panel()).getByRole('group', { name: 'Kontakt na zranenú osobu' })).toBeTruthy();
    await fillNames(user, 'Eva', 'Malá');
    await enter(user, field(INJURY_DESCRIPTION), 'zlomená ruka');
    await enter(user, field('E-mail (nepovinné)'), 'eva@example.sk');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        damagedHealths: [
          {
            isUnknown: false,
            healthDamageType: 'injury',
            firstName: 'Eva',
            lastName: 'Malá',
            email: 'eva@example.sk',
            phone: { prefix: '+421', number: null },
            description: 'zlomená ruka',
          },
        ],
      },
    });
  });

  it('a death: the condolence box with what we will need, no description; a description typed before is not sent', async () => {
    const user = userEvent.setup();
    const props = propsFor();
    renderScreen(OtherDamageHealthScreen, props);
    await choose(user, 'Zranenie');
    await enter(user, field(INJURY_DESCRIPTION), 'vážne zranenie');
    await choose(user, 'Úmrtie');
    const box = within(panel()).getByRole('status');
    expect(box.textContent).toContain(CONDOLENCE);
    expect(box.textContent).toContain('úmrtný list a kontakt na pozostalých');
    expect(screen.queryByText(CONTACT_NOTICE)).toBeNull();
    expect(within(panel()).queryByLabelText(INJURY_DESCRIPTION)).toBeNull();
    expect(within(panel()).getByRole('group', { name: 'Zosnulá osoba' })).toBeTruthy();
    expect(within(panel()).getByRole('group', { name: 'Kontakt na pozostalých' })).toBeTruthy();
    await fillNames(user, 'Peter', 'Malý');
    await enter(user, field('Telefónne číslo'), '0905 111 222');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        damagedHealths: [
          {
            isUnknown: false,
            healthDamageType: 'death',
            firstName: 'Peter',
            lastName: 'Malý',
            email: null,
            phone: { prefix: '+421', number: '905 111 222' },
            description: null,
          },
        ],
      },
    });
  });

  it('SMP: the death box does not offer condolences to the agent', async () => {
    const user = userEvent.setup();
    renderScreen(OtherDamageHealthScreen, propsFor({ context: 'SMP' }));
    await choose(user, 'Úmrtie');
    const box = within(panel()).getByRole('status');
    expect(box.textContent).toContain('Úmrtie pri udalosti');
    expect(box.textContent).not.toContain(CONDOLENCE);
    expect(box.textContent).toContain('Ak je kontakt známy');
  });

  it('prefills the stored persons', async () => {
    const user = userEvent.setup();
    renderScreen(
      OtherDamageHealthScreen,
      propsFor({
        healths: [
          { isUnknown: false, healthDamageType: 'injury', firstName: 'Eva', lastName: 'Malá', description: 'otras mozgu' },
          { isUnknown: false, healthDamageType: 'death', firstName: 'Peter', lastName: 'Malý' },
        ],
      }),
    );
    expect(within(panel()).getByRole<HTMLInputElement>('radio', { name: 'Zranenie' }).checked).toBe(true);
    expect(field(INJURY_DESCRIPTION).value).toBe('otras mozgu');
    await user.click(screen.getByRole('tab', { name: 'Osoba 2' }));
    expect(within(panel()).getByRole<HTMLInputElement>('radio', { name: 'Úmrtie' }).checked).toBe(true);
    expect(field('Meno').value).toBe('Peter');
  });

  it('says when the answers could not be saved', () => {
    renderScreen(OtherDamageHealthScreen, propsFor({ error: { kind: 'persist' } }));
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť');
  });

  it('has no axe violations, with the death box shown', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(OtherDamageHealthScreen, propsFor());
    await choose(user, 'Úmrtie');
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
