import { readFileSync } from 'node:fs';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locale.ts';

export type Translate = (message: MessageDescriptor) => string;

/**
 * The browser's Lingui catalogs, read by the server too, so a field error the API returns says
 * exactly what the form says, in the request's language (one source of texts). One I18n per
 * language: nothing shared is switched between requests.
 */
export async function loadTranslators(): Promise<Record<Locale, Translate>> {
  const translators = {} as Record<Locale, Translate>;
  for (const locale of ['sk', 'en'] as const) {
    const url = new URL(`../../locales/${locale}/messages.po`, import.meta.url);
    const catalog = (await formatter().parse(readFileSync(url, 'utf8'), { locale, sourceLocale: 'sk', filename: url.pathname })) ?? {};
    const messages: Record<string, string> = {};
    for (const [id, entry] of Object.entries(catalog)) {
      const text = entry.translation || entry.message;
      if (text) messages[id] = text;
    }
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(locale, messages);
    translators[locale] = (message) => i18n._(message);
  }
  return translators;
}
