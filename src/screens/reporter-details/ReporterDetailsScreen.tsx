import { useLingui } from '@lingui/react/macro';
import { setIn, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import type { AnySchema } from 'yup';
import { Checkbox } from '../../components/Checkbox.tsx';
import { Fieldset } from '../../components/Fieldset.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import type { ScopeCode } from '../../domain/report.ts';
import { reporterDetailsSchema } from '../../domain/validation/screen-schemas.ts';
import { ContactFields } from '../parties/ContactFields.tsx';
import {
  partyDisplayName,
  partyNamesPatch,
  partyNamesValue,
  phonePatch,
  phoneValue,
  prefixCodes,
  textPatch,
  textValue,
  tidyPhone,
  type PartyNamesValue,
  type PhoneFormValue,
} from '../parties/form-values.ts';
import { PersonOrBusiness } from '../parties/PersonOrBusiness.tsx';
import { EmailFromExitDialog } from './EmailFromExitDialog.tsx';
import '../parties/parties.css';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { PrivacyNoticeLink } from '../shared/PrivacyNoticeLink.tsx';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';
import { reporterDetailsLayout, type ReporterDetailsLayout } from '../../domain/reporter-details-layout.ts';

export interface ReporterDetailsValues {
  parties: {
    reporter: {
      firstName: string;
      lastName: string;
      email: string;
      phone: PhoneFormValue;
      isSameAsInsured: boolean;
      isSameAsAggrieved: boolean;
    };
    insured: PartyNamesValue;
    aggrievedParty: PartyNamesValue;
  };
  /** The "different insured" toggle (the inverse of `reporter.isSameAsInsured`, kept in step). */
  differentInsured: boolean;
  /** The "different aggrieved" toggle (the inverse of `reporter.isSameAsAggrieved`). */
  differentAggrieved: boolean;
}

/** The values as they are checked and sent: the phone tidied (see `tidyPhone`). */
export function tidyReporterValues(values: ReporterDetailsValues, prefixes: ScreenProps['phonePrefixes']): ReporterDetailsValues {
  return setIn(values, 'parties.reporter.phone', tidyPhone(values.parties.reporter.phone, prefixes)) as ReporterDetailsValues;
}

export function initialReporterValues(report: ScreenProps['report'], layout: ReporterDetailsLayout): ReporterDetailsValues {
  const { reporter, insured, aggrievedParty } = report.parties;
  // SMP: the reporter is never the insured (SPEC §4), so the insured's section is always on.
  const isSameAsInsured = layout.insured === 'always' ? false : reporter?.isSameAsInsured !== false;
  const isSameAsAggrieved = reporter?.isSameAsAggrieved !== false;
  return {
    parties: {
      reporter: {
        firstName: textValue(reporter?.firstName),
        lastName: textValue(reporter?.lastName),
        email: textValue(reporter?.email),
        phone: phoneValue(reporter?.phone),
        isSameAsInsured,
        isSameAsAggrieved,
      },
      insured: partyNamesValue(insured),
      aggrievedParty: partyNamesValue(aggrievedParty),
    },
    differentInsured: !isSameAsInsured,
    differentAggrieved: !isSameAsAggrieved,
  };
}

/**
 * What Continue sends: the reporter's names and contacts; each toggle that is shown as
 * `isSameAsInsured` / `isSameAsAggrieved`, and the party's names when it is someone else (only
 * the shown kind, person or business). A toggle switched back sends just the flag: the machine
 * clears that party's names (D17).
 */
export function reporterPatch(values: ReporterDetailsValues, layout: ReporterDetailsLayout): ScreenPatch {
  const { reporter, insured, aggrievedParty } = values.parties;
  const insuredDifferent = layout.insured === 'always' || (layout.insured === 'toggle' && values.differentInsured);
  const aggrievedDifferent = layout.aggrieved && values.differentAggrieved;
  return {
    parties: {
      reporter: {
        firstName: textPatch(reporter.firstName),
        lastName: textPatch(reporter.lastName),
        email: textPatch(reporter.email),
        phone: phonePatch(reporter.phone),
        ...(layout.insured !== 'hidden' && { isSameAsInsured: !insuredDifferent }),
        ...(layout.aggrieved && { isSameAsAggrieved: !aggrievedDifferent }),
      },
      ...(insuredDifferent && { insured: partyNamesPatch(insured) }),
      ...(aggrievedDifferent && { aggrievedParty: partyNamesPatch(aggrievedParty) }),
    },
  };
}

/**
 * /reporter-details (SPEC §2): who reports and how to reach them; optionally who is insured and
 * who is the injured party, when that is someone else (src/domain/reporter-details-layout.ts says where each is offered).
 */
export default function ReporterDetailsScreen(props: ScreenProps) {
  const { t } = useLingui();
  const layout = useMemo(
    () => reporterDetailsLayout({ context: props.context, scope: props.scope, policyType: props.policyType }),
    [props.context, props.scope, props.policyType],
  );
  const [initialValues] = useState(() => initialReporterValues(props.report, layout));
  const schema = useMemo(
    () =>
      reporterDetailsSchema(
        {
          scope: props.scope as ScopeCode | null,
          policyType: props.policyType,
          context: props.context,
          phonePrefixes: prefixCodes(props.phonePrefixes),
          today: props.today,
        },
        { insured: layout.insured !== 'hidden', aggrieved: layout.aggrieved },
      ),
    [props.scope, props.policyType, props.context, props.phonePrefixes, props.today, layout],
  );
  const onSmp = props.context === 'SMP';
  const filledBy = onSmp ? 'other' : 'self';
  const insuredName = partyDisplayName(props.report.parties.insured);

  return (
    <>
      {props.context === 'KZ' && (
        <Notice title={t`Údaje sme predvyplnili z portálu`}>
          <p>
            {insuredName
              ? t`Škodu nahlasujete ako poistený (${insuredName}). Skontrolujte, prosím, svoje kontaktné údaje a ak treba, opravte ich.`
              : t`Škodu nahlasujete ako poistený. Skontrolujte, prosím, svoje kontaktné údaje a ak treba, opravte ich.`}
          </p>
        </Notice>
      )}
      {onSmp && (
        <p className="screen-lead">
          {t`Zadajte údaje osoby, ktorá škodu nahlasuje. Na jej e-mail alebo telefón pošleme potvrdenie o nahlásení a budeme ju kontaktovať pri riešení škody.`}
        </p>
      )}
      <PrivacyNoticeLink href={props.privacyNoticeUrl} />
      <StepError error={props.error} />
      <WizardForm<ReporterDetailsValues>
        initialValues={initialValues}
        validate={(values) =>
          schemaErrors<ReporterDetailsValues>(schema as unknown as AnySchema, tidyReporterValues(values, props.phonePrefixes))
        }
        busy={props.busy}
        onSubmit={(values) => props.submit(reporterPatch(tidyReporterValues(values, props.phonePrefixes), layout))}
      >
        <EmailFromExitDialog email={props.report.parties.reporter?.email} />
        <Fieldset legend={onSmp ? t`Kto škodu nahlasuje` : t`Vaše meno`} size="large">
          <TextField name="parties.reporter.firstName" label={t`Meno`} autoComplete={onSmp ? 'off' : 'given-name'} width="medium" />
          <TextField name="parties.reporter.lastName" label={t`Priezvisko`} autoComplete={onSmp ? 'off' : 'family-name'} width="medium" />
        </Fieldset>
        <ContactFields
          name="parties.reporter"
          legend={onSmp ? t`Kontakt na nahlasovateľa` : t`Ako vás môžeme kontaktovať?`}
          hint={
            onSmp
              ? t`Stačí e-mail alebo telefón, vyplniť môžete aj oboje.`
              : t`Stačí e-mail alebo telefón, vyplniť môžete aj oboje. Pošleme vám potvrdenie o nahlásení a ozveme sa, ak budeme niečo potrebovať.`
          }
          prefixes={props.phonePrefixes}
          filledBy={filledBy}
        />
        {layout.insured === 'always' && (
          <Fieldset legend={t`Poistený`} size="large" hint={t`Osoba alebo firma, na ktorú je vozidlo poistené.`}>
            <PersonOrBusiness name="parties.insured" typeLabel={t`Poistený je`} filledBy="other" />
          </Fieldset>
        )}
        {layout.insured === 'toggle' && (
          <OtherPartyToggle
            toggle="differentInsured"
            same="isSameAsInsured"
            party="insured"
            label={t`Vozidlo je poistené na inú osobu alebo firmu`}
            hint={t`Napríklad na rodiča, partnera alebo zamestnávateľa.`}
            legend={t`Poistený`}
            typeLabel={t`Poistený je`}
          />
        )}
        {layout.aggrieved && (
          <OtherPartyToggle
            toggle="differentAggrieved"
            same="isSameAsAggrieved"
            party="aggrievedParty"
            label={t`Škodu nahlasujem za niekoho iného`}
            hint={t`Poškodený je iná osoba alebo firma, napríklad člen rodiny alebo zamestnávateľ.`}
            legend={t`Poškodený`}
            typeLabel={t`Poškodený je`}
          />
        )}
      </WizardForm>
    </>
  );
}

interface OtherPartyToggleProps {
  toggle: 'differentInsured' | 'differentAggrieved';
  same: 'isSameAsInsured' | 'isSameAsAggrieved';
  party: 'insured' | 'aggrievedParty';
  label: string;
  hint: string;
  legend: string;
  typeLabel: string;
}

/**
 * A "different insured" / "different aggrieved" toggle and the party's section under it. Switching
 * back clears the party's names and business name and makes it a person again (D17).
 */
function OtherPartyToggle({ toggle, same, party, label, hint, legend, typeLabel }: OtherPartyToggleProps) {
  const { values, setFieldValue, setFieldTouched, validateForm } = useFormikContext<ReporterDetailsValues>();
  const base = `parties.${party}`;

  const onChange = (different: boolean) => {
    let next = setIn(setIn(values, toggle, different), `parties.reporter.${same}`, !different);
    void setFieldValue(`parties.reporter.${same}`, !different, false);
    if (!different) {
      const cleared: Array<[string, string]> = [
        ['firstName', ''],
        ['lastName', ''],
        ['businessName', ''],
        ['partyType', 'PERSON'],
      ];
      for (const [field, value] of cleared) {
        next = setIn(next, `${base}.${field}`, value);
        void setFieldValue(`${base}.${field}`, value, false);
        void setFieldTouched(`${base}.${field}`, false, false);
      }
    }
    // The checkbox set its own value with the values of the last render; validate the new ones.
    void validateForm(next);
  };

  return (
    <>
      <Checkbox name={toggle} label={label} hint={hint} onChange={onChange} />
      {values[toggle] && (
        <div className="party-section">
          <Fieldset legend={legend} size="large">
            <PersonOrBusiness name={base} typeLabel={typeLabel} filledBy="other" />
          </Fieldset>
        </div>
      )}
    </>
  );
}
