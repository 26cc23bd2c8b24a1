/**
 * /incident-inspection-address (SPEC §2): where the vehicle can be inspected, and whom to call there.
 */
import { inspectionAddressSchema } from '../domain/validation/address-schemas.ts';
import type { Step } from './step.ts';
import { confirmedAddress } from './address-values.ts';
import { personFormats } from './formats.ts';
import { formatAddress, formatPartyName, formatPhone } from '../domain/format.ts';
import { INSPECTION_PLACE_LABELS } from '../domain/option-labels.ts';

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
  summary: {
    rows: {
      inspection: (rows, summary, { incident, parties }) => {
        if (incident.inspectionAddressIsTheSame)
          rows.add('address', 'inspection.address', summary.chosen(INSPECTION_PLACE_LABELS, 'incident'));
        else rows.add('address', 'inspection.address', formatAddress(incident.inspectionAddress, summary.i18n));
        const contact = parties.inspectionContactPerson;
        if (!contact?.isSeparate) return;
        rows.add('contactPerson', 'inspection.contactPerson', formatPartyName(contact));
        rows.add('email', 'inspection.email', contact.email);
        rows.add('phone', 'inspection.phone', formatPhone(contact.phone));
      },
    },
  },
} satisfies Step;
