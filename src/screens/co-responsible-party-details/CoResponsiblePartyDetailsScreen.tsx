import { useLingui } from '@lingui/react/macro';
import { setIn } from 'formik';
import { useMemo, useState } from 'react';
import { Fieldset } from '../../components/Fieldset.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import {
  coresponsiblePartyDetailsSchema,
  coresponsiblePartyLayout,
  type CoresponsiblePartyLayout,
} from '../../domain/validation/other-party-schemas.ts';
import { plateOrPolicyPatch, plateOrPolicyValue, type PlateOrPolicyValue } from '../other-party/form-values.ts';
import { OptionalContactFields, OptionalPartyNames } from '../other-party/OptionalPartyFields.tsx';
import { PlateOrPolicyFields } from '../other-party/PlateOrPolicyFields.tsx';
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
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

const PARTY = 'parties.otherCoresponsibleParty';

interface Values {
  /** The "plate unknown, policy number instead" checkbox: the inverse of `hasLicensePlate`, kept in step with it. */
  plateUnknown: boolean;
  parties: {
    otherCoresponsibleParty: PlateOrPolicyValue &
      PartyNamesValue & {
        /** D22: "Neviem, kto to bol". */
        isUnknown: boolean;
        email: string;
        phone: PhoneFormValue;
      };
  };
}

function initialValues(report: ScreenProps['report'], layout: CoresponsiblePartyLayout): Values {
  const party = report.parties.otherCoresponsibleParty;
  const plateOrPolicy = plateOrPolicyValue(party);
  const names = partyNamesValue(party);
  return {
    plateUnknown: !plateOrPolicy.hasLicensePlate,
    parties: {
      otherCoresponsibleParty: {
        ...plateOrPolicy,
        // Without the choice the party is a person (a stored business name is not shown, and dropped).
        ...(layout.partyTypeSelectable ? names : { ...names, partyType: 'PERSON' }),
        isUnknown: party?.isUnknown === true,
        email: textValue(party?.email),
        phone: phoneValue(party?.phone),
      },
    },
  };
}

const tidy = (values: Values, prefixes: ScreenProps['phonePrefixes']): Values =>
  setIn(values, `${PARTY}.phone`, tidyPhone(values.parties.otherCoresponsibleParty.phone, prefixes)) as Values;

/**
 * What Continue sends: the plate or the policy number (the other as null), the party's type and
 * the names of that type (the other type's as null), its e-mail and phone (empty ones as null).
 */
function patchOf(values: Values): ScreenPatch {
  const party = values.parties.otherCoresponsibleParty;
  return {
    parties: {
      otherCoresponsibleParty: {
        ...plateOrPolicyPatch(party),
        ...(party.isUnknown
          ? UNKNOWN_PARTY
          : { isUnknown: false, ...partyNamesPatch(party), email: textPatch(party.email), phone: phonePatch(party.phone) }),
      },
    },
  };
}

/**
 * /co-responsible-party-details (SPEC §2): the other party's plate or, with the checkbox, its
 * policy number (required for scopes 14, 13, 134); for scopes 2 and 12 whether it is a person or a
 * business; its names, e-mail and phone, all optional (docs/decisions.md "Party screens of section 3").
 */
export default function CoResponsiblePartyDetailsScreen(props: ScreenProps) {
  const { t } = useLingui();
  const layout = useMemo(() => coresponsiblePartyLayout({ scope: props.scope }), [props.scope]);
  const schema = useMemo(
    () => coresponsiblePartyDetailsSchema({ scope: props.scope, phonePrefixes: prefixCodes(props.phonePrefixes) }),
    [props.scope, props.phonePrefixes],
  );
  const [initial] = useState(() => initialValues(props.report, layout));

  return (
    <>
      <p className="screen-lead">{t`Zadajte, čo je známe o ďalšom účastníkovi udalosti.`}</p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initial}
        validate={(values) => schemaErrors<Values>(schema, tidy(values, props.phonePrefixes))}
        busy={props.busy}
        onSubmit={(values) => props.submit(patchOf(tidy(values, props.phonePrefixes)))}
      >
        {({ values }) => {
          const party = values.parties.otherCoresponsibleParty;
          return (
            <>
              <PlateOrPolicyFields
                name={PARTY}
                plateLabel={t`Evidenčné číslo vozidla ďalšieho účastníka`}
                plateHint={t`Napríklad BA123AB`}
                toggleLabel={
                  layout.policyRequired ? t`Evidenčné číslo nepoznám, poznám číslo poistnej zmluvy` : t`Evidenčné číslo nepoznám`
                }
                policyLabel={t`Číslo poistnej zmluvy ďalšieho účastníka`}
                policyHint={t`Napríklad zo záznamu o dopravnej nehode. Zadajte iba číslice.`}
                policyOptional={!layout.policyRequired}
                whenPlateUnknown="hide"
              />
              <UnknownPartyCheckbox name={PARTY} />
              {party.isUnknown && !party.hasLicensePlate && props.policyType === 'PZP' && <GuaranteeFundNotice />}
              {!party.isUnknown && (
                <>
                  <Fieldset legend={t`Ďalší účastník`} size="large">
                    <OptionalPartyNames name={PARTY} typeLabel={layout.partyTypeSelectable ? t`Ďalší účastník je` : undefined} />
                  </Fieldset>
                  <OptionalContactFields name={PARTY} legend={t`Kontakt na ďalšieho účastníka`} prefixes={props.phonePrefixes} />
                </>
              )}
            </>
          );
        }}
      </WizardForm>
    </>
  );
}
