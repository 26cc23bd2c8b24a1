import { DEFAULT_PHONE_PREFIX, normalisePrefix, splitPhoneNumber } from '../../components/PhoneField.tsx';
import type { PhonePrefix } from '../screen-props.ts';

/**
 * Between the document (nulls, optional keys) and a Formik form (strings in every text input):
 * what the contact screens show and what their Continue sends.
 */

type Text = string | null | undefined;

/** A text input's value: the stored text, or '' when there is none. */
export const textValue = (value: Text): string => value ?? '';

/** What a text input sends: the text without surrounding spaces, or null when it is empty. */
export const textPatch = (value: Text): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

export interface PhoneFormValue {
  prefix: string;
  number: string;
}

/** +421 unless the document holds another prefix (SPEC §9). */
export const phoneValue = (phone: { prefix?: string | null; number?: string | null } | null | undefined): PhoneFormValue => ({
  prefix: phone?.prefix || DEFAULT_PHONE_PREFIX,
  number: phone?.number ?? '',
});

export const phonePatch = (phone: PhoneFormValue): { prefix: string; number: string | null } => ({
  prefix: phone.prefix || DEFAULT_PHONE_PREFIX,
  number: textPatch(phone.number),
});

/** The prefix codes the validators compare with (`+421`, `+420`, …). */
export const prefixCodes = (prefixes: readonly PhonePrefix[]): string[] => prefixes.map((prefix) => prefix.code);

/**
 * The number as PhoneField tidies it when the field is left ("0905 123 456" and "+421 905 123 456"
 * are +421 "905 123 456"). Continue does not take the focus from the field (WizardForm), so a
 * number typed and sent at once is tidied here too, before it is checked and sent.
 */
export function tidyPhone(phone: PhoneFormValue, prefixes: readonly PhonePrefix[]): PhoneFormValue {
  const codes = prefixes.map((prefix) => normalisePrefix(prefix.code));
  return splitPhoneNumber(phone.number, phone.prefix || DEFAULT_PHONE_PREFIX, codes);
}

export type PartyType = 'PERSON' | 'BUSINESS';

/** A party's names as a form holds them (SPEC §3: PERSON unless said otherwise). */
export interface PartyNamesValue {
  partyType: PartyType;
  firstName: string;
  lastName: string;
  businessName: string;
}

export const partyNamesValue = (
  party: { partyType?: PartyType | null; firstName?: Text; lastName?: Text; businessName?: Text } | null | undefined,
): PartyNamesValue => ({
  partyType: party?.partyType ?? 'PERSON',
  firstName: textValue(party?.firstName),
  lastName: textValue(party?.lastName),
  businessName: textValue(party?.businessName),
});

/**
 * The party's names as sent: the kind shown is sent, the other kind's fields as null, so nothing
 * hidden (a person's names of a party that became a business) stays in the report.
 */
export function partyNamesPatch(party: PartyNamesValue) {
  const business = party.partyType === 'BUSINESS';
  return {
    partyType: party.partyType,
    firstName: business ? null : textPatch(party.firstName),
    lastName: business ? null : textPatch(party.lastName),
    businessName: business ? textPatch(party.businessName) : null,
  };
}

/** "Jana Molnárová", or a business's name; '' when nothing is known. */
export function partyDisplayName(
  party: { partyType?: PartyType | null; firstName?: Text; lastName?: Text; businessName?: Text } | null | undefined,
): string {
  if (!party) return '';
  if (party.partyType === 'BUSINESS') return (party.businessName ?? '').trim();
  return [party.firstName, party.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * D22: a party the reporter does not know ("Neviem, kto to bol") as sent: the flag, and its names
 * and contact cleared, so nothing typed before the box was ticked stays in the report.
 */
export const UNKNOWN_PERSON = {
  isUnknown: true,
  firstName: null,
  lastName: null,
  email: null,
  phone: { prefix: DEFAULT_PHONE_PREFIX, number: null },
} as const;

/** As UNKNOWN_PERSON, for a party that may be a business: its type back to the default (SPEC §3: PERSON). */
export const UNKNOWN_PARTY = { ...UNKNOWN_PERSON, partyType: 'PERSON', businessName: null } as const;
