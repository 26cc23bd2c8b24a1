import type { Locale } from './locale.ts';

/**
 * What a person reads for each error code, in Slovak (default) and English. Handlers throw
 * ApiError with an English sentence; where a code is listed here, the request's language wins.
 */
const MESSAGES: Record<string, Record<Locale, string>> = {
  VALIDATION_FAILED: {
    sk: 'Niektoré údaje nie sú v správnom tvare. Opravte, prosím, označené polia.',
    en: 'Some values are not in the right format. Please correct the fields listed.',
  },
  UNKNOWN_FIELD: {
    sk: 'Neznáme pole.',
    en: 'Unknown field.',
  },
  MALFORMED_JSON: {
    sk: 'Telo požiadavky nie je platný JSON.',
    en: 'The request body is not valid JSON.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    sk: 'Tento typ obsahu požiadavky nie je podporovaný.',
    en: 'This request content type is not supported.',
  },
  BODY_TOO_LARGE: {
    sk: 'Požiadavka je príliš veľká.',
    en: 'The request is too large.',
  },
  NOT_FOUND: {
    sk: 'Hľadaný záznam neexistuje.',
    en: 'Nothing was found with this id.',
  },
  REPORT_COMPLETED: {
    sk: 'Hlásenie už bolo odoslané a nie je možné ho meniť.',
    en: 'The report has been saved and can no longer be changed.',
  },
  REPORT_INCOMPLETE: {
    sk: 'Hlásenie ešte nie je úplné. Doplňte, prosím, chýbajúce údaje.',
    en: 'The report is not complete yet. Please fill in what is missing.',
  },
  FILE_TOO_LARGE: {
    sk: 'Súbor je väčší ako 15 MB.',
    en: 'The file is larger than 15 MB.',
  },
  EMPTY_FILE: {
    sk: 'Súbor je prázdny.',
    en: 'The file is empty.',
  },
  UNSUPPORTED_FILE_TYPE: {
    sk: 'Tento typ súboru nie je možné priložiť. Povolené sú jpg, jpeg, png, heic, heif, mp4, doc, docx, pdf, zip a rar.',
    en: 'This type of file cannot be attached. Allowed are jpg, jpeg, png, heic, heif, mp4, doc, docx, pdf, zip and rar.',
  },
  FILE_NAME_MISMATCH: {
    sk: 'Obsah súboru nezodpovedá jeho názvu (prípone).',
    en: "The file's content does not match its name (extension).",
  },
  TOO_MANY_ATTACHMENTS: {
    sk: 'K hláseniu je možné priložiť najviac 40 súborov.',
    en: 'A report can have at most 40 attachments.',
  },
  FORBIDDEN_FIELD_NAME: {
    sk: 'Požiadavka obsahuje nepovolený názov poľa.',
    en: 'The request uses a forbidden field name.',
  },
  NO_FILE: {
    sk: 'Požiadavka neobsahuje súbor.',
    en: 'The request contains no file.',
  },
  INVALID_EMAIL: {
    sk: 'Zadajte, prosím, platnú e-mailovú adresu.',
    en: 'Please, enter valid email address.',
  },
  TOO_MANY_EMAILS: {
    sk: 'Pre toto hlásenie sme už odoslali niekoľko e-mailov. Skúste to, prosím, neskôr.',
    en: 'Several e-mails have already been sent for this report. Please try again later.',
  },
  TOO_MANY_REQUESTS: {
    sk: 'Príliš veľa požiadaviek. Skúste to, prosím, o chvíľu.',
    en: 'Too many requests. Please try again in a moment.',
  },
  SERVER_BUSY: {
    sk: 'Server je práve preťažený. Skúste to, prosím, o chvíľu.',
    en: 'The server is busy. Please try again in a moment.',
  },
  OPERATOR_NOT_VERIFIED: {
    sk: 'Operátora sa nepodarilo overiť.',
    en: 'The operator could not be verified.',
  },
  UNKNOWN_REFERENCE: {
    sk: 'Niektorá z vybraných možností už neplatí. Vyberte ju, prosím, znova.',
    en: 'One of the options chosen is not valid. Please choose it again.',
  },
  UNKNOWN_REASON: {
    sk: 'Vyberte, prosím, príčinu udalosti zo zoznamu.',
    en: 'Please choose the reason of the incident from the list.',
  },
  UNKNOWN_REPAIR_SHOP: {
    sk: 'Vyberte, prosím, servis zo zoznamu zmluvných servisov.',
    en: 'Please choose a repair shop from the list of contracted shops.',
  },
  UNKNOWN_SAVED_BANK_ACCOUNT: {
    sk: 'Vyberte, prosím, jeden z ponúknutých účtov alebo zadajte nový účet.',
    en: 'Please choose one of the accounts offered or enter a new account.',
  },
  INTERNAL_ERROR: {
    sk: 'Nastala chyba na našej strane. Vaše údaje sú uložené, skúste to, prosím, znova.',
    en: 'Something went wrong on our side. Your data is kept; please try again.',
  },
};

export function localizedMessage(code: string, locale: Locale, fallback: string): string {
  return MESSAGES[code]?.[locale] ?? fallback;
}
