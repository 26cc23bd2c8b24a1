/**
 * /incident-details (SPEC §2, §3; DECISIONS D7–D11): which of the specific yes/no questions are
 * asked, and which answers to "who caused it" are offered. SPEC says only that the questions
 * "depend on scope, policy type, reason and responsible party"; the rules are the README's
 * "Decisions" → "Section 3 screens" table, one function per row. Pure: the form, its schema and
 * the tests read the same rules.
 */
import type { components } from './openapi.gen.ts';

type Schemas = components['schemas'];

export type PolicyType = Schemas['PolicyType'];
export type ResponsibleParty = NonNullable<Schemas['Incident']['responsibleParty']>;
export type SpecificAnswers = { [Q in SpecificQuestion]: boolean | null };

/** The nine questions of SPEC §3, in the order the screen asks them. */
export const SPECIFIC_QUESTIONS = [
  'damagedWindshieldOnly',
  'damagedWindshieldBiggerThenCreditCard',
  'didVehicleCompletelyBurn',
  'fireBrigadeCalled',
  'policeInvestigated',
  'accidentReportWritten',
  'accidentRecordMade',
  'assistanceServicesCalled',
  'didAccidentHaveClearFault',
] as const satisfies ReadonlyArray<keyof Schemas['SpecificAnswers']>;

export type SpecificQuestion = (typeof SPECIFIC_QUESTIONS)[number];

/** What the questions depend on. `answers` and `responsibleParty` are those of the form as it is now. */
export interface QuestionFacts {
  /** The scope code, e.g. 'scope13'. */
  scope: string | null | undefined;
  policyType: PolicyType | null | undefined;
  /** `incident.reason.id`, e.g. '1_GLASS' (chosen only for scope 1 with CASCO). */
  reasonId: string | null | undefined;
  responsibleParty: ResponsibleParty | string | null | undefined;
  answers: Partial<Record<SpecificQuestion, boolean | null | undefined>> | null | undefined;
}

/** The objects of damage in a scope code: 'scope134' → [1, 3, 4]. */
export function objectsOf(scope: string | null | undefined): number[] {
  const match = /^scope([1-4]+)$/.exec(scope ?? '');
  return match ? [...match[1]!].map(Number) : [];
}

const THEFT = ['1_THEFT_ENTIRE', '1_THEFT_PARTIAL'];
const HAIL = ['1_HAIL', '1_LIABILITY_HAIL'];
const GLASS = ['1_GLASS', '1_LIABILITY_GLASS'];
const RODENT = ['1_RODENT'];
/** D11: both count as "another vehicle or person is named responsible". */
const OTHER_PARTY_RESPONSIBLE = ['otherVehicle', 'otherVehicleOrPerson'];

const isScope1Casco = (facts: QuestionFacts) => facts.scope === 'scope1' && facts.policyType === 'CASCO';
const answerOf = (facts: QuestionFacts, question: SpecificQuestion) => facts.answers?.[question] ?? null;

/** One rule per question: the README table's "shown when" column. */
const RULES: Record<SpecificQuestion, (facts: QuestionFacts) => boolean> = {
  // Scope 1 with CASCO and reason 1_GLASS.
  damagedWindshieldOnly: (facts) => isScope1Casco(facts) && facts.reasonId === '1_GLASS',
  // As above, and the windshield-only answer is yes.
  damagedWindshieldBiggerThenCreditCard: (facts) =>
    isQuestionShown('damagedWindshieldOnly', facts) && answerOf(facts, 'damagedWindshieldOnly') === true,
  // Scope 1 with CASCO and reason 1_FIRE.
  didVehicleCompletelyBurn: (facts) => isScope1Casco(facts) && facts.reasonId === '1_FIRE',
  // Reason 1_FIRE.
  fireBrigadeCalled: (facts) => facts.reasonId === '1_FIRE',
  // Reason theft (entire or partial), vandalism or fire; or a person was injured (object 4).
  policeInvestigated: (facts) => [...THEFT, '1_VANDALISM', '1_FIRE'].includes(facts.reasonId ?? '') || objectsOf(facts.scope).includes(4),
  // Another vehicle took part: every scope but 1; scope 1 with PZP; scope 1 with CASCO when the
  // reason is an accident (moving or parked) or another vehicle or person is named responsible.
  accidentReportWritten: (facts) => {
    if (objectsOf(facts.scope).length === 0) return false;
    if (facts.scope !== 'scope1') return true;
    if (facts.policyType === 'PZP') return true;
    if (facts.policyType !== 'CASCO') return false;
    return (
      ['1_ACCIDENT_MOVING', '1_ACCIDENT_PARKED'].includes(facts.reasonId ?? '') ||
      OTHER_PARTY_RESPONSIBLE.includes(facts.responsibleParty ?? '')
    );
  },
  // The joint-report answer is no.
  accidentRecordMade: (facts) => isQuestionShown('accidentReportWritten', facts) && answerOf(facts, 'accidentReportWritten') === false,
  // My vehicle is damaged (object 1) and the reason is not a theft, hail, glass or rodent damage.
  assistanceServicesCalled: (facts) =>
    objectsOf(facts.scope).includes(1) && ![...THEFT, ...HAIL, ...GLASS, ...RODENT].includes(facts.reasonId ?? ''),
  // D8: scopes 13, 134, 14 with PZP.
  didAccidentHaveClearFault: (facts) => ['scope13', 'scope134', 'scope14'].includes(facts.scope ?? '') && facts.policyType === 'PZP',
};

export function isQuestionShown(question: SpecificQuestion, facts: QuestionFacts): boolean {
  return RULES[question](facts);
}

/** The questions asked, in the screen's order. Each one shown must be answered. */
export function shownQuestions(facts: QuestionFacts): SpecificQuestion[] {
  return SPECIFIC_QUESTIONS.filter((question) => isQuestionShown(question, facts));
}

/** All nine answers as the document stores them: a shown question's answer, null for a hidden one. */
export function specificAnswersToSend(facts: QuestionFacts): SpecificAnswers {
  const entries = SPECIFIC_QUESTIONS.map(
    (question) => [question, isQuestionShown(question, facts) ? answerOf(facts, question) : null] as const,
  );
  return Object.fromEntries(entries) as SpecificAnswers;
}

/**
 * Object 4 ("another vehicle injured me": scopes 4, 14, 34, 134): /incident-details asks the kind
 * of the reporter's (or, on SMP, the client's) own health damage, injury or death, and for an
 * injury an optional description (SPEC §3 myHealth; no other screen asks it, and a claim for it
 * needs it).
 */
export function asksOwnHealth(scope: string | null | undefined): boolean {
  return objectsOf(scope).includes(4);
}

/** D9: scopes 3, 4, 34 are not asked; another vehicle caused the damage by definition. */
const NOT_ASKED = ['scope3', 'scope4', 'scope34'];
/** What scopes 3, 4, 34 store (D9). */
export const RESPONSIBLE_PARTY_WHEN_NOT_ASKED: ResponsibleParty = 'otherVehicle';

/** True when the screen asks who caused it (every known scope but 3, 4, 34). */
export function asksResponsibleParty(scope: string | null | undefined): boolean {
  return responsiblePartyOptions(scope).length > 0;
}

/**
 * The answers offered to "who caused it": for scope 1 `myVehicle` (nobody else),
 * `otherVehicleOrPerson`, `unknown`; for scopes 2, 12, 13, 14, 134 `myVehicle`, `otherVehicle`,
 * `notClearSharedResponsibility`, `unknown`; none for scopes 3, 4, 34 (D9) or an unknown scope.
 */
export function responsiblePartyOptions(scope: string | null | undefined): ResponsibleParty[] {
  if (scope === 'scope1') return ['myVehicle', 'otherVehicleOrPerson', 'unknown'];
  if (['scope2', 'scope12', 'scope13', 'scope14', 'scope134'].includes(scope ?? '')) {
    return ['myVehicle', 'otherVehicle', 'notClearSharedResponsibility', 'unknown'];
  }
  return [];
}

/** The responsible party to store: the choice where asked, `otherVehicle` for scopes 3, 4, 34 (D9). */
export function responsiblePartyToSend(
  scope: string | null | undefined,
  chosen: ResponsibleParty | null | undefined,
): ResponsibleParty | null {
  if (NOT_ASKED.includes(scope ?? '')) return RESPONSIBLE_PARTY_WHEN_NOT_ASKED;
  return chosen && responsiblePartyOptions(scope).includes(chosen) ? chosen : null;
}
