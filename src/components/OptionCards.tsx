import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Hint, Legend, groupClass } from './FieldParts.tsx';
import { useFieldError } from './use-field-error.ts';

export type OptionValue = string | number;

export interface CardOption<V extends OptionValue = string> {
  value: V;
  label: string;
  description?: ReactNode;
  /** Decorative; hidden from screen readers (the label names the option). */
  icon?: ReactNode;
  disabled?: boolean;
  /** Why the option cannot be chosen now, e.g. a scope combination the insurer does not allow. */
  disabledReason?: string;
}

/** SPEC §9: auto means medium. */
export type CardSize = 'auto' | 'small' | 'medium' | 'large';

export interface OptionCardsProps<V extends OptionValue = string> {
  /** Formik field path. Single choice: the chosen value (or null/''); multiple: an array of values. */
  name: string;
  /** The question, shown as the fieldset's legend. */
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  options: ReadonlyArray<CardOption<V>>;
  /** Checkboxes (any number) instead of radios (one). */
  multiple?: boolean;
  size?: CardSize;
}

/** Id of option `index`: the first enabled option gets the field's own id, so summary links and focus land on it. */
function optionIds<V extends OptionValue>(base: string, options: ReadonlyArray<CardOption<V>>): string[] {
  const target = Math.max(
    0,
    options.findIndex((option) => !option.disabled),
  );
  return options.map((_, index) => (index === target ? base : `${base}-${index + 1}`));
}

/**
 * Choice tiles (SPEC §9): native radios or checkboxes, so arrow keys, Space and screen readers
 * behave as they should, drawn as cards. Each card says "Vybraté" or "Vybrať" for sighted users;
 * screen readers hear the input's own checked state instead, so that label is hidden from them.
 */
export function OptionCards<V extends OptionValue = string>({
  name,
  label,
  hint,
  optional,
  options,
  multiple = false,
  size = 'auto',
}: OptionCardsProps<V>) {
  const { t } = useLingui();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const ids = optionIds(id, options);
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const value = getIn(values, name) as V | V[] | null | undefined;
  const chosen = new Set<OptionValue>(Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]);

  const toggle = (option: CardOption<V>, checked: boolean) => {
    if (!multiple) return void setFieldValue(name, option.value);
    // Keep the values in the options' order, whatever order they were clicked in.
    const next = options.filter((item) => (item.value === option.value ? checked : chosen.has(item.value))).map((item) => item.value);
    void setFieldValue(name, next);
  };

  // Touched when focus leaves the whole group, not when it moves between its cards, so
  // "choose one" does not flash while the user is still choosing.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void setFieldTouched(name, true);
  };

  const sizeClass = `option-cards--${size === 'auto' ? 'medium' : size}`;
  return (
    <fieldset
      className={groupClass(error, 'option-cards', sizeClass)}
      aria-describedby={describedBy(hasHint && hintId(id), error && errorId(id))}
      onBlur={onBlur}
    >
      <Legend label={label} optional={optional} />
      <Hint id={hintId(id)}>{hint}</Hint>
      <ErrorMessage id={errorId(id)} message={error} />
      <div className="option-cards__list">
        {options.map((option, index) => {
          const optionId = ids[index]!;
          const checked = chosen.has(option.value);
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          const reasonId = option.disabled && option.disabledReason ? `${optionId}-reason` : undefined;
          const cardClass = ['option-card', checked ? 'option-card--checked' : '', option.disabled ? 'option-card--disabled' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <div key={String(option.value)} className={cardClass}>
              <input
                className="option-card__input"
                type={multiple ? 'checkbox' : 'radio'}
                id={optionId}
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={option.disabled}
                aria-describedby={describedBy(descriptionId, reasonId)}
                onChange={(event) => toggle(option, event.currentTarget.checked)}
              />
              <label className="option-card__label" htmlFor={optionId}>
                {option.icon && (
                  <span className="option-card__icon" aria-hidden="true">
                    {option.icon}
                  </span>
                )}
                <span className="option-card__title">{option.label}</span>
              </label>
              {option.description && (
                <div className="option-card__description" id={descriptionId}>
                  {option.description}
                </div>
              )}
              {reasonId && (
                <div className="option-card__reason" id={reasonId}>
                  {option.disabledReason}
                </div>
              )}
              {!option.disabled && (
                <span className="option-card__state" aria-hidden="true">
                  {checked ? t`Vybraté` : t`Vybrať`}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
