import { normalizeLicensePlate, type PolicyType } from './report.ts';

/**
 * SPEC §2 "Start": what the portal entry's `poistenie` and `ecv` mean. One reading for the browser
 * (machines/context.ts) and the server, which takes them from the signed entry (D28).
 */

/** `hav` means casco, anything else liability; absent: none given. */
export function entryInsurance(poistenie: string | null | undefined): PolicyType | null {
  if (poistenie === null || poistenie === undefined) return null;
  return poistenie.toLowerCase() === 'hav' ? 'CASCO' : 'PZP';
}

export function entryLicensePlate(ecv: string | null | undefined): string | null {
  return ecv ? normalizeLicensePlate(ecv) : null;
}
