// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import IncidentReasonScreen from '../../../src/screens/incident-reason/IncidentReasonScreen.tsx';
import IncidentReasonGroupScreen from '../../../src/screens/incident-reason-group/IncidentReasonGroupScreen.tsx';
import { renderScreen, text } from '../support.tsx';
import { axeViolations, continueButton, REASON_GROUPS, section3Props } from './support.ts';

const card = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const iconsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('svg[data-icon]')].map((icon) => icon.getAttribute('data-icon'));

describe('/incident-reason-group', () => {
  it('shows the loaded groups as cards with their icons, in Slovak, none chosen', () => {
    const { container } = renderScreen(IncidentReasonGroupScreen, section3Props('scope1', 'CASCO'));
    const group = screen.getByRole('group', { name: 'Druh udalosti' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Dopravná nehoda', 'Krádež', 'Poškodenie skla', 'Nový druh']);
    expect(
      within(group)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    // An icon name the screen does not know gets the "other" icon.
    expect(iconsShown(container)).toEqual(['accident', 'theft', 'glass', 'other']);
    // What each group holds, to help find the right one.
    expect(within(group).getByText('Krádež celého vozidla, Krádež časti vozidla alebo výbavy')).toBeTruthy();
  });

  it('uses the English labels in English', () => {
    renderScreen(IncidentReasonGroupScreen, section3Props('scope1', 'CASCO'), { locale: 'en' });
    expect(card('Traffic accident')).toBeTruthy();
    expect(card('Glass damage')).toBeTruthy();
  });

  it('refuses Continue without a choice: "Vyberte, prosím, z ponúkaných možností"', async () => {
    const user = userEvent.setup();
    const props = section3Props('scope1', 'CASCO');
    renderScreen(IncidentReasonGroupScreen, props);
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: `Druh udalosti – ${text(messages.requiredOption)}` }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(card('Dopravná nehoda'));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('submits the index of the chosen group', async () => {
    const user = userEvent.setup();
    const props = section3Props('scope1', 'CASCO');
    renderScreen(IncidentReasonGroupScreen, props);
    await user.click(card('Krádež'));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { reasonGroupIndex: 1 } }));
    await user.click(card('Dopravná nehoda'));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenLastCalledWith({ incident: { reasonGroupIndex: 0 } }));
  });

  it('starts on the group chosen before', async () => {
    const user = userEvent.setup();
    const props = section3Props('scope1', 'CASCO', { reasonGroupIndex: 2 });
    renderScreen(IncidentReasonGroupScreen, props);
    expect(card('Poškodenie skla').checked).toBe(true);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { reasonGroupIndex: 2 } }));
  });

  it('says when the reasons could not be loaded and offers to try again', async () => {
    const user = userEvent.setup();
    const props = section3Props('scope1', 'CASCO', {}, { reasonGroups: [], error: { kind: 'lookup' } });
    renderScreen(IncidentReasonGroupScreen, props);
    expect(screen.getByText('Príčiny udalosti sa nepodarilo načítať')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokračovať' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(props.send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('shows nothing while the groups are loading', () => {
    const { container } = renderScreen(IncidentReasonGroupScreen, section3Props('scope1', 'CASCO', {}, { reasonGroups: [] }));
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the answer could not be saved (persist)', () => {
    renderScreen(IncidentReasonGroupScreen, section3Props('scope1', 'CASCO', {}, { error: { kind: 'persist' } }));
    expect(screen.getByText(/Vaše odpovede sa nám nepodarilo uložiť/)).toBeTruthy();
    expect(card('Krádež')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(IncidentReasonGroupScreen, section3Props('scope1', 'CASCO'));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('/incident-reason', () => {
  it('shows the reasons of the chosen group with its icon', () => {
    const { container } = renderScreen(IncidentReasonScreen, section3Props('scope1', 'CASCO', { reasonGroupIndex: 1 }));
    const group = screen.getByRole('group', { name: 'Príčina udalosti' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Krádež celého vozidla', 'Krádež časti vozidla alebo výbavy']);
    expect(iconsShown(container)).toEqual(['theft', 'theft']);
    expect(screen.getByText('Druh udalosti: Krádež. Vyberte, čo presne sa stalo.')).toBeTruthy();
  });

  it('submits the whole reason of the group', async () => {
    const user = userEvent.setup();
    const props = section3Props('scope1', 'CASCO', { reasonGroupIndex: 0 });
    renderScreen(IncidentReasonScreen, props);
    await user.click(card('Poškodenie zaparkovaného vozidla'));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { reason: REASON_GROUPS[0]!.reasons[1] } });
  });

  it('refuses Continue without a choice', async () => {
    const user = userEvent.setup();
    const props = section3Props('scope1', 'CASCO', { reasonGroupIndex: 0 });
    renderScreen(IncidentReasonScreen, props);
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: `Príčina udalosti – ${text(messages.requiredOption)}` }),
    ).toBeTruthy();
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('starts on the stored reason when it belongs to the group, not on one of another group', () => {
    renderScreen(IncidentReasonScreen, section3Props('scope1', 'CASCO', { reasonGroupIndex: 1, reason: REASON_GROUPS[1]!.reasons[1] }));
    expect(card('Krádež časti vozidla alebo výbavy').checked).toBe(true);
    cleanup();
    renderScreen(IncidentReasonScreen, section3Props('scope1', 'CASCO', { reasonGroupIndex: 0, reason: REASON_GROUPS[1]!.reasons[1] }));
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('uses the English labels in English', () => {
    renderScreen(IncidentReasonScreen, section3Props('scope1', 'CASCO', { reasonGroupIndex: 0 }), { locale: 'en' });
    expect(card('Accident while driving')).toBeTruthy();
  });

  it('offers to try again when the reasons could not be loaded', async () => {
    const user = userEvent.setup();
    const props = section3Props('scope1', 'CASCO', { reasonGroupIndex: 0 }, { reasonGroups: [], error: { kind: 'lookup' } });
    renderScreen(IncidentReasonScreen, props);
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(props.send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(IncidentReasonScreen, section3Props('scope1', 'CASCO', { reasonGroupIndex: 0 }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
