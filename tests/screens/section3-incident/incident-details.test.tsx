// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, withValues } from '../../../src/domain/validation/messages.ts';
import IncidentDetailsScreen from '../../../src/screens/incident-details/IncidentDetailsScreen.tsx';
import { renderScreen, text, type TestProps } from '../support.tsx';
import { axeViolations, continueButton, errorOf, no, question, REASON_GROUPS, section3Props, yes, type Incident } from './support.ts';

// The questions as the reporter reads them.
const Q = {
  windshieldOnly: 'Je poškodené iba čelné sklo?',
  creditCard: 'Je poškodenie čelného skla väčšie ako platobná karta?',
  burned: 'Zhorelo vozidlo úplne?',
  fireBrigade: 'Zasahovali pri požiari hasiči?',
  police: 'Vyšetruje udalosť polícia?',
  jointReport: 'Spísali účastníci spoločný záznam o nehode?',
  policeRecord: 'Spísala nehodu polícia?',
  assistance: 'Bola privolaná asistenčná služba?',
  clearFault: 'Je jasné, kto nehodu zavinil?',
} as const;
const ALL_QUESTIONS = Object.values(Q);
const RESPONSIBLE = 'Kto udalosť zavinil?';
const HEALTH = 'Aká ujma na zdraví vám vznikla?';
const DESCRIPTION = 'Popíšte, ako k udalosti došlo';
const ADDITIONAL = 'Chcete k hláseniu ešte niečo doplniť? (nepovinné)';
const GOOD_DESCRIPTION = 'Na parkovisku pri obchode mi niekto poškriabal dvere.';

const reason = (id: string) =>
  REASON_GROUPS.flatMap((group) => group.reasons).find((item) => item.id === id) ?? { id, label: { sk: id, en: id } };
const shownQuestions = () => ALL_QUESTIONS.filter((label) => screen.queryByRole('group', { name: label }));
const responsibleChoices = () =>
  within(screen.getByRole('group', { name: RESPONSIBLE }))
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
const choose = (name: string) => screen.getByRole('radio', { name });

function render(
  scope: string,
  policyType: 'CASCO' | 'PZP',
  incident: Incident = {},
  overrides: Parameters<typeof section3Props>[3] = {},
): TestProps {
  const props = section3Props(scope, policyType, incident, overrides);
  renderScreen(IncidentDetailsScreen, props);
  return props;
}

async function describeIncident(user: ReturnType<typeof userEvent.setup>, value = GOOD_DESCRIPTION) {
  await user.click(screen.getByLabelText(DESCRIPTION));
  await user.paste(value);
}

const NULL_ANSWERS = {
  damagedWindshieldOnly: null,
  damagedWindshieldBiggerThenCreditCard: null,
  didVehicleCompletelyBurn: null,
  fireBrigadeCalled: null,
  policeInvestigated: null,
  accidentReportWritten: null,
  accidentRecordMade: null,
  assistanceServicesCalled: null,
  didAccidentHaveClearFault: null,
};

describe('/incident-details: which questions show (docs/decisions.md "Section 3 screens")', () => {
  it.each([
    ['scope1', 'CASCO', '1_GLASS', [Q.windshieldOnly]],
    ['scope1', 'CASCO', '1_FIRE', [Q.burned, Q.fireBrigade, Q.police, Q.assistance]],
    ['scope1', 'CASCO', '1_THEFT_ENTIRE', [Q.police]],
    ['scope1', 'CASCO', '1_THEFT_PARTIAL', [Q.police]],
    ['scope1', 'CASCO', '1_VANDALISM', [Q.police, Q.assistance]],
    ['scope1', 'CASCO', '1_HAIL', []],
    ['scope1', 'CASCO', '1_RODENT', []],
    ['scope1', 'CASCO', '1_ACCIDENT_MOVING', [Q.jointReport, Q.assistance]],
    ['scope1', 'CASCO', '1_ACCIDENT_PARKED', [Q.jointReport, Q.assistance]],
    ['scope1', 'CASCO', '1_OTHER', [Q.assistance]],
    ['scope1', 'PZP', null, [Q.jointReport, Q.assistance]],
    ['scope2', 'PZP', null, [Q.jointReport]],
    ['scope12', 'CASCO', null, [Q.jointReport, Q.assistance]],
    ['scope12', 'PZP', null, [Q.jointReport, Q.assistance]],
    ['scope13', 'PZP', null, [Q.jointReport, Q.assistance, Q.clearFault]],
    ['scope13', 'CASCO', null, [Q.jointReport, Q.assistance]],
    ['scope14', 'PZP', null, [Q.police, Q.jointReport, Q.assistance, Q.clearFault]],
    ['scope14', 'CASCO', null, [Q.police, Q.jointReport, Q.assistance]],
    ['scope134', 'PZP', null, [Q.police, Q.jointReport, Q.assistance, Q.clearFault]],
    ['scope3', 'PZP', null, [Q.jointReport]],
    ['scope4', 'PZP', null, [Q.police, Q.jointReport]],
    ['scope34', 'PZP', null, [Q.police, Q.jointReport]],
  ] as const)('%s %s, reason %s: %j', (scope, policyType, reasonId, expected) => {
    render(scope, policyType, reasonId ? { reason: reason(reasonId) } : {});
    expect(shownQuestions()).toEqual(expected);
  });

  it('windshield only: yes shows the credit-card question, no hides it again (and forgets its answer)', async () => {
    const user = userEvent.setup();
    render('scope1', 'CASCO', { reason: reason('1_GLASS') });
    expect(shownQuestions()).toEqual([Q.windshieldOnly]);
    await user.click(yes(Q.windshieldOnly));
    expect(shownQuestions()).toEqual([Q.windshieldOnly, Q.creditCard]);
    await user.click(no(Q.creditCard));
    await user.click(no(Q.windshieldOnly));
    expect(shownQuestions()).toEqual([Q.windshieldOnly]);
    // SPEC §4: toggling windshield-only removes the credit-card answer; asked afresh.
    await user.click(yes(Q.windshieldOnly));
    await waitFor(() => expect((no(Q.creditCard) as HTMLInputElement).checked).toBe(false));
    expect((yes(Q.creditCard) as HTMLInputElement).checked).toBe(false);
  });

  it('scope1 CASCO: naming another vehicle or person responsible asks for the joint report; its "no" asks for the police record', async () => {
    const user = userEvent.setup();
    render('scope1', 'CASCO', { reason: reason('1_OTHER') });
    expect(responsibleChoices()).toEqual(['Nikto iný', 'Iné vozidlo alebo iná osoba', 'Neviem']);
    expect(shownQuestions()).toEqual([Q.assistance]);
    await user.click(choose('Iné vozidlo alebo iná osoba'));
    expect(shownQuestions()).toEqual([Q.jointReport, Q.assistance]);
    await user.click(no(Q.jointReport));
    expect(shownQuestions()).toEqual([Q.jointReport, Q.policeRecord, Q.assistance]);
    await user.click(yes(Q.jointReport));
    expect(shownQuestions()).toEqual([Q.jointReport, Q.assistance]);
    await user.click(no(Q.jointReport));
    await user.click(choose('Neviem'));
    expect(shownQuestions()).toEqual([Q.assistance]);
    await user.click(choose('Nikto iný'));
    expect(shownQuestions()).toEqual([Q.assistance]);
  });

  it('hidden answers are submitted as null', async () => {
    const user = userEvent.setup();
    const props = render('scope1', 'CASCO', { reason: reason('1_OTHER') });
    await describeIncident(user);
    await user.click(choose('Iné vozidlo alebo iná osoba'));
    await user.click(no(Q.jointReport));
    await user.click(yes(Q.policeRecord));
    await user.click(no(Q.assistance));
    // Nobody else after all: the joint report and the police record disappear.
    await user.click(choose('Nikto iný'));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        description: GOOD_DESCRIPTION,
        descriptionAdditional: null,
        specificAnswers: { ...NULL_ANSWERS, assistanceServicesCalled: false },
        responsibleParty: 'myVehicle',
      },
    });
  });

  it('submits every shown answer, all nine keys (scope1 CASCO glass, windshield only, small damage)', async () => {
    const user = userEvent.setup();
    const props = render('scope1', 'CASCO', { reason: reason('1_GLASS') });
    await describeIncident(user, '  Do čelného skla mi na diaľnici odletel kamienok.  ');
    await user.click(screen.getByLabelText(ADDITIONAL));
    await user.paste('Odprysk je malý.');
    await user.click(choose('Nikto iný'));
    await user.click(yes(Q.windshieldOnly));
    await user.click(no(Q.creditCard));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        description: 'Do čelného skla mi na diaľnici odletel kamienok.',
        descriptionAdditional: 'Odprysk je malý.',
        specificAnswers: { ...NULL_ANSWERS, damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false },
        responsibleParty: 'myVehicle',
      },
    });
  });

  it('scope14 PZP: the four responsible-party choices, and each shown question is required', async () => {
    const user = userEvent.setup();
    const props = render('scope14', 'PZP');
    expect(responsibleChoices()).toEqual(['Moje vozidlo', 'Iné vozidlo', 'Vina je spoločná alebo sporná', 'Neviem']);
    await describeIncident(user);
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    for (const label of [RESPONSIBLE, HEALTH, Q.police, Q.jointReport, Q.assistance, Q.clearFault]) {
      expect(within(question(label)).getByText(text(messages.requiredOption))).toBeTruthy();
    }
    expect(within(summary).getAllByRole('link')).toHaveLength(6);
    expect(props.submit).not.toHaveBeenCalled();

    await user.click(choose('Vina je spoločná alebo sporná'));
    await user.click(choose('Zranenie'));
    await user.type(screen.getByLabelText('Popíšte zranenie (nepovinné)'), 'Zlomená ruka, ošetrená v nemocnici.');
    await user.click(no(Q.police));
    await user.click(no(Q.jointReport));
    await user.click(continueButton());
    await waitFor(() => expect(within(question(Q.policeRecord)).getByText(text(messages.requiredOption))).toBeTruthy());
    await user.click(yes(Q.policeRecord));
    await user.click(yes(Q.assistance));
    await user.click(no(Q.clearFault));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        description: GOOD_DESCRIPTION,
        descriptionAdditional: null,
        specificAnswers: {
          ...NULL_ANSWERS,
          policeInvestigated: false,
          accidentReportWritten: false,
          accidentRecordMade: true,
          assistanceServicesCalled: true,
          didAccidentHaveClearFault: false,
        },
        responsibleParty: 'notClearSharedResponsibility',
        myHealth: { damageType: 'injury', damageDescription: 'Zlomená ruka, ošetrená v nemocnici.' },
      },
    });
  });

  it.each([
    ['scope4', true],
    ['scope14', true],
    ['scope34', true],
    ['scope134', true],
    ['scope1', false],
    ['scope2', false],
    ['scope12', false],
    ['scope13', false],
    ['scope3', false],
  ])('%s: the own health damage is asked: %s (object 4)', (scope, asked) => {
    render(scope, 'PZP');
    expect(screen.queryByRole('group', { name: HEALTH }) !== null).toBe(asked);
  });

  it('a death hides the injury description and sends it as null', async () => {
    const user = userEvent.setup();
    const props = render('scope4', 'PZP');
    await describeIncident(user);
    await user.click(choose('Zranenie'));
    await user.type(screen.getByLabelText('Popíšte zranenie (nepovinné)'), 'Pomliaždené rameno.');
    await user.click(choose('Úmrtie'));
    expect(screen.queryByLabelText('Popíšte zranenie (nepovinné)')).toBeNull();
    for (const label of shownQuestions()) await user.click(yes(label));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].incident?.myHealth).toEqual({ damageType: 'death', damageDescription: null });
  });

  it.each(['scope3', 'scope4', 'scope34'])('D9: %s asks no responsible party and sends otherVehicle', async (scope) => {
    const user = userEvent.setup();
    const props = render(scope, 'PZP');
    expect(screen.queryByRole('group', { name: RESPONSIBLE })).toBeNull();
    await describeIncident(user);
    if (scope !== 'scope3') await user.click(choose('Zranenie'));
    for (const label of shownQuestions()) await user.click(yes(label));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    const patch = props.submit.mock.calls[0]![0];
    expect(patch.incident?.responsibleParty).toBe('otherVehicle');
    expect(patch.incident?.specificAnswers).toEqual({
      ...NULL_ANSWERS,
      accidentReportWritten: true,
      ...(scope !== 'scope3' && { policeInvestigated: true }),
    });
  });

  it('uses the client wording on SMP', () => {
    render('scope2', 'PZP', {}, { context: 'SMP' });
    expect(responsibleChoices()).toEqual(['Vozidlo klienta', 'Iné vozidlo', 'Vina je spoločná alebo sporná', 'Neviem']);
    expect(screen.getByText('Nehodu spôsobil vodič vozidla klienta.')).toBeTruthy();
  });
});

describe('/incident-details: the descriptions (SPEC §5)', () => {
  it('refuses a description of 4 words: "Popíšte, prosím, škodu podrobnejšie (aspoň 5 slov)"', async () => {
    const user = userEvent.setup();
    const props = render('scope2', 'PZP');
    await describeIncident(user, 'Narazil som do stĺpa.');
    await user.click(choose('Moje vozidlo'));
    await user.click(yes(Q.jointReport));
    await user.click(continueButton());
    const message = text(withValues(messages.descriptionWords, { min: 5 }));
    expect(message).toBe('Popíšte, prosím, škodu podrobnejšie (aspoň 5 slov)');
    await waitFor(() => expect(errorOf(screen.getByLabelText(DESCRIPTION))).toBe(message));
    expect(document.activeElement).toBe(screen.getByLabelText(DESCRIPTION));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('refuses an empty description: "Povinné pole"', async () => {
    const user = userEvent.setup();
    render('scope2', 'PZP');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(screen.getByLabelText(DESCRIPTION))).toBe(text(messages.required)));
  });

  it('refuses 951 characters in either description: "Najviac 950 znakov"; 950 pass', async () => {
    const user = userEvent.setup();
    const props = render('scope2', 'PZP');
    const exactly951 = `${'a'.repeat(939)} bb cc dd ee`;
    expect(exactly951).toHaveLength(951);
    await describeIncident(user, exactly951);
    await user.click(screen.getByLabelText(ADDITIONAL));
    await user.paste('x'.repeat(951));
    await user.click(choose('Moje vozidlo'));
    await user.click(yes(Q.jointReport));
    await user.click(continueButton());
    const message = text(withValues(messages.maxLength, { max: 950 }));
    expect(message).toBe('Najviac 950 znakov');
    await waitFor(() => expect(errorOf(screen.getByLabelText(DESCRIPTION))).toBe(message));
    expect(errorOf(screen.getByLabelText(ADDITIONAL))).toBe(message);
    expect(props.submit).not.toHaveBeenCalled();

    // One character fewer in each passes.
    await user.clear(screen.getByLabelText(DESCRIPTION));
    await describeIncident(user, exactly951.slice(0, 950));
    await user.clear(screen.getByLabelText(ADDITIONAL));
    await user.click(screen.getByLabelText(ADDITIONAL));
    await user.paste('x'.repeat(950));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit.mock.calls[0]![0].incident?.description).toHaveLength(950);
  });
});

describe('/incident-details: prefill and errors', () => {
  it('starts from the stored description, answers and responsible party', async () => {
    const user = userEvent.setup();
    const props = render('scope1', 'CASCO', {
      reason: reason('1_FIRE'),
      description: GOOD_DESCRIPTION,
      descriptionAdditional: 'Hasiči prišli do desiatich minút.',
      responsibleParty: 'unknown',
      specificAnswers: {
        didVehicleCompletelyBurn: true,
        fireBrigadeCalled: true,
        policeInvestigated: false,
        assistanceServicesCalled: true,
      },
    });
    expect((screen.getByLabelText(DESCRIPTION) as HTMLTextAreaElement).value).toBe(GOOD_DESCRIPTION);
    expect((choose('Neviem') as HTMLInputElement).checked).toBe(true);
    expect((yes(Q.burned) as HTMLInputElement).checked).toBe(true);
    expect((no(Q.police) as HTMLInputElement).checked).toBe(true);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({
      incident: {
        description: GOOD_DESCRIPTION,
        descriptionAdditional: 'Hasiči prišli do desiatich minút.',
        specificAnswers: {
          ...NULL_ANSWERS,
          didVehicleCompletelyBurn: true,
          fireBrigadeCalled: true,
          policeInvestigated: false,
          assistanceServicesCalled: true,
        },
        responsibleParty: 'unknown',
      },
    });
  });

  it('scope1 from the culprit’s liability cover (its plate asked before): "Nikto iný" is not offered, nor kept', () => {
    render('scope1', 'PZP', { responsibleParty: 'myVehicle' });
    expect(responsibleChoices()).toEqual(['Iné vozidlo alebo iná osoba', 'Neviem']);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('does not prefill a responsible party the scope does not offer', () => {
    render('scope1', 'PZP', { responsibleParty: 'otherVehicle' });
    expect(
      within(question(RESPONSIBLE))
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('says when the answers could not be saved (persist) and keeps them', () => {
    render('scope2', 'PZP', { description: GOOD_DESCRIPTION }, { error: { kind: 'persist' } });
    expect(screen.getByText(/Vaše odpovede sa nám nepodarilo uložiť/)).toBeTruthy();
    expect((screen.getByLabelText(DESCRIPTION) as HTMLTextAreaElement).value).toBe(GOOD_DESCRIPTION);
  });

  it('has no axe violations, with many questions shown', async () => {
    const props = section3Props('scope134', 'PZP', { reason: reason('1_FIRE') });
    const { container } = renderScreen(IncidentDetailsScreen, props);
    expect(shownQuestions().length).toBeGreaterThan(3);
    expect(await axeViolations(container)).toEqual([]);
  });
});
