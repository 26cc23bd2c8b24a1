import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './components.css';

/** The label text plus " (nepovinné)" for optional fields (SPEC §5). */
export function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {label}
      {optional && ' '}
      {optional && <span className="field-optional">{t`(nepovinné)`}</span>}
    </>
  );
}

export function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label className="field-label" htmlFor={htmlFor}>
      <LabelText label={label} optional={optional} />
    </label>
  );
}

export function Legend({ label, optional }: { label: string; optional?: boolean }) {
  return (
    <legend className="field-legend">
      <LabelText label={label} optional={optional} />
    </legend>
  );
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div className="field-hint" id={id}>
      {children}
    </div>
  );
}

/**
 * GOV.UK error message: a paragraph the control points at with aria-describedby, prefixed with a
 * hidden "Chyba:" so a screen reader says it is an error, not a hint.
 */
export function ErrorMessage({ id, message }: { id: string; message?: string }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      <span className="visually-hidden">{t`Chyba:`}</span> {message}
    </p>
  );
}

/** Class names of a field's wrapper; the error modifier draws the red bar beside the group. */
export const groupClass = (error: string | undefined, ...extra: Array<string | false | undefined>) =>
  ['form-group', error ? 'form-group--error' : '', ...extra].filter(Boolean).join(' ');
