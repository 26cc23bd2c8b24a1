// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PermissionConfirmationSmpScreen from '../../../src/screens/permission-confirmation-SMP/PermissionConfirmationSmpScreen.tsx';
import { renderContactScreen, type ContactOverrides } from './support.tsx';
import { birthDateShown, typeBirthDate } from '../../components/birth-date.ts';
import { continueButton, errorOfId } from '../support.tsx';

const renderScreen = (overrides: ContactOverrides = {}) =>
  renderContactScreen(PermissionConfirmationSmpScreen, { context: 'SMP', scope: 'scope3', policyType: 'PZP', ...overrides });

const DIFFERENT_REPORTER = 'Škodu za poškodeného nahlasuje iná osoba';
const CONFIRMATION = 'Potvrdzujem, že som overil(a) totožnosť poškodeného a som oprávnený(á) nahlásiť škodu v jeho mene.';
const ALTERNATIVE = 'Poškodený nemá slovenské rodné číslo';

async function fillPerson(user: ReturnType<typeof userEvent.setup>, birthNumber = '855123/1238') {
  await user.type(screen.getByLabelText('Meno'), 'Eva');
  await user.type(screen.getByLabelText('Priezvisko'), 'Malá');
  await user.type(screen.getByLabelText('Rodné číslo'), birthNumber);
}

describe('/permission-confirmation-SMP', () => {
  it('asks for a person by default: names, birth number, the alternative toggle, the confirmation; the different-reporter box for PZP', () => {
    renderScreen();
    const type = screen.getByRole('group', { name: 'Kto je poškodený?' });
    expect(within(type).getByLabelText<HTMLInputElement>('Osoba').checked).toBe(true);
    expect(screen.getByLabelText('Meno').getAttribute('autocomplete')).toBe('off');
    expect(screen.getByLabelText('Rodné číslo')).toBeTruthy();
    expect(screen.getByLabelText(ALTERNATIVE)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Dátum narodenia' })).toBeNull();
    expect(screen.getByLabelText(DIFFERENT_REPORTER)).toBeTruthy();
    expect(screen.getByLabelText(CONFIRMATION)).toBeTruthy();
    expect(screen.queryByLabelText('Názov firmy')).toBeNull();
  });

  it('links the agent to the privacy notice, in a new tab that says so', () => {
    renderScreen();
    const link = screen.getByRole('link', { name: 'Ako spracúvame vaše údaje (otvorí sa na novej karte)' });
    expect(link.getAttribute('href')).toBe('/motor/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers no different-reporter box with CASCO (D6)', () => {
    renderScreen({ scope: 'scope13', policyType: 'CASCO' });
    expect(screen.queryByLabelText(DIFFERENT_REPORTER)).toBeNull();
    expect(screen.getByLabelText(CONFIRMATION)).toBeTruthy();
  });

  it('a business: its name and IČO, no birth number, no alternative, no different-reporter box (D6)', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByLabelText('Firma'));
    expect(screen.getByLabelText('Názov firmy')).toBeTruthy();
    expect(screen.getByLabelText('IČO').getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByLabelText('Meno')).toBeNull();
    expect(screen.queryByLabelText('Rodné číslo')).toBeNull();
    expect(screen.queryByLabelText(ALTERNATIVE)).toBeNull();
    expect(screen.queryByLabelText(DIFFERENT_REPORTER)).toBeNull();
  });

  it('a changed party type empties the identification number (a birth number is no IČO)', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByLabelText('Rodné číslo'), '855123/1238');
    await user.click(screen.getByLabelText('Firma'));
    expect(screen.getByLabelText<HTMLInputElement>('IČO').value).toBe('');
    await user.type(screen.getByLabelText('IČO'), '46312552');
    await user.click(screen.getByLabelText('Osoba'));
    expect(screen.getByLabelText<HTMLInputElement>('Rodné číslo').value).toBe('');
  });

  it('D16: switching to the alternative clears the birth number, switching back clears the date of birth', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByLabelText('Rodné číslo'), '855123/1238');
    await user.click(screen.getByLabelText(ALTERNATIVE));
    expect(screen.queryByLabelText('Rodné číslo')).toBeNull();
    await typeBirthDate(user, 'Dátum narodenia', '23.1.1985');
    await user.click(screen.getByLabelText(ALTERNATIVE));
    expect(screen.queryByRole('group', { name: 'Dátum narodenia' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Rodné číslo').value).toBe('');
    await user.click(screen.getByLabelText(ALTERNATIVE));
    expect(birthDateShown('Dátum narodenia')).toBe('..');
  });

  it('an empty Continue lists every missing answer, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Meno – Povinné pole', '#parties-aggrievedParty-firstName'],
      ['Priezvisko – Povinné pole', '#parties-aggrievedParty-lastName'],
      ['Rodné číslo – Povinné pole', '#parties-aggrievedParty-identificationNumber'],
      ['Potvrdzujem, že som overil(a) totožnosť poškodeného a som oprávnený(á) nahlásiť škodu v jeho mene – Povinné pole', '#confirmed'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Meno')));
    expect(errorOfId('confirmed')).toBe('Povinné pole');
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each([
    ['Meno', 'E', 'Zadajte aspoň 2 znaky', 'parties-aggrievedParty-firstName'],
    ['Priezvisko', ' ', 'Povinné pole', 'parties-aggrievedParty-lastName'],
    ['Rodné číslo', '85512', 'Zadajte rodné číslo v správnom tvare', 'parties-aggrievedParty-identificationNumber'],
    ['Rodné číslo', '855123/1239', 'Zadajte platné rodné číslo', 'parties-aggrievedParty-identificationNumber'],
    ['Rodné číslo', '991332/1234', 'Zadajte platné rodné číslo', 'parties-aggrievedParty-identificationNumber'],
  ])('%s "%s" is refused once touched: %s; Continue sends nothing', async (label, value, message, id) => {
    const user = userEvent.setup();
    const props = renderScreen();
    const valid: Record<string, string> = { Meno: 'Eva', Priezvisko: 'Malá', 'Rodné číslo': '855123/1238' };
    for (const [other, text] of Object.entries(valid)) if (other !== label) await user.type(screen.getByLabelText(other), text);
    await user.click(screen.getByLabelText(CONFIRMATION));
    const input = screen.getByLabelText<HTMLInputElement>(label);
    await user.type(input, value);
    // Not while typing: only once the field was left (SPEC §5 "after a field was touched").
    expect(errorOfId(id)).toBeNull();
    await user.tab();
    await waitFor(() => expect(errorOfId(id)).toBe(message));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(`${id}-error`);
    await user.click(continueButton());
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each([
    ['31.2.1985', 'Zadajte platný dátum narodenia'],
    ['1.1.2027', 'Zadajte platný dátum narodenia'],
    ['', 'Povinné pole'],
  ])('the date of birth "%s" is refused: %s', async (value, message) => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.type(screen.getByLabelText('Meno'), 'Eva');
    await user.type(screen.getByLabelText('Priezvisko'), 'Malá');
    await user.click(screen.getByLabelText(ALTERNATIVE));
    await user.click(screen.getByLabelText(CONFIRMATION));
    if (value) await typeBirthDate(user, 'Dátum narodenia', value);
    await user.click(continueButton());
    await waitFor(() => expect(errorOfId('parties-aggrievedParty-dateOfBirth')).toBe(message));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each([
    ['Názov firmy', '', 'Povinné pole', 'parties-aggrievedParty-businessName'],
    ['IČO', '4631255', 'Zadajte IČO v správnom tvare (8 číslic)', 'parties-aggrievedParty-identificationNumber'],
    ['IČO', '', 'Povinné pole', 'parties-aggrievedParty-identificationNumber'],
  ])('a business: %s "%s" is refused: %s', async (label, value, message, id) => {
    const user = userEvent.setup();
    const props = renderScreen();
    await user.click(screen.getByLabelText('Firma'));
    await user.type(screen.getByLabelText('Názov firmy'), 'Doprava Tatry, s.r.o.');
    await user.type(screen.getByLabelText('IČO'), '46312552');
    await user.click(screen.getByLabelText(CONFIRMATION));
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
    await user.click(continueButton());
    await waitFor(() => expect(errorOfId(id)).toBe(message));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('without the confirmation ticked nothing is sent', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await fillPerson(user);
    await user.click(continueButton());
    await waitFor(() => expect(errorOfId('confirmed')).toBe('Povinné pole'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(CONFIRMATION)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('PZP, a person who reports themselves: the aggrieved party, and the reporter is that party', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await fillPerson(user, '8551231238');
    await user.click(screen.getByLabelText(CONFIRMATION));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        aggrievedParty: {
          partyType: 'PERSON',
          firstName: 'Eva',
          lastName: 'Malá',
          businessName: null,
          useAlternativeIdentification: false,
          identificationNumber: '855123/1238',
          dateOfBirth: null,
        },
        reporter: { isSameAsAggrieved: true },
      },
    });
  });

  it('PZP, someone else reports for the person: isSameAsAggrieved false (then /reporter-details)', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope134' });
    await fillPerson(user);
    await user.click(screen.getByLabelText(DIFFERENT_REPORTER));
    await user.click(screen.getByLabelText(CONFIRMATION));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].parties!.reporter).toEqual({ isSameAsAggrieved: false });
  });

  it('the alternative identification sends the date of birth and no birth number', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope4' });
    await user.type(screen.getByLabelText('Meno'), 'John');
    await user.type(screen.getByLabelText('Priezvisko'), 'Smith');
    await user.click(screen.getByLabelText(ALTERNATIVE));
    await typeBirthDate(user, 'Dátum narodenia', '23.1.1985');
    await user.click(screen.getByLabelText(CONFIRMATION));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].parties!.aggrievedParty).toEqual({
      partyType: 'PERSON',
      firstName: 'John',
      lastName: 'Smith',
      businessName: null,
      useAlternativeIdentification: true,
      identificationNumber: null,
      dateOfBirth: '1985-01-23',
    });
  });

  it('a business: its name and IČO, the reporter is the business even if the box was ticked before (D6)', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope34' });
    await user.type(screen.getByLabelText('Meno'), 'Eva');
    await user.click(screen.getByLabelText(DIFFERENT_REPORTER));
    await user.click(screen.getByLabelText('Firma'));
    await user.type(screen.getByLabelText('Názov firmy'), '  Doprava Tatry, s.r.o. ');
    await user.type(screen.getByLabelText('IČO'), '46 312 552');
    await user.click(screen.getByLabelText(CONFIRMATION));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      parties: {
        aggrievedParty: {
          partyType: 'BUSINESS',
          firstName: null,
          lastName: null,
          businessName: 'Doprava Tatry, s.r.o.',
          useAlternativeIdentification: false,
          identificationNumber: '46312552',
          dateOfBirth: null,
        },
        reporter: { isSameAsAggrieved: true },
      },
    });
  });

  it('CASCO: the reporter is the aggrieved party (D6)', async () => {
    const user = userEvent.setup();
    const props = renderScreen({ scope: 'scope14', policyType: 'CASCO' });
    await fillPerson(user);
    await user.click(screen.getByLabelText(CONFIRMATION));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].parties!.reporter).toEqual({ isSameAsAggrieved: true });
  });

  it('shows what the report already holds, and says when saving failed', () => {
    renderScreen({
      error: { kind: 'persist' },
      parties: {
        reporter: { isSameAsAggrieved: false },
        aggrievedParty: {
          partyType: 'PERSON',
          firstName: 'Eva',
          lastName: 'Malá',
          useAlternativeIdentification: true,
          dateOfBirth: '1985-01-23',
        },
      },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Meno').value).toBe('Eva');
    expect(birthDateShown('Dátum narodenia')).toBe('23.1.1985');
    expect(screen.getByLabelText<HTMLInputElement>(DIFFERENT_REPORTER).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť');
  });

  it('disables Continue while the step is being saved', () => {
    renderScreen({ busy: true });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
  });
});
