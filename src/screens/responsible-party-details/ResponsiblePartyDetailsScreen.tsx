import { useLingui } from '@lingui/react/macro';
import { setIn } from 'formik';
import { useMemo, useState } from 'react';
import { Fieldset } from '../../components/Fieldset.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import {
  responsiblePartyDetailsLayout,
  responsiblePartyDetailsSchema,
  type ResponsiblePartyDetailsLayout,
} from '../../domain/validation/other-party-schemas.ts';
import { plateOrPolicyValue, type PlateOrPolicyValue } from '../other-party/form-values.ts';
import { PlateOrPolicyFields } from '../other-party/PlateOrPolicyFields.tsx';
import { ContactFields } from '../parties/ContactFields.tsx';
import { phonePatch, phoneValue, prefixCodes, textPatch, textValue, tidyPhone, type PhoneFormValue } from '../parties/form-values.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { IncidentWhenFields, incidentWhenPatch, incidentWhenValue, type IncidentWhenValue } from '../shared/IncidentWhenFields.tsx';
import { StepError } from '../shared/StepError.tsx';
import { GuaranteeFundNotice } from '../other-party/UnknownParty.tsx';
import { UNKNOWN_PARTY } from '../parties/form-values.ts';
import { UnidentifiedVehicleCheckbox } from './UnidentifiedVehicle.tsx';
import '../shared/screens.css';

const PARTY = 'parties.otherResponsibleParty';

interface Values {
  /** The "plate unknown" checkbox: the inverse of `hasLicensePlate`, kept in step with it. */
  plateUnknown: boolean;
  /** D22: the vehicle drove off unidentified (UnidentifiedVehicleCheckbox); stored as no plate and an unknown party. */
  unidentifiedVehicle: boolean;
  parties: {
    otherResponsibleParty: PlateOrPolicyValue & {
      firstName: string;
      lastName: string;
      email: string;
      phone: PhoneFormValue;
    };
  };
  incident: IncidentWhenValue;
}

function initialValues(report: ScreenProps['report']): Values {
  const party = report.parties.otherResponsibleParty;
  const plateOrPolicy = plateOrPolicyValue(party);
  return {
    plateUnknown: !plateOrPolicy.hasLicensePlate,
    unidentifiedVehicle: !plateOrPolicy.hasLicensePlate && party?.isUnknown === true,
    parties: {
      otherResponsibleParty: {
        // A policy number stored with a plate (given on /responsible-party-additional-details) is
        // kept in the form, out of sight: ticking "plate unknown" shows it instead of losing it.
        ...plateOrPolicy,
        firstName: textValue(party?.firstName),
        lastName: textValue(party?.lastName),
        email: textValue(party?.email),
        phone: phoneValue(party?.phone),
      },
    },
    incident: incidentWhenValue(report.incident),
  };
}

const tidy = (values: Values, prefixes: ScreenProps['phonePrefixes']): Values =>
  setIn(values, `${PARTY}.phone`, tidyPhone(values.parties.otherResponsibleParty.phone, prefixes)) as Values;

/**
 * What Continue sends: the plate, or with "plate unknown" the policy number (the plate as null);
 * for scope12 the names and contacts; the incident date where it is asked. With a plate the policy
 * number is not sent: it is not on this screen but on /responsible-party-additional-details, and
 * unticking "plate unknown" makes the machine clear it in the document (D18).
 */
function patchOf(values: Values, layout: ResponsiblePartyDetailsLayout, initial: Values): ScreenPatch {
  const party = values.parties.otherResponsibleParty;
  const incident = layout.incidentDate ? { incident: incidentWhenPatch(values.incident) } : {};
  if (values.unidentifiedVehicle)
    return {
      parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: null, ...UNKNOWN_PARTY } },
      ...incident,
    };
  // Unticked after it was sent: who it was is asked again on the next screen.
  const known = initial.unidentifiedVehicle ? { isUnknown: false } : {};
  const plateOrPolicy = party.hasLicensePlate
    ? { hasLicensePlate: true, licensePlate: textPatch(party.licensePlate) }
    : { hasLicensePlate: false, licensePlate: null, policyId: textPatch(party.policyId) };
  const names = layout.namesAndContact
    ? {
        firstName: textPatch(party.firstName),
        lastName: textPatch(party.lastName),
        email: textPatch(party.email),
        phone: phonePatch(party.phone),
      }
    : {};
  return { parties: { otherResponsibleParty: { ...plateOrPolicy, ...names, ...known } }, ...incident };
}

/**
 * /responsible-party-details (SPEC §2): the responsible party's plate, or with "plate unknown" its
 * optional policy number; for scope12 its names and contacts; for scopes 3, 4, 34 without an
 * original scope the incident date. Continue: the machine verifies (the shell shows "verifying")
 * and routes by the answer.
 */
export default function ResponsiblePartyDetailsScreen(props: ScreenProps) {
  const { t } = useLingui();
  const originalScopeOfDamage = props.report.incident.originalScopeOfDamage ?? null;
  const layout = useMemo(
    () => responsiblePartyDetailsLayout({ scope: props.scope, originalScopeOfDamage }),
    [props.scope, originalScopeOfDamage],
  );
  const schema = useMemo(
    () =>
      responsiblePartyDetailsSchema({
        scope: props.scope,
        originalScopeOfDamage,
        today: props.today,
        now: props.now,
        phonePrefixes: prefixCodes(props.phonePrefixes),
      }),
    [props.scope, originalScopeOfDamage, props.today, props.now, props.phonePrefixes],
  );
  const [initial] = useState(() => initialValues(props.report));

  return (
    <>
      <p className="screen-lead">
        {props.context === 'SMP'
          ? t`Zadajte evidenčné číslo vozidla, ktoré spôsobilo škodu klientovi. Podľa neho overíme povinné zmluvné poistenie vinníka.`
          : t`Zadajte evidenčné číslo vozidla, ktoré vám spôsobilo škodu. Podľa neho overíme povinné zmluvné poistenie vinníka.`}
      </p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initial}
        validate={(values) => schemaErrors<Values>(schema, tidy(values, props.phonePrefixes))}
        busy={props.busy}
        onSubmit={(values) => props.submit(patchOf(tidy(values, props.phonePrefixes), layout, initial))}
      >
        {({ values }) => (
          <>
            {layout.incidentDate && <IncidentWhenFields today={props.today} />}
            <PlateOrPolicyFields
              name={PARTY}
              plateLabel={t`Evidenčné číslo vozidla vinníka`}
              plateHint={t`Napríklad BA123AB`}
              toggleLabel={t`Evidenčné číslo vozidla vinníka nepoznám`}
              policyLabel={t`Číslo poistnej zmluvy vinníka`}
              policyHint={t`Ak je známe, napríklad zo záznamu o dopravnej nehode. Zadajte iba číslice.`}
              policyOptional
              whenPlateUnknown="disable"
              unidentified={values.unidentifiedVehicle}
            />
            {/* Names are asked here only for scope12, where the party is known. */}
            {!layout.namesAndContact && <UnidentifiedVehicleCheckbox party={PARTY} />}
            {values.unidentifiedVehicle && props.policyType === 'PZP' && <GuaranteeFundNotice />}
            {layout.namesAndContact && (
              <>
                <Fieldset legend={t`Vinník`} size="large">
                  <TextField name={`${PARTY}.firstName`} label={t`Meno`} autoComplete="off" width="medium" />
                  <TextField name={`${PARTY}.lastName`} label={t`Priezvisko`} autoComplete="off" width="medium" />
                </Fieldset>
                <ContactFields
                  name={PARTY}
                  legend={t`Kontakt na vinníka`}
                  hint={t`Stačí e-mail alebo telefón, vyplniť môžete aj oboje.`}
                  prefixes={props.phonePrefixes}
                  filledBy="other"
                />
              </>
            )}
          </>
        )}
      </WizardForm>
    </>
  );
}
