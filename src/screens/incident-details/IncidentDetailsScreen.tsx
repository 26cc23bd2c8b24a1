import { useLingui } from '@lingui/react/macro';
import { setIn, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { Textarea } from '../../components/Textarea.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { YesNo } from '../../components/YesNo.tsx';
import {
  asksOwnHealth,
  isQuestionShown,
  responsiblePartyOptions,
  responsiblePartyToSend,
  shownQuestions,
  specificAnswersToSend,
  SPECIFIC_QUESTIONS,
  type QuestionFacts,
  type ResponsibleParty,
  type SpecificAnswers,
  type SpecificQuestion,
} from '../../domain/incident-questions.ts';
import {
  HEALTH_DAMAGE_LABELS,
  optionText,
  responsiblePartyLabel,
  SPECIFIC_QUESTION_LABELS,
  wordingOf,
} from '../../domain/option-labels.ts';
import { LIMITS } from '../../domain/validation/limits.ts';
import { incidentDetailsSchema, type HealthDamageType, type IncidentDetailsContext } from '../../domain/validation/incident-schemas.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';
import './incident-details.css';

interface Values {
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

const answersPath = (question: SpecificQuestion) => `incident.specificAnswers.${question}`;

function initialValues(report: ScreenProps['report'], scope: string | null): Values {
  const { incident } = report;
  const stored = incident.specificAnswers ?? {};
  const responsible = (incident.responsibleParty ?? null) as ResponsibleParty | null;
  return {
    incident: {
      description: incident.description ?? '',
      descriptionAdditional: incident.descriptionAdditional ?? '',
      // A stored answer this scope does not offer (the scopes changed since) is no answer here.
      responsibleParty: responsible && responsiblePartyOptions(scope).includes(responsible) ? responsible : null,
      specificAnswers: Object.fromEntries(SPECIFIC_QUESTIONS.map((question) => [question, stored[question] ?? null])) as SpecificAnswers,
      myHealth: { damageType: incident.myHealth?.damageType ?? null, damageDescription: incident.myHealth?.damageDescription ?? '' },
    },
  };
}

const factsOf = (context: IncidentDetailsContext, values: Values): QuestionFacts => ({
  ...context,
  responsibleParty: values.incident.responsibleParty,
  answers: values.incident.specificAnswers,
});

function patchOf(context: IncidentDetailsContext, values: Values): ScreenPatch {
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
      specificAnswers: specificAnswersToSend(factsOf(context, values)),
      // D9: scopes 3, 4, 34 are not asked and store `otherVehicle`.
      responsibleParty: responsiblePartyToSend(context.scope, responsibleParty),
    },
  };
}

/**
 * A question that an answer hid loses its answer (SPEC §4: "toggling windshield-only removes the
 * bigger-than-credit-card answer"; likewise the police record when the joint report is answered
 * yes), so it is asked afresh if it comes back.
 */
function ClearHiddenAnswers({ context }: { context: IncidentDetailsContext }) {
  const { values, setValues, setFieldTouched } = useFormikContext<Values>();
  const facts = factsOf(context, values);
  const stale = SPECIFIC_QUESTIONS.filter(
    (question) => values.incident.specificAnswers[question] !== null && !isQuestionShown(question, facts),
  );
  const key = stale.join(',');
  useEffect(() => {
    if (stale.length === 0) return;
    let next = values;
    for (const question of stale) next = setIn(next, answersPath(question), null) as Values;
    void setValues(next);
    for (const question of stale) void setFieldTouched(answersPath(question), false, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stale questions' key says when there is something to clear
  }, [key]);
  return null;
}

/**
 * /incident-details (SPEC §2, §3, §5; D7–D11): what happened in the reporter's words, an optional
 * addition, who caused it (not asked for scopes 3, 4, 34, D9) and the specific yes/no questions
 * the README table shows for this scope, policy type, reason and the answers given here. Who
 * caused it comes before the questions because one of them depends on it. Continue sends all
 * nine answers (hidden ones null) and the responsible party; the machine routes (D7–D11).
 */
export default function IncidentDetailsScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const smp = props.context === 'SMP';
  const wording = wordingOf(props.context);
  const context: IncidentDetailsContext = {
    scope: props.scope,
    policyType: props.policyType,
    reasonId: props.report.incident.reason?.id ?? null,
  };
  const responsibleOptions = responsiblePartyOptions(props.scope);
  const minWords = LIMITS.descriptionMinWords;

  // The questions and the options' labels are those the summary restates (option-labels.ts).
  const questionHint: Partial<Record<SpecificQuestion, string>> = {
    damagedWindshieldOnly: t`Na vozidle nie je poškodené nič iné, ani iné sklo.`,
    damagedWindshieldBiggerThenCreditCard: t`Priložte k poškodeniu platobnú kartu (asi 8,5 × 5,4 cm). Ak ho celé nezakryje, odpovedzte áno.`,
    didVehicleCompletelyBurn: t`Po požiari zostal z vozidla iba vrak.`,
    policeInvestigated: t`Odpovedzte áno, ak bola udalosť nahlásená na polícii alebo bola polícia na mieste.`,
    accidentReportWritten: t`Tlačivo Správa o nehode (euroformulár), ktoré vyplnia a podpíšu vodiči zúčastnených vozidiel.`,
    accidentRecordMade: t`Polícia bola na mieste a o nehode spísala záznam.`,
    assistanceServicesCalled: t`Napríklad odťahová služba alebo pomoc na ceste.`,
    didAccidentHaveClearFault: t`Napríklad vinník priznal vinu v Správe o nehode alebo ju určila polícia.`,
  };

  const scope1 = props.scope === 'scope1';
  // Scope 1 asks about anyone at all (a person, an animal's owner, nobody); the others about the
  // vehicles in the accident.
  const responsibleDescription = (option: ResponsibleParty): string => {
    switch (option) {
      case 'myVehicle':
        if (scope1) {
          return smp
            ? t`Škodu spôsobil vodič vozidla klienta alebo vznikla bez cudzej viny, napríklad krupobitím.`
            : t`Škodu spôsobil vodič vášho vozidla alebo vznikla bez cudzej viny, napríklad krupobitím.`;
        }
        return smp ? t`Nehodu spôsobil vodič vozidla klienta.` : t`Nehodu spôsobil vodič vášho vozidla.`;
      case 'otherVehicleOrPerson':
        return smp
          ? t`Napríklad do vozidla klienta narazilo iné vozidlo alebo ho niekto poškodil.`
          : t`Napríklad do vášho vozidla narazilo iné vozidlo alebo ho niekto poškodil.`;
      case 'otherVehicle':
        return t`Nehodu spôsobil vodič iného vozidla.`;
      case 'notClearSharedResponsibility':
        return t`Nehodu spôsobilo viac účastníkov alebo sa účastníci nezhodujú, kto ju zavinil.`;
      case 'unknown':
        if (scope1) {
          return smp
            ? t`Nie je známe, kto škodu spôsobil, napríklad ju klient našiel na zaparkovanom vozidle.`
            : t`Nie je známe, kto škodu spôsobil, napríklad ste ju našli na zaparkovanom vozidle.`;
        }
        return t`Zatiaľ nie je jasné, kto nehodu spôsobil.`;
    }
  };
  const responsibleCards: Array<CardOption<ResponsibleParty>> = responsibleOptions.map((option) => ({
    value: option,
    label: optionText(responsiblePartyLabel(option, props.scope), wording, i18n),
    description: responsibleDescription(option),
  }));

  return (
    <>
      <p className="screen-lead">{t`Popíšte udalosť vlastnými slovami a odpovedzte na niekoľko otázok.`}</p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initialValues(props.report, props.scope)}
        validationSchema={incidentDetailsSchema(context)}
        busy={props.busy}
        onSubmit={(values) => props.submit(patchOf(context, values))}
      >
        {({ values }) => {
          const questions = shownQuestions(factsOf(context, values));
          return (
            <>
              <ClearHiddenAnswers context={context} />
              <Textarea
                name="incident.description"
                label={t`Popíšte, čo sa stalo`}
                hint={t`Kde a ako k udalosti došlo a čo je poškodené. Napíšte aspoň ${minWords} slov.`}
                rows={6}
                maxLength={LIMITS.descriptionMaxLength}
              />
              <Textarea
                name="incident.descriptionAdditional"
                label={t`Doplňujúce informácie`}
                hint={t`Čokoľvek ďalšie, čo by sme mali vedieť, napríklad svedkovia udalosti.`}
                optional
                maxLength={LIMITS.descriptionMaxLength}
              />
              {responsibleCards.length > 0 && (
                <OptionCards<ResponsibleParty>
                  name="incident.responsibleParty"
                  label={t`Kto udalosť zavinil?`}
                  options={responsibleCards}
                />
              )}
              {asksOwnHealth(props.scope) && (
                <>
                  <OptionCards<HealthDamageType>
                    name="incident.myHealth.damageType"
                    label={smp ? t`Aká ujma na zdraví vznikla klientovi?` : t`Aká ujma na zdraví vám vznikla?`}
                    options={[
                      {
                        value: 'injury',
                        label: optionText(HEALTH_DAMAGE_LABELS.injury, wording, i18n),
                        description: t`Napríklad zlomenina, pomliaždenie alebo iné poranenie.`,
                      },
                      {
                        value: 'death',
                        label: optionText(HEALTH_DAMAGE_LABELS.death, wording, i18n),
                        description: t`Pri udalosti zomrel poškodený.`,
                      },
                    ]}
                  />
                  {values.incident.myHealth.damageType === 'injury' && (
                    <Textarea
                      name="incident.myHealth.damageDescription"
                      label={t`Popíšte zranenie`}
                      hint={t`Aké zranenie vzniklo a ako bolo ošetrené, napríklad v nemocnici.`}
                      optional
                      maxLength={LIMITS.descriptionMaxLength}
                    />
                  )}
                </>
              )}
              {questions.length > 0 && (
                <section className="incident-questions" aria-labelledby="incident-questions-heading">
                  <h2 id="incident-questions-heading" className="incident-questions__heading">
                    {t`Otázky k udalosti`}
                  </h2>
                  {questions.map((question) => (
                    <YesNo
                      key={question}
                      name={answersPath(question)}
                      label={i18n._(SPECIFIC_QUESTION_LABELS[question])}
                      hint={questionHint[question]}
                    />
                  ))}
                </section>
              )}
            </>
          );
        }}
      </WizardForm>
    </>
  );
}
