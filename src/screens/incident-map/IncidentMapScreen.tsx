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
  /** The stored address's key (addressKey), or null; the "pick an address" error is kept here. */
  addressConfirmed: string | null;
}

/** The stored address, as it was saved. */
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
 * (docs/decisions.md "Map screens"); Continue confirms the address shown and needs one picked
 * (SPEC §8 "Select and confirm the address on the map", D36).
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
        // D36: Continue confirms the address shown.
        submitLabel={t`Potvrdiť adresu a pokračovať`}
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
