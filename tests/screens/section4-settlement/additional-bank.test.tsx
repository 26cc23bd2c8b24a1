// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdditionalBankScreen from '../../../src/screens/additional-bank/AdditionalBankScreen.tsx';
import { renderScreen } from '../support.tsx';
import {
  BIC_LABEL,
  BIRTH_DATE_LABEL,
  BIRTH_NUMBER_LABEL,
  BUSINESS_ID_LABEL,
  IBAN,
  IBAN_COMPACT,
  IBAN_LABEL,
  IBAN_WRONG,
  NEW_SOURCE,
  NO_ACCOUNT,
  NO_BIRTH_NUMBER,
  SAVED,
  SAVED_1_MASK,
  SAVED_2_MASK,
  SAVED_SOURCE,
  SHOP,
  axeViolations,
  continueButton,
  errorOf,
  input,
  queryRadio,
  radio,
  settlementProps,
} from './support.ts';
import { birthDateBoxes, birthDateShown, typeBirthDate } from '../../components/birth-date.ts';

// SPEC §8 messages as the Slovak catalog words them (src/domain/validation/messages.ts).
// IBAN_WRONG has wrong check digits: the message says so.
const IBAN_MESSAGE = 'IBAN nesedí s kontrolnými číslicami: skontrolujte, či ste ho opísali presne';
const BIC_MESSAGE = 'BIC/SWIFT musí mať 8 alebo 11 znakov';
const BIRTH_NUMBER_INVALID = 'Zadajte platné rodné číslo';
const BIRTH_NUMBER_FORMAT = 'Zadajte rodné číslo v správnom tvare';
const REQUIRED = 'Povinné pole';
const CHOOSE = 'Vyberte, prosím, z ponúkaných možností';

describe('/additional-bank: the bank widget', () => {
  it('without saved accounts starts on a new account: no switch, an empty IBAN and an optional BIC', () => {
    renderScreen(AdditionalBankScreen, settlementProps('scope2', 'PZP'));
    expect(queryRadio(SAVED_SOURCE)).toBeNull();
    expect(queryRadio(NEW_SOURCE)).toBeNull();
    expect(input(IBAN_LABEL).value).toBe('');
    expect(screen.getByText('(nepovinné)', { selector: `label[for="${input(BIC_LABEL).id}"] *` })).toBeTruthy();
  });

  it('with saved accounts starts on them, shows each by its mask (D27) and sends the chosen one by its id', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope2', 'PZP', {}, { availableBankAccounts: SAVED });
    renderScreen(AdditionalBankScreen, props);
    expect(radio(SAVED_SOURCE).checked).toBe(true);
    expect(radio(NEW_SOURCE).checked).toBe(false);
    expect([radio(SAVED_1_MASK).checked, radio(SAVED_2_MASK).checked]).toEqual([false, false]);
    expect(screen.queryByText(/BIC\/SWIFT: /)).toBeNull();
    expect(screen.queryByLabelText(IBAN_LABEL)).toBeNull();

    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link', { name: `Vyberte účet – ${CHOOSE}` })).toBeTruthy();
    expect(props.submit).not.toHaveBeenCalled();

    await user.click(radio(SAVED_2_MASK));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { bankAccount: { ...NO_ACCOUNT, id: 'acc-2' } } });
  });

  it('a single saved account is already chosen: Continue sends it', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope2', 'PZP', {}, { availableBankAccounts: [SAVED[0]!] });
    renderScreen(AdditionalBankScreen, props);
    expect(radio(SAVED_1_MASK).checked).toBe(true);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { bankAccount: { ...NO_ACCOUNT, id: 'acc-1' } } });
  });

  it('switching between a saved and a new account clears the chosen account and the typed IBAN', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope12', 'CASCO', {}, { availableBankAccounts: SAVED });
    renderScreen(AdditionalBankScreen, props);
    await user.click(radio(SAVED_1_MASK));
    await user.click(radio(NEW_SOURCE));
    expect(input(IBAN_LABEL).value).toBe('');
    await user.type(input(IBAN_LABEL), IBAN);
    await user.type(input(BIC_LABEL), 'TATRSKBX');

    await user.click(radio(SAVED_SOURCE));
    expect([radio(SAVED_1_MASK).checked, radio(SAVED_2_MASK).checked]).toEqual([false, false]);
    await user.click(radio(NEW_SOURCE));
    expect(input(IBAN_LABEL).value).toBe('');
    expect(input(BIC_LABEL).value).toBe('');

    // The cleared IBAN is required again; nothing is sent.
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(IBAN_LABEL))).toBe(REQUIRED));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('shows the IBAN in groups of four once the field is left and sends it without spaces, the BIC upper-case', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope2', 'PZP');
    renderScreen(AdditionalBankScreen, props);
    await user.type(input(IBAN_LABEL), 'sk3112000000198742637541');
    expect(input(IBAN_LABEL).value).toBe(IBAN_COMPACT);
    await user.tab();
    expect(input(IBAN_LABEL).value).toBe(IBAN);
    await user.type(input(BIC_LABEL), 'tatrskbx');
    expect(input(BIC_LABEL).value).toBe('TATRSKBX');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { bankAccount: { ...NO_ACCOUNT, value: IBAN_COMPACT, bic: 'TATRSKBX' } } });
  });

  it('an empty BIC is sent as null', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope2', 'PZP');
    renderScreen(AdditionalBankScreen, props);
    await user.type(input(IBAN_LABEL), IBAN);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { bankAccount: { ...NO_ACCOUNT, value: IBAN_COMPACT } } }));
  });

  it('refuses an invalid IBAN and a BIC of 9 characters with their messages and sends nothing', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope2', 'PZP');
    renderScreen(AdditionalBankScreen, props);
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(IBAN_LABEL))).toBe(REQUIRED));
    expect(document.activeElement).toBe(input(IBAN_LABEL));

    await user.type(input(IBAN_LABEL), IBAN_WRONG);
    await user.type(input(BIC_LABEL), 'TATRSKBXX');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(IBAN_LABEL))).toBe(IBAN_MESSAGE));
    expect(errorOf(input(BIC_LABEL))).toBe(BIC_MESSAGE);
    // The second Continue replaces the first one's summary a render later (a new element, so it is
    // announced again): look the summary up afresh each time rather than keep the first one.
    const summaryLinks = () =>
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await waitFor(() => expect(summaryLinks()).toEqual([`IBAN – ${IBAN_MESSAGE}`, `BIC/SWIFT – ${BIC_MESSAGE}`]));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('prefills a new account from the document (coming Back), in groups of four', () => {
    renderScreen(
      AdditionalBankScreen,
      settlementProps(
        'scope3',
        'PZP',
        { bankAccount: { id: null, value: IBAN_COMPACT, bic: 'TATRSKBX', holderIdentificationNumber: '855123/1238' } },
        { availableBankAccounts: SAVED },
      ),
    );
    expect(radio(NEW_SOURCE).checked).toBe(true);
    expect(input(IBAN_LABEL).value).toBe(IBAN);
    expect(input(BIC_LABEL).value).toBe('TATRSKBX');
    expect(input(BIRTH_NUMBER_LABEL).value).toBe('855123/1238');
  });

  it('prefills the chosen saved account; one no longer among the saved ones is not chosen', () => {
    renderScreen(
      AdditionalBankScreen,
      settlementProps('scope2', 'PZP', { bankAccount: { id: 'acc-2', value: null, bic: null } }, { availableBankAccounts: SAVED }),
    );
    expect(radio(SAVED_2_MASK).checked).toBe(true);
    cleanup();
    renderScreen(
      AdditionalBankScreen,
      settlementProps('scope2', 'PZP', { bankAccount: { id: 'gone', value: null, bic: null } }, { availableBankAccounts: SAVED }),
    );
    expect(radio(SAVED_SOURCE).checked).toBe(true);
    expect([radio(SAVED_1_MASK).checked, radio(SAVED_2_MASK).checked]).toEqual([false, false]);
  });

  it('says when the step could not be saved, and keeps what was typed', () => {
    renderScreen(
      AdditionalBankScreen,
      settlementProps('scope2', 'PZP', { bankAccount: { value: IBAN_COMPACT } }, { error: { kind: 'persist' } }),
    );
    expect(screen.getByRole('status').textContent).toMatch(/Vaše odpovede sa nám nepodarilo uložiť/);
    expect(input(IBAN_LABEL).value).toBe(IBAN);
  });

  it('renders no heading of its own and speaks of the client on SMP', () => {
    renderScreen(AdditionalBankScreen, settlementProps('scope3', 'PZP', {}, { context: 'SMP' }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Zadajte bankový účet klienta, na ktorý pošleme plnenie.')).toBeTruthy();
    cleanup();
    renderScreen(AdditionalBankScreen, settlementProps('scope3', 'PZP'));
    expect(screen.getByText('Zadajte bankový účet, na ktorý vám pošleme plnenie.')).toBeTruthy();
  });

  it('scopes 13, 14, 134 with the repair shop paid: the account is for the other damage', () => {
    renderScreen(AdditionalBankScreen, settlementProps('scope13', 'CASCO', { carRepairService: SHOP, forcePayoutToAggrieved: false }));
    expect(
      screen.getByText(
        `Opravu vozidla zaplatíme priamo servisu ${SHOP.companyName}. Zadajte účet, na ktorý vám pošleme plnenie za ostatné škody.`,
      ),
    ).toBeTruthy();
  });
});

describe('/additional-bank: the holder identification (SPEC §2)', () => {
  // SPEC §2 /additional-bank: "Holder identification fields appear only for scope3, 4, 34, scope1
  // (no policy type needed), and scope13, 14, 134 with PZP, and only when a new account is entered."
  const TABLE: Array<[scope: string, policyType: 'PZP' | 'CASCO' | null, shown: boolean]> = [
    ['scope3', 'PZP', true],
    ['scope4', 'PZP', true],
    ['scope34', 'PZP', true],
    ['scope1', 'CASCO', true],
    ['scope1', 'PZP', true],
    ['scope1', null, true],
    ['scope13', 'PZP', true],
    ['scope14', 'PZP', true],
    ['scope134', 'PZP', true],
    ['scope13', 'CASCO', false],
    ['scope14', 'CASCO', false],
    ['scope134', 'CASCO', false],
    ['scope2', 'PZP', false],
    ['scope12', 'CASCO', false],
    ['scope12', 'PZP', false],
  ];

  it.each(TABLE)('%s with %s: shown for a new account: %s; never for a saved one', async (scope, policyType, shown) => {
    const user = userEvent.setup();
    renderScreen(AdditionalBankScreen, settlementProps(scope, policyType, {}, { availableBankAccounts: SAVED }));
    // A saved account is chosen by default: no holder fields.
    expect(screen.queryByLabelText(BIRTH_NUMBER_LABEL)).toBeNull();
    expect(screen.queryByLabelText(NO_BIRTH_NUMBER)).toBeNull();
    await user.click(radio(NEW_SOURCE));
    expect(screen.queryByLabelText(BIRTH_NUMBER_LABEL) !== null).toBe(shown);
    expect(screen.queryByLabelText(NO_BIRTH_NUMBER) !== null).toBe(shown);
    await user.click(radio(SAVED_SOURCE));
    expect(screen.queryByLabelText(BIRTH_NUMBER_LABEL)).toBeNull();
  });

  it('a birth number failing modulo 11 is refused with its message and nothing is sent; a valid one is sent in its written form', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope3', 'PZP');
    renderScreen(AdditionalBankScreen, props);
    await user.type(input(IBAN_LABEL), IBAN);
    await user.type(input(BIRTH_NUMBER_LABEL), '850315/1238');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(BIRTH_NUMBER_LABEL))).toBe(BIRTH_NUMBER_INVALID));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: `Rodné číslo majiteľa účtu – ${BIRTH_NUMBER_INVALID}` }),
    ).toBeTruthy();
    expect(props.submit).not.toHaveBeenCalled();

    await user.clear(input(BIRTH_NUMBER_LABEL));
    await user.type(input(BIRTH_NUMBER_LABEL), '85512');
    await user.tab();
    await waitFor(() => expect(errorOf(input(BIRTH_NUMBER_LABEL))).toBe(BIRTH_NUMBER_FORMAT));

    await user.clear(input(BIRTH_NUMBER_LABEL));
    await user.type(input(BIRTH_NUMBER_LABEL), '8551231238');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: { bankAccount: { ...NO_ACCOUNT, value: IBAN_COMPACT, holderIdentificationNumber: '855123/1238' } },
    });
  });

  it('is optional: an account without it is sent', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope1', 'CASCO');
    renderScreen(AdditionalBankScreen, props);
    await user.type(input(IBAN_LABEL), IBAN);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { bankAccount: { ...NO_ACCOUNT, value: IBAN_COMPACT } } }));
  });

  it('without a Slovak birth number the date of birth is asked instead; switching clears the other one', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope4', 'PZP');
    renderScreen(AdditionalBankScreen, props);
    await user.type(input(IBAN_LABEL), IBAN);
    await user.type(input(BIRTH_NUMBER_LABEL), '855123/1238');
    await user.click(screen.getByLabelText(NO_BIRTH_NUMBER));
    expect(screen.queryByLabelText(BIRTH_NUMBER_LABEL)).toBeNull();
    await typeBirthDate(user, BIRTH_DATE_LABEL, '31.4.1985');
    // The message waits until the person leaves the three boxes, not after the day alone.
    expect(birthDateBoxes(BIRTH_DATE_LABEL).group.textContent).not.toContain('Zadajte platný dátum narodenia');
    await user.tab();
    await waitFor(() => expect(birthDateBoxes(BIRTH_DATE_LABEL).group.textContent).toContain('Zadajte platný dátum narodenia'));
    expect(birthDateBoxes(BIRTH_DATE_LABEL).day.getAttribute('aria-invalid')).toBe('true');
    await user.click(continueButton());
    expect(props.submit).not.toHaveBeenCalled();

    await typeBirthDate(user, BIRTH_DATE_LABEL, '23.1.1985');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: { bankAccount: { ...NO_ACCOUNT, value: IBAN_COMPACT, holderDateOfBirth: '1985-01-23' } },
    });

    await user.click(screen.getByLabelText(NO_BIRTH_NUMBER));
    expect(input(BIRTH_NUMBER_LABEL).value).toBe('');
    await user.click(screen.getByLabelText(NO_BIRTH_NUMBER));
    expect(birthDateShown(BIRTH_DATE_LABEL)).toBe('..');
  });

  it('a business holder (the aggrieved party with PZP, the insured with CASCO) gives its IČO', async () => {
    const user = userEvent.setup();
    const props = settlementProps(
      'scope3',
      'PZP',
      {},
      {
        parties: {
          reporter: { firstName: 'Richard', lastName: 'Farkaš', isSameAsAggrieved: false },
          aggrievedParty: { partyType: 'BUSINESS', businessName: 'Autopožičovňa Tatry, s.r.o.' },
        },
      },
    );
    renderScreen(AdditionalBankScreen, props);
    expect(screen.queryByLabelText(BIRTH_NUMBER_LABEL)).toBeNull();
    await user.type(input(IBAN_LABEL), IBAN);
    await user.type(input(BUSINESS_ID_LABEL), '463125');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(BUSINESS_ID_LABEL))).toBe('Zadajte IČO v správnom tvare (8 číslic)'));
    expect(props.submit).not.toHaveBeenCalled();
    await user.clear(input(BUSINESS_ID_LABEL));
    await user.type(input(BUSINESS_ID_LABEL), '46312552');
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.submit).toHaveBeenCalledWith({
        incident: { bankAccount: { ...NO_ACCOUNT, value: IBAN_COMPACT, holderBusinessId: '46312552' } },
      }),
    );

    cleanup();
    renderScreen(
      AdditionalBankScreen,
      settlementProps(
        'scope1',
        'CASCO',
        {},
        { parties: { reporter: { isSameAsInsured: false }, insured: { partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' } } },
      ),
    );
    expect(input(BUSINESS_ID_LABEL)).toBeTruthy();
    cleanup();
    // With CASCO the insured is paid, even when a business was named as the aggrieved party.
    renderScreen(AdditionalBankScreen, settlementProps('scope1', 'CASCO', {}, { parties: { aggrievedParty: { partyType: 'BUSINESS' } } }));
    expect(input(BIRTH_NUMBER_LABEL)).toBeTruthy();
  });

  it('has no axe violations: saved accounts, and a new account with the holder fields and errors shown', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(AdditionalBankScreen, settlementProps('scope3', 'PZP', {}, { availableBankAccounts: SAVED }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(radio(NEW_SOURCE));
    await user.type(input(IBAN_LABEL), IBAN_WRONG);
    await user.click(continueButton());
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByLabelText(NO_BIRTH_NUMBER));
    expect(await axeViolations(container)).toEqual([]);
  });
});
