/**
 * Moving the user to a field, as GOV.UK's error summary does (STYLE.md §2): scroll the field's
 * label or legend into view first, then focus the control without scrolling again, so the
 * question is on screen above the control and a screen reader announces the label.
 */

const CONTROL = 'input, select, textarea, button';

const isControl = (element: Element): boolean => element.matches(CONTROL);

/**
 * Matches of a selector group in page order. Browsers already return them so; jsdom (the tests)
 * lists them selector by selector, which would make "first control" mean the wrong one.
 */
export function inDocumentOrder<E extends Element>(elements: Iterable<E>): E[] {
  return [...elements].sort((a, b) => (a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/**
 * The control behind a field id. Simple fields put the id on the control; groups (a phone fieldset)
 * put it on the wrapper and mark the control to focus with `data-focus-target`, else the first
 * enabled control inside is used.
 */
export function findFieldControl(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element) return null;
  if (isControl(element)) return element;
  return (
    element.querySelector<HTMLElement>('[data-focus-target]:not(:disabled)') ??
    inDocumentOrder(element.querySelectorAll<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)'))[0] ??
    null
  );
}

/** The legend of the fieldset a control is in (its question, for a choice or a group). */
const legendOf = (control: HTMLElement): HTMLLegendElement | null => control.closest('fieldset')?.querySelector('legend') ?? null;

/** GOV.UK's rule: the fieldset's legend for radios and checkboxes (or when it is close), else the label. */
export function legendOrLabelFor(control: HTMLElement): HTMLElement | null {
  const legend = legendOf(control);
  if (legend) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return legend;
    // Other controls scroll to the legend only if the control then stays in the top half of the
    // screen, where a phone's keyboard will not cover it.
    const legendTop = legend.getBoundingClientRect().top;
    const rect = control.getBoundingClientRect();
    if (rect.height && window.innerHeight && rect.top + rect.height - legendTop < window.innerHeight / 2) return legend;
  }
  return labelOf(control);
}

/** Text a person reads, without what is there only for screen readers or only as a marker. */
function readableText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const extra of copy.querySelectorAll('.visually-hidden, .field-optional, [aria-hidden="true"]')) extra.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The words that name a field on the page, for the error summary: SPEC's messages name no field
 * ("Povinné pole"), so a summary of messages alone read "Povinné pole" twice and said nowhere
 * which. A choice (radios, tiles) or a group (a phone's fieldset) is named by its legend, a text
 * field or a lone checkbox by its label; a field on a tab panel also by its tab ("Vozidlo 2"), as
 * the panel may be hidden. Undefined when the page has no such words for it.
 */
export function fieldQuestion(id: string): string | undefined {
  const element = document.getElementById(id);
  const control = findFieldControl(id);
  if (!element || !control) return undefined;
  const isChoice = control.matches('[type="radio"], .option-card__input');
  const naming = element !== control || isChoice ? legendOf(control) : labelOf(control);
  // A lone checkbox's label is a sentence ("Vyhlasujem, že … ohlasovateľa."): no full stop before the message.
  const question = naming ? readableText(naming).replace(/\.$/, '') : '';
  const tabId = control.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby');
  const tab = tabId ? document.getElementById(tabId) : null;
  return [tab ? readableText(tab) : '', question].filter(Boolean).join(', ') || undefined;
}

/** A control's own label (not a legend around it). */
function labelOf(control: HTMLElement): HTMLElement | null {
  const label =
    control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement
      ? control.labels?.[0]
      : undefined;
  return label ?? control.closest('label');
}

/** Scrolls the field's question into view and focuses its control; false if there is none. */
export function focusField(id: string): boolean {
  const control = findFieldControl(id);
  if (!control) return false;
  const question = legendOrLabelFor(control) ?? control;
  // jsdom and some old browsers lack scrollIntoView; focusing still works without it.
  if (typeof question.scrollIntoView === 'function') question.scrollIntoView();
  control.focus({ preventScroll: true });
  return true;
}

/** Sorts field ids by the position of their elements in the page; ids without an element go last. */
export function sortByDomOrder(ids: readonly string[]): string[] {
  const position = new Map(ids.map((id) => [id, document.getElementById(id)]));
  return [...ids].sort((a, b) => {
    const first = position.get(a);
    const second = position.get(b);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    if (first === second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The first tabbable element after `element` (outside it), for focus when `element` goes away. */
export function nextTabbable(element: Element): HTMLElement | null {
  const all = inDocumentOrder(document.querySelectorAll<HTMLElement>(TABBABLE));
  return (
    all.find(
      (candidate) => !element.contains(candidate) && element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
    ) ?? null
  );
}
