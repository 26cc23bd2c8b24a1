import { useLingui } from '@lingui/react/macro';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { incidentReasonSchema } from '../../domain/validation/incident-schemas.ts';
import { ReasonIcon } from '../reasons/ReasonIcon.tsx';
import { chosenGroup, labelOf, localeOf } from '../reasons/reasons.ts';
import { ReasonsUnavailable } from '../reasons/ReasonsUnavailable.tsx';
import '../reasons/reasons.css';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

/** The form holds the chosen reason's id; the document gets the whole reason. */
const REASON_FIELD = 'incident.reasonId';

interface Values {
  incident: { reasonId: string | null };
}

/**
 * /incident-reason (SPEC §2): the reasons of the group chosen on /incident-reason-group as cards,
 * one choice (the statechart skips the screen when the group has only one). Continue sends the
 * chosen reason as the reference data has it (id, labels and the core system's codes).
 */
export default function IncidentReasonScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const group = chosenGroup(props.reasonGroups, props.report.incident.reasonGroupIndex);

  if (!group || group.reasons.length === 0) {
    if (props.error?.kind === 'lookup') return <ReasonsUnavailable busy={props.busy} onRetry={() => props.send({ type: 'RETRY' })} />;
    return <ReasonsUnavailable busy={props.busy} />;
  }

  const reasons = group.reasons;
  const groupLabel = labelOf(group, locale);
  const storedId = props.report.incident.reason?.id ?? null;
  // A reason of another group (the reporter went back and chose another group) is not prefilled.
  const prefilled = reasons.some((reason) => reason.id === storedId) ? storedId : null;
  const options: Array<CardOption> = reasons.map((reason) => ({
    value: reason.id,
    label: labelOf(reason, locale),
    icon: <ReasonIcon name={group.icon} />,
  }));

  return (
    <>
      <p className="screen-lead">{t`Druh udalosti: ${groupLabel}. Vyberte, čo presne sa stalo.`}</p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { reasonId: prefilled } }}
        validationSchema={incidentReasonSchema(reasons.map((reason) => reason.id))}
        busy={props.busy}
        onSubmit={(values) => {
          const reason = reasons.find((item) => item.id === values.incident.reasonId);
          if (reason) props.submit({ incident: { reason } });
        }}
      >
        <OptionCards name={REASON_FIELD} label={t`Príčina udalosti`} options={options} />
      </WizardForm>
    </>
  );
}
