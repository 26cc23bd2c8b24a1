import { useLingui } from '@lingui/react';
import { getIn, useFormikContext } from 'formik';
import { useRef } from 'react';
import { errorText } from './field-errors.ts';
import { usePointerPressed } from './pointer-press.ts';

/**
 * The message to show under a field, or undefined. SPEC §5: errors show only once the field was
 * touched, or after a submit attempt (Formik marks every field with a value touched then; the
 * submit count also covers fields whose value is missing from the initial values).
 */
export function useFieldError(name: string): string | undefined {
  const { i18n } = useLingui();
  const { errors, touched, submitCount } = useFormikContext<unknown>();
  const shown = submitCount > 0 || Boolean(getIn(touched, name));
  const message = shown ? errorText(getIn(errors, name), i18n) : undefined;
  // While a press is down the message stays as it was (pointer-press.ts), so the page does not
  // move under the finger; it updates once the click has landed.
  const pressed = usePointerPressed();
  const settled = useRef(message);
  if (!pressed) settled.current = message;
  return pressed ? settled.current : message;
}
