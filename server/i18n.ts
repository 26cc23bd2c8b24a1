import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../src/domain/report.ts';

/** One Lingui I18n per language: nothing shared is switched between requests. */
export type Catalogs = Record<Locale, I18n>;

/** The catalogs of lingui.config.ts: the browser's (the summary, the PDF, the forms' messages) and the server's own. */
const CATALOG_NAMES = ['messages', 'server'] as const;

/**
 * The Lingui catalogs of locales/, one I18n per language, so what the server says (API errors,
 * e-mails, the PDF) comes from the one source of texts, in the language asked for. Read from the
 * .po files at start: the same code runs built, in the tests and from the sources (the PDF worker
 * loads them too).
 */
export async function loadCatalogs(): Promise<Catalogs> {
  const catalogs = {} as Catalogs;
  for (const locale of ['sk', 'en'] as const) {
    const messages: Record<string, string> = {};
    for (const name of CATALOG_NAMES) {
      const url = new URL(`../locales/${locale}/${name}.po`, import.meta.url);
      const catalog = (await formatter().parse(readFileSync(url, 'utf8'), { locale, sourceLocale: 'sk', filename: url.pathname })) ?? {};
      for (const [id, entry] of Object.entries(catalog)) {
        const text = entry.translation || entry.message;
        if (text) messages[id] = text;
      }
    }
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(locale, messages);
    catalogs[locale] = i18n;
  }
  return catalogs;
}
