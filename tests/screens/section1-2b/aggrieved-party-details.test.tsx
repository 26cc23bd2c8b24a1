// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AggrievedPartyDetailsScreen from '../../../src/screens/aggrieved-party-details/AggrievedPartyDetailsScreen.tsx';
import { renderContactScreen, type ContactOverrides } from './support.tsx';
import { continueButton, errorOfId } from '../support.tsx';

const AGGRIEVED_REPORTER = {
  reporter: { firstName: 'Eva', lastName: 'Malá', isSameAsAggrieved: true, phone: { prefix: '+421', number: null } },
  aggrievedParty: { partyType: 'PERSON' as const, firstName: 'Eva', lastName: 'Malá', identificationNumber: '855123/1238' },
};

const renderScreen = (overrides: ContactOverrides = {}) =>
  renderContactScreen(AggrievedPartyDetailsScreen, {
    context: 'SMP',
    scope: 'scope3',
    policyType: 'PZP',
    parties: AGGRIEVED_REPORTER,
    ...overrides,
  });

const CONTACT_REQUIRED = 'Zadajte, prosím, aspoň jeden kontaktný údaj';

describe('/aggrieved-party-details', () => {
  it('SMP: a notice naming the injured party and what the contacts are for; only e-mail and phone, none of the agent’s own data filled in', () => {
    renderScreen();
    expect(screen.getByText('Škodu nahlasujete v mene poškodeného: Eva Malá')).toBeTruthy();
    expect(screen.getByText(/pošleme poškodenému potvrdenie o nahlásení škody/)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'E-mail a telefón poškodeného' });
    expect(group.textContent).toContain('Stačí e-mail alebo telefón');
    expect(group.textContent).not.toContain('nepovinné');
    expect(within(group).getByLabelText('E-mail').getAttribute('autocomplete')).toBe('off');
    expect(within(group).getByLabelText('Telefónne číslo')).toBeTruthy();
    expect(screen.queryByLabelText('Meno')).toBeNull();
    expect(screen.queryByLabelText('Priezvisko')).toBeNull();
  });

  it('names a business that reports through the agent', () => {
    renderScreen({
      scope: 'scope4',
      parties: { reporter: { isSameAsAggrieved: true }, aggrievedParty: { partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' } },
    });
    expect(screen.getByText('Škodu nahlasujete v mene poškodeného: Doprava Tatry, s.r.o.')).toBeTruthy();
  });

  it('an empty Continue asks for one contact on both fields, focuses the e-mail and sends nothing', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [`E-mail – ${CONTACT_REQUIRED}`, '#parties-reporter-email'],
      [`Telefónne číslo – ${CONTACT_REQUIRED}`, '#parties-reporter-phone-number'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each([
    ['E-mail', 'eva@', 'Zadajte, prosím, platnú e-mailovú adresu', 'parties-reporter-email'],
    ['Telefónne číslo', '12 34', 'Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***', 'parties-reporter-phone-number'],
  ])('%s "%s" is refused once touched: %s; Continue sends nothing', async (label, value, message, id) => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.type(screen.getByLabelText(label), value);
    expect(errorOfId(id)).toBeNull();
    await user.tab();
    await waitFor(() => expect(errorOfId(id)).toBe(message));
    await user.click(continueButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends the e-mail and the phone of the reporter (the injured party)', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), 'eva.mala@example.sk');
    await user.type(screen.getByLabelText('Telefónne číslo'), '905123456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: { reporter: { email: 'eva.mala@example.sk', phone: { prefix: '+421', number: '905123456' } } },
    });
  });

  it('one contact is enough: a phone alone', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.type(screen.getByLabelText('Telefónne číslo'), '905 123 456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ parties: { reporter: { email: null, phone: { prefix: '+421', number: '905 123 456' } } } });
  });

  it('a number pasted with its country code and sent at once is tidied and sent', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.type(screen.getByLabelText('Telefónne číslo'), '+420 601 123 456');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ parties: { reporter: { email: null, phone: { prefix: '+420', number: '601 123 456' } } } });
  });

  it('says when saving failed', () => {
    renderScreen({ error: { kind: 'persist' } });
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť');
  });
});
