import { i18n, type Messages } from '@lingui/core';

export type Locale = 'sk' | 'en';
export const LOCALES: readonly Locale[] = ['sk', 'en'];
/** Slovak is the default and the fallback (SPEC §9). */
export const DEFAULT_LOCALE: Locale = 'sk';
const STORAGE_KEY = 'motor.locale';

// Each catalog is its own chunk: an English visitor does not download Slovak and vice versa.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
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

/** Loads and activates a language; `<html lang>` follows so screen readers switch voice. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // See initialLocale.
  }
}

export { i18n };
