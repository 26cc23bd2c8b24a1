import { msg } from '@lingui/core/macro';
import { getIn, setIn, useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import { useEffect } from 'react';
import { fieldId } from '../../components/field-id.ts';
import { focusField } from '../../components/focus-field.ts';
import type { ScreenProps } from '../screen-props.ts';

/** The Formik name (and document path) of my vehicle's policy number on the alert screens. */
export const POLICY_ID_FIELD = 'incident.policyId';

/** D4: the inline error on the number field of /alert-dont-have-casco and /alert-dont-have-liability. */
export const policyNotVerifiedMessage = msg`Pre toto číslo sme k dátumu udalosti nenašli platnú zmluvu`;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The number the machine refused (D4: `error.kind === 'policyNotVerified'`), or null. The refused
 * number is the one the document holds: the SUBMIT that was refused put it there.
 */
export function refusedPolicyId(props: Pick<ScreenProps, 'error' | 'report'>): string | null {
  if (props.error?.kind !== 'policyNotVerified') return null;
  return trimmed(props.report.incident.policyId) || null;
}

/**
 * The schema's errors plus D4's: while the number typed is the refused one, the field says so and
 * Continue is refused again without another call (the answer for the same number and date would
 * be the same). Typing another number removes the error.
 */
export function withPolicyNotVerified<Values extends FormikValues>(
  errors: FormikErrors<Values>,
  values: Values,
  refused: string | null,
): FormikErrors<Values> {
  if (!refused || getIn(errors, POLICY_ID_FIELD)) return errors;
  return trimmed(getIn(values, POLICY_ID_FIELD)) === refused
    ? (setIn(errors, POLICY_ID_FIELD, policyNotVerifiedMessage) as FormikErrors<Values>)
    : errors;
}

/**
 * When a refusal arrives (after Continue, once the verifying loader is gone), the form validates
 * again so the number field shows the error, and the field takes focus so a screen reader reads
 * the error with it (aria-describedby) and the user can correct the number at once.
 */
export function ShowPolicyNotVerified({ refused }: { refused: string | null }) {
  const { validateForm, setFieldTouched } = useFormikContext<FormikValues>();
  useEffect(() => {
    if (!refused) return;
    let cancelled = false;
    // Touched, so the error shows however the screen came to hold the refusal.
    void setFieldTouched(POLICY_ID_FIELD, true, false);
    void validateForm().then(() => {
      // The error message renders with this validation; focus once it is in the page.
      requestAnimationFrame(() => {
        if (!cancelled) focusField(fieldId(POLICY_ID_FIELD));
      });
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new refusal shows and focuses its message once
  }, [refused]);
  return null;
}
