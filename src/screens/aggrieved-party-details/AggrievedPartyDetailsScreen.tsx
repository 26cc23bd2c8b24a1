import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { AnySchema } from 'yup';
import { Notice } from '../../components/Notice.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import type { ScopeCode } from '../../domain/report.ts';
import { aggrievedPartyDetailsSchema } from '../../domain/validation/screen-schemas.ts';
import { ContactFields } from '../parties/ContactFields.tsx';
import {
  partyDisplayName,
  phonePatch,
  phoneValue,
  prefixCodes,
  textPatch,
  textValue,
  tidyPhone,
  type PhoneFormValue,
} from '../parties/form-values.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

export interface AggrievedPartyDetailsValues {
  parties: { reporter: { email: string; phone: PhoneFormValue } };
}

export function initialAggrievedContactValues(report: ScreenProps['report']): AggrievedPartyDetailsValues {
  const reporter = report.parties.reporter;
  return { parties: { reporter: { email: textValue(reporter?.email), phone: phoneValue(reporter?.phone) } } };
}

/** The values as they are checked and sent: the phone tidied (see `tidyPhone`). */
export function tidyAggrievedContactValues(
  values: AggrievedPartyDetailsValues,
  prefixes: ScreenProps['phonePrefixes'],
): AggrievedPartyDetailsValues {
  const { reporter } = values.parties;
  return { parties: { reporter: { ...reporter, phone: tidyPhone(reporter.phone, prefixes) } } };
}

/** What Continue sends: the reporter's (the injured party's) e-mail and phone. */
export function aggrievedContactPatch(values: AggrievedPartyDetailsValues): ScreenPatch {
  const { email, phone } = values.parties.reporter;
  return { parties: { reporter: { email: textPatch(email), phone: phonePatch(phone) } } };
}

/**
 * /aggrieved-party-details (SPEC §2): reached from /permission-confirmation-SMP when the injured
 * party reports through the agent (D6). The reporter is the injured party named there; the agent
 * adds how to reach them, and the notice says what those details are for.
 */
export default function AggrievedPartyDetailsScreen(props: ScreenProps) {
  const { t } = useLingui();
  const [initialValues] = useState(() => initialAggrievedContactValues(props.report));
  const schema = useMemo(
    () =>
      aggrievedPartyDetailsSchema({
        scope: props.scope as ScopeCode | null,
        policyType: props.policyType,
        context: props.context,
        phonePrefixes: prefixCodes(props.phonePrefixes),
        today: props.today,
      }),
    [props.scope, props.policyType, props.context, props.phonePrefixes, props.today],
  );
  const name = partyDisplayName(props.report.parties.aggrievedParty);
  const onSmp = props.context === 'SMP';

  return (
    <>
      <Notice
        title={onSmp ? (name ? t`Škodu nahlasujete v mene poškodeného: ${name}` : t`Škodu nahlasujete v mene poškodeného`) : undefined}
      >
        <p>
          {t`Na tento e-mail alebo telefón pošleme poškodenému potvrdenie o nahlásení škody. Použijeme ich aj vtedy, keď budeme potrebovať niečo doplniť alebo dohodnúť obhliadku.`}
        </p>
      </Notice>
      <StepError error={props.error} />
      <WizardForm<AggrievedPartyDetailsValues>
        initialValues={initialValues}
        validate={(values) =>
          schemaErrors<AggrievedPartyDetailsValues>(schema as unknown as AnySchema, tidyAggrievedContactValues(values, props.phonePrefixes))
        }
        busy={props.busy}
        onSubmit={(values) => props.submit(aggrievedContactPatch(tidyAggrievedContactValues(values, props.phonePrefixes)))}
      >
        <ContactFields
          name="parties.reporter"
          legend={t`E-mail a telefón poškodeného`}
          hint={t`Stačí e-mail alebo telefón, vyplniť môžete aj oboje.`}
          prefixes={props.phonePrefixes}
          filledBy={onSmp ? 'other' : 'self'}
        />
      </WizardForm>
    </>
  );
}
