// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReporterDetailsScreen from '../../../src/screens/reporter-details/ReporterDetailsScreen.tsx';
import { reporterDetailsLayout } from '../../../src/domain/reporter-details-layout.ts';
import { renderContactScreen, type ContactOverrides } from './support.tsx';
import { continueButton, errorOfId } from '../support.tsx';

const renderScreen = (overrides: ContactOverrides = {}) => renderContactScreen(ReporterDetailsScreen, overrides);

const reporterGroup = () => screen.getByRole('group', { name: /^(Vaše meno|Kto škodu nahlasuje)$/ });
const contactGroup = () => screen.getByRole('group', { name: /^(Ako vás môžeme kontaktovať\?|Kontakt na nahlasovateľa)$/ });
const DIFFERENT_INSURED = 'Vozidlo je poistené na inú osobu alebo firmu';
const DIFFERENT_AGGRIEVED = 'Škodu nahlasujem za niekoho iného';
const CONTACT_REQUIRED = 'Zadajte, prosím, aspoň jeden kontaktný údaj';

async function fillReporter(
  user: ReturnType<typeof userEvent.setup>,
  contact: { email?: string; phone?: string } = { email: 'jan@example.sk' },
) {
  await user.type(within(reporterGroup()).getByLabelText('Meno'), 'Ján');
  await user.type(within(reporterGroup()).getByLabelText('Priezvisko'), 'Novák');
  if (contact.email) await user.type(screen.getByLabelText('E-mail'), contact.email);
  if (contact.phone) await user.type(screen.getByLabelText('Telefónne číslo'), contact.phone);
}

describe('which parts /reporter-details offers (sections.ts)', () => {
  it.each([
    // context, scope, policy type -> insured, aggrieved
    ['WEB', 'scope1', 'CASCO', 'toggle', false],
    ['WEB', 'scope1', 'PZP', 'toggle', true],
    ['WEB', 'scope2', 'PZP', 'toggle', false],
    ['WEB', 'scope12', 'CASCO', 'toggle', false],
    ['WEB', 'scope12', 'PZP', 'toggle', false],
    ['WEB', 'scope13', 'CASCO', 'toggle', false],
    ['WEB', 'scope13', 'PZP', 'toggle', true],
    ['WEB', 'scope14', 'PZP', 'toggle', true],
    ['WEB', 'scope134', 'PZP', 'toggle', true],
    ['WEB', 'scope134', 'CASCO', 'toggle', false],
    ['WEB', 'scope3', 'PZP', 'hidden', true],
    ['WEB', 'scope4', 'PZP', 'hidden', true],
    ['WEB', 'scope34', 'PZP', 'hidden', true],
    ['SMP', 'scope1', 'PZP', 'always', false],
    ['SMP', 'scope13', 'PZP', 'always', false],
    ['SMP', 'scope2', 'PZP', 'always', false],
    ['SMP', 'scope3', 'PZP', 'hidden', false],
    ['KZ', 'scope1', 'CASCO', 'hidden', false],
    ['KZ', 'scope14', 'PZP', 'hidden', true],
    ['KZ', 'scope4', 'PZP', 'hidden', true],
  ] as const)('%s %s %s: insured %s, aggrieved %s', (context, scope, policyType, insured, aggrieved) => {
    expect(reporterDetailsLayout({ context, scope, policyType })).toEqual({ insured, aggrieved });
  });
});

describe('/reporter-details', () => {
  it('WEB: the reporter’s names and contacts, with autocomplete; both contacts shown as required, the hint says one is enough', () => {
    renderScreen({ scope: 'scope1', policyType: 'CASCO' });
    expect(within(reporterGroup()).getByLabelText('Meno').getAttribute('autocomplete')).toBe('given-name');
    expect(within(reporterGroup()).getByLabelText('Priezvisko').getAttribute('autocomplete')).toBe('family-name');
    const email = within(contactGroup()).getByLabelText('E-mail');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('type')).toBe('email');
    expect(within(contactGroup()).getByRole('group', { name: 'Telefón' })).toBeTruthy();
    expect(within(contactGroup()).getByLabelText('Telefónne číslo').getAttribute('autocomplete')).toBe('tel-national');
    expect(contactGroup().textContent).toContain('Stačí e-mail alebo telefón');
    expect(contactGroup().textContent).not.toContain('nepovinné');
    expect(screen.getByLabelText(DIFFERENT_INSURED)).toBeTruthy();
    expect(screen.queryByLabelText(DIFFERENT_AGGRIEVED)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Poistený' })).toBeNull();
  });

  it('links to the privacy notice before asking for names, in a new tab that says so (what was typed stays)', () => {
    renderScreen({ scope: 'scope1', policyType: 'CASCO' });
    const link = screen.getByRole('link', { name: 'Ako spracúvame vaše údaje (otvorí sa na novej karte)' });
    expect(link.getAttribute('href')).toBe('/motor/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.compareDocumentPosition(within(reporterGroup()).getByLabelText('Meno')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('WEB scope1 with PZP offers the different-aggrieved toggle; scope 3 offers it but no insured', () => {
    renderScreen({ scope: 'scope1', policyType: 'PZP' });
    expect(screen.getByLabelText(DIFFERENT_AGGRIEVED)).toBeTruthy();
    cleanup();
    renderScreen({ scope: 'scope3', policyType: 'PZP' });
    expect(screen.getByLabelText(DIFFERENT_AGGRIEVED)).toBeTruthy();
    expect(screen.queryByLabelText(DIFFERENT_INSURED)).toBeNull();
  });

  it('SMP: the insured always, prefilled from the operator data, no toggles; no autocomplete of the agent’s own data', () => {
    renderScreen({
      context: 'SMP',
      scope: 'scope1',
      policyType: 'PZP',
      parties: {
        reporter: { isSameAsInsured: false, phone: { prefix: '+421', number: null } },
        insured: { partyType: 'PERSON', firstName: 'Ján', lastName: 'Novák' },
      },
    });
    expect(screen.getByText(/Zadajte údaje osoby, ktorá škodu nahlasuje/)).toBeTruthy();
    expect(within(reporterGroup()).getByLabelText('Meno').getAttribute('autocomplete')).toBe('off');
    expect(within(contactGroup()).getByLabelText('E-mail').getAttribute('autocomplete')).toBe('off');
    const insured = screen.getByRole('group', { name: 'Poistený' });
    expect(within(insured).getByLabelText<HTMLInputElement>('Meno').value).toBe('Ján');
    expect(within(insured).getByLabelText<HTMLInputElement>('Priezvisko').value).toBe('Novák');
    expect(screen.queryByLabelText(DIFFERENT_INSURED)).toBeNull();
    expect(screen.queryByLabelText(DIFFERENT_AGGRIEVED)).toBeNull();
  });

  it('KZ: the reporter prefilled from the portal (the insured), no insured toggle', () => {
    renderScreen({
      context: 'KZ',
      scope: 'scope1',
      policyType: 'CASCO',
      parties: {
        reporter: {
          firstName: 'Jana',
          lastName: 'Molnárová',
          email: 'jana.molnarova@example.sk',
          phone: { prefix: '+421', number: '903111222' },
          isSameAsInsured: true,
        },
        insured: { partyType: 'PERSON', firstName: 'Jana', lastName: 'Molnárová' },
      },
    });
    expect(screen.getByText('Údaje sme predvyplnili z portálu')).toBeTruthy();
    expect(screen.getByText(/Škodu nahlasujete ako poistený \(Jana Molnárová\)/)).toBeTruthy();
    expect(within(reporterGroup()).getByLabelText<HTMLInputElement>('Meno').value).toBe('Jana');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('jana.molnarova@example.sk');
    expect(screen.getByLabelText<HTMLInputElement>('Telefónne číslo').value).toBe('903111222');
    expect(screen.queryByLabelText(DIFFERENT_INSURED)).toBeNull();
  });

  it('an empty Continue: the names are required and one contact is asked for on both fields; the first is focused; nothing is sent', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope2', policyType: 'PZP' });
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Meno – Povinné pole', '#parties-reporter-firstName'],
      ['Priezvisko – Povinné pole', '#parties-reporter-lastName'],
      [`E-mail – ${CONTACT_REQUIRED}`, '#parties-reporter-email'],
      [`Telefónne číslo – ${CONTACT_REQUIRED}`, '#parties-reporter-phone-number'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(within(reporterGroup()).getByLabelText('Meno')));
    expect(errorOfId('parties-reporter-phone-number')).toBe(CONTACT_REQUIRED);
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each([
    ['Meno', 'J', 'Zadajte aspoň 2 znaky', 'parties-reporter-firstName'],
    ['E-mail', 'jan@@example.sk', 'Zadajte, prosím, platnú e-mailovú adresu', 'parties-reporter-email'],
    ['E-mail', 'jan.example.sk', 'Zadajte, prosím, platnú e-mailovú adresu', 'parties-reporter-email'],
    [
      'Telefónne číslo',
      '90512345',
      'Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***',
      'parties-reporter-phone-number',
    ],
    [
      'Telefónne číslo',
      '905 123 4567',
      'Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***',
      'parties-reporter-phone-number',
    ],
    [
      'Telefónne číslo',
      '905-123-456',
      'Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***',
      'parties-reporter-phone-number',
    ],
  ])('%s "%s" is refused once touched: %s; Continue sends nothing', async (label, value, message, id) => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope1', policyType: 'CASCO' });
    if (label !== 'Meno') await user.type(within(reporterGroup()).getByLabelText('Meno'), 'Ján');
    await user.type(within(reporterGroup()).getByLabelText('Priezvisko'), 'Novák');
    // The other contact is valid: a valid e-mail never excuses a malformed phone, nor the reverse.
    if (label !== 'E-mail') await user.type(screen.getByLabelText('E-mail'), 'jan@example.sk');
    if (label !== 'Telefónne číslo') await user.type(screen.getByLabelText('Telefónne číslo'), '905 123 456');
    const input = label === 'Meno' ? within(reporterGroup()).getByLabelText('Meno') : screen.getByLabelText(label);
    await user.type(input, value);
    expect(errorOfId(id)).toBeNull();
    await user.tab();
    await waitFor(() => expect(errorOfId(id)).toBe(message));
    await user.click(continueButton());
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('a foreign number is told its own length', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await fillReporter(user, {});
    await user.selectOptions(screen.getByLabelText('Predvoľba'), '+420');
    await user.type(screen.getByLabelText('Telefónne číslo'), '123');
    await user.click(continueButton());
    await waitFor(() =>
      expect(errorOfId('parties-reporter-phone-number')).toBe('Zadajte, prosím, platné telefónne číslo (4 až 11 číslic)'),
    );
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('WEB with an e-mail only: the reporter and that the reporter is the insured', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope1', policyType: 'CASCO' });
    await fillReporter(user, { email: ' jan@example.sk ' });
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        reporter: {
          firstName: 'Ján',
          lastName: 'Novák',
          email: 'jan@example.sk',
          phone: { prefix: '+421', number: null },
          isSameAsInsured: true,
        },
      },
    });
  });

  it('with a phone only (pasted with +420): the number under its prefix', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope2', policyType: 'PZP' });
    await fillReporter(user, { phone: '+420 601 123 456' });
    await user.tab();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].parties!.reporter).toEqual({
      firstName: 'Ján',
      lastName: 'Novák',
      email: null,
      phone: { prefix: '+420', number: '601 123 456' },
      isSameAsInsured: true,
    });
  });

  it('a national number typed and sent at once (Continue does not leave the field) is tidied, checked and sent', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope3', policyType: 'PZP' });
    await fillReporter(user, { phone: '0905 123 456' });
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].parties!.reporter!.phone).toEqual({ prefix: '+421', number: '905 123 456' });
  });

  it('a different insured (a business) is checked and sent', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope12', policyType: 'CASCO' });
    await fillReporter(user);
    await user.click(screen.getByLabelText(DIFFERENT_INSURED));
    const insured = screen.getByRole('group', { name: 'Poistený' });
    await user.click(continueButton());
    await waitFor(() => expect(errorOfId('parties-insured-firstName')).toBe('Povinné pole'));
    expect(errorOfId('parties-insured-lastName')).toBe('Povinné pole');
    expect(props.submit).not.toHaveBeenCalled();
    await user.click(within(insured).getByLabelText('Firma'));
    await user.click(continueButton());
    await waitFor(() => expect(errorOfId('parties-insured-businessName')).toBe('Povinné pole'));
    await user.type(within(insured).getByLabelText('Názov firmy'), 'Doprava Tatry, s.r.o.');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        reporter: {
          firstName: 'Ján',
          lastName: 'Novák',
          email: 'jan@example.sk',
          phone: { prefix: '+421', number: null },
          isSameAsInsured: false,
        },
        insured: { partyType: 'BUSINESS', firstName: null, lastName: null, businessName: 'Doprava Tatry, s.r.o.' },
      },
    });
  });

  it('D17: switching the insured back clears its names and business name and makes it a person again', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope1', policyType: 'CASCO' });
    await fillReporter(user);
    await user.click(screen.getByLabelText(DIFFERENT_INSURED));
    let insured = screen.getByRole('group', { name: 'Poistený' });
    await user.type(within(insured).getByLabelText('Meno'), 'Mária');
    await user.click(within(insured).getByLabelText('Firma'));
    await user.type(within(insured).getByLabelText('Názov firmy'), 'Firma');
    await user.click(screen.getByLabelText(DIFFERENT_INSURED));
    expect(screen.queryByRole('group', { name: 'Poistený' })).toBeNull();
    await user.click(screen.getByLabelText(DIFFERENT_INSURED));
    insured = screen.getByRole('group', { name: 'Poistený' });
    expect(within(insured).getByLabelText<HTMLInputElement>('Osoba').checked).toBe(true);
    expect(within(insured).getByLabelText<HTMLInputElement>('Meno').value).toBe('');
    await user.click(within(insured).getByLabelText('Firma'));
    expect(within(insured).getByLabelText<HTMLInputElement>('Názov firmy').value).toBe('');
    await user.click(screen.getByLabelText(DIFFERENT_INSURED));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    // Switched back: only the flag; the machine clears the stored names too (machines/resets.ts).
    expect(props.submit.mock.calls[0]![0].parties).toEqual({
      reporter: {
        firstName: 'Ján',
        lastName: 'Novák',
        email: 'jan@example.sk',
        phone: { prefix: '+421', number: null },
        isSameAsInsured: true,
      },
    });
  });

  it('D17 for the aggrieved party too; a filled different aggrieved party is sent (scope 3, no insured)', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope3', policyType: 'PZP' });
    await fillReporter(user);
    await user.click(screen.getByLabelText(DIFFERENT_AGGRIEVED));
    let aggrieved = screen.getByRole('group', { name: 'Poškodený' });
    await user.type(within(aggrieved).getByLabelText('Meno'), 'Eva');
    await user.click(screen.getByLabelText(DIFFERENT_AGGRIEVED));
    await user.click(screen.getByLabelText(DIFFERENT_AGGRIEVED));
    aggrieved = screen.getByRole('group', { name: 'Poškodený' });
    expect(within(aggrieved).getByLabelText<HTMLInputElement>('Meno').value).toBe('');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfId('parties-aggrievedParty-firstName')).toBe('Povinné pole'));
    expect(props.submit).not.toHaveBeenCalled();
    await user.type(within(aggrieved).getByLabelText('Meno'), 'Eva');
    await user.type(within(aggrieved).getByLabelText('Priezvisko'), 'Nováková');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        reporter: {
          firstName: 'Ján',
          lastName: 'Novák',
          email: 'jan@example.sk',
          phone: { prefix: '+421', number: null },
          isSameAsAggrieved: false,
        },
        aggrievedParty: { partyType: 'PERSON', firstName: 'Eva', lastName: 'Nováková', businessName: null },
      },
    });
  });

  it('SMP: the insured as the operator data gave it, and that the reporter is not the insured', async () => {
    const user = userEvent.setup();
    const props = renderScreen({
      context: 'SMP',
      scope: 'scope12',
      policyType: 'CASCO',
      parties: {
        reporter: { isSameAsInsured: false, isSameAsAggrieved: false, phone: { prefix: '+421', number: null } },
        insured: { partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' },
      },
    });
    await fillReporter(user, { phone: '0905 123 456' });
    await user.tab();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        reporter: {
          firstName: 'Ján',
          lastName: 'Novák',
          email: null,
          phone: { prefix: '+421', number: '905 123 456' },
          isSameAsInsured: false,
        },
        insured: { partyType: 'BUSINESS', firstName: null, lastName: null, businessName: 'Doprava Tatry, s.r.o.' },
      },
    });
  });

  it('SMP without operator data on the insured: the agent must name the insured', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ context: 'SMP', scope: 'scope1', policyType: 'CASCO', parties: { reporter: { isSameAsInsured: false } } });
    await fillReporter(user);
    await user.click(continueButton());
    await waitFor(() => expect(errorOfId('parties-insured-firstName')).toBe('Povinné pole'));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('KZ: the prefilled reporter is sent as it stands, nothing about the insured', async () => {
    const user = userEvent.setup();
    const props = renderScreen({
      context: 'KZ',
      scope: 'scope14',
      policyType: 'CASCO',
      parties: {
        reporter: {
          firstName: 'Richard',
          lastName: 'Farkaš',
          email: 'fleet@autopozicovna-demo.sk',
          phone: { prefix: '+421', number: '902333444' },
          isSameAsInsured: true,
        },
        insured: { partyType: 'BUSINESS', firstName: 'Richard', lastName: 'Farkaš', businessName: 'Autopožičovňa Tatry, s.r.o.' },
      },
    });
    expect(screen.getByText(/Škodu nahlasujete ako poistený \(Autopožičovňa Tatry, s\.r\.o\.\)/)).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        reporter: {
          firstName: 'Richard',
          lastName: 'Farkaš',
          email: 'fleet@autopozicovna-demo.sk',
          phone: { prefix: '+421', number: '902333444' },
        },
      },
    });
  });

  it('says when saving failed, keeping what was typed', () => {
    renderScreen({ error: { kind: 'persist' }, parties: { reporter: { firstName: 'Ján' } } });
    expect(screen.getByRole('status').textContent).toContain('Nič z toho, čo ste vyplnili, sa nestratilo.');
    expect(within(reporterGroup()).getByLabelText<HTMLInputElement>('Meno').value).toBe('Ján');
  });
});
