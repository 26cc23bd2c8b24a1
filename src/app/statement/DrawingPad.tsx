import { useRef, type PointerEvent } from 'react';

/**
 * A drawing made with a finger (or a mouse or pen), kept as SVG path data: each stroke a move and
 * its lines, in the pad's own coordinates (`width`×`height`), whatever size it is shown at. The
 * signature and the sketch of the accident (section 13) are both drawn on it.
 */
export function DrawingPad({
  label,
  clearLabel,
  value,
  onChange,
  onStrokeEnd,
  width = 300,
  height = 120,
  disabled = false,
}: {
  label: string;
  /** The clear button's text. */
  clearLabel: string;
  value: string;
  onChange(path: string): void;
  /** A stroke finished (the finger lifted), or the drawing was cleared. */
  onStrokeEnd?(path: string): void;
  width?: number;
  height?: number;
  disabled?: boolean;
}) {
  const svg = useRef<SVGSVGElement>(null);
  // The path as drawn so far: pointer moves come faster than renders.
  const drawn = useRef<string | null>(null);

  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current!.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * width;
    const y = ((event.clientY - box.top) / box.height) * height;
    return `${Math.round(x)} ${Math.round(y)}`;
  };
  const extend = (next: string) => {
    drawn.current = next;
    onChange(next);
  };
  const finish = () => {
    if (drawn.current === null) return;
    const path = drawn.current;
    drawn.current = null;
    onStrokeEnd?.(path);
  };

  return (
    <div className="drawing-pad">
      <svg
        ref={svg}
        className="drawing-pad__area"
        viewBox={`0 0 ${width} ${height}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          extend(`${value}${value ? ' ' : ''}M${point(event)}`);
        }}
        onPointerMove={(event) => {
          if (drawn.current !== null) extend(`${drawn.current} L${point(event)}`);
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      >
        <path d={value} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!disabled && (
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            onChange('');
            onStrokeEnd?.('');
          }}
          disabled={!value}
        >
          {clearLabel}
        </button>
      )}
    </div>
  );
}
