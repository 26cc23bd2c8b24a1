/**
 * Text normalisation shared by the registers and the gazetteer, so that "Žilina", "zilina" and
 * "ZILINA" are the same search key and "ba 123-ab" is the same plate as "BA123AB".
 */

/** Lower case, without diacritics, apostrophe variants dropped, any other punctuation as one space. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A licence plate as the register stores it: upper case, no spaces or dashes (SPEC §3). */
export function normalizePlate(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, '');
}

/** SPEC §5/§9: a plate is 1 to 7 letters or digits. */
export const PLATE_PATTERN = /^[A-Z0-9]{1,7}$/;

/** 'yyyy-mm-dd' that is also a real calendar date (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
