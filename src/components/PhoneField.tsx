import { useLingui } from '@lingui/react/macro';
import { getIn, setIn, useFormikContext } from 'formik';
import { useEffect, type ReactNode } from 'react';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Hint, Legend, groupClass } from './FieldParts.tsx';
import { useFieldError } from './use-field-error.ts';

/** SPEC §9: +421 (Slovakia) unless the user picks another. */
export const DEFAULT_PHONE_PREFIX = '+421';

/** A prefix as the server lists it (`get-phone-prefixes`), or just its code. */
export type PhonePrefix = string | { code: string; country?: string };

export interface PhoneFieldProps {
  /** Path of a `{ prefix, number }` object, e.g. `parties.reporter.phone`. */
  name: string;
  /** The question, shown as the fieldset's legend. */
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Allowed prefixes from the server; codes with or without the leading "+". */
  prefixes: readonly PhonePrefix[];
  defaultPrefix?: string;
  disabled?: boolean;
  /**
   * Whose number this is: the person typing (the browser may offer their own number) or someone
   * else (an agent entering a client's, another party's): then the browser must not suggest one.
   */
  owner?: 'self' | 'other';
}

/** "421", "00421" and "+421" all mean +421. */
export const normalisePrefix = (code: string) => `+${code.trim().replace(/^(\+|00)/, '')}`;

/**
 * What a person types into the number box on a phone is often the whole international number
 * (pasted from contacts) or the national form with the trunk 0. On blur we split off a known
 * prefix and drop the Slovak trunk 0, so "+421 905 123 456" and "0905 123 456" both validate.
 */
export function splitPhoneNumber(number: string, prefix: string, known: readonly string[]): { prefix: string; number: string } {
  const compact = number.trim();
  const international = compact.replace(/^00/, '+');
  if (international.startsWith('+')) {
    const digits = international.replace(/[^\d+]/g, '');
    const match = [...known].sort((a, b) => b.length - a.length).find((code) => digits.startsWith(code));
    if (match) {
      // Keep the user's own spacing of the rest: drop characters until the prefix's digits are consumed.
      let toSkip = match.length - 1;
      let index = international.indexOf('+') + 1;
      while (toSkip > 0 && index < international.length) {
        if (/\d/.test(international[index]!)) toSkip -= 1;
        index += 1;
      }
      return { prefix: match, number: international.slice(index).trim() };
    }
  }
  if (prefix === DEFAULT_PHONE_PREFIX && /^0\d{9}$/.test(compact.replace(/\s/g, ''))) {
    return { prefix, number: compact.replace(/^0\s*/, '') };
  }
  return { prefix, number: compact };
}

export function PhoneField({
  name,
  label,
  hint,
  optional,
  prefixes,
  defaultPrefix = DEFAULT_PHONE_PREFIX,
  disabled,
  owner = 'self',
}: PhoneFieldProps) {
  const { t } = useLingui();
  const { values, setFieldValue, setFieldTouched, validateForm } = useFormikContext<unknown>();
  const prefixPath = `${name}.prefix`;
  const numberPath = `${name}.number`;
  const prefix = (getIn(values, prefixPath) as string | null | undefined) ?? '';
  const number = (getIn(values, numberPath) as string | null | undefined) ?? '';
  const groupError = useFieldError(name);
  const prefixError = useFieldError(prefixPath);
  const numberError = useFieldError(numberPath);

  const ids = { group: fieldId(name), prefix: fieldId(prefixPath), number: fieldId(numberPath) };
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const codes = prefixes.map((item) => normalisePrefix(typeof item === 'string' ? item : item.code));
  const countries = new Map(
    prefixes.map((item) => (typeof item === 'string' ? [normalisePrefix(item), undefined] : [normalisePrefix(item.code), item.country])),
  );
  // A stored prefix the server no longer lists stays visible, so the select never lies; the
  // schema then says it is not allowed.
  const options = prefix && !codes.includes(prefix) ? [prefix, ...codes] : codes;

  // The default prefix is a real value, not just what the select happens to show.
  useEffect(() => {
    if (!prefix) void setFieldValue(prefixPath, defaultPrefix, false);
  }, [prefix, prefixPath, defaultPrefix, setFieldValue]);

  const anyError = groupError ?? prefixError ?? numberError;
  return (
    <fieldset className={groupClass(anyError, 'phone-field')} id={ids.group}>
      <Legend label={label} optional={optional} />
      <Hint id={hintId(ids.group)}>{hint}</Hint>
      <ErrorMessage id={errorId(ids.group)} message={groupError} />
      <ErrorMessage id={errorId(ids.prefix)} message={prefixError} />
      <ErrorMessage id={errorId(ids.number)} message={numberError} />
      <div className="phone-field__row">
        <div className="phone-field__prefix">
          <label className="field-label field-label--small" htmlFor={ids.prefix}>
            {t`Predvoľba`}
          </label>
          <select
            id={ids.prefix}
            name={prefixPath}
            className="field-input field-select"
            value={prefix || defaultPrefix}
            disabled={disabled}
            autoComplete={owner === 'self' ? 'tel-country-code' : 'off'}
            aria-invalid={prefixError || groupError ? true : undefined}
            aria-describedby={describedBy(
              hasHint && hintId(ids.group),
              groupError && errorId(ids.group),
              prefixError && errorId(ids.prefix),
            )}
            onChange={(event) => void setFieldValue(prefixPath, event.currentTarget.value)}
            onBlur={() => void setFieldTouched(prefixPath, true)}
          >
            {options.map((code) => (
              <option key={code} value={code}>
                {countries.get(code) ? `${code} (${countries.get(code)})` : code}
              </option>
            ))}
          </select>
        </div>
        <div className="phone-field__number">
          <label className="field-label field-label--small" htmlFor={ids.number}>
            {t`Telefónne číslo`}
          </label>
          <input
            id={ids.number}
            name={numberPath}
            // Text with the phone keypad: `tel-national` is a text autofill field, which validators
            // flag on type=tel (HTML's autofill table).
            type="text"
            inputMode="tel"
            autoComplete={owner === 'self' ? 'tel-national' : 'off'}
            className="field-input"
            data-focus-target
            value={number}
            disabled={disabled}
            aria-invalid={numberError || groupError ? true : undefined}
            aria-describedby={describedBy(
              hasHint && hintId(ids.group),
              groupError && errorId(ids.group),
              numberError && errorId(ids.number),
            )}
            onChange={(event) => void setFieldValue(numberPath, event.currentTarget.value)}
            onBlur={() => {
              const split = splitPhoneNumber(number, prefix || defaultPrefix, codes);
              // Formik's setters validate the values of the last render; validate the new ones.
              void setFieldValue(prefixPath, split.prefix, false);
              void setFieldValue(numberPath, split.number, false);
              void setFieldTouched(numberPath, true, false);
              void validateForm(setIn(setIn(values, prefixPath, split.prefix), numberPath, split.number));
            }}
          />
        </div>
      </div>
    </fieldset>
  );
}
