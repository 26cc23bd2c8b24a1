import type { MessageDescriptor } from '@lingui/core';
import { basicMessages } from './basic-messages.ts';

/**
 * The validation messages of SPEC §5 and §8, one descriptor each.
 *
 * Plain Lingui descriptors marked with `/*i18n*\/`, each with an explicit id, so that the catalogs,
 * the tests and the server's error details name a message by the same id (the `msg` macro would
 * hash its text into the id); `lingui extract` finds them like macros.
 * Slovak is the source language (lingui.config.ts); the English texts are in
 * locales/en/messages.po, word for word as SPEC §8 gives them where it does.
 *
 * A message with a number in it names it as a placeholder and gets the value from the rule that
 * failed (`withValues`), so a limit lives in one place (limits.ts).
 */
export const messages = {
  ...basicMessages,
  email: /*i18n*/ { id: 'validation.email', message: 'Zadajte, prosím, platnú e-mailovú adresu' },
  phone: /*i18n*/ {
    id: 'validation.phone',
    message: 'Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***',
  },
  /** SPEC §8 has only the Slovak-format message; a foreign number is told its own length. */
  phoneOther: /*i18n*/ {
    id: 'validation.phoneOther',
    message: 'Zadajte, prosím, platné telefónne číslo ({min} až {max} číslic)',
  },
  contactRequired: /*i18n*/ { id: 'validation.contactRequired', message: 'Zadajte, prosím, aspoň jeden kontaktný údaj' },
  birthNumberFormat: /*i18n*/ { id: 'validation.birthNumberFormat', message: 'Zadajte rodné číslo v správnom tvare' },
  birthNumberInvalid: /*i18n*/ { id: 'validation.birthNumberInvalid', message: 'Zadajte platné rodné číslo' },
  birthDate: /*i18n*/ { id: 'validation.birthDate', message: 'Zadajte platný dátum narodenia' },
  descriptionWords: /*i18n*/ {
    id: 'validation.descriptionWords',
    message: 'Popíšte, prosím, škodu podrobnejšie (aspoň {min} slov)',
  },
  maxLength: /*i18n*/ { id: 'validation.maxLength', message: 'Najviac {max} znakov' },
  /** A text with half of a surrogate pair (no character at all), or U+0000: nothing can store it (DECISIONS D29). */
  invalidCharacter: /*i18n*/ {
    id: 'validation.invalidCharacter',
    message: 'Text obsahuje neplatný znak. Vymažte ho, prosím, a napíšte text znova.',
  },
  nameMinLength: /*i18n*/ { id: 'validation.nameMinLength', message: 'Zadajte aspoň {min} znaky' },
  bic: /*i18n*/ { id: 'validation.bic', message: 'BIC/SWIFT musí mať {short} alebo {long} znakov' },
  iban: /*i18n*/ { id: 'validation.iban', message: 'Zadajte IBAN v požadovanom tvare' },
  /** What exactly is wrong with an IBAN, so a person knows what to look at (SPEC §8's message stays the fallback). */
  ibanCharacters: /*i18n*/ { id: 'validation.ibanCharacters', message: 'IBAN môže obsahovať iba písmená a číslice' },
  ibanCountry: /*i18n*/ { id: 'validation.ibanCountry', message: 'IBAN začína kódom krajiny, napríklad SK' },
  ibanLength: /*i18n*/ {
    id: 'validation.ibanLength',
    message: 'IBAN krajiny {country} má {expected} znakov, zadali ste {typed}',
  },
  ibanChecksum: /*i18n*/ {
    id: 'validation.ibanChecksum',
    message: 'IBAN nesedí s kontrolnými číslicami: skontrolujte, či ste ho opísali presne',
  },
  number: /*i18n*/ { id: 'validation.number', message: 'Zadajte číslo' },
  dateInPast: /*i18n*/ { id: 'validation.dateInPast', message: 'Zadajte dátum v minulosti' },
  /** A date the reporter typed that is no calendar date, or not in the d.M.yyyy input format. */
  dateFormat: /*i18n*/ { id: 'validation.dateFormat', message: 'Zadajte platný dátum v tvare DD.MM.RRRR' },
  /** D23: an incident time that is not `HH:mm` on the 24-hour clock. */
  timeFormat: /*i18n*/ { id: 'validation.timeFormat', message: 'Zadajte čas v tvare HH:MM, napríklad 14:30' },
  /** D23: the incident date is today and the time is still to come (in Slovakia). */
  timeInPast: /*i18n*/ { id: 'validation.timeInPast', message: 'Zadajte čas, ktorý už uplynul' },
  licensePlate: /*i18n*/ {
    id: 'validation.licensePlate',
    message: 'Zadajte evidenčné číslo v správnom tvare (najviac {max} znakov: písmená A – Z a číslice)',
  },
  businessId: /*i18n*/ { id: 'validation.businessId', message: 'Zadajte IČO v správnom tvare ({length} číslic)' },
  /** SPEC §8, the map screens: Continue before an address was picked and confirmed. */
  addressNotConfirmed: /*i18n*/ { id: 'validation.addressNotConfirmed', message: 'Vyberte a potvrďte adresu na mape' },
  /** "address unspecified" needs a place on the map or, failing that, the town. */
  unspecifiedAddressPlace: /*i18n*/ {
    id: 'validation.unspecifiedAddressPlace',
    message: 'Označte miesto na mape, alebo napíšte aspoň obec',
  },
  /** SPEC §2 /incident-inspection-address: the inspection address must be in Slovakia (SVK). */
  inspectionAddressAbroad: /*i18n*/ {
    id: 'validation.inspectionAddressAbroad',
    message: 'Obhliadku vozidla vieme zabezpečiť iba na Slovensku. Vyberte, prosím, adresu na Slovensku.',
  },
  /** A save whose answers lead nowhere from a screen (server/reports/completeness.ts): what is missing is there. */
  journeyIncomplete: /*i18n*/ {
    id: 'validation.journeyIncomplete',
    message: 'Hlásenie nie je úplné: doplňte, prosím, odpovede na obrazovke {route}',
  },
} as const satisfies Record<string, MessageDescriptor>;

export type MessageKey = keyof typeof messages;

/**
 * What every validator returns for an invalid value: a Lingui descriptor, so the browser renders it
 * with `i18n._(message)` in the reader's language. Valid values give `undefined`.
 */
export type ValidationMessage = MessageDescriptor;
export type ValidationResult = ValidationMessage | undefined;

/** The descriptor with the numbers its placeholders show, e.g. `{ max: 950 }`. */
export function withValues(descriptor: MessageDescriptor, values: Record<string, string | number>): ValidationMessage {
  return { ...descriptor, values };
}

/**
 * The Slovak source text with its placeholders filled in ("Najviac 950 znakov"). For the server,
 * which answers in Slovak without a compiled catalog; the browser uses `i18n._(message)` instead.
 */
export function sourceText(message: MessageDescriptor): string {
  const text = message.message ?? message.id;
  const values = message.values ?? {};
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/**
 * Formik keeps whatever a Yup test reported as the field's error; this reads it back as a
 * descriptor (a plain string, e.g. from a schema not built here, becomes its own message).
 */
export function asValidationMessage(error: unknown): ValidationMessage | undefined {
  if (typeof error === 'string') return error ? { id: error, message: error } : undefined;
  if (error && typeof error === 'object' && typeof (error as { id?: unknown }).id === 'string') return error as ValidationMessage;
  return undefined;
}
