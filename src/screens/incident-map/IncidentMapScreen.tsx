import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { AnySchema } from 'yup';
import { WizardForm } from '../../components/WizardForm.tsx';
import { addressFormValue, addressKey, incidentAddressPatch, isStoredAddress, type AddressFormValue } from '../../domain/address.ts';
import { incidentMapSchema } from '../../domain/validation/address-schemas.ts';
import { AddressPicker } from '../address/AddressPicker.tsx';
import { useMapTiles } from '../address/use-map-tiles.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

export interface IncidentMapValues {
  incident: { address: AddressFormValue };
  /** What "Potvrdiť adresu" confirmed (addressKey), or null. */
  addressConfirmed: string | null;
}

/**
 * The stored address, confirmed as it was saved: the reporter confirmed it before Continue, and
 * coming back changes nothing until they change it.
 */
export function initialIncidentMapValues(report: ScreenProps['report']): IncidentMapValues {
  const stored = report.incident.address;
  const address = addressFormValue(stored);
  return { incident: { address }, addressConfirmed: isStoredAddress(stored) ? addressKey(address) : null };
}

/** What Continue sends (openapi `IncidentAddress`, every key, so nothing of an earlier address stays). */
export function incidentMapPatch(values: IncidentMapValues): ScreenPatch {
  return { incident: { address: incidentAddressPatch(values.incident.address) } };
}

/**
 * /incident-map (SPEC §2; wide, no sidebar): where the incident happened. The address picker
 * (docs/decisions.md "Map screens"); Continue needs a confirmed address (SPEC §8 "Select and confirm the
 * address on the map").
 */
export default function IncidentMapScreen(props: ScreenProps) {
  const { t } = useLingui();
  const [initialValues] = useState(() => initialIncidentMapValues(props.report));
  const schema = useMemo(() => incidentMapSchema() as unknown as AnySchema, []);
  const tiles = useMapTiles(props.lookups);

  return (
    <>
      <p className="screen-lead">{t`Vyhľadajte adresu alebo miesto označte na mape. Adresu potom skontrolujte a potvrďte.`}</p>
      <StepError error={props.error} />
      <WizardForm<IncidentMapValues>
        initialValues={initialValues}
        validate={(values) => schemaErrors<IncidentMapValues>(schema, values)}
        busy={props.busy}
        onSubmit={(values) => props.submit(incidentMapPatch(values))}
      >
        <AddressPicker
          name="incident.address"
          confirmedName="addressConfirmed"
          lookups={props.lookups}
          tiles={tiles}
          mapLabel={t`Mapa miesta udalosti`}
          fieldsLegend={t`Adresa miesta udalosti`}
        />
      </WizardForm>
    </>
  );
}
