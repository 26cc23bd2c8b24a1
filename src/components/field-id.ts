/**
 * Element ids derived from Formik field paths. The error summary links to `#{fieldId(path)}` and
 * the form focuses that element, so the id must be stable and a valid, selector-safe HTML id:
 * `parties.reporter.email` -> `parties-reporter-email`,
 * `damagedVehicles[0].phone.number` and `damagedVehicles.0.phone.number` ->
 * `damagedVehicles-0-phone-number`.
 */
export function fieldId(path: string): string {
  const id = path
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  // An id must not be empty; a leading digit is valid HTML but awkward in CSS selectors.
  return /^[A-Za-z]/.test(id) ? id : `field-${id}`;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** Joins the ids of the elements that describe a control; undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}
