/**
 * /general-info (SPEC §2, D23): the plate or the vehicle without one, the policy number, the incident's date and time.
 */
import { generalInfoSchema } from '../domain/validation/screen-schemas.ts';
import { descriptionFormat, incidentTimeFormat, pastDateFormat, plateFormat, policyNumberFormat } from './formats.ts';
import { documentValues, type Step } from './step.ts';
import { incidentDateRows } from './summary-rows.ts';

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
  summary: {
    rows: {
      incident: incidentDateRows,
      policy: (rows, summary, { incident }) => {
        const vehicle = incident.myVehicle ?? {};
        rows.add('licensePlate', 'incident.licensePlate', summary.plate(vehicle));
        if (vehicle.hasLicensePlate === false) rows.add('vehicleDescription', 'incident.vehicleDescription', vehicle.description);
        rows.add('policyId', 'incident.policyId', incident.policyId);
      },
      // The own vehicle's damage no screen asks (a portal's update may carry it) goes with the vehicle.
      damage: (rows, _summary, { incident }) => rows.add('myVehicle', 'damage.myVehicle', incident.myVehicle?.damageDescription),
    },
  },
} satisfies Step;
