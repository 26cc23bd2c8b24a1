import { useLingui } from '@lingui/react/macro';
import { setIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Checkbox } from '../../components/Checkbox.tsx';
import { BirthDateField, EMPTY_BIRTH_DATE } from '../../components/BirthDateField.tsx';
import { Fieldset } from '../../components/Fieldset.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { birthNumberForApi } from '../../domain/validation/birth-number.ts';
import { normalizeBusinessId } from '../../domain/validation/business-id.ts';
import { birthDateFromParts, birthDateToParts, type BirthDateInput } from '../../domain/validation/dates.ts';
import { permissionConfirmationSmpSchema } from '../../domain/validation/screen-schemas.ts';
import { partyNamesPatch, partyNamesValue, textValue, type PartyNamesValue, type PartyType } from '../parties/form-values.ts';
import { PersonOrBusiness } from '../parties/PersonOrBusiness.tsx';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { PrivacyNoticeLink } from '../shared/PrivacyNoticeLink.tsx';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

const AGGRIEVED = 'parties.aggrievedParty';

export interface PermissionConfirmationValues {
  parties: {
    aggrievedParty: PartyNamesValue & {
      useAlternativeIdentification: boolean;
      /** A person's birth number or a business's IČO (SPEC §3 `identificationNumber`). */
      identificationNumber: string;
      /** The date of birth's three inputs, as typed (BirthDateField). */
      dateOfBirth: BirthDateInput;
    };
  };
  /** The agent's confirmation; only in the form (SPEC §6: the agent must confirm). */
  confirmed: boolean;
  /** "Someone else reports for the injured party"; sent as `reporter.isSameAsAggrieved: false`. */
  differentReporter: boolean;
}

/** SPEC: "A checkbox for a different reporter appears only for PZP on the person branch." */
export const differentReporterOffered = (policyType: ScreenProps['policyType'], partyType: PartyType | null | undefined) =>
  policyType === 'PZP' && partyType !== 'BUSINESS';

export function initialPermissionValues(report: ScreenProps['report']): PermissionConfirmationValues {
  const aggrieved = report.parties.aggrievedParty;
  return {
    parties: {
      aggrievedParty: {
        ...partyNamesValue(aggrieved),
        useAlternativeIdentification: aggrieved?.useAlternativeIdentification === true,
        identificationNumber: textValue(aggrieved?.identificationNumber),
        dateOfBirth: birthDateToParts(aggrieved?.dateOfBirth),
      },
    },
    confirmed: false,
    differentReporter: report.parties.reporter?.isSameAsAggrieved === false,
  };
}

/**
 * What Continue sends: the aggrieved party (the kind shown; the identification it was given, the
 * other one null, D16; the birth number in its written form, SPEC §5 "sent only if it passes") and whether the reporter is that party (D6: without the different-reporter
 * checkbox the reporter is the aggrieved party; the machine then fills the reporter in).
 */
export function permissionPatch(values: PermissionConfirmationValues, policyType: ScreenProps['policyType'], today: string): ScreenPatch {
  const party = values.parties.aggrievedParty;
  const person = party.partyType !== 'BUSINESS';
  const alternative = person && party.useAlternativeIdentification;
  const identificationNumber = alternative
    ? null
    : person
      ? birthNumberForApi(party.identificationNumber, today)
      : normalizeBusinessId(party.identificationNumber) || null;
  return {
    parties: {
      aggrievedParty: {
        ...partyNamesPatch(party),
        useAlternativeIdentification: alternative,
        identificationNumber,
        dateOfBirth: alternative ? birthDateFromParts(party.dateOfBirth) : null,
      },
      reporter: { isSameAsAggrieved: !(differentReporterOffered(policyType, party.partyType) && values.differentReporter) },
    },
  };
}

/**
 * /permission-confirmation-SMP (SPEC §2): an agent in the SMP portal names the injured party,
 * identifies it, and confirms having verified its identity and being authorised to report for it.
 */
export default function PermissionConfirmationSmpScreen(props: ScreenProps) {
  const { t } = useLingui();
  const [initialValues] = useState(() => initialPermissionValues(props.report));
  const schema = useMemo(() => permissionConfirmationSmpSchema({ today: props.today }), [props.today]);

  return (
    <>
      <p className="screen-lead">{t`Škodu nahlasujete v mene poškodeného. Zadajte jeho údaje a potvrďte, že ste overili jeho totožnosť.`}</p>
      <PrivacyNoticeLink href={props.privacyNoticeUrl} />
      <StepError error={props.error} />
      <WizardForm<PermissionConfirmationValues>
        initialValues={initialValues}
        validationSchema={schema}
        busy={props.busy}
        onSubmit={(values) => props.submit(permissionPatch(values, props.policyType, props.today))}
      >
        {({ values }) => {
          const party = values.parties.aggrievedParty;
          return (
            <>
              <Fieldset legend={t`Poškodený`} size="large">
                <PersonOrBusiness name={AGGRIEVED} typeLabel={t`Kto je poškodený?`} filledBy="other" />
                <Identification />
              </Fieldset>
              {differentReporterOffered(props.policyType, party.partyType) && (
                <Checkbox
                  name="differentReporter"
                  label={t`Škodu za poškodeného nahlasuje iná osoba`}
                  hint={t`Napríklad rodinný príslušník alebo splnomocnený zástupca. Jej údaje zadáte v ďalšom kroku.`}
                />
              )}
              <Checkbox
                name="confirmed"
                label={t`Potvrdzujem, že som overil(a) totožnosť poškodeného a som oprávnený(á) nahlásiť škodu v jeho mene.`}
              />
            </>
          );
        }}
      </WizardForm>
    </>
  );
}

/**
 * The injured party's identification: a person's birth number or, with the alternative switched
 * on, the date of birth (D16: switching to the alternative clears the number, switching back
 * clears the date); a business's IČO.
 */
function Identification() {
  const { t } = useLingui();
  const { values, setFieldValue, setFieldTouched, validateForm } = useFormikContext<PermissionConfirmationValues>();
  const party = values.parties.aggrievedParty;
  const business = party.partyType === 'BUSINESS';

  // A birth number is no IČO: a changed party type empties the number instead of showing the
  // other kind's digits under the new label.
  const shownType = useRef(party.partyType);
  useEffect(() => {
    if (shownType.current === party.partyType) return;
    shownType.current = party.partyType;
    void setFieldValue(`${AGGRIEVED}.identificationNumber`, '', false);
    void setFieldTouched(`${AGGRIEVED}.identificationNumber`, false, false);
    void validateForm(setIn(values, `${AGGRIEVED}.identificationNumber`, ''));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a changed party type empties the number
  }, [party.partyType]);

  const toggleAlternative = (alternative: boolean) => {
    // D16: to the alternative clears the identification number, back clears the date of birth.
    const cleared = `${AGGRIEVED}.${alternative ? 'identificationNumber' : 'dateOfBirth'}`;
    const empty = alternative ? '' : EMPTY_BIRTH_DATE;
    void setFieldValue(cleared, empty, false);
    void setFieldTouched(cleared, false, false);
    // The checkbox set its own value with the values of the last render; validate the new ones.
    void validateForm(setIn(setIn(values, `${AGGRIEVED}.useAlternativeIdentification`, alternative), cleared, empty));
  };

  if (business) {
    return (
      <TextField
        name={`${AGGRIEVED}.identificationNumber`}
        label={t`IČO`}
        hint={t`Identifikačné číslo organizácie má 8 číslic.`}
        type="number"
        autoComplete="off"
        width="medium"
      />
    );
  }
  return (
    <>
      {!party.useAlternativeIdentification && (
        <TextField
          name={`${AGGRIEVED}.identificationNumber`}
          label={t`Rodné číslo`}
          hint={t`Lomku písať nemusíte.`}
          autoComplete="off"
          width="medium"
        />
      )}
      <Checkbox
        name={`${AGGRIEVED}.useAlternativeIdentification`}
        label={t`Poškodený nemá slovenské rodné číslo`}
        hint={t`Namiesto rodného čísla zadáte dátum narodenia.`}
        onChange={toggleAlternative}
      />
      {party.useAlternativeIdentification && <BirthDateField name={`${AGGRIEVED}.dateOfBirth`} label={t`Dátum narodenia`} />}
    </>
  );
}
