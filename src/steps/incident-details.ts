/**
 * /incident-details (SPEC §2, §3, §5; D7–D11): what happened in the reporter's words, an optional
 * addition, who caused it (not asked for scopes 3, 4, 34, D9), for object 4 the reporter's own
 * health damage, and the specific yes/no questions of the docs/decisions.md "Section 3 screens"
 * table for this scope, policy type, reason and the answers given here. Continue sends all nine
 * answers (hidden ones null) and the responsible party; the machine routes (D7–D11).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as yup from 'yup';
import { formatYesNo } from '../domain/format.ts';
import {
  asksOwnHealth,
  asksResponsibleParty,
  objectsOf,
  responsiblePartyOptions,
  responsiblePartyToSend,
  type PolicyType,
  type ResponsibleParty,
} from '../domain/incident-questions.ts';
import type { components } from '../domain/openapi.gen.ts';
import { HEALTH_DAMAGE_LABELS, responsiblePartyLabel } from '../domain/option-labels.ts';
import { scopeCodeOf } from '../domain/report.ts';
import { validateRequiredOption } from '../domain/validation/choices.ts';
import { HEALTH_DAMAGE_TYPES, oneOf, type HealthDamageType } from '../domain/validation/incident-schemas.ts';
import { textField, valueField } from '../domain/validation/schema-helpers.ts';
import { validateAdditionalDescription, validateDescription } from '../domain/validation/text.ts';
import { descriptionFormat } from './formats.ts';
import type { Step, StepInput, StepReport } from './step.ts';
import { objectIdsOf } from './summary-rows.ts';

type Schemas = components['schemas'];

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

interface Question {
  /** When the screen asks it: the "shown when" column of the docs/decisions.md table. */
  shown(facts: QuestionFacts): boolean;
  /** The question, as the screen asks it and the summary restates it. */
  label: MessageDescriptor;
  hint?: MessageDescriptor;
}

const THEFT = ['1_THEFT_ENTIRE', '1_THEFT_PARTIAL'];
const HAIL = ['1_HAIL', '1_LIABILITY_HAIL'];
const GLASS = ['1_GLASS', '1_LIABILITY_GLASS'];
const RODENT = ['1_RODENT'];
/** D11: both count as "another vehicle or person is named responsible". */
const OTHER_PARTY_RESPONSIBLE = ['otherVehicle', 'otherVehicleOrPerson'];

const isScope1Casco = (facts: QuestionFacts) => facts.scope === 'scope1' && facts.policyType === 'CASCO';
const answerOf = (facts: QuestionFacts, question: SpecificQuestion) => facts.answers?.[question] ?? null;

/** The specific yes/no questions of SPEC §3 (the contract's `SpecificAnswers`). */
export type SpecificQuestion = keyof Schemas['SpecificAnswers'];
export type SpecificAnswers = { [Q in SpecificQuestion]: boolean | null };

/** Each question, in the order the screen asks them. */
const QUESTIONS: Record<SpecificQuestion, Question> = {
  damagedWindshieldOnly: {
    // Scope 1 with CASCO and reason 1_GLASS.
    shown: (facts) => isScope1Casco(facts) && facts.reasonId === '1_GLASS',
    label: msg`Je poškodené iba čelné sklo?`,
    hint: msg`Na vozidle nie je poškodené nič iné, ani iné sklo.`,
  },
  damagedWindshieldBiggerThenCreditCard: {
    // As above, and the windshield-only answer is yes.
    shown: (facts) => isQuestionShown('damagedWindshieldOnly', facts) && answerOf(facts, 'damagedWindshieldOnly') === true,
    label: msg`Je poškodenie čelného skla väčšie ako platobná karta?`,
    hint: msg`Priložte k poškodeniu platobnú kartu (asi 8,5 × 5,4 cm). Ak ho celé nezakryje, odpovedzte áno.`,
  },
  didVehicleCompletelyBurn: {
    // Scope 1 with CASCO and reason 1_FIRE.
    shown: (facts) => isScope1Casco(facts) && facts.reasonId === '1_FIRE',
    label: msg`Zhorelo vozidlo úplne?`,
    hint: msg`Po požiari zostal z vozidla iba vrak.`,
  },
  fireBrigadeCalled: {
    // Reason 1_FIRE.
    shown: (facts) => facts.reasonId === '1_FIRE',
    label: msg`Zasahovali pri požiari hasiči?`,
  },
  policeInvestigated: {
    // Reason theft (entire or partial), vandalism or fire; or a person was injured (object 4).
    shown: (facts) => [...THEFT, '1_VANDALISM', '1_FIRE'].includes(facts.reasonId ?? '') || objectsOf(facts.scope).includes(4),
    label: msg`Vyšetruje udalosť polícia?`,
    hint: msg`Odpovedzte áno, ak bola udalosť nahlásená na polícii alebo bola polícia na mieste.`,
  },
  accidentReportWritten: {
    // Another vehicle took part: every scope but 1; scope 1 with PZP; scope 1 with CASCO when the
    // reason is an accident (moving or parked) or another vehicle or person is named responsible.
    shown: (facts) => {
      if (objectsOf(facts.scope).length === 0) return false;
      if (facts.scope !== 'scope1') return true;
      if (facts.policyType === 'PZP') return true;
      if (facts.policyType !== 'CASCO') return false;
      return (
        ['1_ACCIDENT_MOVING', '1_ACCIDENT_PARKED'].includes(facts.reasonId ?? '') ||
        OTHER_PARTY_RESPONSIBLE.includes(facts.responsibleParty ?? '')
      );
    },
    label: msg`Spísali účastníci spoločný záznam o nehode?`,
    hint: msg`Tlačivo Správa o nehode (euroformulár), ktoré vyplnia a podpíšu vodiči zúčastnených vozidiel.`,
  },
  accidentRecordMade: {
    // The joint-report answer is no.
    shown: (facts) => isQuestionShown('accidentReportWritten', facts) && answerOf(facts, 'accidentReportWritten') === false,
    label: msg`Spísala nehodu polícia?`,
    hint: msg`Polícia bola na mieste a o nehode spísala záznam.`,
  },
  assistanceServicesCalled: {
    // My vehicle is damaged (object 1) and the reason is not a theft, hail, glass or rodent damage.
    shown: (facts) => objectsOf(facts.scope).includes(1) && ![...THEFT, ...HAIL, ...GLASS, ...RODENT].includes(facts.reasonId ?? ''),
    label: msg`Bola privolaná asistenčná služba?`,
    hint: msg`Napríklad odťahová služba alebo pomoc na ceste.`,
  },
  didAccidentHaveClearFault: {
    // D8: scopes 13, 134, 14 with PZP.
    shown: (facts) => ['scope13', 'scope134', 'scope14'].includes(facts.scope ?? '') && facts.policyType === 'PZP',
    label: msg`Je jasné, kto nehodu zavinil?`,
    hint: msg`Napríklad vinník priznal vinu v Správe o nehode alebo ju určila polícia.`,
  },
};

/** The questions in the screen's order. */
export const SPECIFIC_QUESTIONS = Object.keys(QUESTIONS) as SpecificQuestion[];

export function isQuestionShown(question: SpecificQuestion, facts: QuestionFacts): boolean {
  return QUESTIONS[question].shown(facts);
}

/** The question as the screen asks it and the summary restates it. */
export const questionLabel = (question: SpecificQuestion): MessageDescriptor => QUESTIONS[question].label;

/** The hint under a question, where it has one. */
export const questionHint = (question: SpecificQuestion): MessageDescriptor | undefined => QUESTIONS[question].hint;

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

/** What the /incident-details rules depend on besides the form's own answers. */
export type IncidentDetailsContext = Pick<QuestionFacts, 'scope' | 'policyType' | 'reasonId'>;

/**
 * The description (required, at least 5 words, at most 950 characters after trimming), the
 * additional description (optional, at most 950), the responsible party (required where it is
 * asked, one of the scope's options), every shown specific question, and for object 4 the kind of
 * the reporter's own health damage (required) with an optional description.
 */
export function incidentDetailsSchema(context: IncidentDetailsContext) {
  const askResponsible = asksResponsibleParty(context.scope, context.reasonId);
  const options = responsiblePartyOptions(context.scope, context.policyType);
  const question = (name: SpecificQuestion) =>
    // `parent` is specificAnswers, `grandparent` the incident with the responsible party chosen.
    valueField<boolean | null | undefined>((answer, { parent, grandparent }) => {
      const facts: QuestionFacts = {
        ...context,
        responsibleParty: (grandparent.responsibleParty as string | null | undefined) ?? null,
        answers: parent as QuestionFacts['answers'],
      };
      if (!isQuestionShown(name, facts)) return undefined;
      return validateRequiredOption(answer);
    });
  return yup.object({
    incident: yup.object({
      description: textField(validateDescription),
      descriptionAdditional: textField(validateAdditionalDescription),
      responsibleParty: valueField((value) => (askResponsible ? oneOf(value, options) : undefined)),
      specificAnswers: yup.object(Object.fromEntries(SPECIFIC_QUESTIONS.map((name) => [name, question(name)]))),
      myHealth: yup.object({
        damageType: valueField((value) => (asksOwnHealth(context.scope) ? oneOf(value, HEALTH_DAMAGE_TYPES) : undefined)),
        damageDescription: textField(validateAdditionalDescription),
      }),
    }),
  });
}

export interface IncidentDetailsValues {
  incident: {
    description: string;
    descriptionAdditional: string;
    /** Null until chosen; not asked (and not in the form's use) for scopes 3, 4, 34 (D9). */
    responsibleParty: ResponsibleParty | null;
    /** All nine answers; a question that is hidden holds null. */
    specificAnswers: SpecificAnswers;
    /** Object 4 only: the reporter's own health damage. */
    myHealth: { damageType: HealthDamageType | null; damageDescription: string };
  };
}

export const incidentDetailsContextOf = (
  input: Pick<StepInput, 'scope' | 'policyType'> & { report: StepReport },
): IncidentDetailsContext => ({
  scope: input.scope,
  policyType: input.policyType,
  reasonId: input.report.incident.reason?.id ?? null,
});

/** The facts of the questions while the form holds `values`. */
export const questionFactsOf = (context: IncidentDetailsContext, values: IncidentDetailsValues): QuestionFacts => ({
  ...context,
  responsibleParty: values.incident.responsibleParty,
  answers: values.incident.specificAnswers,
});

export const incidentDetailsStep = {
  screen: 'incident-details',
  schema: (input) => incidentDetailsSchema(incidentDetailsContextOf(input)),
  values: ({ report, scope, policyType }) => {
    const { incident } = report;
    const stored = incident.specificAnswers ?? {};
    const responsible = (incident.responsibleParty ?? null) as ResponsibleParty | null;
    return {
      incident: {
        description: incident.description ?? '',
        descriptionAdditional: incident.descriptionAdditional ?? '',
        // A stored answer this scope does not offer (the scopes changed since) is no answer here.
        responsibleParty: responsible && responsiblePartyOptions(scope, policyType).includes(responsible) ? responsible : null,
        specificAnswers: Object.fromEntries(SPECIFIC_QUESTIONS.map((question) => [question, stored[question] ?? null])) as SpecificAnswers,
        myHealth: { damageType: incident.myHealth?.damageType ?? null, damageDescription: incident.myHealth?.damageDescription ?? '' },
      },
    };
  },
  patch: (values, input) => {
    const context = incidentDetailsContextOf(input);
    const { description, descriptionAdditional, responsibleParty, myHealth } = values.incident;
    const injury = myHealth.damageType === 'injury';
    return {
      incident: {
        ...(asksOwnHealth(context.scope) && {
          myHealth: { damageType: myHealth.damageType, damageDescription: injury ? myHealth.damageDescription.trim() || null : null },
        }),
        description: description.trim(),
        descriptionAdditional: descriptionAdditional.trim() || null,
        // Hidden questions are sent as null (docs/decisions.md "Section 3 screens").
        specificAnswers: specificAnswersToSend(questionFactsOf(context, values)),
        // D9: scopes 3, 4, 34 are not asked and store `otherVehicle`; D37's reasons store "nobody else".
        responsibleParty: responsiblePartyToSend(context.scope, responsibleParty, {
          reasonId: context.reasonId,
          policyType: context.policyType,
        }),
      },
    };
  },
  formats: {
    '/incident/description': descriptionFormat,
    '/incident/descriptionAdditional': descriptionFormat,
    // The damage descriptions no screen asks (a portal's update may carry them) are this step's too.
    '/incident/myVehicle/damageDescription': descriptionFormat,
    '/incident/myProperty/damageDescription': descriptionFormat,
    '/incident/myHealth/damageDescription': descriptionFormat,
  },
  summary: {
    changes: ['circumstances', 'damage'],
    rows: {
      circumstances: (rows, summary, { incident }) => {
        // "Who caused it" as this screen offered it for the scope ("Nikto iný" in scope 1).
        const responsible = incident.responsibleParty;
        const scope = scopeCodeOf([...objectIdsOf(incident)]);
        rows.add(
          'responsibleParty',
          'incident.responsibleParty',
          responsible ? summary.option(responsiblePartyLabel(responsible, scope)) : '',
        );
        rows.add('description', 'incident.description', incident.description);
        // The yes/no questions in the order this screen asks them, worded as it asks them.
        const answers = incident.specificAnswers ?? {};
        for (const question of SPECIFIC_QUESTIONS) {
          rows.addLabelled(`answer.${question}`, summary.i18n._(questionLabel(question)), formatYesNo(answers[question], summary.i18n));
        }
      },
      damage: (rows, summary, { incident }) => {
        // The reporter's own health damage, which this screen asks for object 4.
        if (!asksOwnHealth(scopeCodeOf([...objectIdsOf(incident)]))) return;
        rows.add('healthType', 'damage.healthType', summary.chosen(HEALTH_DAMAGE_LABELS, incident.myHealth?.damageType));
        rows.add('health', 'damage.health', incident.myHealth?.damageDescription);
      },
      additional: (rows, _summary, { incident }) => {
        rows.add('descriptionAdditional', 'incident.descriptionAdditional', incident.descriptionAdditional);
      },
    },
  },
} satisfies Step<IncidentDetailsValues>;
