import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A field's error as Yup leaves it in Formik's `errors`: a Lingui message descriptor (the
 * schemas in src/domain use `msg` so one schema serves both languages) or a plain string.
 */
export type FieldError = MessageDescriptor | string;

const DESCRIPTOR_KEYS = new Set(['id', 'message', 'values', 'comment', 'context']);

/**
 * True for `{ id, message?, values? }`. Production builds strip `message`, so `id` alone has to
 * be enough; the keys are checked so that a nested error object of a group (`{ prefix, number }`)
 * is not mistaken for a message. (A group with a sub-field literally named `id` and nothing else
 * is ambiguous; its message still renders, only on the group.)
 */
export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && Object.keys(record).every((key) => DESCRIPTOR_KEYS.has(key));
}

export const isFieldError = (value: unknown): value is FieldError => typeof value === 'string' || isMessageDescriptor(value);

/** The text of one error, or undefined when `value` is no error (or the errors of sub-fields). */
export function errorText(value: unknown, i18n: I18n): string | undefined {
  if (typeof value === 'string') return value.length > 0 ? value : undefined;
  if (isMessageDescriptor(value)) return i18n._(value);
  return undefined;
}

/**
 * Formik's nested `errors` as a flat list of `{ path, error }`, paths in Formik's own notation
 * (`parties.reporter.phone.number`, `damagedVehicles[1].email`). Arrays are sparse there.
 */
export function flattenErrors(errors: unknown, prefix = ''): Array<{ path: string; error: FieldError }> {
  if (isFieldError(errors)) return prefix ? [{ path: prefix, error: errors }] : [];
  if (Array.isArray(errors)) {
    return errors.flatMap((item, index) => (item === undefined || item === null ? [] : flattenErrors(item, `${prefix}[${index}]`)));
  }
  if (typeof errors === 'object' && errors !== null) {
    return Object.entries(errors).flatMap(([key, value]) => flattenErrors(value, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}
