/**
 * /general-info (SPEC §2, D23): the plate or the vehicle without one, the policy number, the incident's date and time.
 */
import { generalInfoSchema } from '../domain/validation/screen-schemas.ts';
import { descriptionFormat, incidentTimeFormat, pastDateFormat, plateFormat, policyNumberFormat } from './formats.ts';
import { documentValues, type Step } from './step.ts';

export const generalInfoStep = {
  screen: 'general-info',
  schema: (input) => generalInfoSchema({ today: input.today }),
  values: documentValues,
  formats: {
    '/incident/policyId': policyNumberFormat,
    '/incident/date': pastDateFormat,
    '/incident/time': incidentTimeFormat,
    '/incident/myVehicle/licensePlate': plateFormat,
    '/incident/myVehicle/description': descriptionFormat,
  },
} satisfies Step;
