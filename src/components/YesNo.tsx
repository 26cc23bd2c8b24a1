import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { ANSWER_LABELS } from '../domain/option-labels.ts';
import { describedBy, errorId, fieldId, hintId } from './field-id.ts';
import { ErrorMessage, Hint, Legend, groupClass } from './FieldParts.tsx';
import { useFieldError } from './use-field-error.ts';

export interface YesNoProps {
  /** Formik field path; the value is true, false, or null while unanswered. */
  name: string;
  /** The question, shown as the fieldset's legend. */
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  disabled?: boolean;
}

/** A yes/no question as two radios side by side (SPEC §3 specific questions). */
export function YesNo({ name, label, hint, optional, disabled }: YesNoProps) {
  const { i18n } = useLingui();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const value = getIn(values, name) as boolean | null | undefined;
  const choices = [
    // The answers as the summary restates them (option-labels.ts).
    { answer: true, id, text: i18n._(ANSWER_LABELS.yes.label) },
    { answer: false, id: `${id}-no`, text: i18n._(ANSWER_LABELS.no.label) },
  ];

  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void setFieldTouched(name, true);
  };

  return (
    <fieldset
      className={groupClass(error, 'yes-no')}
      aria-describedby={describedBy(hasHint && hintId(id), error && errorId(id))}
      onBlur={onBlur}
    >
      <Legend label={label} optional={optional} />
      <Hint id={hintId(id)}>{hint}</Hint>
      <ErrorMessage id={errorId(id)} message={error} />
      <div className="yes-no__choices">
        {choices.map((choice) => (
          <div key={String(choice.answer)} className="choice">
            <input
              className="choice__input"
              type="radio"
              id={choice.id}
              name={name}
              value={choice.answer ? 'yes' : 'no'}
              checked={value === choice.answer}
              disabled={disabled}
              onChange={() => void setFieldValue(name, choice.answer)}
            />
            <label className="choice__label" htmlFor={choice.id}>
              {choice.text}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
