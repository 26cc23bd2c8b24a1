/**
 * The e-mails the product sends, in the language of the I18n given (the reporter's, D26). Their
 * texts are Lingui messages in the one set of catalogs (locales/), as every other text.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AttachmentType } from '../../src/domain/attachments.ts';
import { formatDate } from '../../src/domain/format.ts';
import { summaryLabel, summaryLocale } from '../../src/domain/summary-labels.ts';
import type { MailAttachment, MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The message in `i18n`'s language: paragraphs separated by blank lines, a paragraph that is
 * exactly the link an anchor; the HTML says its language and has the subject as its title (a
 * screen reader reads it in the right voice), and the headers say the language and that a machine
 * sent it (RFC 3834: no out-of-office replies to it).
 */
function render(i18n: I18n, subject: string, paragraphs: string[], link?: string): Omit<MailMessage, 'to'> {
  const text = `${paragraphs.join('\n\n')}\n`;
  const body = paragraphs
    .map((paragraph) =>
      paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const lang = escapeHtml(i18n.locale);
  const head = `<meta charset="utf-8"><title>${escapeHtml(subject)}</title>`;
  const html = `<!doctype html>\n<html lang="${lang}"><head>${head}</head><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>\n`;
  return { subject, text, html, headers: { 'Content-Language': i18n.locale, 'Auto-Submitted': 'auto-generated' } };
}

const GREETING = msg`Dobrý deň,`;
const SIGNATURE = msg`S pozdravom
Tím hlásenia poistných udalostí`;

/**
 * The continue link of a draft (SPEC §2 "Header and quitting"); `link` is ready-made. `keptDays`
 * is RETENTION_DAYS: a draft nobody continues is deleted that long after its last change or this
 * e-mail (server/reports/retention.ts), and the person coming back to it must know.
 */
export function continueLinkMessage(i18n: I18n, input: { to: string; link: string; keptDays: number }): MailMessage {
  const { link, keptDays } = input;
  const paragraphs = [
    i18n._(GREETING),
    i18n._(
      msg`ďakujeme, že ste začali hlásiť poistnú udalosť. Všetko, čo ste doteraz vyplnili, je uložené a v hlásení môžete pokračovať, kedy sa vám to hodí, cez tento odkaz:`,
    ),
    link,
    i18n._(
      msg`Ak v hlásení nebudete pokračovať ${plural(keptDays, { one: 'do # dňa', other: 'do # dní' })}, vymažeme ho aj s prílohami a museli by ste začať odznova.`,
    ),
    i18n._(msg`Hlásenie otvorí každý, kto má tento odkaz, preto si e-mail, prosím, nechajte pre seba a nikomu ho nepreposielajte.`),
    i18n._(msg`Ak ste o tento e-mail nežiadali, pokojne ho ignorujte.`),
    i18n._(SIGNATURE),
  ];
  return { to: input.to, ...render(i18n, i18n._(msg`Pokračujte v hlásení poistnej udalosti`), paragraphs, link) };
}

/** The confirmation after a report is saved (SPEC §2 /confirm); the PDF summary is an attachment. */
export function completionMessage(
  i18n: I18n,
  input: { to: string; reportNumbers: string[]; claimNumbers: string[]; claimPageLink?: string; attachments?: MailAttachment[] },
): MailMessage {
  const hasPdf = (input.attachments?.length ?? 0) > 0;
  const claimLine = (count: number, numbers: string) =>
    i18n._(msg`${plural(count, { one: 'Číslo poistnej udalosti', other: 'Čísla poistných udalostí' })}: ${numbers}`);
  const reportLine = (count: number, numbers: string) =>
    i18n._(msg`${plural(count, { one: 'Číslo hlásenia', other: 'Čísla hlásení' })}: ${numbers}`);
  const lines = [
    ...(input.claimNumbers.length > 0 ? [claimLine(input.claimNumbers.length, input.claimNumbers.join(', '))] : []),
    ...(input.reportNumbers.length > 0 ? [reportLine(input.reportNumbers.length, input.reportNumbers.join(', '))] : []),
  ];
  const paragraphs = [
    i18n._(GREETING),
    i18n._(msg`ďakujeme, vaše hlásenie poistnej udalosti sme prijali.`),
    lines.join('\n') || i18n._(msg`Číslo poistnej udalosti vám oznámime hneď, ako bude pridelené.`),
    ...(hasPdf ? [i18n._(msg`V prílohe nájdete súhrn všetkého, čo ste nahlásili, vo formáte PDF.`)] : []),
    i18n._(
      msg`Čoskoro vás budeme kontaktovať a dohodneme sa na ďalšom postupe. Keď nás budete kontaktovať, uveďte, prosím, číslo poistnej udalosti.`,
    ),
    ...(input.claimPageLink ? claimPageParagraphs(i18n, input.claimPageLink) : []),
    i18n._(SIGNATURE),
  ];
  return {
    to: input.to,
    ...render(i18n, i18n._(msg`Potvrdenie o prijatí hlásenia poistnej udalosti`), paragraphs, input.claimPageLink),
    ...(input.attachments
      ? { attachments: input.attachments.map((attachment) => summaryNamed(i18n, attachment, input.reportNumbers[0])) }
      : {}),
  };
}

/** A new link to the claim's own page, asked for on the page; the old one no longer opens it. */
export function newClaimLinkMessage(i18n: I18n, input: { to: string; claimPageLink: string }): MailMessage {
  const paragraphs = [
    i18n._(GREETING),
    i18n._(msg`na stránke vašej poistnej udalosti ste požiadali o nový odkaz. Tu je:`),
    input.claimPageLink,
    i18n._(msg`Predchádzajúci odkaz na stránku už neplatí.`),
    i18n._(msg`Stránku otvorí každý, kto má tento odkaz, preto ho, prosím, nikomu nepreposielajte.`),
    i18n._(msg`Ak ste o nový odkaz nežiadali, môže ho mať niekto, komu ste poslali predchádzajúci. Tento e-mail si nechajte pre seba.`),
    i18n._(SIGNATURE),
  ];
  return { to: input.to, ...render(i18n, i18n._(msg`Nový odkaz na stránku vašej poistnej udalosti`), paragraphs, input.claimPageLink) };
}

/** A change of a claim the status e-mail tells (server/claims/status-mail.ts), with what it carries. */
export interface StatusChange {
  type: string;
  details: { documentTypes?: AttachmentType[]; inspection?: { date?: string; time?: string | null; place?: string } };
}

/** One line per change: what the insurer asks for, when and where the inspection is, that it paid. */
function statusChangeLine(i18n: I18n, change: StatusChange): string | null {
  switch (change.type) {
    case 'DOCUMENTS_REQUESTED': {
      const documents = (change.details.documentTypes ?? []).map((type) => summaryLabel(`attachmentType.${type}`, i18n)).join(', ');
      return i18n._(msg`Potrebujeme od vás tieto dokumenty: ${documents}. Priložiť ich môžete na stránke poistnej udalosti.`);
    }
    case 'INSPECTION_PLANNED': {
      const inspection = change.details.inspection ?? {};
      const when = [formatDate(inspection.date, summaryLocale(i18n)), inspection.time].filter(Boolean).join(' ');
      const place = inspection.place ?? '';
      return i18n._(msg`Naplánovali sme obhliadku: ${when}, ${place}.`);
    }
    case 'PAID':
      return i18n._(msg`Poistné plnenie sme vyplatili.`);
    default:
      return null;
  }
}

/**
 * What changed in a claim since its last status e-mail that asks something of the reporter, with
 * the link to the claim's page; several changes of an hour in one e-mail.
 */
export function statusChangeMessage(
  i18n: I18n,
  input: { to: string; claimId: string; changes: StatusChange[]; claimPageLink: string },
): MailMessage {
  const { claimId } = input;
  const paragraphs = [
    i18n._(GREETING),
    i18n._(msg`pri vašej poistnej udalosti číslo ${claimId} sa stalo toto:`),
    input.changes.flatMap((change) => statusChangeLine(i18n, change) ?? []).join('\n'),
    i18n._(msg`Podrobnosti a celý priebeh nájdete na stránke vašej poistnej udalosti:`),
    input.claimPageLink,
    i18n._(msg`Stránku otvorí každý, kto má tento odkaz, preto ho, prosím, nikomu nepreposielajte.`),
    i18n._(SIGNATURE),
  ];
  return {
    to: input.to,
    ...render(i18n, i18n._(msg`Novinky k vašej poistnej udalosti ${claimId}`), paragraphs, input.claimPageLink),
  };
}

/** The private link of the claim's own page, and why it is to be kept private. */
function claimPageParagraphs(i18n: I18n, link: string): string[] {
  return [
    i18n._(msg`Ako vybavujeme vašu poistnú udalosť, uvidíte na jej stránke:`),
    link,
    i18n._(msg`Stránku otvorí každý, kto má tento odkaz, preto ho, prosím, nikomu nepreposielajte.`),
  ];
}

/** The summary PDF named in the e-mail's language, by the report's number: `hlasenie-1000042.pdf`, `report-1000042.pdf`. */
function summaryNamed(i18n: I18n, attachment: MailAttachment, reportNumber: string | undefined): MailAttachment {
  const number = reportNumber?.replace(/[^A-Za-z0-9_-]/g, '');
  if (attachment.contentType !== 'application/pdf' || !number) return attachment;
  return { ...attachment, filename: i18n._(msg`hlasenie-${number}.pdf`) };
}
