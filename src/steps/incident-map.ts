/**
 * /incident-map (SPEC §2): the incident's address, confirmed on the map.
 */
import { incidentMapSchema } from '../domain/validation/address-schemas.ts';
import type { Step } from './step.ts';
import { confirmedAddress } from './address-values.ts';
import { formatAddress } from '../domain/format.ts';

export const incidentMapStep = {
  screen: 'incident-map',
  schema: () => incidentMapSchema(),
  values: ({ report }) => {
    const { address, confirmed } = confirmedAddress(report.incident.address);
    return { incident: { address }, addressConfirmed: confirmed };
  },
  formFields: { addressConfirmed: '/incident/address' },
  summary: {
    rows: {
      incident: (rows, summary, { incident }) => rows.add('address', 'incident.address', formatAddress(incident.address, summary.i18n)),
    },
  },
} satisfies Step;
