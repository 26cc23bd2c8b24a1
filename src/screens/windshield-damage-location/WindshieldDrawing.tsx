import type { MouseEvent } from 'react';
import type { WindshieldLocation } from '../../domain/validation/incident-schemas.ts';

export interface Point {
  x: number;
  y: number;
}

/**
 * The windshield as seen from the driver's seat of a left-hand-drive car (the driver on the
 * left), in a 400 × 280 drawing: the glass's outline, the glass inside its edge band, and the
 * driver's field of view in front of the steering wheel.
 */
const OUTER = 'M72 18 Q200 4 328 18 Q340 20 344 32 L386 196 Q389 212 372 214 Q200 232 28 214 Q11 212 14 196 L56 32 Q60 20 72 18 Z';
const INNER = 'M80 40 Q200 26 320 40 L360 188 Q200 206 40 188 Z';
const DRIVER = { x: 88, y: 66, width: 100, height: 104, rx: 16 };

/** Where the marker goes when a zone is chosen with the keyboard (or prefilled): inside the zone. */
export const ZONE_CENTRES: Record<WindshieldLocation, Point> = {
  borderDamage: { x: 200, y: 22 },
  driverDamage: { x: DRIVER.x + DRIVER.width / 2, y: DRIVER.y + DRIVER.height / 2 },
  wholeDamage: { x: 272, y: 118 },
};

export interface WindshieldDrawingProps {
  value: WindshieldLocation | null;
  /** The zone whose radio has focus: drawn with the focus ring too. */
  focused: WindshieldLocation | null;
  /** Where the marker stands (the click point, else the zone's centre). */
  marker: Point | null;
  /** A click on a zone, with the point clicked in the drawing's coordinates (null if unknown). */
  onPick(zone: WindshieldLocation, point: Point | null): void;
}

/** The click's point in the drawing's own coordinates (the SVG is scaled to the screen's width). */
function drawingPoint(event: MouseEvent<SVGElement>): Point | null {
  const svg = event.currentTarget.ownerSVGElement;
  const matrix = svg && typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM() : null;
  if (!matrix || (event.clientX === 0 && event.clientY === 0)) return null;
  const inverse = matrix.inverse();
  return {
    x: inverse.a * event.clientX + inverse.c * event.clientY + inverse.e,
    y: inverse.b * event.clientX + inverse.d * event.clientY + inverse.f,
  };
}

/**
 * The picture of the choice on /windshield-damage-location. It is decoration for assistive
 * technology (hidden from it): the radios beside it are the accessible control, and a click on a
 * zone chooses that zone's radio. The chosen zone is drawn darker, with a red marker in it.
 */
export function WindshieldDrawing({ value, focused, marker, onPick }: WindshieldDrawingProps) {
  const zoneClass = (zone: WindshieldLocation) =>
    [
      'windshield-zone',
      `windshield-zone--${zone}`,
      value === zone ? 'windshield-zone--chosen' : '',
      focused === zone ? 'windshield-zone--focused' : '',
    ]
      .filter(Boolean)
      .join(' ');
  const pick = (zone: WindshieldLocation) => (event: MouseEvent<SVGElement>) => onPick(zone, drawingPoint(event));

  return (
    <svg className="windshield-drawing" viewBox="0 0 400 280" aria-hidden="true" focusable="false">
      {/* The edge band: the outline minus the inner glass. */}
      <path
        className={zoneClass('borderDamage')}
        data-zone="borderDamage"
        d={`${OUTER} ${INNER}`}
        fillRule="evenodd"
        onClick={pick('borderDamage')}
      />
      <path className={zoneClass('wholeDamage')} data-zone="wholeDamage" d={INNER} onClick={pick('wholeDamage')} />
      <rect className={zoneClass('driverDamage')} data-zone="driverDamage" {...DRIVER} onClick={pick('driverDamage')} />
      {/* The steering wheel below the driver's field of view, so the picture reads as seen from the seat. */}
      <g className="windshield-drawing__wheel">
        <path d="M98 284 A40 40 0 0 1 178 284" />
        <path d="M102 272 L128 279 M174 272 L148 279" />
        <circle cx="138" cy="282" r="10" />
      </g>
      {value && marker && (
        <g className="windshield-marker" data-zone={value} transform={`translate(${marker.x} ${marker.y})`}>
          <circle r="14" className="windshield-marker__halo" />
          <circle r="10" className="windshield-marker__dot" />
          <path d="M-4 -4 L4 4 M4 -4 L-4 4" className="windshield-marker__cross" />
        </g>
      )}
    </svg>
  );
}
