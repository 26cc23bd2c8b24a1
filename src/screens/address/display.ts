import type { SummaryLocale } from '../../domain/summary-labels.ts';

/** The language the shared formatters (src/domain/format.ts) speak: English, else Slovak. */
export const displayLocale = (locale: string): SummaryLocale => (locale === 'en' ? 'en' : 'sk');
