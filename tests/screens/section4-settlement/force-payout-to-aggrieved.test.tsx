// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForcePayoutToAggrievedScreen from '../../../src/screens/force-payout-to-aggrieved/ForcePayoutToAggrievedScreen.tsx';
import { renderScreen } from '../support.tsx';
import {
  BIRTH_NUMBER_LABEL,
  BIC_LABEL,
  IBAN,
  IBAN_COMPACT,
  IBAN_LABEL,
  IBAN_WRONG,
  NEW_SOURCE,
  NO_ACCOUNT,
  SAVED,
  SAVED_1_MASK,
  SAVED_SOURCE,
  SHOP,
  axeViolations,
  continueButton,
  errorOf,
  input,
  radio,
  settlementProps,
} from './support.ts';

const DIRECT = 'Súhlasím s platbou priamo servisu';
const OWN = 'Vyplatiť plnenie na môj účet';
const CHOOSE = 'Vyberte, prosím, z ponúkaných možností';

const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const withShop = (scope: string, policyType: 'PZP' | 'CASCO', incident = {}, overrides = {}) =>
  settlementProps(scope, policyType, { resolveType: 'toService', carRepairService: SHOP, ...incident }, overrides);

describe('/force-payout-to-aggrieved', () => {
  it('names the chosen repair shop and offers the direct payment or the payout to one’s own account, nothing chosen', () => {
    renderScreen(ForcePayoutToAggrievedScreen, withShop('scope1', 'CASCO'));
    expect(screen.getByText(`Vybraný zmluvný servis: ${SHOP.companyName}`)).toBeTruthy();
    expect(screen.getByText('Mlynské nivy 12, 821 09 Bratislava')).toBeTruthy();
    expect([radio(DIRECT).checked, radio(OWN).checked]).toEqual([false, false]);
    expect(screen.queryByLabelText(IBAN_LABEL)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  // SPEC §2: "description with or without co-payment; PZP means without".
  it.each([
    ['CASCO', /spoluúčasť podľa vašej poistnej zmluvy/, /bez spoluúčasti/],
    ['PZP', /bez spoluúčasti/, /doplatíte iba spoluúčasť/],
  ] as const)('with %s the direct payment is described accordingly', (policyType, says, doesNotSay) => {
    renderScreen(ForcePayoutToAggrievedScreen, withShop('scope13', policyType));
    const description = descriptionOf(radio(DIRECT));
    expect(description).toMatch(says);
    expect(description).not.toMatch(doesNotSay);
  });

  it('requires a choice', async () => {
    const user = userEvent.setup();
    const props = withShop('scope1', 'CASCO');
    renderScreen(ForcePayoutToAggrievedScreen, props);
    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link', { name: `Komu zaplatíme opravu? – ${CHOOSE}` })).toBeTruthy();
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('the direct payment sends no forced payout and an empty account', async () => {
    const user = userEvent.setup();
    const props = withShop('scope1', 'CASCO', { bankAccount: { id: null, value: IBAN_COMPACT, bic: null } });
    renderScreen(ForcePayoutToAggrievedScreen, props);
    await user.click(radio(DIRECT));
    expect(screen.queryByLabelText(IBAN_LABEL)).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { forcePayoutToAggrieved: false, bankAccount: NO_ACCOUNT } });
  });

  it('scopes 13, 14, 134: the direct payment keeps the other damage’s account entered on the next step', async () => {
    const user = userEvent.setup();
    const props = withShop('scope134', 'PZP', { forcePayoutToAggrieved: false, bankAccount: { id: null, value: IBAN_COMPACT, bic: null } });
    renderScreen(ForcePayoutToAggrievedScreen, props);
    expect(radio(DIRECT).checked).toBe(true);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { forcePayoutToAggrieved: false } }));
  });

  it('the payout to one’s own account shows the bank widget, which is required, and sends the account', async () => {
    const user = userEvent.setup();
    const props = withShop('scope12', 'CASCO');
    renderScreen(ForcePayoutToAggrievedScreen, props);
    await user.click(radio(OWN));
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(IBAN_LABEL))).toBe('Povinné pole'));
    expect(props.submit).not.toHaveBeenCalled();

    await user.type(input(IBAN_LABEL), IBAN_WRONG);
    await user.type(input(BIC_LABEL), 'TATRSKBXX');
    await user.click(continueButton());
    await waitFor(() =>
      expect(errorOf(input(IBAN_LABEL))).toBe('IBAN nesedí s kontrolnými číslicami: skontrolujte, či ste ho opísali presne'),
    );
    expect(errorOf(input(BIC_LABEL))).toBe('BIC/SWIFT musí mať 8 alebo 11 znakov');
    expect(props.submit).not.toHaveBeenCalled();

    await user.clear(input(IBAN_LABEL));
    await user.type(input(IBAN_LABEL), IBAN);
    await user.clear(input(BIC_LABEL));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: { forcePayoutToAggrieved: true, bankAccount: { ...NO_ACCOUNT, value: IBAN_COMPACT } },
    });
  });

  it('the widget offers the saved accounts, and the holder fields follow SPEC’s rule (scope1: shown for a new account)', async () => {
    const user = userEvent.setup();
    const props = withShop('scope1', 'CASCO', {}, { availableBankAccounts: SAVED });
    renderScreen(ForcePayoutToAggrievedScreen, props);
    await user.click(radio(OWN));
    expect(radio(SAVED_SOURCE).checked).toBe(true);
    expect(screen.queryByLabelText(BIRTH_NUMBER_LABEL)).toBeNull();
    await user.click(radio(NEW_SOURCE));
    expect(input(BIRTH_NUMBER_LABEL)).toBeTruthy();
    await user.type(input(IBAN_LABEL), IBAN);
    await user.type(input(BIRTH_NUMBER_LABEL), '850315/1238');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(input(BIRTH_NUMBER_LABEL))).toBe('Zadajte platné rodné číslo'));
    expect(props.submit).not.toHaveBeenCalled();

    await user.click(radio(SAVED_SOURCE));
    await user.click(radio(SAVED_1_MASK));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { forcePayoutToAggrieved: true, bankAccount: { ...NO_ACCOUNT, id: 'acc-1' } } });
  });

  it('scope12 (not in SPEC’s list) has no holder fields', async () => {
    const user = userEvent.setup();
    renderScreen(ForcePayoutToAggrievedScreen, withShop('scope12', 'CASCO'));
    await user.click(radio(OWN));
    expect(input(IBAN_LABEL)).toBeTruthy();
    expect(screen.queryByLabelText(BIRTH_NUMBER_LABEL)).toBeNull();
  });

  it('coming Back shows the forced payout with its account; switching the answer empties the widget (SPEC §4)', async () => {
    const user = userEvent.setup();
    const props = withShop('scope1', 'CASCO', {
      forcePayoutToAggrieved: true,
      bankAccount: { id: null, value: IBAN_COMPACT, bic: 'TATRSKBX' },
    });
    renderScreen(ForcePayoutToAggrievedScreen, props);
    expect(radio(OWN).checked).toBe(true);
    expect(input(IBAN_LABEL).value).toBe(IBAN);
    expect(input(BIC_LABEL).value).toBe('TATRSKBX');
    await user.click(radio(DIRECT));
    expect(screen.queryByLabelText(IBAN_LABEL)).toBeNull();
    await user.click(radio(OWN));
    expect(input(IBAN_LABEL).value).toBe('');
    expect(input(BIC_LABEL).value).toBe('');
  });

  it('a stored account without forced payout is not shown as the payout account', async () => {
    const user = userEvent.setup();
    renderScreen(
      ForcePayoutToAggrievedScreen,
      withShop('scope1', 'CASCO', { forcePayoutToAggrieved: false, bankAccount: { id: null, value: IBAN_COMPACT, bic: null } }),
    );
    expect(radio(DIRECT).checked).toBe(true);
    await user.click(radio(OWN));
    expect(input(IBAN_LABEL).value).toBe('');
  });

  it('speaks of the client on SMP', () => {
    renderScreen(ForcePayoutToAggrievedScreen, withShop('scope1', 'PZP', {}, { context: 'SMP' }));
    expect(radio('Vyplatiť plnenie na účet klienta')).toBeTruthy();
    expect(descriptionOf(radio(DIRECT))).toMatch(/Klient v servise za opravu nič nedopláca/);
  });

  it('says when the step could not be saved', () => {
    renderScreen(ForcePayoutToAggrievedScreen, withShop('scope1', 'CASCO', {}, { error: { kind: 'persist' } }));
    expect(screen.getByRole('status').textContent).toMatch(/Vaše odpovede sa nám nepodarilo uložiť/);
  });

  it('has no axe violations, with the bank widget shown', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(ForcePayoutToAggrievedScreen, withShop('scope1', 'CASCO', {}, { availableBankAccounts: SAVED }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(radio(OWN));
    await user.click(radio(NEW_SOURCE));
    expect(await axeViolations(container)).toEqual([]);
  });
});
