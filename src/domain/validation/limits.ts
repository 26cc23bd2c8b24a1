/**
 * The numbers of SPEC §5 and §9 that the validators enforce, in one place, so a rule and the
 * message that explains it (via its placeholders) can never disagree.
 */
export const LIMITS = {
  /** Description and additional description: at most 950 characters after trimming. */
  descriptionMaxLength: 950,
  /** "describe the loss in detail (at least 5 words)". */
  descriptionMinWords: 5,
  /** Names: at least 2 characters after trimming. */
  nameMinLength: 2,
  /** openapi.yaml `Name` / `ShortText`: the server refuses longer ones, so the form says it first. */
  nameMaxLength: 100,
  /** Licence plate: 1 to 7 letters or digits (after removing spaces and dashes). */
  licensePlateMaxLength: 7,
  /** openapi.yaml `PolicyId`: 1 to 20 digits. */
  policyNumberMaxLength: 20,
  /** Slovak numbers (+421): exactly 9 digits. */
  homePhoneDigits: 9,
  /** Any other prefix: 4 to 11 digits. */
  otherPhoneMinDigits: 4,
  otherPhoneMaxDigits: 11,
  /** BIC/SWIFT: 8 or 11 characters. */
  bicShortLength: 8,
  bicLongLength: 11,
  /** IČO (company ID): 8 digits. */
  businessIdLength: 8,
  /** openapi.yaml `Email`. */
  emailMaxLength: 254,
} as const;

/** SPEC §3/§9: the default phone prefix, Slovakia's. */
export const HOME_PHONE_PREFIX = '+421';
