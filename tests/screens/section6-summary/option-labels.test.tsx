// @vitest-environment jsdom
import { setupI18n, type I18n } from '@lingui/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../../locales/en/messages.po';
import { formatAddress } from '../../../src/domain/format.ts';
import { questionLabel, SPECIFIC_QUESTIONS } from '../../../src/steps/incident-details.ts';
import { ALL_OPTION_MESSAGES } from '../../../src/domain/option-labels.ts';
import { mergeUpdate } from '../../../src/domain/report-merge.ts';
import { summaryLabel, type SummaryLabelId } from '../../../src/domain/summary-labels.ts';
import AlertDontHaveCascoScreen from '../../../src/screens/alert-dont-have-casco/AlertDontHaveCascoScreen.tsx';
import AlertHaveOnlyMiniCascoScreen from '../../../src/screens/alert-have-only-mini-casco/AlertHaveOnlyMiniCascoScreen.tsx';
import ForcePayoutToAggrievedScreen from '../../../src/screens/force-payout-to-aggrieved/ForcePayoutToAggrievedScreen.tsx';
import IncidentDetailsScreen from '../../../src/screens/incident-details/IncidentDetailsScreen.tsx';
import IncidentInspectionAddressScreen from '../../../src/screens/incident-inspection-address/IncidentInspectionAddressScreen.tsx';
import IncidentReasonScreen from '../../../src/screens/incident-reason/IncidentReasonScreen.tsx';
import IncidentResolveTypeScreen from '../../../src/screens/incident-resolve-type/IncidentResolveTypeScreen.tsx';
import IncidentScopeScreen from '../../../src/screens/incident-scope/IncidentScopeScreen.tsx';
import OtherDamageHealthScreen from '../../../src/screens/other-damage-health/OtherDamageHealthScreen.tsx';
import PolicyTypeScreen from '../../../src/screens/policy-type/PolicyTypeScreen.tsx';
import type { ScreenPatch, ScreenProps } from '../../../src/screens/screen-props.ts';
import SummaryScreen from '../../../src/screens/summary/SummaryScreen.tsx';
import WindshieldDamageLocationScreen from '../../../src/screens/windshield-damage-location/WindshieldDamageLocationScreen.tsx';
import { REASON_GROUPS } from '../section3-incident/support.ts';
import { renderScreen, screenProps, type TestProps } from '../support.tsx';

vi.mock('../../../src/components/map/MapView.tsx', () => import('../section3-maps/support.tsx').then((module) => module.fakeMapModule));

/**
 * The summary restates what was chosen, word for word. For every choice screen
 * this renders the screen, walks each option it shows (the option list is the screen's own, so a
 * new option is walked without a change here), chooses it, presses Continue, merges what the
 * screen sends into the report as the server does (src/domain/report-merge.ts), renders /summary
 * with that report and finds the option's very label as the value of the summary's row, in Slovak
 * and English, in the reporter's (WEB) and, where the screen words it for the agent, the SMP
 * wording. Last, every message of src/domain/option-labels.ts must have been met on a screen.
 */

type Locale = 'sk' | 'en';
type Context = 'WEB' | 'SMP';
type Report = ScreenProps['report'];
type User = ReturnType<typeof userEvent.setup>;

const i18nOf = (locale: Locale): I18n => setupI18n({ locale, messages: { [locale]: locale === 'en' ? english : {} } });
const I18N = { sk: i18nOf('sk'), en: i18nOf('en') };

/** The option texts met on a screen (both languages), to check that the walk covers the whole table. */
const seen = new Set<string>();

const GOOD_DESCRIPTION = 'Na parkovisku pri obchode mi niekto poškriabal dvere nákupným vozíkom.';
const ADDRESS = {
  id: 'SVK-Kosice-kosice',
  street: 'Hlavná',
  buildingNumber: '12',
  registerNumber: null,
  town: 'Košice',
  postalCode: '040 01',
  country: 'SVK',
  lat: 48.7164,
  lon: 21.2611,
  isUnspecified: false,
};
const OTHER_ADDRESS = { ...ADDRESS, id: 'SVK-Kosice-moldavska', street: 'Moldavská', buildingNumber: '8', postalCode: '040 11' };
const SHOP = {
  objId: 'shop-7',
  companyName: 'Autoservis Dunaj, s.r.o.',
  address: { street: 'Mlynské nivy', buildingNumber: '12', town: 'Bratislava', postalCode: '821 09' },
  phone: '+421 2 5555 1234',
};
const CASCO_PRODUCTS = { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' };
const MINI_CASCO_ONLY = { liability: true, casco: false, minicasco: true, cascoProductCode: 'MHAV' };
const NO_CASCO = { liability: true, casco: false, minicasco: false, cascoProductCode: 'HPL' };
/** Every question answered no, except the two whose yes (windshield) or no (joint report) shows another. */
const ANSWERS = {
  damagedWindshieldOnly: true,
  damagedWindshieldBiggerThenCreditCard: false,
  didVehicleCompletelyBurn: false,
  fireBrigadeCalled: false,
  policeInvestigated: false,
  accidentReportWritten: false,
  accidentRecordMade: false,
  assistanceServicesCalled: false,
  didAccidentHaveClearFault: false,
};

const objects = (scope: string) => [...scope.replace('scope', '')].map((id) => ({ objectId: Number(id) as 1 | 2 | 3 | 4 }));
const reason = (id: string) =>
  REASON_GROUPS.flatMap((group) => group.reasons).find((item) => item.id === id) ?? { id, label: { sk: id, en: id } };

/** The props of a screen for a report of `scope` with `incident` (and the shell's derived values). */
function propsOf(context: Context, scope: string, policyType: 'CASCO' | 'PZP' | null, incident: Report['incident'] = {}): TestProps {
  return screenProps({
    context,
    scope,
    policyType,
    reasonGroups: REASON_GROUPS,
    report: {
      parties: { reporter: { firstName: 'Jana', lastName: 'Nováková', phone: { prefix: '+421', number: '905123456' } } },
      incident: {
        scopesOfDamage: objects(scope),
        date: '2026-05-10',
        policyType,
        myVehicle: { hasLicensePlate: true, licensePlate: 'BA222BB' },
        ...incident,
      },
    },
  });
}

/** The screen's Continue; on the map screens it confirms the address too (D36). */
const CONTINUE = { sk: /^(Pokračovať|Potvrdiť adresu a pokračovať)$/, en: /^(Continue|Confirm the address and continue)$/ };
const continueButton = (locale: Locale) =>
  screen.getAllByRole('button', { name: CONTINUE[locale === 'en' ? 'en' : 'sk'] }).find((button) => !button.closest('dialog'))!;

/** The choice's inputs, as the screen renders them (radios or checkboxes named by the field). */
const inputsOf = (field: string) => [...document.querySelectorAll<HTMLInputElement>(`input[name="${field}"]`)];

/** The text a sighted reporter reads as an input's label. */
const labelOf = (input: HTMLInputElement) => (input.labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * /incident-details: answers "no" to each question the choice left unanswered (one it showed), as
 * the reporter must before Continue, until none is left.
 */
async function answerOpenQuestions(user: User) {
  for (;;) {
    const open = [...document.querySelectorAll('.incident-questions fieldset')].find(
      (group) => !group.querySelector<HTMLInputElement>('input:checked'),
    );
    if (!open) return;
    await user.click(open.querySelector<HTMLInputElement>('input[value="no"]')!);
  }
}

/** Chooses, presses Continue and returns what the screen sent. */
async function submitWith(user: User, props: TestProps, locale: Locale, choose: () => Promise<void>): Promise<ScreenPatch> {
  await choose();
  await user.click(continueButton(locale));
  await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
  return props.submit.mock.calls[0]![0];
}

/** The report after the update, merged as the server stores it, and what the server's answer adds. */
function reportAfter(props: TestProps, patch: ScreenPatch, serverAnswer: (incident: Report['incident']) => Report['incident']): Report {
  const merged = mergeUpdate({ parties: props.report.parties, incident: props.report.incident }, patch);
  return { parties: merged.parties, incident: serverAnswer(merged.incident), attachments: props.report.attachments };
}

/** Renders /summary for `report` and returns its rows as label and value. */
function summaryRows(context: Context, report: Report, locale: Locale): Array<{ label: string; value: string }> {
  renderScreen(SummaryScreen, screenProps({ context, report, policyType: report.incident.policyType ?? null }), { locale });
  const terms = [...document.querySelectorAll('[data-summary-document] dt')];
  return terms.map((term) => ({ label: term.textContent ?? '', value: term.nextElementSibling?.textContent ?? '' }));
}

interface ChoiceCase {
  name: string;
  Screen: ComponentType<ScreenProps>;
  contexts: Context[];
  props: (context: Context) => TestProps;
  /** The Formik name of the choice's inputs. */
  field: string;
  /** The summary row that restates it. */
  row: SummaryLabelId;
  /** What else the screen needs before Continue, once the option is chosen. */
  complete?: (user: User, value: string) => Promise<void>;
  /** What the server's answer adds to the report (a verification's products). */
  serverAnswer?: (incident: Report['incident'], value: string) => Report['incident'];
  /** Where the summary restates the choice otherwise than by its label, what it shows (and why). */
  restated?: (value: string, label: string, report: Report, i18n: I18n) => string;
}

const CASES: ChoiceCase[] = [
  {
    name: '/incident-scope (the server’s tiles)',
    Screen: IncidentScopeScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) => screenProps({ context }),
    field: 'incident.scopesOfDamage',
    row: 'incident.scopes',
  },
  {
    name: '/incident-reason (the reference data’s reasons)',
    Screen: IncidentReasonScreen,
    contexts: ['WEB'],
    props: (context) => propsOf(context, 'scope1', 'CASCO', { reasonGroupIndex: 0 }),
    field: 'incident.reasonId',
    row: 'incident.reason',
  },
  {
    name: '/policy-type',
    Screen: PolicyTypeScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) => propsOf(context, 'scope13', null, { availableProducts: CASCO_PRODUCTS }),
    field: 'incident.policyType',
    row: 'incident.policyType',
  },
  {
    name: '/alert-have-only-mini-casco',
    Screen: AlertHaveOnlyMiniCascoScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) => propsOf(context, 'scope1', null, { availableProducts: MINI_CASCO_ONLY }),
    field: 'incident.policyType',
    row: 'incident.policyType',
  },
  ...(['scope1', 'scope12'] as const).map((scope): ChoiceCase => ({
    name: `/alert-dont-have-casco, ${scope}`,
    Screen: AlertDontHaveCascoScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) => propsOf(context, scope, null, { availableProducts: NO_CASCO }),
    field: 'incident.policyType',
    row: 'incident.policyType',
    complete: async (user, value) => {
      if (value === 'CASCO') await user.type(document.querySelector<HTMLInputElement>('input[name="incident.policyId"]')!, '5010000011');
    },
    // The casco number verifies: the vehicle has casco cover.
    serverAnswer: (incident, value) => (value === 'CASCO' ? { ...incident, availableProducts: CASCO_PRODUCTS } : incident),
  })),
  {
    name: '/incident-details, who caused it (scope 1)',
    Screen: IncidentDetailsScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) =>
      propsOf(context, 'scope1', 'CASCO', { reason: reason('1_OTHER'), description: GOOD_DESCRIPTION, specificAnswers: ANSWERS }),
    field: 'incident.responsibleParty',
    row: 'incident.responsibleParty',
    complete: answerOpenQuestions,
  },
  {
    name: '/incident-details, who caused it (scope 12)',
    Screen: IncidentDetailsScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) => propsOf(context, 'scope12', 'PZP', { description: GOOD_DESCRIPTION, specificAnswers: ANSWERS }),
    field: 'incident.responsibleParty',
    row: 'incident.responsibleParty',
    complete: answerOpenQuestions,
  },
  {
    name: '/incident-details, own health damage (scope 14)',
    Screen: IncidentDetailsScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) =>
      propsOf(context, 'scope14', 'PZP', { description: GOOD_DESCRIPTION, specificAnswers: ANSWERS, responsibleParty: 'otherVehicle' }),
    field: 'incident.myHealth.damageType',
    row: 'damage.healthType',
    complete: answerOpenQuestions,
  },
  {
    name: '/windshield-damage-location',
    Screen: WindshieldDamageLocationScreen,
    contexts: ['WEB'],
    props: (context) => propsOf(context, 'scope1', 'CASCO', { reason: reason('1_GLASS') }),
    field: 'incident.myVehicle.windshieldDamageLocation',
    row: 'damage.windshieldLocation',
  },
  {
    name: '/incident-resolve-type',
    Screen: IncidentResolveTypeScreen,
    contexts: ['WEB', 'SMP'],
    props: (context) => propsOf(context, 'scope1', 'CASCO'),
    field: 'incident.resolveType',
    row: 'resolution.type',
  },
  {
    name: '/force-payout-to-aggrieved',
    Screen: ForcePayoutToAggrievedScreen,
    contexts: ['WEB', 'SMP'],
    // The payout to one's own account starts with an account entered before, so Continue goes on.
    props: (context) =>
      propsOf(context, 'scope1', 'CASCO', {
        resolveType: 'toService',
        carRepairService: SHOP,
        forcePayoutToAggrieved: true,
        bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null },
      }),
    field: 'incident.payoutTo',
    row: 'resolution.payout',
  },
  {
    name: '/incident-inspection-address',
    Screen: IncidentInspectionAddressScreen,
    contexts: ['WEB'],
    // Another address, picked and confirmed before, so either choice can go on.
    props: (context) =>
      propsOf(context, 'scope1', 'CASCO', { address: ADDRESS, inspectionAddressIsTheSame: false, inspectionAddress: OTHER_ADDRESS }),
    field: 'inspectionPlace',
    row: 'inspection.address',
    // "Na inej adrese": the summary shows the address picked there, which says more than the choice.
    restated: (value, label, report, i18n) => (value === 'other' ? formatAddress(report.incident.inspectionAddress, i18n) : label),
  },
  {
    name: '/other-damage-health',
    Screen: OtherDamageHealthScreen,
    contexts: ['WEB'],
    props: (context) =>
      propsOf(context, 'scope2', 'PZP', {
        otherDamage: ['HEALTH'],
        damagedHealths: [{ isUnknown: false, healthDamageType: null, firstName: 'Eva', lastName: 'Malá' }],
      }),
    field: 'incident.damagedHealths[0].healthDamageType',
    row: 'damage.healthType',
  },
];

describe('every option of every choice screen reads on /summary word for word', () => {
  for (const choice of CASES) {
    for (const context of choice.contexts) {
      for (const locale of ['sk', 'en'] as const) {
        it(`${choice.name}, ${context}, ${locale}`, { timeout: 120_000 }, async () => {
          const i18n = I18N[locale];
          renderScreen(choice.Screen, choice.props(context), { locale });
          const options = inputsOf(choice.field)
            .filter((input) => !input.disabled)
            .map((input) => ({ value: input.value, label: labelOf(input) }));
          expect(options.length, 'the screen offers options').toBeGreaterThan(1);
          for (const option of options) seen.add(option.label);
          cleanup();

          for (const option of options) {
            const user = userEvent.setup();
            const props = choice.props(context);
            renderScreen(choice.Screen, props, { locale });
            const input = inputsOf(choice.field).find((item) => item.value === option.value)!;
            expect(labelOf(input)).toBe(option.label);
            const patch = await submitWith(user, props, locale, async () => {
              if (!input.checked) await user.click(input);
              await choice.complete?.(user, option.value);
            });
            const report = reportAfter(props, patch, (incident) => choice.serverAnswer?.(incident, option.value) ?? incident);
            cleanup();

            const expected = choice.restated?.(option.value, option.label, report, i18n) ?? option.label;
            expect(summaryRows(context, report, locale), `${option.value}: "${option.label}"`).toContainEqual({
              label: summaryLabel(choice.row, i18n),
              value: expected,
            });
            cleanup();
          }
        });
      }
    }
  }
});

/** Reports whose /incident-details asks, together, every one of the nine questions. */
const QUESTION_SCENARIOS = [
  { name: 'scope 1, CASCO, glass', props: () => propsOf('WEB', 'scope1', 'CASCO', { reason: reason('1_GLASS') }) },
  { name: 'scope 1, CASCO, fire', props: () => propsOf('WEB', 'scope1', 'CASCO', { reason: reason('1_FIRE') }) },
  { name: 'scope 13, PZP', props: () => propsOf('WEB', 'scope13', 'PZP') },
].map((scenario) => ({
  ...scenario,
  props: () => {
    const props = scenario.props();
    Object.assign(props.report.incident, { description: GOOD_DESCRIPTION, specificAnswers: ANSWERS, responsibleParty: 'unknown' });
    return props;
  },
}));

describe('the yes/no questions: each answer reads on /summary under the question as asked, in the order asked', () => {
  const asked = new Set<string>();

  for (const scenario of QUESTION_SCENARIOS) {
    for (const locale of ['sk', 'en'] as const) {
      it(`${scenario.name}, ${locale}`, { timeout: 120_000 }, async () => {
        renderScreen(IncidentDetailsScreen, scenario.props(), { locale });
        const questions = within(document.querySelector('.incident-questions')!)
          .getAllByRole('group')
          .map((group) => ({
            question: group.querySelector('legend')!.textContent!.trim(),
            field: group.querySelector('input')!.name,
            answers: [...group.querySelectorAll('input')].map((input) => ({ value: input.value, label: labelOf(input) })),
          }));
        for (const { question, field, answers } of questions) {
          asked.add(field);
          seen.add(question);
          for (const answer of answers) seen.add(answer.label);
        }
        cleanup();

        for (const { question, field, answers } of questions) {
          for (const answer of answers) {
            const user = userEvent.setup();
            const props = scenario.props();
            renderScreen(IncidentDetailsScreen, props, { locale });
            const patch = await submitWith(user, props, locale, async () => {
              const input = inputsOf(field).find((item) => item.value === answer.value)!;
              if (!input.checked) await user.click(input);
            });
            const report = reportAfter(props, patch, (incident) => incident);
            cleanup();
            const rows = summaryRows('WEB', report, locale);
            expect(rows, `${question} ${answer.label}`).toContainEqual({ label: question, value: answer.label });
            // The questions answered read in the order the screen asks them.
            const order = questions.map((item) => item.question);
            const printed = rows.map((row) => row.label).filter((label) => order.includes(label));
            expect(printed).toEqual(order.filter((label) => printed.includes(label)));
            cleanup();
          }
        }
      });
    }
  }

  it('the scenarios ask all nine questions', () => {
    expect([...asked].map((field) => field.replace('incident.specificAnswers.', '')).sort()).toEqual([...SPECIFIC_QUESTIONS].sort());
  });
});

describe('the walk covers the single source', () => {
  // Runs after the walks above (a file's tests run in order). Every label of option-labels.ts was
  // met on a screen in both languages: a new option (or wording) there that no screen here shows
  // fails, so it cannot go unchecked.
  it('met every message of src/domain/option-labels.ts on a screen, in Slovak and English', () => {
    const missing = [...ALL_OPTION_MESSAGES, ...SPECIFIC_QUESTIONS.map(questionLabel)]
      .flatMap((message) => [I18N.sk._(message), I18N.en._(message)])
      .filter((label) => !seen.has(label));
    expect(missing).toEqual([]);
  });
});
