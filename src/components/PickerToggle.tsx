import type { ReactNode, Ref } from 'react';

/** The button beside a date or time input that opens its picker dialog (its icon, and its name for screen readers). */
export function PickerToggle(props: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  disabled?: boolean;
  label: string;
  onToggle(): void;
  children: ReactNode;
}) {
  return (
    <button
      ref={props.ref}
      type="button"
      className="date-field__toggle"
      aria-haspopup="dialog"
      aria-expanded={props.open}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      {props.children}
      <span className="visually-hidden">{props.label}</span>
    </button>
  );
}
