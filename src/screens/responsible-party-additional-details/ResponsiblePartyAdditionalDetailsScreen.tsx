import { useLingui } from '@lingui/react/macro';
import { setIn } from 'formik';
import { useMemo, useState } from 'react';
import { Fieldset } from '../../components/Fieldset.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { responsiblePartyAdditionalDetailsSchema } from '../../domain/validation/other-party-schemas.ts';
import { ContactFields } from '../parties/ContactFields.tsx';
import {
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
  UNKNOWN_PARTY,
} from '../parties/form-values.ts';
import { GuaranteeFundNotice, UnknownPartyCheckbox } from '../other-party/UnknownParty.tsx';
import { PersonOrBusiness } from '../parties/PersonOrBusiness.tsx';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

const PARTY = 'parties.otherResponsibleParty';

interface Values {
  parties: {
    otherResponsibleParty: PartyNamesValue & {
      /** D22: "Neviem, kto to bol". */
      isUnknown: boolean;
      /** Not edited here: whether the party has a plate decides whether its policy number is asked. */
      hasLicensePlate: boolean;
      policyId: string;
      email: string;
      phone: PhoneFormValue;
    };
  };
}

function initialValues(report: ScreenProps['report']): Values {
  const party = report.parties.otherResponsibleParty;
  return {
    parties: {
      otherResponsibleParty: {
        ...partyNamesValue(party),
        isUnknown: party?.isUnknown === true,
        hasLicensePlate: party?.hasLicensePlate ?? true,
        policyId: textValue(party?.policyId),
        email: textValue(party?.email),
        phone: phoneValue(party?.phone),
      },
    },
  };
}

const tidy = (values: Values, prefixes: ScreenProps['phonePrefixes']): Values =>
  setIn(values, `${PARTY}.phone`, tidyPhone(values.parties.otherResponsibleParty.phone, prefixes)) as Values;

/**
 * What Continue sends: the party's type and the names of that type (the other type's as null),
 * its policy number when it has a plate (without one the number belongs to
 * /responsible-party-details and is not sent), its e-mail and phone.
 */
function patchOf(values: Values): ScreenPatch {
  const party = values.parties.otherResponsibleParty;
  const who = party.isUnknown
    ? UNKNOWN_PARTY
    : { isUnknown: false, ...partyNamesPatch(party), email: textPatch(party.email), phone: phonePatch(party.phone) };
  return {
    parties: {
      otherResponsibleParty: {
        ...who,
        ...(party.hasLicensePlate && { policyId: textPatch(party.policyId) }),
      },
    },
  };
}

/**
 * /responsible-party-additional-details (SPEC §2): the responsible party's insurance could not be
 * verified, so we ask who it is (person or business), its policy number when it has a plate, and
 * how to reach it (e-mail or phone).
 */
export default function ResponsiblePartyAdditionalDetailsScreen(props: ScreenProps) {
  const { t } = useLingui();
  const schema = useMemo(
    () => responsiblePartyAdditionalDetailsSchema({ phonePrefixes: prefixCodes(props.phonePrefixes) }),
    [props.phonePrefixes],
  );
  const [initial] = useState(() => initialValues(props.report));
  const plateKnown = initial.parties.otherResponsibleParty.hasLicensePlate;

  return (
    <>
      {plateKnown ? (
        <Notice title={t`Poistenie vinníka sa nám nepodarilo overiť`}>
          <p>
            {props.context === 'SMP'
              ? t`Vozidlo vinníka u nás nie je poistené alebo jeho poistenie podľa zadaných údajov nevieme nájsť. Aby sme mohli škodu klienta vybaviť, potrebujeme údaje o vinníkovi.`
              : t`Vozidlo vinníka u nás nie je poistené alebo jeho poistenie podľa zadaných údajov nevieme nájsť. Aby sme mohli vašu škodu vybaviť, potrebujeme údaje o vinníkovi.`}
          </p>
        </Notice>
      ) : (
        // An unidentified vehicle: nothing to verify, and not knowing who it was is an answer too.
        <Notice title={t`Bez evidenčného čísla poistenie vinníka neoveríme`}>
          <p>
            {props.context === 'SMP'
              ? t`Ak klient vie, kto škodu spôsobil, vyplňte, čo o ňom vie. Ak vozidlo z miesta odišlo a nik ho nepozná, označte to nižšie.`
              : t`Ak viete, kto škodu spôsobil, vyplňte, čo o ňom viete. Ak vozidlo z miesta odišlo a nepoznáte ho, označte to nižšie.`}
          </p>
        </Notice>
      )}
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initial}
        validate={(values) => schemaErrors<Values>(schema, tidy(values, props.phonePrefixes))}
        busy={props.busy}
        onSubmit={(values) => props.submit(patchOf(tidy(values, props.phonePrefixes)))}
      >
        {({ values }) => (
          <>
            <UnknownPartyCheckbox name={PARTY} />
            {/* D22: an unidentified vehicle (no plate) in a PZP branch is the guarantee fund's to pay. */}
            {values.parties.otherResponsibleParty.isUnknown &&
              !values.parties.otherResponsibleParty.hasLicensePlate &&
              props.policyType === 'PZP' && <GuaranteeFundNotice />}
            {!values.parties.otherResponsibleParty.isUnknown && (
              <Fieldset legend={t`Vinník`} size="large">
                <PersonOrBusiness name={PARTY} typeLabel={t`Vinník je`} filledBy="other" />
              </Fieldset>
            )}
            {values.parties.otherResponsibleParty.hasLicensePlate && (
              <TextField
                name={`${PARTY}.policyId`}
                label={t`Číslo poistnej zmluvy vinníka`}
                hint={t`Ak je známe, napríklad zo záznamu o dopravnej nehode. Zadajte iba číslice.`}
                type="number"
                optional
                autoComplete="off"
                width="medium"
              />
            )}
            {!values.parties.otherResponsibleParty.isUnknown && (
              <ContactFields
                name={PARTY}
                legend={t`Kontakt na vinníka`}
                hint={t`Stačí e-mail alebo telefón, vyplniť môžete aj oboje.`}
                prefixes={props.phonePrefixes}
                filledBy="other"
              />
            )}
          </>
        )}
      </WizardForm>
    </>
  );
}
