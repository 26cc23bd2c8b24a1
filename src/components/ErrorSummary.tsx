import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import { focusField } from './focus-field.ts';
import './components.css';

export interface ErrorSummaryItem {
  /** Id of the field's control (see fieldId); without one the message is listed without a link. */
  fieldId?: string;
  /** The words that name the field on the page (its label or legend), said before the message. */
  question?: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** Defaults to "Skontrolujte, prosím, formulár". */
  title?: string;
  /**
   * Take focus when shown (GOV.UK's default). WizardForm turns it off because SPEC §5 wants the
   * first invalid field focused; the summary is still announced through its role="alert".
   */
  autoFocus?: boolean;
}

/**
 * GOV.UK error summary (STYLE.md §2): a titled list of links to the fields in error, each naming
 * its field before the message ("Meno – Povinné pole"), as SPEC's messages do not. role="alert"
 * sits on an inner element so that moving focus to the summary does not race the announcement.
 * A link scrolls the field's label or legend into view and focuses the control, so the question
 * is visible above it (the browser's own jump would hide it above the top of the screen).
 */
export function ErrorSummary({ errors, title, autoFocus = true }: ErrorSummaryProps) {
  const { t } = useLingui();
  const summary = useRef<HTMLDivElement>(null);

  // Focus when the summary appears, not when its list changes later (that must not steal focus).
  const visible = errors.length > 0;
  useEffect(() => {
    if (autoFocus && visible) summary.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus when the summary appears, not when autoFocus or its list changes (see above)
  }, [visible]);

  if (errors.length === 0) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (focusField(id)) event.preventDefault();
  };
  const text = ({ question, message }: ErrorSummaryItem) => (question ? t`${question} – ${message}` : message);

  return (
    <div
      ref={summary}
      className="error-summary"
      // Focusable for the script only; GOV.UK drops the tabindex again on blur, but a
      // tabIndex of -1 never puts it into the Tab order, so keeping it is harmless.
      tabIndex={-1}
    >
      <div role="alert">
        <h2 className="error-summary__title">{title ?? t`Skontrolujte, prosím, formulár`}</h2>
        <ul className="error-summary__list">
          {errors.map((item, index) => (
            <li key={`${item.fieldId ?? ''}:${index}`}>
              {item.fieldId ? (
                <a href={`#${item.fieldId}`} onClick={(event) => onClick(event, item.fieldId!)}>
                  {text(item)}
                </a>
              ) : (
                text(item)
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
