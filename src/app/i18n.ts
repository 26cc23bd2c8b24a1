import { i18n, type Messages } from '@lingui/core';
import { loadOnce } from './load-once.ts';

export type Locale = 'sk' | 'en';
export const LOCALES: readonly Locale[] = ['sk', 'en'];
/** Slovak is the default and the fallback (SPEC §9). */
export const DEFAULT_LOCALE: Locale = 'sk';
const STORAGE_KEY = 'motor.locale';

// Each language's catalog is a chunk of its own (an English visitor does not download Slovak), and
// so is the first screen's share of it (scripts/prerender/first-screen-messages.ts): the first
// screen comes with only its own messages, and the whole catalog is fetched with the screens after it.
const firstScreenCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  sk: () => import('virtual:first-screen-messages/sk'),
  en: () => import('virtual:first-screen-messages/en'),
};
const wholeCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  sk: () => import('../../locales/sk/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language the visitor chose before (kept in local storage), else Slovak. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode, portal iframes): the default is fine.
  }
  return DEFAULT_LOCALE;
}

/** The whole catalog of a language, added to what Lingui has of it. */
export const loadWholeCatalog = loadOnce((locale: Locale) => wholeCatalogs[locale]().then(({ messages }) => i18n.load(locale, messages)));

/** The whole catalog of the language shown (what a screen other than the first waits for). */
export const loadShownCatalog = () => loadWholeCatalog(i18n.locale as Locale);

/**
 * Starts in a language with the first screen's messages; the rest come with loadWholeCatalog.
 * A switch of language (`whole`) loads the whole catalog first: the person may be on any screen.
 */
export async function activateLocale(locale: Locale, { whole = false } = {}): Promise<void> {
  if (whole) await loadWholeCatalog(locale);
  else i18n.load(locale, (await firstScreenCatalogs[locale]()).messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // See initialLocale.
  }
}

export { i18n };
