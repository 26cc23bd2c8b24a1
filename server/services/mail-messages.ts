/**
 * The texts of the two e-mails the product sends, in Slovak (default) and English. They live on the
 * server, not in the browser catalogs, because the server composes and sends them.
 */
import type { MailAttachment, MailMessage } from './mailer.ts';

export type MailLocale = 'sk' | 'en';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs separated by blank lines; a paragraph that is exactly the link becomes an anchor. */
function render(paragraphs: string[], link?: string): { text: string; html: string } {
  const text = `${paragraphs.join('\n\n')}\n`;
  const body = paragraphs
    .map((paragraph) =>
      paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>\n`;
  return { text, html };
}

const SIGNATURE: Record<MailLocale, string> = {
  sk: 'S pozdravom\nTím hlásenia poistných udalostí',
  en: 'Kind regards\nThe claims reporting team',
};

/** "within 30 days": Slovak "do" takes the genitive, "dňa" for one day and "dní" for more. */
const WITHIN_DAYS: Record<MailLocale, (days: number) => string> = {
  sk: (days) => `do ${days} ${days === 1 ? 'dňa' : 'dní'}`,
  en: (days) => `within ${days} ${days === 1 ? 'day' : 'days'}`,
};

/**
 * The continue link of a draft (SPEC §2 "Header and quitting"); `link` is ready-made. `keptDays`
 * is RETENTION_DAYS: a draft nobody continues is deleted that long after its last change or this
 * e-mail (server/reports/retention.ts), and the person coming back to it must know.
 */
export function continueLinkMessage(input: { to: string; link: string; keptDays: number; locale?: MailLocale }): MailMessage {
  const locale = input.locale ?? 'sk';
  const within = WITHIN_DAYS[locale](input.keptDays);
  const paragraphs =
    locale === 'en'
      ? [
          'Hello,',
          'thank you for starting your claim report. Everything you have filled in so far is saved, and you can continue whenever it suits you by opening this link:',
          input.link,
          `If you do not continue ${within}, we will delete the report and its attachments, and you would have to start again.`,
          'Anyone who has this link can open your report, so please keep this e-mail to yourself and do not forward it.',
          'If you did not ask for this e-mail, you can simply ignore it.',
          SIGNATURE.en,
        ]
      : [
          'Dobrý deň,',
          'ďakujeme, že ste začali hlásiť poistnú udalosť. Všetko, čo ste doteraz vyplnili, je uložené a v hlásení môžete pokračovať, kedy sa vám to hodí, cez tento odkaz:',
          input.link,
          `Ak v hlásení nebudete pokračovať ${within}, vymažeme ho aj s prílohami a museli by ste začať odznova.`,
          'Hlásenie otvorí každý, kto má tento odkaz, preto si e-mail, prosím, nechajte pre seba a nikomu ho nepreposielajte.',
          'Ak ste o tento e-mail nežiadali, pokojne ho ignorujte.',
          SIGNATURE.sk,
        ];
  return {
    to: input.to,
    subject: locale === 'en' ? 'Continue your claim report' : 'Pokračujte v hlásení poistnej udalosti',
    ...render(paragraphs, input.link),
  };
}

/** The confirmation after a report is saved (SPEC §2 /confirm); the PDF summary is an attachment. */
export function completionMessage(input: {
  to: string;
  locale?: MailLocale;
  reportNumbers: string[];
  claimNumbers: string[];
  attachments?: MailAttachment[];
}): MailMessage {
  const locale = input.locale ?? 'sk';
  const hasPdf = (input.attachments?.length ?? 0) > 0;
  const numbers = (label: [string, string], values: string[]) =>
    values.length === 0 ? [] : [`${values.length === 1 ? label[0] : label[1]}: ${values.join(', ')}`];

  const paragraphs =
    locale === 'en'
      ? [
          'Hello,',
          'thank you, we have received your claim report.',
          [
            ...numbers(['Claim number', 'Claim numbers'], input.claimNumbers),
            ...numbers(['Report number', 'Report numbers'], input.reportNumbers),
          ].join('\n') || 'We will let you know your claim number as soon as it is assigned.',
          ...(hasPdf ? ['A summary of everything you reported is attached as a PDF.'] : []),
          'We will contact you soon about the next steps. Please quote your claim number whenever you get in touch with us.',
          SIGNATURE.en,
        ]
      : [
          'Dobrý deň,',
          'ďakujeme, vaše hlásenie poistnej udalosti sme prijali.',
          [
            ...numbers(['Číslo poistnej udalosti', 'Čísla poistných udalostí'], input.claimNumbers),
            ...numbers(['Číslo hlásenia', 'Čísla hlásení'], input.reportNumbers),
          ].join('\n') || 'Číslo poistnej udalosti vám oznámime hneď, ako bude pridelené.',
          ...(hasPdf ? ['V prílohe nájdete súhrn všetkého, čo ste nahlásili, vo formáte PDF.'] : []),
          'Čoskoro vás budeme kontaktovať a dohodneme sa na ďalšom postupe. Keď nás budete kontaktovať, uveďte, prosím, číslo poistnej udalosti.',
          SIGNATURE.sk,
        ];
  return {
    to: input.to,
    subject: locale === 'en' ? 'Your claim report has been received' : 'Potvrdenie o prijatí hlásenia poistnej udalosti',
    ...render(paragraphs),
    ...(input.attachments ? { attachments: input.attachments } : {}),
  };
}
