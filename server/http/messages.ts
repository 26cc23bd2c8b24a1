import { MAX_ATTACHMENT_BYTES_PER_REPORT, MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../src/domain/damaged-objects.ts';
import { CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR, CONTINUE_LINKS_PER_REPORT_PER_DAY } from '../../src/domain/request-limits.ts';
import type { Locale } from './locale.ts';

const REPORT_MEGABYTES = MAX_ATTACHMENT_BYTES_PER_REPORT / (1024 * 1024);

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
  UPLOAD_OFFSET_MISMATCH: {
    sk: 'Server má z tohto súboru inú časť, než akou nahrávanie pokračuje. Zistite, koľko už má, a pokračujte odtiaľ.',
    en: 'The server has a different part of this file than the upload continues from. Ask how much it has and go on from there.',
  },
  UPLOAD_INCOMPLETE: {
    sk: 'Súbor ešte nie je celý nahraný.',
    en: 'The file has not been uploaded in full yet.',
  },
  TUS_VERSION_UNSUPPORTED: {
    sk: 'Server nahráva súbory po častiach podľa protokolu tus vo verzii 1.0.0.',
    en: 'The server takes uploads in parts by the tus protocol, version 1.0.0.',
  },
  FILE_NAME_MISMATCH: {
    sk: 'Obsah súboru nezodpovedá jeho názvu (prípone).',
    en: "The file's content does not match its name (extension).",
  },
  TOO_MANY_ATTACHMENTS: {
    sk: `K hláseniu je možné priložiť najviac ${MAX_ATTACHMENTS_PER_REPORT} súborov.`,
    en: `A report can have at most ${MAX_ATTACHMENTS_PER_REPORT} attachments.`,
  },
  ATTACHMENT_QUOTA_REACHED: {
    sk: `Prílohy jedného hlásenia môžu mať spolu najviac ${REPORT_MEGABYTES} MB. Tento súbor sa k nim už nezmestí.`,
    en: `The attachments of one report can take at most ${REPORT_MEGABYTES} MB in all. This file does not fit any more.`,
  },
  TOO_MANY_DAMAGED_OBJECTS: {
    sk: `Jedno hlásenie môže mať najviac ${MAX_DAMAGED_OBJECTS_PER_REPORT} poškodených vozidiel, vecí a osôb (škôd). Ďalšie nám opíšte v doplňujúcom popise.`,
    en: `One report can have at most ${MAX_DAMAGED_OBJECTS_PER_REPORT} damaged vehicles, properties and persons (claims). Describe any others in the additional description.`,
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
  EMAIL_LIMIT_REACHED: {
    sk: `Odkaz na pokračovanie sme už poslali. Pozrite si, prosím, svoju e-mailovú schránku (aj nevyžiadanú poštu) alebo to skúste neskôr. Na jednu adresu posielame najviac ${CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR} e-maily za hodinu a k jednému hláseniu najviac ${CONTINUE_LINKS_PER_REPORT_PER_DAY} za deň.`,
    en: `The continue link has already been sent. Please check your inbox (and spam folder), or try again later. We send at most ${CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR} e-mails an hour to one address and ${CONTINUE_LINKS_PER_REPORT_PER_DAY} a day for one report.`,
  },
  TOO_MANY_REQUESTS: {
    sk: 'Príliš veľa požiadaviek. Skúste to, prosím, o chvíľu.',
    en: 'Too many requests. Please try again in a moment.',
  },
  TOO_MANY_PDFS: {
    sk: 'Niekoľko vašich súhrnov v PDF sa práve pripravuje. Skúste to, prosím, o chvíľu.',
    en: 'Several of your PDF summaries are being made. Please try again in a moment.',
  },
  PDF_BUSY: {
    sk: 'Súhrn v PDF teraz nie je možné vytvoriť. Skúste to, prosím, o chvíľu.',
    en: 'The PDF summary cannot be made right now. Please try again in a moment.',
  },
  PDF_RENDER_FAILED: {
    sk: 'Súhrn v PDF sa nepodarilo vytvoriť. Vaše hlásenie zostáva uložené.',
    en: 'The PDF summary could not be made. Your report is kept.',
  },
  SERVER_BUSY: {
    sk: 'Server je práve preťažený. Skúste to, prosím, o chvíľu.',
    en: 'The server is busy. Please try again in a moment.',
  },
  LINK_INVALID: {
    sk: 'Tento odkaz na stiahnutie nie je platný.',
    en: 'This download link is not valid.',
  },
  LINK_EXPIRED: {
    sk: 'Platnosť tohto odkazu na stiahnutie už uplynula.',
    en: 'This download link has expired.',
  },
  DATABASE_TIMEOUT: {
    sk: 'Databáza neodpovedala včas. Skúste to, prosím, znova.',
    en: 'The database did not answer in time. Please try again.',
  },
  OPERATOR_NOT_VERIFIED: {
    sk: 'Operátora sa nepodarilo overiť.',
    en: 'The operator could not be verified.',
  },
  PORTAL_ENTRY_NOT_SIGNED: {
    sk: 'Odkaz z portálu nie je platne podpísaný. Otvorte, prosím, hlásenie škody znova z portálu.',
    en: 'The link from the portal is not validly signed. Please open the claim report again from the portal.',
  },
  PORTAL_ENTRY_EXPIRED: {
    sk: 'Platnosť odkazu z portálu vypršala. Otvorte, prosím, hlásenie škody znova z portálu.',
    en: 'The link from the portal has expired. Please open the claim report again from the portal.',
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
  METRICS_UNAUTHORIZED: {
    sk: 'Metriky sú prístupné len s prístupovým tokenom (METRICS_TOKEN) v hlavičke Authorization: Bearer.',
    en: 'The metrics are available only with the access token (METRICS_TOKEN) in an Authorization: Bearer header.',
  },
  INTERNAL_ERROR: {
    // Said of any failure, so it claims nothing about what was stored: it once said the data was
    // kept, also when the failed update had stored nothing (issue 28).
    sk: 'Nastala chyba na našej strane. Skúste to, prosím, o chvíľu znova.',
    en: 'Something went wrong on our side. Please try again in a moment.',
  },
};

export function localizedMessage(code: string, locale: Locale, fallback: string): string {
  return MESSAGES[code]?.[locale] ?? fallback;
}
