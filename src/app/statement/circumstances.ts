import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Section 12's boxes, numbered and worded as on the European accident statement. */
export const CIRCUMSTANCE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`stál alebo parkoval`,
  2: msg`odchádzal z parkovacieho miesta alebo otváral dvere`,
  3: msg`parkoval (zastavoval)`,
  4: msg`vychádzal z parkoviska, súkromného pozemku alebo poľnej cesty`,
  5: msg`vchádzal na parkovisko, súkromný pozemok alebo poľnú cestu`,
  6: msg`vchádzal na kruhový objazd`,
  7: msg`jazdil po kruhovom objazde`,
  8: msg`narazil zozadu do vozidla idúceho rovnakým smerom v rovnakom jazdnom pruhu`,
  9: msg`išiel rovnakým smerom, ale v inom jazdnom pruhu`,
  10: msg`menil jazdný pruh`,
  11: msg`predbiehal`,
  12: msg`odbočoval doprava`,
  13: msg`odbočoval doľava`,
  14: msg`cúval`,
  15: msg`vošiel do jazdného pruhu určeného pre protismernú premávku`,
  16: msg`prichádzal sprava (na križovatke)`,
  17: msg`nedal prednosť v jazde alebo prešiel na červenú`,
};
