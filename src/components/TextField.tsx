import { useField } from 'formik';
import type { FocusEvent, HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Hint, Label, groupClass } from './FieldParts.tsx';
import { keepTypedText } from './typed-text.ts';
import { useFieldError } from './use-field-error.ts';

export interface TextFieldProps {
  /** Formik field path, e.g. `parties.reporter.email`; the value is always a string. */
  name: string;
  label: string;
  hint?: ReactNode;
  /** Adds " (nepovinné)" to the label. */
  optional?: boolean;
  /**
   * `text`; `email` (e-mail keyboard, no spell check); `number` for digit strings such as policy
   * numbers: a numeric keyboard, but still text, so leading zeros survive and nothing typed is
   * dropped (the schema reports a non-digit instead).
   */
  type?: 'text' | 'email' | 'number';
  autoComplete?: string;
  autoCapitalize?: HTMLAttributes<HTMLInputElement>['autoCapitalize'];
  /** Applied to every change (after the text is normalised, src/domain/validation/free-text.ts), e.g. upper-casing a licence plate. */
  transform?: (value: string) => string;
  /** Called after the field is marked touched, e.g. to reset a verified flag. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Narrow inputs for short values (plates, numbers); full width by default. */
  width?: 'full' | 'medium' | 'short';
  disabled?: boolean;
}

const TYPE_ATTRIBUTES: Record<NonNullable<TextFieldProps['type']>, InputHTMLAttributes<HTMLInputElement>> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' },
  number: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
};

export function TextField({
  name,
  label,
  hint,
  optional,
  type = 'text',
  autoComplete,
  autoCapitalize,
  transform,
  onBlur,
  width = 'full',
  disabled,
}: TextFieldProps) {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useFieldError(name);
  const id = fieldId(name);
  const hasHint = hint !== undefined && hint !== null && hint !== '';

  return (
    <div className={groupClass(error)}>
      <Label htmlFor={id} label={label} optional={optional} />
      <Hint id={hintId(id)}>{hint}</Hint>
      <ErrorMessage id={errorId(id)} message={error} />
      <input
        {...TYPE_ATTRIBUTES[type]}
        id={id}
        name={name}
        className={`field-input field-input--${width}`}
        value={field.value ?? ''}
        autoComplete={autoComplete}
        {...(autoCapitalize ? { autoCapitalize } : {})}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hasHint && hintId(id), error && errorId(id))}
        onChange={(event) => void helpers.setValue(keepTypedText(event.currentTarget, transform))}
        onBlur={(event) => {
          void helpers.setTouched(true);
          onBlur?.(event);
        }}
      />
    </div>
  );
}
