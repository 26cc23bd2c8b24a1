import { describe, expect, it } from 'vitest';
import { asksResponsibleParty, responsiblePartyOptions, responsiblePartyToSend } from '../../src/domain/incident-questions.ts';
import {
  incidentDetailsSchema,
  isQuestionShown,
  SPECIFIC_QUESTIONS,
  specificAnswersToSend,
  type QuestionFacts,
  type SpecificQuestion,
} from '../../src/steps/incident-details.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';

/**
 * The docs/decisions.md "Decisions" → "Section 3 screens" table, written out case by case: for each question
 * where it is shown and where it is not.
 */

type Case = [description: string, facts: Partial<QuestionFacts>];

const facts = (partial: Partial<QuestionFacts>): QuestionFacts => ({
  scope: null,
  policyType: null,
  reasonId: null,
  responsibleParty: null,
  answers: {},
  ...partial,
});

const casco1 = (reasonId: string | null, more: Partial<QuestionFacts> = {}): Partial<QuestionFacts> => ({
  scope: 'scope1',
  policyType: 'CASCO',
  reasonId,
  ...more,
});

const TABLE: Record<SpecificQuestion, { shown: Case[]; hidden: Case[] }> = {
  // "scope 1 with CASCO and reason 1_GLASS"
  damagedWindshieldOnly: {
    shown: [['scope1 CASCO, glass', casco1('1_GLASS')]],
    hidden: [
      ['scope1 PZP, glass', { scope: 'scope1', policyType: 'PZP', reasonId: '1_GLASS' }],
      ['scope1 CASCO, glass under PZP supplementary cover', casco1('1_LIABILITY_GLASS')],
      ['scope1 CASCO, fire', casco1('1_FIRE')],
      ['scope1 CASCO, no reason', casco1(null)],
      ['scope12 CASCO, glass', { scope: 'scope12', policyType: 'CASCO', reasonId: '1_GLASS' }],
      ['scope13 CASCO, glass', { scope: 'scope13', policyType: 'CASCO', reasonId: '1_GLASS' }],
    ],
  },
  // "as above, and the windshield-only answer is yes"
  damagedWindshieldBiggerThenCreditCard: {
    shown: [['scope1 CASCO, glass, windshield only: yes', casco1('1_GLASS', { answers: { damagedWindshieldOnly: true } })]],
    hidden: [
      ['scope1 CASCO, glass, windshield only: no', casco1('1_GLASS', { answers: { damagedWindshieldOnly: false } })],
      ['scope1 CASCO, glass, windshield only: unanswered', casco1('1_GLASS')],
      [
        'scope1 PZP, glass, windshield only: yes',
        { scope: 'scope1', policyType: 'PZP', reasonId: '1_GLASS', answers: { damagedWindshieldOnly: true } },
      ],
      ['scope1 CASCO, hail, windshield only: yes', casco1('1_HAIL', { answers: { damagedWindshieldOnly: true } })],
    ],
  },
  // "scope 1 with CASCO and reason 1_FIRE"
  didVehicleCompletelyBurn: {
    shown: [['scope1 CASCO, fire', casco1('1_FIRE')]],
    hidden: [
      ['scope1 PZP, fire', { scope: 'scope1', policyType: 'PZP', reasonId: '1_FIRE' }],
      ['scope1 CASCO, glass', casco1('1_GLASS')],
      ['scope1 CASCO, vandalism', casco1('1_VANDALISM')],
      ['scope12 CASCO, fire', { scope: 'scope12', policyType: 'CASCO', reasonId: '1_FIRE' }],
    ],
  },
  // "reason 1_FIRE"
  fireBrigadeCalled: {
    shown: [
      ['scope1 CASCO, fire', casco1('1_FIRE')],
      ['scope1 PZP, fire', { scope: 'scope1', policyType: 'PZP', reasonId: '1_FIRE' }],
    ],
    hidden: [
      ['scope1 CASCO, entire theft', casco1('1_THEFT_ENTIRE')],
      ['scope1 CASCO, vandalism', casco1('1_VANDALISM')],
      ['scope1 CASCO, no reason', casco1(null)],
      ['scope2 PZP', { scope: 'scope2', policyType: 'PZP' }],
      ['scope14 PZP', { scope: 'scope14', policyType: 'PZP' }],
    ],
  },
  // "reason theft (entire or partial), vandalism or fire; or a person was injured (object 4)"
  policeInvestigated: {
    shown: [
      ['scope1 CASCO, entire theft', casco1('1_THEFT_ENTIRE')],
      ['scope1 CASCO, partial theft', casco1('1_THEFT_PARTIAL')],
      ['scope1 CASCO, vandalism', casco1('1_VANDALISM')],
      ['scope1 CASCO, fire', casco1('1_FIRE')],
      ['scope14 PZP', { scope: 'scope14', policyType: 'PZP' }],
      ['scope14 CASCO', { scope: 'scope14', policyType: 'CASCO' }],
      ['scope134 PZP', { scope: 'scope134', policyType: 'PZP' }],
      ['scope4 PZP', { scope: 'scope4', policyType: 'PZP' }],
      ['scope34 PZP', { scope: 'scope34', policyType: 'PZP' }],
    ],
    hidden: [
      ['scope1 CASCO, glass', casco1('1_GLASS')],
      ['scope1 CASCO, accident while driving', casco1('1_ACCIDENT_MOVING')],
      ['scope1 CASCO, hail', casco1('1_HAIL')],
      ['scope1 CASCO, other', casco1('1_OTHER')],
      ['scope1 PZP', { scope: 'scope1', policyType: 'PZP' }],
      ['scope2 PZP', { scope: 'scope2', policyType: 'PZP' }],
      ['scope12 CASCO', { scope: 'scope12', policyType: 'CASCO' }],
      ['scope13 PZP', { scope: 'scope13', policyType: 'PZP' }],
      ['scope3 PZP', { scope: 'scope3', policyType: 'PZP' }],
    ],
  },
  // "another vehicle took part: every scope but 1; scope 1 with PZP; scope 1 with CASCO when the
  // reason is 1_ACCIDENT_MOVING or 1_ACCIDENT_PARKED or another vehicle or person is named responsible"
  accidentReportWritten: {
    shown: [
      ['scope2 PZP', { scope: 'scope2', policyType: 'PZP' }],
      ['scope12 CASCO', { scope: 'scope12', policyType: 'CASCO' }],
      ['scope12 PZP', { scope: 'scope12', policyType: 'PZP' }],
      ['scope13 PZP', { scope: 'scope13', policyType: 'PZP' }],
      ['scope13 CASCO', { scope: 'scope13', policyType: 'CASCO' }],
      ['scope14 PZP', { scope: 'scope14', policyType: 'PZP' }],
      ['scope134 CASCO', { scope: 'scope134', policyType: 'CASCO' }],
      ['scope3 PZP', { scope: 'scope3', policyType: 'PZP' }],
      ['scope4 PZP', { scope: 'scope4', policyType: 'PZP' }],
      ['scope34 PZP', { scope: 'scope34', policyType: 'PZP' }],
      ['scope1 PZP', { scope: 'scope1', policyType: 'PZP' }],
      ['scope1 PZP, nobody else responsible', { scope: 'scope1', policyType: 'PZP', responsibleParty: 'myVehicle' }],
      ['scope1 CASCO, accident while driving', casco1('1_ACCIDENT_MOVING')],
      ['scope1 CASCO, parked vehicle damaged', casco1('1_ACCIDENT_PARKED')],
      ['scope1 CASCO, other, another vehicle or person responsible', casco1('1_OTHER', { responsibleParty: 'otherVehicleOrPerson' })],
      ['scope1 CASCO, vandalism, another vehicle responsible (D11)', casco1('1_VANDALISM', { responsibleParty: 'otherVehicle' })],
    ],
    hidden: [
      ['scope1 CASCO, other, nobody else responsible', casco1('1_OTHER', { responsibleParty: 'myVehicle' })],
      ['scope1 CASCO, other, unknown', casco1('1_OTHER', { responsibleParty: 'unknown' })],
      ['scope1 CASCO, other, not chosen yet', casco1('1_OTHER')],
      ['scope1 CASCO, glass', casco1('1_GLASS')],
      ['scope1 CASCO, entire theft', casco1('1_THEFT_ENTIRE')],
      ['scope1 CASCO, pothole', casco1('1_POTHOLE')],
    ],
  },
  // "the joint-report answer is no"
  accidentRecordMade: {
    shown: [
      ['scope2 PZP, joint report: no', { scope: 'scope2', policyType: 'PZP', answers: { accidentReportWritten: false } }],
      ['scope1 PZP, joint report: no', { scope: 'scope1', policyType: 'PZP', answers: { accidentReportWritten: false } }],
      ['scope34 PZP, joint report: no', { scope: 'scope34', policyType: 'PZP', answers: { accidentReportWritten: false } }],
      ['scope1 CASCO, accident, joint report: no', casco1('1_ACCIDENT_MOVING', { answers: { accidentReportWritten: false } })],
    ],
    hidden: [
      ['scope2 PZP, joint report: yes', { scope: 'scope2', policyType: 'PZP', answers: { accidentReportWritten: true } }],
      ['scope2 PZP, joint report: unanswered', { scope: 'scope2', policyType: 'PZP' }],
      [
        'scope1 CASCO, other, nobody else responsible (joint report not asked), a stale no',
        casco1('1_OTHER', { responsibleParty: 'myVehicle', answers: { accidentReportWritten: false } }),
      ],
    ],
  },
  // "my vehicle is damaged (object 1) and the reason is not a theft, hail, glass or rodent damage"
  assistanceServicesCalled: {
    shown: [
      ['scope1 CASCO, accident while driving', casco1('1_ACCIDENT_MOVING')],
      ['scope1 CASCO, fire', casco1('1_FIRE')],
      ['scope1 CASCO, vandalism', casco1('1_VANDALISM')],
      ['scope1 CASCO, animal', casco1('1_ANIMAL')],
      ['scope1 CASCO, pothole', casco1('1_POTHOLE')],
      ['scope1 CASCO, other', casco1('1_OTHER')],
      ['scope1 PZP (no reason asked)', { scope: 'scope1', policyType: 'PZP' }],
      ['scope12 PZP', { scope: 'scope12', policyType: 'PZP' }],
      ['scope13 CASCO', { scope: 'scope13', policyType: 'CASCO' }],
      ['scope14 PZP', { scope: 'scope14', policyType: 'PZP' }],
      ['scope134 PZP', { scope: 'scope134', policyType: 'PZP' }],
    ],
    hidden: [
      ['scope1 CASCO, entire theft', casco1('1_THEFT_ENTIRE')],
      ['scope1 CASCO, partial theft', casco1('1_THEFT_PARTIAL')],
      ['scope1 CASCO, hail', casco1('1_HAIL')],
      ['scope1 CASCO, glass', casco1('1_GLASS')],
      ['scope1 CASCO, rodent', casco1('1_RODENT')],
      ['scope2 PZP', { scope: 'scope2', policyType: 'PZP' }],
      ['scope3 PZP', { scope: 'scope3', policyType: 'PZP' }],
      ['scope4 PZP', { scope: 'scope4', policyType: 'PZP' }],
      ['scope34 PZP', { scope: 'scope34', policyType: 'PZP' }],
    ],
  },
  // "scopes 13, 134, 14 with PZP (D8)"
  didAccidentHaveClearFault: {
    shown: [
      ['scope13 PZP', { scope: 'scope13', policyType: 'PZP' }],
      ['scope134 PZP', { scope: 'scope134', policyType: 'PZP' }],
      ['scope14 PZP', { scope: 'scope14', policyType: 'PZP' }],
    ],
    hidden: [
      ['scope13 CASCO', { scope: 'scope13', policyType: 'CASCO' }],
      ['scope134 CASCO', { scope: 'scope134', policyType: 'CASCO' }],
      ['scope14 CASCO', { scope: 'scope14', policyType: 'CASCO' }],
      ['scope1 PZP', { scope: 'scope1', policyType: 'PZP' }],
      ['scope2 PZP', { scope: 'scope2', policyType: 'PZP' }],
      ['scope12 PZP', { scope: 'scope12', policyType: 'PZP' }],
      ['scope3 PZP', { scope: 'scope3', policyType: 'PZP' }],
      ['scope4 PZP', { scope: 'scope4', policyType: 'PZP' }],
      ['scope34 PZP', { scope: 'scope34', policyType: 'PZP' }],
    ],
  },
};

describe('specific questions (docs/decisions.md "Section 3 screens")', () => {
  it('covers all nine questions of SPEC §3', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...SPECIFIC_QUESTIONS].sort());
    expect(SPECIFIC_QUESTIONS).toHaveLength(9);
  });

  for (const [question, { shown, hidden }] of Object.entries(TABLE) as Array<[SpecificQuestion, (typeof TABLE)[SpecificQuestion]]>) {
    describe(question, () => {
      it.each(shown)('shown: %s', (_, partial) => {
        expect(isQuestionShown(question, facts(partial))).toBe(true);
      });
      it.each(hidden)('hidden: %s', (_, partial) => {
        expect(isQuestionShown(question, facts(partial))).toBe(false);
      });
    });
  }
});

describe('the answers sent', () => {
  it('has all nine keys; hidden questions are null whatever the form held', () => {
    const everythingYes = Object.fromEntries(SPECIFIC_QUESTIONS.map((question) => [question, true]));
    expect(specificAnswersToSend(facts(casco1('1_GLASS', { responsibleParty: 'myVehicle', answers: everythingYes })))).toEqual({
      damagedWindshieldOnly: true,
      damagedWindshieldBiggerThenCreditCard: true,
      didVehicleCompletelyBurn: null,
      fireBrigadeCalled: null,
      policeInvestigated: null,
      accidentReportWritten: null,
      accidentRecordMade: null,
      assistanceServicesCalled: null,
      didAccidentHaveClearFault: null,
    });
  });

  it('scope14 with PZP: the joint report no, so the police record too; clear fault asked', () => {
    const answers = {
      accidentReportWritten: false,
      accidentRecordMade: true,
      policeInvestigated: true,
      assistanceServicesCalled: false,
      didAccidentHaveClearFault: false,
      fireBrigadeCalled: true,
    };
    expect(specificAnswersToSend(facts({ scope: 'scope14', policyType: 'PZP', responsibleParty: 'otherVehicle', answers }))).toEqual({
      damagedWindshieldOnly: null,
      damagedWindshieldBiggerThenCreditCard: null,
      didVehicleCompletelyBurn: null,
      fireBrigadeCalled: null,
      policeInvestigated: true,
      accidentReportWritten: false,
      accidentRecordMade: true,
      assistanceServicesCalled: false,
      didAccidentHaveClearFault: false,
    });
  });

  it('a shown question not answered yet is null as well', () => {
    expect(specificAnswersToSend(facts({ scope: 'scope2', policyType: 'PZP' }))).toMatchObject({ accidentReportWritten: null });
  });
});

describe('the responsible-party choice', () => {
  it.each([
    ['scope1', ['myVehicle', 'otherVehicleOrPerson', 'unknown']],
    ['scope2', ['myVehicle', 'otherVehicle', 'notClearSharedResponsibility', 'unknown']],
    ['scope12', ['myVehicle', 'otherVehicle', 'notClearSharedResponsibility', 'unknown']],
    ['scope13', ['myVehicle', 'otherVehicle', 'notClearSharedResponsibility', 'unknown']],
    ['scope14', ['myVehicle', 'otherVehicle', 'notClearSharedResponsibility', 'unknown']],
    ['scope134', ['myVehicle', 'otherVehicle', 'notClearSharedResponsibility', 'unknown']],
    ['scope3', []],
    ['scope4', []],
    ['scope34', []],
  ])('%s offers %j', (scope, options) => {
    expect(responsiblePartyOptions(scope)).toEqual(options);
    expect(asksResponsibleParty(scope)).toBe(options.length > 0);
  });

  it.each(['scope3', 'scope4', 'scope34'])('D9: %s is not asked and stores otherVehicle', (scope) => {
    expect(responsiblePartyToSend(scope, null)).toBe('otherVehicle');
  });

  it('sends the choice where asked, and nothing a scope does not offer', () => {
    expect(responsiblePartyToSend('scope1', 'otherVehicleOrPerson')).toBe('otherVehicleOrPerson');
    expect(responsiblePartyToSend('scope13', 'notClearSharedResponsibility')).toBe('notClearSharedResponsibility');
    expect(responsiblePartyToSend('scope1', 'otherVehicle')).toBeNull();
    expect(responsiblePartyToSend('scope2', 'otherVehicleOrPerson')).toBeNull();
  });

  it.each(['1_HAIL', '1_RODENT', '1_LIABILITY_HAIL'])('D37: %s is not asked and stores "nobody else"', (reason) => {
    expect(asksResponsibleParty('scope1', reason)).toBe(false);
    expect(responsiblePartyToSend('scope1', null, { reasonId: reason })).toBe('myVehicle');
  });

  it('D37: every other reason keeps the question', () => {
    expect(asksResponsibleParty('scope1', '1_ACCIDENT_MOVING')).toBe(true);
    expect(responsiblePartyToSend('scope1', null, { reasonId: '1_ACCIDENT_MOVING' })).toBeNull();
  });
});

describe('incidentDetailsSchema: every shown question must be answered', () => {
  const valid = 'Pri cúvaní som narazil do stĺpa na parkovisku.';
  const empty = Object.fromEntries(SPECIFIC_QUESTIONS.map((question) => [question, null]));
  const errorIds = async (context: Parameters<typeof incidentDetailsSchema>[0], incident: Record<string, unknown>) => {
    const errors = await collectErrors(incidentDetailsSchema(context), {
      incident: { description: valid, descriptionAdditional: '', specificAnswers: empty, ...incident },
    });
    return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, message.id]));
  };

  it('scope1 CASCO, glass: the responsible party and the shown questions only', async () => {
    expect(await errorIds({ scope: 'scope1', policyType: 'CASCO', reasonId: '1_GLASS' }, { responsibleParty: null })).toEqual({
      'incident.responsibleParty': 'validation.requiredOption',
      'incident.specificAnswers.damagedWindshieldOnly': 'validation.requiredOption',
    });
    expect(
      await errorIds(
        { scope: 'scope1', policyType: 'CASCO', reasonId: '1_GLASS' },
        { responsibleParty: 'myVehicle', specificAnswers: { ...empty, damagedWindshieldOnly: true } },
      ),
    ).toEqual({ 'incident.specificAnswers.damagedWindshieldBiggerThenCreditCard': 'validation.requiredOption' });
  });

  it('scope34: no responsible party asked; the joint report, the police question and the own health damage are', async () => {
    expect(await errorIds({ scope: 'scope34', policyType: 'PZP', reasonId: null }, {})).toEqual({
      'incident.specificAnswers.policeInvestigated': 'validation.requiredOption',
      'incident.specificAnswers.accidentReportWritten': 'validation.requiredOption',
      'incident.myHealth.damageType': 'validation.requiredOption',
    });
  });

  it('refuses a responsible party the scope does not offer', async () => {
    expect(
      await errorIds(
        { scope: 'scope1', policyType: 'PZP', reasonId: null },
        { responsibleParty: 'otherVehicle', specificAnswers: { ...empty, accidentReportWritten: true, assistanceServicesCalled: false } },
      ),
    ).toEqual({
      'incident.responsibleParty': 'validation.requiredOption',
    });
  });
});
