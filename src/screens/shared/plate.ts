import type { ScreenProps } from '../screen-props.ts';

/** My vehicle's plate as the document has it (upper-case), or null when there is none. */
export function myPlate(report: ScreenProps['report']): string | null {
  const vehicle = report.incident.myVehicle;
  if (vehicle?.hasLicensePlate === false) return null;
  const plate = vehicle?.licensePlate?.trim();
  return plate ? plate : null;
}
