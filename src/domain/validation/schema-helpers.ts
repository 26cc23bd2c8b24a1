/**
 * The bridge from the plain validators to Yup. A Yup test reports the validator's Lingui
 * descriptor as its message, unchanged: Formik then holds descriptors as field errors and the
 * screen renders them with `i18n._(error)` (asValidationMessage in messages.ts reads them back).
 */
import * as yup from 'yup';
import { basicMessages } from './basic-messages.ts';
import type { ValidationMessage, ValidationResult } from './messages.ts';

/** The object a field belongs to, and the one above it (the party of a phone's number). */
export interface FieldScope {
  parent: Record<string, unknown>;
  grandparent: Record<string, unknown>;
}

type Rule<T> = (value: T, scope: FieldScope) => ValidationResult;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function ruleTest<T>(rule: Rule<T>) {
  return {
    name: 'rule',
    // Run for empty values too: whether empty is allowed is each validator's business.
    skipAbsent: false,
    test(this: yup.TestContext, value: unknown) {
      // `from[0]` is the field's own object, `from[1]` the one that holds it.
      const scope = { parent: asRecord(this.parent), grandparent: asRecord(this.from?.[1]?.value) };
      const message = rule(value as T, scope);
      return message ? this.createError({ message }) : true;
    },
  };
}

/** A text field checked by a validator; a value that is no text at all is "enter a correct value". */
export function textField(rule: Rule<string | null | undefined>) {
  return yup.string().nullable().typeError(basicMessages.invalid).test(ruleTest(rule));
}

/** A field of any type (a choice, a list, a date given as parts or as text) checked by a validator. */
export function valueField<T = unknown>(rule: Rule<T>) {
  return yup.mixed().nullable().test(ruleTest(rule));
}

/** A field that must be ticked (a confirmation checkbox): "Mandatory field" otherwise. */
export function mustBeTicked() {
  return valueField<unknown>((value) => (value === true ? undefined : basicMessages.required));
}

/** Every error of `values` against `schema`, by its Formik path (`parties.reporter.email`), first one per path. */
export async function collectErrors(schema: yup.ISchema<unknown>, values: unknown): Promise<Record<string, ValidationMessage>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!yup.ValidationError.isError(error)) throw error;
    const errors: Record<string, ValidationMessage> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? '';
      const message = failure.errors[0] as unknown;
      if (!(path in errors)) errors[path] = (typeof message === 'string' ? { id: message, message } : message) as ValidationMessage;
    }
    return errors;
  }
}
