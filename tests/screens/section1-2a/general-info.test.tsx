// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, withValues } from '../../../src/domain/validation/messages.ts';
import GeneralInfoScreen from '../../../src/screens/general-info/GeneralInfoScreen.tsx';
import { renderScreen, screenProps, text, continueButton, input, query, errorOfField } from '../support.tsx';

const PLATE = 'Evidenčné číslo vozidla';
const NO_PLATE = 'Nemám evidenčné číslo';
const DESCRIPTION = 'Popis vozidla';
const POLICY = 'Číslo poistnej zmluvy (nepovinné)';
const DATE = 'Kedy sa udalosť stala?';
const TIME = 'O koľkej sa udalosť stala? (nepovinné)';

const scope1 = (incident = {}) =>
  screenProps({
    scope: 'scope1',
    report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 1 }], myVehicle: { hasLicensePlate: true }, ...incident } },
  });

describe('/general-info', () => {
  it('asks for the plate and the date; the description and policy number only without a plate', async () => {
    const user = userEvent.setup();
    renderScreen(GeneralInfoScreen, scope1());
    expect(input(PLATE)).toBeTruthy();
    expect(input(DATE)).toBeTruthy();
    expect((input(NO_PLATE) as HTMLInputElement).checked).toBe(false);
    expect(query(DESCRIPTION)).toBeNull();
    expect(query(POLICY)).toBeNull();

    await user.click(input(NO_PLATE));
    expect(query(PLATE)).toBeNull();
    expect(input(DESCRIPTION)).toBeTruthy();
    expect(input(POLICY)).toBeTruthy();
  });

  it('upper-cases the plate as it is typed', async () => {
    const user = userEvent.setup();
    renderScreen(GeneralInfoScreen, scope1());
    await user.type(input(PLATE), 'ba111aa');
    expect(input(PLATE).value).toBe('BA111AA');
  });

  it('ticking the checkbox clears the plate; unticking clears the description and the policy number', async () => {
    const user = userEvent.setup();
    renderScreen(GeneralInfoScreen, scope1());
    await user.type(input(PLATE), 'BA111AA');
    await user.click(input(NO_PLATE));
    await user.type(input(DESCRIPTION), 'Modrá kolobežka');
    await user.type(input(POLICY), '5010000099');
    await user.click(input(NO_PLATE));
    expect(input(PLATE).value).toBe('');
    await user.click(input(NO_PLATE));
    expect(input(DESCRIPTION).value).toBe('');
    expect(input(POLICY).value).toBe('');
  });

  it('starts from the document: a stored plate-less answer shows the checkbox ticked with its description and number', () => {
    renderScreen(
      GeneralInfoScreen,
      scope1({
        date: '2026-05-10',
        policyId: '5010000099',
        myVehicle: { hasLicensePlate: false, licensePlate: null, description: 'Modrá kolobežka' },
      }),
    );
    expect(input(NO_PLATE).checked).toBe(true);
    expect(input(DESCRIPTION).value).toBe('Modrá kolobežka');
    expect(input(POLICY).value).toBe('5010000099');
    expect(input(DATE).value).toBe('10.5.2026');
  });

  it('refuses an empty form: "Povinné pole" on the plate and the date, focus on the plate, nothing sent', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`Evidenčné číslo vozidla – ${text(messages.required)}`, `Kedy sa udalosť stala? – ${text(messages.required)}`]);
    expect(errorOfField(PLATE)).toBe(text(messages.required));
    expect(errorOfField(DATE)).toBe(text(messages.required));
    expect(document.activeElement).toBe(input(PLATE));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('shows a wrong plate after the field is left, not before', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    await user.type(input(PLATE), 'BA1234567');
    expect(errorOfField(PLATE)).toBeUndefined();
    await user.tab();
    await waitFor(() => expect(errorOfField(PLATE)).toBe(text(withValues(messages.licensePlate, { max: 7 }))));
    await user.clear(input(PLATE));
    await user.type(input(PLATE), 'BA-Č12');
    await waitFor(() => expect(errorOfField(PLATE)).toBe(text(withValues(messages.licensePlate, { max: 7 }))));
    await user.click(continueButton());
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('refuses a date that is not a date, or after today', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    await user.type(input(DATE), '31.2.2026');
    await user.tab();
    await waitFor(() => expect(errorOfField(DATE)).toBe(text(messages.dateFormat)));
    await user.clear(input(DATE));
    // The screen's today is 2026-05-20.
    await user.type(input(DATE), '21.5.2026');
    await user.tab();
    await waitFor(() => expect(errorOfField(DATE)).toBe(text(messages.dateInPast)));
    await user.click(continueButton());
    expect(props.submit).not.toHaveBeenCalled();
    // What was typed stays after the refused Continue.
    expect(input(PLATE).value).toBe('BA111AA');
    expect(input(DATE).value).toBe('21.5.2026');
  });

  it('without a plate: the description is required, the policy number must be digits', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    await user.click(input(NO_PLATE));
    await user.type(input(POLICY), '50100-99');
    await user.type(input(DATE), '10.5.2026');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(DESCRIPTION)).toBe(text(messages.required)));
    expect(errorOfField(POLICY)).toBe(text(messages.number));
    expect(document.activeElement).toBe(input(DESCRIPTION));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends the plate and the date (the date as yyyy-mm-dd)', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    await user.type(input(PLATE), 'ba111aa');
    await user.type(input(DATE), '10.5.2026');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: { date: '2026-05-10', time: null, myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
    });
  });

  it('sends the description and the policy number without a plate (no number: null)', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    await user.click(input(NO_PLATE));
    await user.type(input(DESCRIPTION), '  Modrá kolobežka  ');
    await user.type(input(POLICY), '5010000099');
    await user.type(input(DATE), '10.5.2026');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenLastCalledWith({
      incident: {
        date: '2026-05-10',
        time: null,
        policyId: '5010000099',
        myVehicle: { hasLicensePlate: false, description: 'Modrá kolobežka' },
      },
    });
    await user.clear(input(POLICY));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(2));
    expect(props.submit).toHaveBeenLastCalledWith({
      incident: { date: '2026-05-10', time: null, policyId: null, myVehicle: { hasLicensePlate: false, description: 'Modrá kolobežka' } },
    });
  });

  it('leaves a stored policy number it does not show (a portal’s) unchecked and unsent', async () => {
    const user = userEvent.setup();
    const props = scope1({ policyId: 'not-a-number', myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } });
    renderScreen(GeneralInfoScreen, props);
    await user.type(input(DATE), '10.5.2026');
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.submit).toHaveBeenCalledWith({
        incident: { date: '2026-05-10', time: null, myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
      }),
    );
  });

  it('D23: the time is optional, typed on the number pad ("930" reads 09:30) and sent as HH:mm', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    expect(input(TIME).inputMode).toBe('numeric');
    await user.type(input(PLATE), 'BA111AA');
    await user.type(input(DATE), '10.5.2026');
    await user.type(input(TIME), '930');
    await user.tab();
    expect(input(TIME).value).toBe('09:30');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: { date: '2026-05-10', time: '09:30', myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
    });
  });

  it('D23: refuses a time that is no time, and a time later today than now; what was typed stays', async () => {
    const user = userEvent.setup();
    const props = scope1();
    renderScreen(GeneralInfoScreen, props);
    await user.type(input(PLATE), 'BA111AA');
    await user.type(input(DATE), '20.5.2026');
    await user.type(input(TIME), '24:10');
    await user.tab();
    await waitFor(() => expect(errorOfField(TIME)).toBe(text(messages.timeFormat)));
    await user.clear(input(TIME));
    // The screen's today is 2026-05-20 and its clock says 12:00.
    await user.type(input(TIME), '12:30');
    await user.click(continueButton());
    await waitFor(() => expect(errorOfField(TIME)).toBe(text(messages.timeInPast)));
    expect(props.submit).not.toHaveBeenCalled();
    expect(input(TIME).value).toBe('12:30');
    // The same time on an earlier day has passed.
    await user.clear(input(DATE));
    await user.type(input(DATE), '19.5.2026');
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: { date: '2026-05-19', time: '12:30', myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
    });
  });

  it('D23: the time picker offers 24 hours and 60 minutes, by keyboard; Esc closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderScreen(GeneralInfoScreen, scope1({ time: '08:15' }));
    const toggle = screen.getByRole('button', { name: 'Vybrať čas' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'O koľkej sa udalosť stala?' });
    const hour = within(dialog).getByLabelText('Hodina') as HTMLSelectElement;
    const minute = within(dialog).getByLabelText('Minúta') as HTMLSelectElement;
    expect(document.activeElement).toBe(hour);
    expect([...hour.options].map((option) => option.text)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(minute.options).toHaveLength(60);
    expect([hour.selectedOptions[0]!.text, minute.selectedOptions[0]!.text]).toEqual(['08', '15']);
    await user.selectOptions(hour, '14');
    await user.selectOptions(minute, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Použiť tento čas' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input(TIME).value).toBe('14:30');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(input(TIME).value).toBe('14:30');
  });

  it('D23: starts from the document: the stored time, its hint naming the 24-hour format', () => {
    renderScreen(GeneralInfoScreen, scope1({ date: '2026-05-10', time: '14:30' }));
    expect(input(TIME).value).toBe('14:30');
    expect(document.getElementById(input(TIME).getAttribute('aria-describedby')!)?.textContent).toBe(
      'Zadajte v tvare hodiny:minúty (24-hodinový čas), napríklad 14:30.',
    );
  });

  it('says when the plate could not be verified, keeping what was typed', () => {
    const props = {
      ...scope1({ date: '2026-05-10', myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } }),
      error: { kind: 'verify' },
    };
    renderScreen(GeneralInfoScreen, props);
    expect(screen.getByRole('status').textContent).toContain('Údaje sa nám nepodarilo overiť.');
    expect(input(PLATE).value).toBe('BA111AA');
  });
});
