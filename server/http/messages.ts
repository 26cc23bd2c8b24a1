import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MAX_ATTACHMENT_BYTES_PER_REPORT, MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../src/domain/damaged-objects.ts';
import { CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR, CONTINUE_LINKS_PER_REPORT_PER_DAY } from '../../src/domain/request-limits.ts';

// The limits the messages name, under the names their placeholders carry in the catalogs.
const maxFiles = MAX_ATTACHMENTS_PER_REPORT;
const maxMegabytes = MAX_ATTACHMENT_BYTES_PER_REPORT / (1024 * 1024);
const maxObjects = MAX_DAMAGED_OBJECTS_PER_REPORT;
const perHour = CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR;
const perDay = CONTINUE_LINKS_PER_REPORT_PER_DAY;

/**
 * What a person reads for each error code of the API (`message` of openapi.yaml's Error), from the
 * Lingui catalogs in the request's language. Every code the API answers with is listed: ApiError
 * takes only these, and the error handler (server/plugins/app/error-handler.ts) translates.
 */
export const API_MESSAGES = {
  VALIDATION_FAILED: msg`Niektoré údaje nie sú v správnom tvare. Opravte, prosím, označené polia.`,
  /** A request the API cannot take for another reason than its values (a framework's 4xx). */
  BAD_REQUEST: msg`Požiadavku nie je možné spracovať.`,
  MALFORMED_JSON: msg`Telo požiadavky nie je platný JSON.`,
  UNSUPPORTED_MEDIA_TYPE: msg`Tento typ obsahu požiadavky nie je podporovaný.`,
  BODY_TOO_LARGE: msg`Požiadavka je príliš veľká.`,
  NOT_FOUND: msg`Hľadaný záznam neexistuje.`,
  INVALID_DATE: msg`Dátum nie je v tvare RRRR-MM-DD.`,
  REPORT_COMPLETED: msg`Hlásenie už bolo odoslané a nie je možné ho meniť.`,
  REPORT_INCOMPLETE: msg`Hlásenie ešte nie je úplné. Doplňte, prosím, chýbajúce údaje.`,
  FILE_TOO_LARGE: msg`Súbor je väčší ako 15 MB.`,
  EMPTY_FILE: msg`Súbor je prázdny.`,
  UNSUPPORTED_FILE_TYPE: msg`Tento typ súboru nie je možné priložiť. Povolené sú jpg, jpeg, png, heic, heif, mp4, doc, docx, pdf, zip a rar.`,
  FILE_NAME_MISMATCH: msg`Obsah súboru nezodpovedá jeho názvu (prípone).`,
  /** Resumable uploads (tus 1.0.0, server/routes/resumable-uploads.ts). */
  UPLOAD_OFFSET_MISMATCH: msg`Server má z tohto súboru inú časť, než akou nahrávanie pokračuje. Zistite, koľko už má, a pokračujte odtiaľ.`,
  UPLOAD_INCOMPLETE: msg`Súbor ešte nie je celý nahraný.`,
  TUS_VERSION_UNSUPPORTED: msg`Server nahráva súbory po častiach podľa protokolu tus vo verzii 1.0.0.`,
  TOO_MANY_ATTACHMENTS: msg`K hláseniu je možné priložiť najviac ${maxFiles} súborov.`,
  ATTACHMENT_QUOTA_REACHED: msg`Prílohy jedného hlásenia môžu mať spolu najviac ${maxMegabytes} MB. Tento súbor sa k nim už nezmestí.`,
  UNKNOWN_ATTACHMENT: msg`Hlásenie nemá prílohu s týmto označením.`,
  TOO_MANY_DAMAGED_OBJECTS: msg`Jedno hlásenie môže mať najviac ${maxObjects} poškodených vozidiel, vecí a osôb (škôd). Ďalšie nám opíšte v doplňujúcom popise.`,
  FORBIDDEN_FIELD_NAME: msg`Požiadavka obsahuje nepovolený názov poľa.`,
  NO_FILE: msg`Požiadavka neobsahuje súbor.`,
  INVALID_EMAIL: msg`Zadajte, prosím, platnú e-mailovú adresu.`,
  EMAIL_LIMIT_REACHED: msg`Odkaz na pokračovanie sme už poslali. Pozrite si, prosím, svoju e-mailovú schránku (aj nevyžiadanú poštu) alebo to skúste neskôr. Na jednu adresu posielame najviac ${perHour} e-maily za hodinu a k jednému hláseniu najviac ${perDay} za deň.`,
  TOO_MANY_REQUESTS: msg`Príliš veľa požiadaviek. Skúste to, prosím, o chvíľu.`,
  TOO_MANY_PDFS: msg`Niekoľko vašich súhrnov v PDF sa práve pripravuje. Skúste to, prosím, o chvíľu.`,
  PDF_BUSY: msg`Súhrn v PDF teraz nie je možné vytvoriť. Skúste to, prosím, o chvíľu.`,
  PDF_RENDER_FAILED: msg`Súhrn v PDF sa nepodarilo vytvoriť. Vaše hlásenie zostáva uložené.`,
  SERVER_BUSY: msg`Server je práve preťažený. Skúste to, prosím, o chvíľu.`,
  LINK_INVALID: msg`Tento odkaz na stiahnutie nie je platný.`,
  LINK_EXPIRED: msg`Platnosť tohto odkazu na stiahnutie už uplynula.`,
  CORE_SIGNATURE_INVALID: msg`Udalosť nie je podpísaná kľúčom CORE_SYSTEM_SECRET (hlavička X-Core-Signature).`,
  CORE_EVENT_STALE: msg`Čas odoslania udalosti (sentAt) sa od času servera líši o viac ako 5 minút.`,
  CORE_EVENT_REPEATED: msg`Udalosť s týmto eventId už bola spracovaná.`,
  CORE_EVENT_OUT_OF_ORDER: msg`Poistná udalosť už má udalosť, ktorá nastala neskôr ako táto.`,
  CLAIM_LINK_REPLACED: msg`Tento odkaz na stránku poistnej udalosti už neplatí: nahradil ho novší, ktorý sme vám poslali e-mailom.`,
  CLAIM_LINK_LIMIT_REACHED: msg`Nový odkaz sme vám už poslali. Pozrite si, prosím, svoju e-mailovú schránku (aj nevyžiadanú poštu) alebo to skúste neskôr.`,
  CLAIM_LINK_NO_EMAIL: msg`V hlásení nie je e-mailová adresa, na ktorú by sme mohli poslať nový odkaz. Kontaktujte nás, prosím, a uveďte číslo poistnej udalosti.`,
  /** The joint accident statement (server/statements/service.ts). */
  STATEMENT_ALREADY_JOINED: msg`K tejto správe o nehode sa už pripojil druhý vodič. Kód platí pre jedného vodiča.`,
  STATEMENT_CODE_EXPIRED: msg`Platnosť tohto kódu uplynula. Požiadajte druhého vodiča, aby začal novú správu o nehode.`,
  STATEMENT_NOT_JOINED: msg`Druhý vodič sa k správe o nehode ešte nepripojil.`,
  STATEMENT_NOT_YOUR_COLUMN: msg`Tieto údaje patria druhému vodičovi. Meniť môžete len svoj stĺpec a spoločné časti.`,
  STATEMENT_SECTION_CHANGED: msg`Túto časť medzitým zmenil druhý vodič. Pozrite si jeho zmenu a upravte ju, ak treba.`,
  STATEMENT_SEALED: msg`Správu o nehode podpísali obaja vodiči a už ju nie je možné meniť.`,
  DATABASE_TIMEOUT: msg`Databáza neodpovedala včas. Skúste to, prosím, znova.`,
  OPERATOR_NOT_VERIFIED: msg`Operátora sa nepodarilo overiť.`,
  PORTAL_NOT_ALLOWED: msg`Údaje portálu je možné poslať iba s kontextom SMP alebo KZ.`,
  PORTAL_REQUIRED: msg`Hlásenie z portálu potrebuje portál a kód operátora.`,
  PORTAL_ENTRY_NOT_SIGNED: msg`Odkaz z portálu nie je platne podpísaný. Otvorte, prosím, hlásenie škody znova z portálu.`,
  PORTAL_ENTRY_EXPIRED: msg`Platnosť odkazu z portálu vypršala. Otvorte, prosím, hlásenie škody znova z portálu.`,
  PORTAL_TOKEN_REQUIRED: msg`Hlásenie z portálu je možné začať iba z odkazu, ktorý portál overil pri otvorení. Otvorte, prosím, hlásenie škody znova z portálu.`,
  PORTAL_TOKEN_INVALID: msg`Overenie z portálu neplatí pre toto hlásenie. Otvorte, prosím, hlásenie škody znova z portálu.`,
  PORTAL_TOKEN_EXPIRED: msg`Od otvorenia hlásenia z portálu uplynulo viac ako 8 hodín. Otvorte, prosím, hlásenie škody znova z portálu.`,
  PORTAL_TOKEN_USED: msg`Z tohto otvorenia portálu už bolo hlásenie začaté. Otvorte, prosím, hlásenie škody znova z portálu.`,
  UNKNOWN_REFERENCE: msg`Niektorá z vybraných možností už neplatí. Vyberte ju, prosím, znova.`,
  METRICS_UNAUTHORIZED: msg`Metriky sú prístupné len s prístupovým tokenom (METRICS_TOKEN) v hlavičke Authorization: Bearer.`,
  // Said of any failure, so it claims nothing about what was stored: it once said the data was
  // kept, also when the failed update had stored nothing.
  INTERNAL_ERROR: msg`Nastala chyba na našej strane. Skúste to, prosím, o chvíľu znova.`,
} as const satisfies Record<string, MessageDescriptor>;

export type ApiErrorCode = keyof typeof API_MESSAGES;

/** What a `details` entry says of its field, beyond the form's own messages (src/domain/validation). */
export const DETAIL_MESSAGES = {
  unknownField: msg`Neznáme pole.`,
  unknownAttachment: msg`Neznáma príloha.`,
  requiredForEventType: msg`Tento typ udalosti toto pole vyžaduje.`,
  notForEventType: msg`Toto pole patrí k inému typu udalosti.`,
  portalRequired: msg`Pošlite portál (rovnaký ako kontext) a kód operátora.`,
  unknownReason: msg`Vyberte, prosím, príčinu udalosti zo zoznamu.`,
  unknownRepairShop: msg`Vyberte, prosím, servis zo zoznamu zmluvných servisov.`,
  unknownSavedBankAccount: msg`Vyberte, prosím, jeden z ponúknutých účtov alebo zadajte nový účet.`,
  uploadMetadataNotBase64: msg`Hodnoty hlavičky Upload-Metadata musia byť v kódovaní base64.`,
  unknownDocumentType: msg`Neznámy typ dokumentu.`,
  uploadMetadataInvalidText: msg`Hodnota hlavičky Upload-Metadata obsahuje znak, ktorý nemôžeme uložiť (napríklad riadiaci znak), alebo nie je v kódovaní UTF-8. Premenujte, prosím, súbor a pošlite ho znova.`,
} as const satisfies Record<string, MessageDescriptor>;
