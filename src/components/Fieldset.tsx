import { useId, type ReactNode } from 'react';
import { Hint } from './FieldParts.tsx';
import './components.css';

export interface FieldsetProps {
  /** Names the group for screen readers and sighted users alike, e.g. "Poistený". */
  legend: string;
  hint?: ReactNode;
  children: ReactNode;
  /** `large` for a section's heading-like legend; `medium` (default) for a question. */
  size?: 'medium' | 'large';
}

/** Groups related fields (a party's name and contacts) under a legend (DESIGN.md §7). */
export function Fieldset({ legend, hint, children, size = 'medium' }: FieldsetProps) {
  const hintId = useId();
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  return (
    <fieldset className={`fieldset fieldset--${size}`} aria-describedby={hasHint ? hintId : undefined}>
      <legend className="field-legend">{legend}</legend>
      <Hint id={hintId}>{hint}</Hint>
      {children}
    </fieldset>
  );
}
