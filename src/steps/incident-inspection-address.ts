/**
 * /incident-inspection-address (SPEC §2): where the vehicle can be inspected, and whom to call there.
 */
import { inspectionAddressSchema } from '../domain/validation/address-schemas.ts';
import type { Step } from './step.ts';
import { confirmedAddress } from './address-values.ts';
import { personFormats } from './formats.ts';

export const incidentInspectionAddressStep = {
  screen: 'incident-inspection-address',
  schema: (input) => inspectionAddressSchema({ allowedPrefixes: input.phonePrefixes }),
  values: ({ report }) => {
    const { incident, parties } = report;
    const { address, confirmed } = confirmedAddress(incident.inspectionAddress);
    const same = incident.inspectionAddressIsTheSame;
    return {
      inspectionPlace: same === true ? 'incident' : same === false ? 'other' : null,
      incident: { inspectionAddress: address },
      addressConfirmed: confirmed,
      parties: { inspectionContactPerson: parties.inspectionContactPerson ?? {} },
    };
  },
  formFields: { inspectionPlace: '/incident/inspectionAddressIsTheSame', addressConfirmed: '/incident/inspectionAddress' },
  formats: personFormats('/parties/inspectionContactPerson'),
} satisfies Step;
