import { useLingui } from '@lingui/react/macro';
import { setIn, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { Textarea } from '../../components/Textarea.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { YesNo } from '../../components/YesNo.tsx';
import { isStoredAddress } from '../../domain/address.ts';
import { asksOwnHealth, asksResponsibleParty, responsiblePartyOptions, type ResponsibleParty } from '../../domain/incident-questions.ts';
import { HEALTH_DAMAGE_LABELS, optionText, responsiblePartyLabel, wordingOf } from '../../domain/option-labels.ts';
import { LIMITS } from '../../domain/validation/limits.ts';
import type { HealthDamageType } from '../../domain/validation/incident-schemas.ts';
import {
  incidentDetailsContextOf,
  incidentDetailsStep as step,
  isQuestionShown,
  questionFactsOf,
  questionHint,
  questionLabel,
  shownQuestions,
  SPECIFIC_QUESTIONS,
  type IncidentDetailsContext,
  type IncidentDetailsValues as Values,
  type SpecificQuestion,
} from '../../steps/incident-details.ts';
import type { ScreenProps } from '../screen-props.ts';
import { stepInputOf } from '../shared/step-input.ts';
import { AdditionalDescriptionField } from '../shared/AdditionalDescriptionField.tsx';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';
import './incident-details.css';

const answersPath = (question: SpecificQuestion) => `incident.specificAnswers.${question}`;

/**
 * A question that an answer hid loses its answer (SPEC §4: "toggling windshield-only removes the
 * bigger-than-credit-card answer"; likewise the police record when the joint report is answered
 * yes), so it is asked afresh if it comes back.
 */
function ClearHiddenAnswers({ context }: { context: IncidentDetailsContext }) {
  const { values, setValues, setFieldTouched } = useFormikContext<Values>();
  const facts = questionFactsOf(context, values);
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
 * /incident-details: the fields of its step (src/steps/incident-details.ts) and their layout. Who
 * caused it comes before the questions because one of them depends on it.
 */
export default function IncidentDetailsScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const smp = props.context === 'SMP';
  const wording = wordingOf(props.context);
  const input = stepInputOf(props);
  const context = incidentDetailsContextOf(input);
  // D37: not asked where nobody can have caused it (weather, a rodent).
  const responsibleOptions = asksResponsibleParty(props.scope, context.reasonId)
    ? responsiblePartyOptions(props.scope, props.policyType)
    : [];
  const minWords = LIMITS.descriptionMinWords;
  const placeKnown = isStoredAddress(props.report.incident.address);

  // The questions are worded as the summary restates them (their step's).
  const hintOf = (question: SpecificQuestion) => {
    const hint = questionHint(question);
    return hint && i18n._(hint);
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
        initialValues={step.values(input)}
        validationSchema={step.schema(input)}
        busy={props.busy}
        onSubmit={(values) => props.submit(step.patch(values, input))}
      >
        {({ values }) => {
          const questions = shownQuestions(questionFactsOf(context, values));
          return (
            <>
              <ClearHiddenAnswers context={context} />
              <Textarea
                name="incident.description"
                // The map has asked where; this asks how, so the place need not be written twice.
                label={t`Popíšte, ako k udalosti došlo`}
                hint={
                  placeKnown
                    ? t`Miesto už máme z mapy. Napíšte, ako k udalosti došlo a čo je poškodené, aspoň ${minWords} slov.`
                    : t`Kde a ako k udalosti došlo a čo je poškodené. Napíšte aspoň ${minWords} slov.`
                }
                rows={6}
                maxLength={LIMITS.descriptionMaxLength}
              />
              <AdditionalDescriptionField />
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
                    <YesNo key={question} name={answersPath(question)} label={i18n._(questionLabel(question))} hint={hintOf(question)} />
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
