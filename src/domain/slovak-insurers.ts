/**
 * The insurers that sell motor third-party liability insurance (povinné zmluvné poistenie) in
 * Slovakia, as members of the Slovak Insurers' Bureau (Slovenská kancelária poisťovateľov) list
 * them, by their registered names. Section 8 of the accident statement offers them to choose from;
 * a vehicle insured abroad names its insurer in words. An insurer deploying the product keeps
 * this list current.
 */
export const SLOVAK_MOTOR_INSURERS: readonly string[] = [
  'Allianz - Slovenská poisťovňa, a.s.',
  'ČSOB Poisťovňa, a.s.',
  'Generali Poisťovňa, pobočka poisťovne z iného členského štátu',
  'KOMUNÁLNA poisťovňa, a.s. Vienna Insurance Group',
  'KOOPERATIVA poisťovňa, a.s. Vienna Insurance Group',
  'PREMIUM Insurance Company Limited, pobočka poisťovne z iného členského štátu',
  'UNION poisťovňa, a.s.',
  'UNIQA pojišťovna, a.s., pobočka poisťovne z iného členského štátu',
  'Wüstenrot poisťovňa, a.s.',
];

export const isSlovakMotorInsurer = (name: string | undefined): boolean => name !== undefined && SLOVAK_MOTOR_INSURERS.includes(name);
