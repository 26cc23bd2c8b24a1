import type { I18n } from '@lingui/core';

let started = false;

/**
 * Readies the browser's number formatting and plural rules in an idle moment, before a screen
 * needs them. The first Intl.NumberFormat a page makes loads the locale's number data: 20 to 40 ms
 * in the bench's Chromium, spent in the task that draws the first screen with a character counter
 * ("Zostáva # znakov", Textarea's Plural), after its Continue. Made here through Lingui's own
 * formatter cache (i18n.number), that screen finds it made. Not on the first screen: its tap comes
 * just before its Continue, and it formats no numbers.
 */
export function warmUpFormatters(i18n: I18n): void {
  if (started) return;
  started = true;
  const warmUp = () => {
    i18n.number(0);
    new Intl.PluralRules(i18n.locale).select(0);
  };
  // Safari has no requestIdleCallback; a timer there waits past the screen's own start.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmUp, { timeout: 2000 });
  else setTimeout(warmUp, 300);
}
