// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import DraftsScreen from '../../../src/screens/drafts/DraftsScreen.tsx';
import { renderScreen, screenProps, text, continueButton } from '../support.tsx';

// Newest first, as the shell passes them. 12:30 UTC in May is 14:30 in Bratislava.
const DRAFTS = [
  { id: 'Xy7Qh2Lm9PqRs4TuVw1Za0Bc', createdAt: '2026-05-18T12:30:00.000Z' },
  { id: 'aB3dEfGhIjKlMnOpQrStUvWx', createdAt: '2026-05-15T06:05:00.000Z' },
];

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const deleteAll = () => screen.getByRole('button', { name: 'Vymazať všetky rozpracované hlásenia' });

describe('/drafts', () => {
  it('lists each draft with its date and time and the first 4 characters of its id, then "start new"; nothing chosen', () => {
    renderScreen(DraftsScreen, screenProps({ drafts: DRAFTS }));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((item) => item.labels?.[0]?.textContent)).toEqual([
      'Hlásenie začaté 18. 5. 2026 14:30',
      'Hlásenie začaté 15. 5. 2026 08:05',
      'Začať nové hlásenie',
    ]);
    expect(screen.getByText('Označenie hlásenia: Xy7Q')).toBeTruthy();
    expect(screen.getByText('Označenie hlásenia: aB3d')).toBeTruthy();
    expect(radios.some((item) => item.checked)).toBe(false);
  });

  it('D25: a draft the server described is listed by its scope and plate, with the incident date, the step reached, the last change and its code', async () => {
    const described = [
      {
        ...DRAFTS[0]!,
        overview: {
          objectIds: [3, 1],
          licensePlate: 'BA111AA',
          incidentDate: '2026-05-10',
          lastRoute: '/reporter-details',
          updatedAt: '2026-05-18T13:45:00.000Z',
        },
      },
      {
        ...DRAFTS[1]!,
        overview: { objectIds: [4], licensePlate: null, incidentDate: null, lastRoute: null, updatedAt: '2026-05-15T06:05:00.000Z' },
      },
    ];
    const props = screenProps({ drafts: described });
    renderScreen(DraftsScreen, props);
    const first = radio('Moje vozidlo bolo poškodené + Iné vozidlo poškodilo môj majetok, BA111AA');
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    const details = document.getElementById(first.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect([...details.querySelectorAll('.draft-details > span')].map((line) => line.textContent)).toEqual([
      'Dátum udalosti: 10. 5. 2026',
      'Rozpracovaný krok: Kontaktné údaje',
      'Naposledy zmenené: 18. 5. 2026 15:45',
      'Označenie hlásenia: Xy7Q',
    ]);
    // No plate, no date, no step yet: what there is.
    expect(radio('Iné vozidlo mi spôsobilo zranenie')).toBeTruthy();
    expect(screen.getByText('Rozpracovaný krok: začiatok hlásenia')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(first);
    await user.click(continueButton());
    await waitFor(() => expect(props.send).toHaveBeenCalledWith({ type: 'DRAFTS.LOAD', id: DRAFTS[0]!.id }));
  });

  it('Continue with a draft chosen loads it', async () => {
    const user = userEvent.setup();
    const props = screenProps({ drafts: DRAFTS });
    renderScreen(DraftsScreen, props);
    await user.click(radio('Hlásenie začaté 15. 5. 2026 08:05'));
    await user.click(continueButton());
    await waitFor(() => expect(props.send).toHaveBeenCalledWith({ type: 'DRAFTS.LOAD', id: 'aB3dEfGhIjKlMnOpQrStUvWx' }));
    expect(props.send).toHaveBeenCalledTimes(1);
  });

  it('"Začať nové hlásenie" starts a new report', async () => {
    const user = userEvent.setup();
    const props = screenProps({ drafts: DRAFTS });
    renderScreen(DraftsScreen, props);
    await user.click(radio('Začať nové hlásenie'));
    await user.click(continueButton());
    await waitFor(() => expect(props.send).toHaveBeenCalledWith({ type: 'DRAFTS.START_NEW' }));
  });

  it('Continue without a choice says to choose', async () => {
    const user = userEvent.setup();
    const props = screenProps({ drafts: DRAFTS });
    renderScreen(DraftsScreen, props);
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: `Ako chcete pokračovať? – ${text(messages.requiredOption)}` }),
    ).toBeTruthy();
    expect(props.send).not.toHaveBeenCalled();
  });

  it('"delete all" asks first; "no" keeps the drafts, "yes" deletes them', async () => {
    const user = userEvent.setup();
    const props = screenProps({ drafts: DRAFTS });
    renderScreen(DraftsScreen, props);

    await user.click(deleteAll());
    const question = screen.getByRole('region', { name: 'Naozaj chcete vymazať všetky rozpracované hlásenia?' });
    expect(document.activeElement).toBe(within(question).getByRole('heading'));
    expect(
      within(question).getByText('Vymažeme ich z tohto zariadenia aj z našich záznamov. Vymazané hlásenia sa nedajú obnoviť.'),
    ).toBeTruthy();
    expect(props.send).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Nie, ponechať ich' }));
    expect(screen.queryByRole('region', { name: 'Naozaj chcete vymazať všetky rozpracované hlásenia?' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(deleteAll()));
    expect(props.send).not.toHaveBeenCalled();

    await user.click(deleteAll());
    await user.click(screen.getByRole('button', { name: 'Áno, vymazať všetky' }));
    expect(props.send).toHaveBeenCalledWith({ type: 'DRAFTS.DELETE_ALL' });
    expect(props.send).toHaveBeenCalledTimes(1);
  });

  const forget = () => screen.getByRole('button', { name: 'Zabudnúť rozpracované hlásenia na tomto zariadení' });

  it('"forget drafts on this device" asks first, saying the reports stay on the server; "no" keeps them, "yes" sends DRAFTS.FORGET', async () => {
    const user = userEvent.setup();
    const props = screenProps({ drafts: DRAFTS });
    renderScreen(DraftsScreen, props);
    // The page says, before any button, how forgetting differs from deleting.
    expect(
      screen.getByText(/môžete zabudnúť: u nás zostanú a otvoríte ich odkazom z e-mailu. Ak ich vymažete všetky, vymažeme ich aj u nás./),
    ).toBeTruthy();

    await user.click(forget());
    const question = screen.getByRole('region', { name: 'Naozaj chcete zabudnúť rozpracované hlásenia na tomto zariadení?' });
    expect(document.activeElement).toBe(within(question).getByRole('heading'));
    expect(
      within(question).getByText(
        /^Toto zariadenie zabudne zoznam rozpracovaných hlásení aj odpovede, ktoré ste ešte neodoslali. U nás hlásenia zostanú/,
      ),
    ).toBeTruthy();
    expect(props.send).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Nie, ponechať ich' }));
    expect(screen.queryByRole('region')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(forget()));
    expect(props.send).not.toHaveBeenCalled();

    await user.click(forget());
    await user.click(screen.getByRole('button', { name: 'Áno, zabudnúť na tomto zariadení' }));
    expect(props.send).toHaveBeenCalledWith({ type: 'DRAFTS.FORGET' });
    expect(props.send).toHaveBeenCalledTimes(1);
  });

  it('says when a draft could not be loaded, and lets the user choose again or start new', async () => {
    const user = userEvent.setup();
    const props = screenProps({ drafts: DRAFTS, error: { kind: 'load' } });
    renderScreen(DraftsScreen, props);
    expect(screen.getByRole('status').textContent).toContain(
      'Rozpracované hlásenie sa nám nepodarilo načítať. Skontrolujte pripojenie na internet a skúste ho načítať znova, vyberte iné alebo začnite nové hlásenie.',
    );
    await user.click(radio('Hlásenie začaté 18. 5. 2026 14:30'));
    await user.click(continueButton());
    await waitFor(() => expect(props.send).toHaveBeenCalledWith({ type: 'DRAFTS.LOAD', id: 'Xy7Qh2Lm9PqRs4TuVw1Za0Bc' }));
  });

  it('says a draft the server no longer has is gone (404), rather than blaming the connection', () => {
    renderScreen(DraftsScreen, screenProps({ drafts: DRAFTS, error: { kind: 'load', status: 404 } }));
    expect(screen.getByRole('status').textContent).toContain(
      'Toto hlásenie už neexistuje: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Vyberte iné alebo začnite nové hlásenie.',
    );
    expect(screen.queryByText(/pripojenie na internet/)).toBeNull();
  });

  it('says nothing of a failure otherwise', () => {
    renderScreen(DraftsScreen, screenProps({ drafts: DRAFTS }));
    expect(screen.queryByText(/nepodarilo načítať/)).toBeNull();
  });

  it.each([
    ['delete', deleteAll],
    ['forget', forget],
  ])('has no axe violations, with the %s question and the load error shown', async (_name, button) => {
    const user = userEvent.setup();
    const { container } = renderScreen(DraftsScreen, screenProps({ drafts: DRAFTS, error: { kind: 'load' } }));
    await user.click(button());
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
