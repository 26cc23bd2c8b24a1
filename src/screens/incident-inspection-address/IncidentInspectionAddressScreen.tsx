import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { AnySchema } from 'yup';
import { Checkbox } from '../../components/Checkbox.tsx';
import { fieldId } from '../../components/field-id.ts';
import { Fieldset } from '../../components/Fieldset.tsx';
import type { MapMarker } from '../../components/map/MapView.tsx';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import {
  EMPTY_ADDRESS,
  addressFormValue,
  addressKey,
  inspectionAddressPatch,
  isHomeCountry,
  isStoredAddress,
  pointOf,
  type AddressFormValue,
} from '../../domain/address.ts';
import { formatAddress } from '../../domain/format.ts';
import { INSPECTION_PLACE_LABELS } from '../../domain/option-labels.ts';
import { inspectionAddressSchema, type InspectionPlace } from '../../domain/validation/address-schemas.ts';
import { messages } from '../../domain/validation/messages.ts';
import { AddressPicker, addressSearchId } from '../address/AddressPicker.tsx';
import { AlertDialog } from '../address/AlertDialog.tsx';
import { useMapTiles } from '../address/use-map-tiles.ts';
import { ContactFields } from '../parties/ContactFields.tsx';
import { phonePatch, phoneValue, prefixCodes, textPatch, textValue, tidyPhone, type PhoneFormValue } from '../parties/form-values.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';
import './IncidentInspectionAddressScreen.css';

const ADDRESS = 'incident.inspectionAddress';
const PLACE = 'inspectionPlace';
const CONTACT = 'parties.inspectionContactPerson';

export interface InspectionContactValue {
  isSeparate: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: PhoneFormValue;
}

export interface InspectionAddressValues {
  /** Form-only: `incident` is `inspectionAddressIsTheSame`, `other` a picked address. */
  inspectionPlace: InspectionPlace | null;
  incident: { inspectionAddress: AddressFormValue };
  /** The stored address's key (addressKey), or null; the "pick an address" error is kept here. */
  addressConfirmed: string | null;
  parties: { inspectionContactPerson: InspectionContactValue };
}

/** The incident's address, when /incident-map stored one (a journey may not have passed there). */
const incidentAddressOf = (report: ScreenProps['report']) => (isStoredAddress(report.incident.address) ? report.incident.address! : null);

export function initialInspectionValues(report: ScreenProps['report']): InspectionAddressValues {
  const hasIncidentAddress = incidentAddressOf(report) !== null;
  const same = report.incident.inspectionAddressIsTheSame;
  // A stored "same" copy of the incident address is not another address to start from.
  const stored = same === true ? null : report.incident.inspectionAddress;
  const address = stored ? addressFormValue(stored) : { ...EMPTY_ADDRESS };
  const person = report.parties.inspectionContactPerson;
  let place: InspectionPlace | null = null;
  if (!hasIncidentAddress || same === false) place = 'other';
  else if (same === true) place = 'incident';
  return {
    inspectionPlace: place,
    incident: { inspectionAddress: address },
    addressConfirmed: isStoredAddress(stored) ? addressKey(address) : null,
    parties: {
      inspectionContactPerson: {
        isSeparate: person?.isSeparate === true,
        firstName: textValue(person?.firstName),
        lastName: textValue(person?.lastName),
        email: textValue(person?.email),
        phone: phoneValue(person?.phone),
      },
    },
  };
}

/** The values as checked and sent: the contact's phone tidied (see `tidyPhone`). */
function tidied(values: InspectionAddressValues, prefixes: ScreenProps['phonePrefixes']): InspectionAddressValues {
  const person = values.parties.inspectionContactPerson;
  return { ...values, parties: { inspectionContactPerson: { ...person, phone: tidyPhone(person.phone, prefixes) } } };
}

/** The address the vehicle is inspected at: the incident's, or the one picked here. */
export function inspectionAddressOf(values: InspectionAddressValues, report: ScreenProps['report']): AddressFormValue {
  return values.inspectionPlace === 'incident' ? addressFormValue(incidentAddressOf(report)) : values.incident.inspectionAddress;
}

/**
 * What Continue sends. "At the incident address" stores a copy of it too, so the inspection
 * address is complete wherever it is read. The contact person's fields are cleared (null) when
 * there is no separate person, so nothing hidden stays in the report.
 */
export function inspectionPatch(values: InspectionAddressValues, report: ScreenProps['report']): ScreenPatch {
  const same = values.inspectionPlace === 'incident';
  const person = values.parties.inspectionContactPerson;
  return {
    incident: { inspectionAddressIsTheSame: same, inspectionAddress: inspectionAddressPatch(inspectionAddressOf(values, report)) },
    parties: {
      inspectionContactPerson: person.isSeparate
        ? {
            isSeparate: true,
            firstName: textPatch(person.firstName),
            lastName: textPatch(person.lastName),
            email: textPatch(person.email),
            phone: phonePatch(person.phone),
          }
        : { isSeparate: false, firstName: null, lastName: null, email: null, phone: { ...phonePatch(person.phone), number: null } },
    },
  };
}

/**
 * /incident-inspection-address (SPEC §2; wide, no sidebar): where the vehicle can be inspected —
 * at the incident address or another one picked with the address picker — and, if someone else
 * arranges it, that person's contact. The address must be in Slovakia: otherwise the alert
 * dialog of D13 says so and the reporter stays to pick another one.
 */
export default function IncidentInspectionAddressScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const [initialValues] = useState(() => initialInspectionValues(props.report));
  const schema = useMemo(
    () => inspectionAddressSchema({ allowedPrefixes: prefixCodes(props.phonePrefixes) }) as unknown as AnySchema,
    [props.phonePrefixes],
  );
  const tiles = useMapTiles(props.lookups);
  // The dialog of D13, and where focus goes back to when it closes.
  const [abroad, setAbroad] = useState(false);
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);

  const incidentAddress = incidentAddressOf(props.report);
  const incidentPoint = pointOf(incidentAddress);
  const places: MapMarker[] = incidentPoint ? [{ id: 'incident', variant: 'place', label: t`Miesto udalosti`, ...incidentPoint }] : [];
  // The labels are those the summary restates (option-labels.ts).
  const placeOptions: Array<CardOption<InspectionPlace>> = [
    {
      value: 'incident',
      label: i18n._(INSPECTION_PLACE_LABELS.incident.label),
      description: incidentAddress ? formatAddress(incidentAddress, i18n) : undefined,
    },
    { value: 'other', label: i18n._(INSPECTION_PLACE_LABELS.other.label), description: t`Adresu vyhľadáte alebo označíte na mape.` },
  ];

  const refuseAbroad = (address: AddressFormValue, returnTo: string) => {
    if (isHomeCountry(address.country)) return false;
    setReturnTo(returnTo);
    setAbroad(true);
    return true;
  };

  const onSubmit = (values: InspectionAddressValues) => {
    const address = inspectionAddressOf(values, props.report);
    const returnTo = values.inspectionPlace === 'incident' ? fieldId(PLACE) : addressSearchId(ADDRESS);
    if (refuseAbroad(address, returnTo)) return;
    props.submit(inspectionPatch(tidied(values, props.phonePrefixes), props.report));
  };

  return (
    <>
      <p className="screen-lead">{t`Povedzte nám, kde si môžeme vozidlo obhliadnuť. Termín obhliadky s vami dohodneme.`}</p>
      <StepError error={props.error} />
      <WizardForm<InspectionAddressValues>
        initialValues={initialValues}
        validate={(values) => schemaErrors<InspectionAddressValues>(schema, tidied(values, props.phonePrefixes))}
        busy={props.busy}
        onSubmit={onSubmit}
        // D36: Continue confirms the address shown.
        submitLabel={t`Potvrdiť adresu a pokračovať`}
      >
        {({ values }) => (
          <>
            {incidentAddress ? (
              <OptionCards<InspectionPlace> name={PLACE} label={t`Kde je vozidlo?`} options={placeOptions} />
            ) : (
              <p className="screen-text">{t`Vyhľadajte adresu, na ktorej je vozidlo, alebo ju označte na mape.`}</p>
            )}
            {values.inspectionPlace === 'other' && (
              <AddressPicker
                name={ADDRESS}
                confirmedName="addressConfirmed"
                lookups={props.lookups}
                tiles={tiles}
                mapLabel={t`Mapa miesta obhliadky`}
                fieldsLegend={t`Adresa, kde je vozidlo`}
                places={places}
                startAt={incidentPoint}
              />
            )}
            <Fieldset legend={t`Kontaktná osoba`} size="large">
              <Checkbox
                name={`${CONTACT}.isSeparate`}
                label={t`Obhliadku dohodne iná kontaktná osoba`}
                hint={t`Napríklad ak vozidlo ukáže rodinný príslušník, kolega alebo servis.`}
              />
              {values.parties.inspectionContactPerson.isSeparate && (
                <div className="inspection-contact">
                  <TextField name={`${CONTACT}.firstName`} label={t`Meno`} optional autoComplete="off" />
                  <TextField name={`${CONTACT}.lastName`} label={t`Priezvisko`} autoComplete="off" />
                  <ContactFields
                    name={CONTACT}
                    legend={t`Ako môžeme kontaktnú osobu zastihnúť?`}
                    hint={t`Stačí e-mail alebo telefón, vyplniť môžete aj oboje.`}
                    prefixes={props.phonePrefixes}
                    filledBy="other"
                  />
                </div>
              )}
            </Fieldset>
          </>
        )}
      </WizardForm>
      <AlertDialog
        open={abroad}
        title={t`Obhliadka mimo Slovenska nie je možná`}
        closeLabel={t`Pokračovať`}
        onClose={() => setAbroad(false)}
        returnFocusTo={returnTo}
      >
        <p>{i18n._(messages.inspectionAddressAbroad)}</p>
      </AlertDialog>
    </>
  );
}
