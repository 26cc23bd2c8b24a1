import { Plural } from '@lingui/react/macro';
import { useField } from 'formik';
import { useEffect, useState, type ReactNode } from 'react';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Hint, Label, groupClass } from './FieldParts.tsx';
import { keepTypedText } from './typed-text.ts';
import { useFieldError } from './use-field-error.ts';

export interface TextareaProps {
  /** Formik field path; the value is a string. */
  name: string;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** SPEC §9: 4 by default. */
  rows?: number;
  /**
   * Shows a counter against this many characters (e.g. 950). Deliberately not the native
   * maxlength: a pasted text longer than that would be cut silently; here the user sees how much
   * is over and the schema refuses it.
   */
  maxLength?: number;
  disabled?: boolean;
}

/** How long after the last keystroke the screen reader hears the count (GOV.UK waits 1 s as well). */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/** What the limit counts: the trimmed text in UTF-16 units, as the schema's `max` does. */
export const countedLength = (text: string) => text.trim().length;

export function Textarea({ name, label, hint, optional, rows = 4, maxLength, disabled }: TextareaProps) {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useFieldError(name);
  const id = fieldId(name);
  const value = field.value ?? '';
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const remaining = maxLength === undefined ? 0 : maxLength - countedLength(value);

  // The visible count changes with every key; the spoken one only once the user pauses, so a
  // screen reader is not interrupted on each character.
  const [announced, setAnnounced] = useState<number | null>(null);
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!typed || maxLength === undefined) return;
    const timer = setTimeout(() => setAnnounced(remaining), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [remaining, typed, maxLength]);

  const infoId = `${id}-info`;
  return (
    <div className={groupClass(error, 'textarea-field')}>
      <Label htmlFor={id} label={label} optional={optional} />
      <Hint id={hintId(id)}>{hint}</Hint>
      <ErrorMessage id={errorId(id)} message={error} />
      <textarea
        id={id}
        name={name}
        className="field-input field-textarea"
        rows={rows}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hasHint && hintId(id), maxLength !== undefined && infoId, error && errorId(id))}
        onChange={(event) => {
          setTyped(true);
          void helpers.setValue(keepTypedText(event.currentTarget));
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
      {maxLength !== undefined && (
        <>
          {/* Read with the field (aria-describedby), so the limit is known before typing. */}
          <span id={infoId} className="visually-hidden">
            <Plural
              value={maxLength}
              one="Môžete zadať najviac # znak."
              few="Môžete zadať najviac # znaky."
              other="Môžete zadať najviac # znakov."
            />
          </span>
          <div className={`char-count${remaining < 0 ? ' char-count--over' : ''}`} aria-hidden="true">
            <CountText remaining={remaining} />
          </div>
          <div className="visually-hidden" aria-live="polite">
            {announced !== null && <CountText remaining={announced} />}
          </div>
        </>
      )}
    </div>
  );
}

function CountText({ remaining }: { remaining: number }) {
  if (remaining >= 0) return <Plural value={remaining} one="Zostáva # znak" few="Zostávajú # znaky" other="Zostáva # znakov" />;
  const over = -remaining;
  return <Plural value={over} one="# znak navyše" few="# znaky navyše" other="# znakov navyše" />;
}
