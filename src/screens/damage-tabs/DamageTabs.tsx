import { useLingui } from '@lingui/react/macro';
import { FieldArray, getIn, useFormikContext, type ArrayHelpers, type FormikValues } from 'formik';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flattenErrors } from '../../components/field-errors.ts';
import { fieldId } from '../../components/field-id.ts';
import { focusField, sortByDomOrder } from '../../components/focus-field.ts';
import { MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../domain/damaged-objects.ts';
import './damage-tabs.css';

const maxObjects = MAX_DAMAGED_OBJECTS_PER_REPORT;

export interface DamageTabsProps<Entry> {
  /** Formik path of the list, e.g. `incident.damagedVehicles`; it always holds at least one entry. */
  name: string;
  /**
   * How many entries the list may hold: what is left of the report's damaged objects
   * (damageEntriesRoom, src/domain/damaged-objects.ts). At it, "add another" gives way to a note.
   */
  maxEntries: number;
  /** A fresh entry for "add another". */
  newEntry: () => Entry;
  /** Names the tab list for screen readers, e.g. "Poškodené vozidlá". */
  listLabel: string;
  /** The tab of entry `number` (1-based), e.g. "Vozidlo 2". */
  tabLabel: (number: number) => string;
  /** "Pridať ďalšie vozidlo". */
  addLabel: string;
  /** The delete button of entry `number`, e.g. "Odstrániť vozidlo 2". */
  deleteLabel: (number: number) => string;
  /** The fields of one entry; `path` is its Formik path, e.g. `incident.damagedVehicles[1]`. */
  children: (path: string, index: number) => ReactNode;
}

/**
 * A tabbed repeatable form (SPEC /other-damage sub-screens and §4 "Multi-entry forms"), built as
 * the WAI-ARIA tabs pattern with automatic activation: a tab list (arrow keys, Home, End move
 * between the tabs), one panel per entry, the inactive ones hidden.
 *
 * - "Add another" appends an entry and activates its tab; "delete" removes the active entry and
 *   activates the first tab; the last remaining entry cannot be deleted (no delete button then).
 * - Each tab says whether its entry is in error (a mark, and "obsahuje chyby" for screen readers),
 *   once one of its fields in error was touched or Continue was pressed.
 * - Continue validates every entry (the screen's schema covers the whole list); when one is
 *   invalid, the first invalid tab is activated and its first invalid field focused, and
 *   WizardForm's error summary lists the errors. A summary link to a field of a hidden tab opens
 *   that tab first.
 */
export function DamageTabs<Entry>(props: DamageTabsProps<Entry>) {
  return <FieldArray name={props.name}>{(helpers) => <Tabs {...props} helpers={helpers} />}</FieldArray>;
}

type FocusRequest = { kind: 'tab'; index: number } | { kind: 'firstError'; index: number } | { kind: 'field'; id: string };

function Tabs<Entry>({
  name,
  maxEntries,
  newEntry,
  listLabel,
  tabLabel,
  addLabel,
  deleteLabel,
  children,
  helpers,
}: DamageTabsProps<Entry> & { helpers: ArrayHelpers }) {
  const { t } = useLingui();
  const { values, errors, touched, submitCount, isSubmitting } = useFormikContext<FormikValues>();
  const entries = (getIn(values, name) as Entry[] | undefined) ?? [];
  const [active, setActive] = useState(0);
  const activeIndex = Math.max(0, Math.min(active, entries.length - 1));
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const baseId = fieldId(name);
  const tabId = (index: number) => `${baseId}-tab-${index + 1}`;
  const panelId = (index: number) => `${baseId}-panel-${index + 1}`;
  const entryPath = (index: number) => `${name}[${index}]`;
  const entryErrors = (index: number) => flattenErrors(getIn(errors, entryPath(index)), entryPath(index));
  // As a field shows its error (useFieldError): once touched, or after a Continue.
  const showsError = (index: number) => entryErrors(index).some((item) => submitCount > 0 || Boolean(getIn(touched, item.path)));

  // Continue with an invalid entry: open the first invalid tab, then focus its first invalid
  // field (after the render that shows the panel; a hidden control cannot take focus).
  const handledAttempt = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose: a new Continue attempt is recognised by its count
  useEffect(() => {
    if (submitCount === handledAttempt.current || isSubmitting) return;
    handledAttempt.current = submitCount;
    const first = entries.findIndex((_, index) => entryErrors(index).length > 0);
    if (first < 0) return;
    setActive(first);
    setFocusRequest({ kind: 'firstError', index: first });
  });

  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(null);
    if (focusRequest.kind === 'tab') {
      tabs.current[focusRequest.index]?.focus();
    } else if (focusRequest.kind === 'field') {
      focusField(focusRequest.id);
    } else {
      const ids = sortByDomOrder(entryErrors(focusRequest.index).map((item) => fieldId(item.path)));
      const first = ids.find((id) => document.getElementById(id));
      if (first) focusField(first);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a focus request is handled once, when it is made
  }, [focusRequest]);

  // The error summary (WizardForm's, outside this component) links to fields of every tab. A link
  // to a field of a hidden tab opens that tab and then focuses the field. Capture phase: this
  // runs before the summary's own handler, which cannot focus a hidden control.
  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('.error-summary a[href^="#"]') : null;
      if (!link) return;
      const target = document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)));
      const panel = target?.closest<HTMLElement>('[data-damage-entry]');
      if (!target || !panel || !panel.hidden || !root.current?.contains(panel)) return;
      event.preventDefault();
      setActive(Number(panel.dataset.damageEntry));
      setFocusRequest({ kind: 'field', id: target.id });
    };
    form.addEventListener('click', onClick, true);
    return () => form.removeEventListener('click', onClick, true);
  }, []);

  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = entries.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex >= last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex <= 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  const add = () => {
    const index = entries.length;
    helpers.push(newEntry());
    setActive(index);
    setFocusRequest({ kind: 'tab', index });
  };

  const remove = () => {
    if (entries.length <= 1) return;
    helpers.remove(activeIndex);
    setActive(0);
    setFocusRequest({ kind: 'tab', index: 0 });
  };

  return (
    <div className="damage-tabs" ref={root}>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- ARIA tabs: each tab is focusable (roving tabindex); the list only hears their arrow keys */}
      <div role="tablist" aria-label={listLabel} className="damage-tabs__list" onKeyDown={onKeyDown}>
        {entries.map((_, index) => {
          const selected = index === activeIndex;
          const invalid = showsError(index);
          const tabClass = ['damage-tabs__tab', selected ? 'damage-tabs__tab--selected' : '', invalid ? 'damage-tabs__tab--invalid' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className={tabClass}
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
            >
              {tabLabel(index + 1)}
              {invalid && (
                <>
                  <span className="damage-tabs__mark" aria-hidden="true">
                    !
                  </span>
                  <span className="visually-hidden"> {t`(obsahuje chyby)`}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {entries.map((_, index) => (
        <div
          key={index}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          className="damage-tabs__panel"
          hidden={index !== activeIndex}
          data-damage-entry={index}
        >
          {children(entryPath(index), index)}
          {entries.length > 1 && (
            <button type="button" className="button button--secondary damage-tabs__delete" onClick={remove}>
              {deleteLabel(index + 1)}
            </button>
          )}
        </div>
      ))}
      {entries.length < maxEntries ? (
        <button type="button" className="button button--secondary damage-tabs__add" onClick={add}>
          <span aria-hidden="true">+ </span>
          {addLabel}
        </button>
      ) : (
        <p className="damage-tabs__limit">
          {t`Jedno hlásenie môže mať najviac ${maxObjects} poškodených vozidiel, vecí a osôb, preto ďalšie pridať nemôžete. Opíšte nám ich v doplňujúcom popise pri prílohách.`}
        </p>
      )}
    </div>
  );
}
