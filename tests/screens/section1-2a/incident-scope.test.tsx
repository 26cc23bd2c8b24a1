// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import IncidentScopeScreen from '../../../src/screens/incident-scope/IncidentScopeScreen.tsx';
import { SCOPE_OPTIONS, renderScreen, screenProps, text, continueButton } from '../support.tsx';

const tile = (name: string) => screen.getByRole('checkbox', { name });
const reasonOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const REASON = 'Nedá sa vybrať spolu s tým, čo ste už označili.';

describe('/incident-scope', () => {
  it('shows the four tiles in Slovak as a multi-select group with the no-plate help', () => {
    renderScreen(IncidentScopeScreen, screenProps());
    const group = screen.getByRole('group', { name: 'Označte všetko, čo sa stalo' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4']);
    expect(within(group).getByText('Moje vozidlo bolo poškodené')).toBeTruthy();
    expect(within(group).getByText('Nahlásiť môžete aj vozidlo bez evidenčného čísla, napríklad kolobežku.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Čo sa stalo?' }), 'the shell renders the h1').toBeNull();
  });

  it('says what to have at hand and the claims line, dialled by a tap; not to an agent in a portal', () => {
    renderScreen(IncidentScopeScreen, screenProps());
    expect(
      screen.getByText(/Pripravte si evidenčné číslo vozidla alebo číslo poistnej zmluvy, fotografie poškodenia a číslo účtu/),
    ).toBeTruthy();
    const hotline = screen.getByRole('link', { name: '0800 123 456' });
    expect(hotline.getAttribute('href')).toBe('tel:+421800123456');
    expect(hotline.closest('p')?.textContent).toContain('Poradíme vám na škodovej linke 0800 123 456.');
    cleanup();
    renderScreen(IncidentScopeScreen, screenProps({ context: 'SMP' }));
    expect(screen.queryByRole('link', { name: '0800 123 456' })).toBeNull();
  });

  it('uses the SMP wording on SMP and the tile texts of the current language', () => {
    renderScreen(IncidentScopeScreen, screenProps({ context: 'SMP' }));
    expect(tile('Vozidlo klienta bolo poškodené')).toBeTruthy();
    expect(tile('Iné vozidlo spôsobilo poškodenému zranenie')).toBeTruthy();
    cleanup();
    renderScreen(IncidentScopeScreen, screenProps(), { locale: 'en' });
    expect(tile('My vehicle was damaged')).toBeTruthy();
    expect(tile('Another vehicle injured me')).toBeTruthy();
  });

  it('disables, with a reason, a tile that no permissible combination allows with the current selection', async () => {
    const user = userEvent.setup();
    renderScreen(IncidentScopeScreen, screenProps());
    const [one, two, three, four] = SCOPE_OPTIONS.map((option) => tile(option.kind.sk) as HTMLInputElement);
    expect([one, two, three, four].map((box) => box!.disabled)).toEqual([false, false, false, false]);

    await user.click(two!);
    // {2, 3} and {2, 4} are no allowed set; {1, 2} is.
    expect([one, three, four].map((box) => box!.disabled)).toEqual([false, true, true]);
    expect(reasonOf(three!)).toContain(REASON);
    expect(reasonOf(one!)).not.toContain(REASON);

    await user.click(one!);
    expect([three, four].map((box) => box!.disabled)).toEqual([true, true]);
    await user.click(two!);
    // {1}: 2, 3 and 4 may each join it.
    expect([two, three, four].map((box) => box!.disabled)).toEqual([false, false, false]);
    await user.click(three!);
    // {1, 3}: 4 makes 134, 2 makes no set.
    expect([two!.disabled, four!.disabled]).toEqual([true, false]);
    expect(reasonOf(two!)).toContain(REASON);
  });

  it('refuses Continue with nothing chosen: "Vyberte jednu alebo viac možností", focus on the first tile', async () => {
    const user = userEvent.setup();
    const props = screenProps();
    renderScreen(IncidentScopeScreen, props);
    await user.click(continueButton());
    const message = text(messages.atLeastOne);
    expect(within(await screen.findByRole('alert')).getByRole('link', { name: `Označte všetko, čo sa stalo – ${message}` })).toBeTruthy();
    expect(within(screen.getByRole('group')).getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(tile('Moje vozidlo bolo poškodené'));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('refuses a set no combination allows (a loaded document): "Vyberte, prosím, z ponúkaných možností"', async () => {
    const user = userEvent.setup();
    const props = screenProps({ report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 2 }, { objectId: 3 }] } } });
    renderScreen(IncidentScopeScreen, props);
    await user.click(continueButton());
    expect(await within(screen.getByRole('group')).findByText(text(messages.requiredOption))).toBeTruthy();
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends the chosen objects with their wording', async () => {
    const user = userEvent.setup();
    const props = screenProps();
    renderScreen(IncidentScopeScreen, props);
    await user.click(tile('Iné vozidlo mi spôsobilo zranenie'));
    await user.click(tile('Moje vozidlo bolo poškodené'));
    await user.click(tile('Iné vozidlo poškodilo môj majetok'));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        scopesOfDamage: [
          { objectId: 1, kind: SCOPE_OPTIONS[0]!.kind },
          { objectId: 3, kind: SCOPE_OPTIONS[2]!.kind },
          { objectId: 4, kind: SCOPE_OPTIONS[3]!.kind },
        ],
      },
    });
  });

  it('shows the earlier choice again; after the no-plate alert (D20) the tile the reporter chose, not object 3', () => {
    renderScreen(
      IncidentScopeScreen,
      screenProps({ report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }] } } }),
    );
    expect([1, 2, 3, 4].map((index) => (tile(SCOPE_OPTIONS[index - 1]!.kind.sk) as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    cleanup();
    renderScreen(
      IncidentScopeScreen,
      screenProps({ report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 3 }], originalScopeOfDamage: 'scope1' } } }),
    );
    expect((tile('Moje vozidlo bolo poškodené') as HTMLInputElement).checked).toBe(true);
    expect((tile('Iné vozidlo poškodilo môj majetok') as HTMLInputElement).checked).toBe(false);
  });

  it('after a continue link that could not be opened: not valid (400) or gone (404), or not reached (try the link again)', () => {
    for (const status of [400, 404]) {
      renderScreen(IncidentScopeScreen, screenProps({ error: { kind: 'load', status } }));
      expect(
        screen.getByText(
          'Tento odkaz nie je platný alebo rozpracované hlásenie už bolo vymazané: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Začnite nové hlásenie: nižšie vyberte, čo sa stalo.',
        ),
      ).toBeTruthy();
      cleanup();
    }
    renderScreen(IncidentScopeScreen, screenProps({ error: { kind: 'load' } }));
    expect(
      screen.getByText(
        'Rozpracované hlásenie sa nám teraz nepodarilo načítať. Skontrolujte pripojenie na internet a otvorte odkaz z e-mailu znova, alebo začnite nové.',
      ),
    ).toBeTruthy();
  });

  it('says when the tiles could not be loaded and offers to try again (RETRY)', async () => {
    const user = userEvent.setup();
    const props = screenProps({ scopesOfDamageOptions: [], permissibleCombinations: [], error: { kind: 'lookup' } });
    renderScreen(IncidentScopeScreen, props);
    expect(
      screen.getByText('Nepodarilo sa nám načítať, čo môžete nahlásiť. Skontrolujte pripojenie na internet a skúste to znova.'),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(props.send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('says so when a Continue could not be saved, and keeps the choice', () => {
    renderScreen(
      IncidentScopeScreen,
      screenProps({ error: { kind: 'create' }, report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 1 }] } } }),
    );
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť.');
    expect((tile('Moje vozidlo bolo poškodené') as HTMLInputElement).checked).toBe(true);
  });

  it('disables Continue while the machine is busy', () => {
    renderScreen(IncidentScopeScreen, screenProps({ busy: true }));
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
