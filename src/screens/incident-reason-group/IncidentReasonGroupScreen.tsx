import { useLingui } from '@lingui/react/macro';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { incidentReasonGroupSchema } from '../../domain/validation/incident-schemas.ts';
import { ReasonIcon } from '../reasons/ReasonIcon.tsx';
import { chosenGroup, labelOf, localeOf } from '../reasons/reasons.ts';
import { ReasonsUnavailable } from '../reasons/ReasonsUnavailable.tsx';
import '../reasons/reasons.css';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

/** The Formik name (and document path) of the chosen group: its index in `props.reasonGroups`. */
const GROUP_FIELD = 'incident.reasonGroupIndex';

interface Values {
  incident: { reasonGroupIndex: number | null };
}

/**
 * /incident-reason-group (SPEC §2): the kind of incident as cards with icons, one choice. The
 * statechart loads the groups for the scope and policy type before this screen (loading text
 * "loading reasons") and skips it when only one group applies; when loading failed the screen
 * says so and offers to try again. Continue sends the chosen group's index.
 */
export default function IncidentReasonGroupScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const groups = props.reasonGroups;

  if (groups.length === 0) {
    if (props.error?.kind === 'lookup') return <ReasonsUnavailable busy={props.busy} onRetry={() => props.send({ type: 'RETRY' })} />;
    // Still loading: the shell shows its loading overlay.
    return null;
  }

  const prefilled = chosenGroup(groups, props.report.incident.reasonGroupIndex) ? props.report.incident.reasonGroupIndex! : null;
  const options: Array<CardOption<number>> = groups.map((group, index) => ({
    value: index,
    label: labelOf(group, locale),
    // What the group holds, so the reporter finds their case in it.
    description: group.reasons.map((reason) => labelOf(reason, locale)).join(', '),
    icon: <ReasonIcon name={group.icon} />,
  }));

  return (
    <>
      <p className="screen-lead">
        {props.context === 'SMP'
          ? t`Vyberte, čo sa s vozidlom klienta stalo. Príčinu upresníte v ďalšom kroku.`
          : t`Vyberte, čo sa s vaším vozidlom stalo. Príčinu upresníte v ďalšom kroku.`}
      </p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { reasonGroupIndex: prefilled } }}
        validationSchema={incidentReasonGroupSchema(groups.length)}
        busy={props.busy}
        onSubmit={(values) => props.submit({ incident: { reasonGroupIndex: values.incident.reasonGroupIndex } })}
      >
        <OptionCards<number> name={GROUP_FIELD} label={t`Druh udalosti`} options={options} />
      </WizardForm>
    </>
  );
}
