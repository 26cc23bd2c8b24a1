import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type PointerEvent } from 'react';

const WIDTH = 300;
const HEIGHT = 120;

/**
 * A signature drawn with a finger (or a mouse or pen) and kept as SVG path data: each stroke a
 * move and its lines, in the pad's own 300×120 coordinates, whatever size it is shown at.
 */
export function SignaturePad({ label, onChange }: { label: string; onChange(path: string): void }) {
  const { t } = useLingui();
  const [path, setPath] = useState('');
  const drawing = useRef(false);
  const svg = useRef<SVGSVGElement>(null);

  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current!.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    return `${Math.round(x)} ${Math.round(y)}`;
  };
  const extend = (next: string) => {
    setPath(next);
    onChange(next);
  };

  return (
    <div className="signature-pad">
      <svg
        ref={svg}
        className="signature-pad__area"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          extend(`${path}${path ? ' ' : ''}M${point(event)}`);
        }}
        onPointerMove={(event) => {
          if (drawing.current) extend(`${path} L${point(event)}`);
        }}
        onPointerUp={() => (drawing.current = false)}
        onPointerCancel={() => (drawing.current = false)}
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <button type="button" className="button button--link" onClick={() => extend('')} disabled={!path}>
        {t`Vymazať podpis`}
      </button>
    </div>
  );
}
