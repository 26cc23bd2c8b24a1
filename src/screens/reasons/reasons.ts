import type { ReasonGroup } from '../screen-props.ts';

export type Locale = 'sk' | 'en';
export type Reason = ReasonGroup['reasons'][number];

/** The active Lingui locale as the reference data's label keys ('sk' for anything else). */
export const localeOf = (locale: string | undefined): Locale => (locale === 'en' ? 'en' : 'sk');

/** A group's or reason's label in the reader's language, Slovak when the English one is missing. */
export const labelOf = (item: { label: { sk: string; en?: string | null } }, locale: Locale): string =>
  (locale === 'en' ? item.label.en : null) || item.label.sk;

/** The group the reporter chose on /incident-reason-group (`incident.reasonGroupIndex`), if it exists. */
export function chosenGroup(groups: readonly ReasonGroup[], index: number | null | undefined): ReasonGroup | undefined {
  return typeof index === 'number' && Number.isInteger(index) ? groups[index] : undefined;
}
