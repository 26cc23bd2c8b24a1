import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { IMPACT_ZONES, type Driver, type ImpactZone } from '../../domain/accident-statement.ts';

/** The zones' names, as the radios say them and the drawing's zones stand for them. */
export const IMPACT_LABELS: Record<ImpactZone, MessageDescriptor> = {
  frontLeft: msg`Vpredu vľavo`,
  front: msg`Vpredu v strede`,
  frontRight: msg`Vpredu vpravo`,
  left: msg`Ľavý bok`,
  right: msg`Pravý bok`,
  rearLeft: msg`Vzadu vľavo`,
  rear: msg`Vzadu v strede`,
  rearRight: msg`Vzadu vpravo`,
};

/**
 * The car seen from above, the front at the top, in a 200 × 340 drawing: a 3 × 3 grid over it,
 * without its middle, makes the eight zones a tap chooses.
 */
const COLUMNS = { left: [10, 62], centre: [62, 138], right: [138, 190] } as const;
const ROWS = { front: [0, 90], middle: [90, 250], rear: [250, 340] } as const;
const ZONE_CELLS: Record<ImpactZone, [keyof typeof COLUMNS, keyof typeof ROWS]> = {
  frontLeft: ['left', 'front'],
  front: ['centre', 'front'],
  frontRight: ['right', 'front'],
  left: ['left', 'middle'],
  right: ['right', 'middle'],
  rearLeft: ['left', 'rear'],
  rear: ['centre', 'rear'],
  rearRight: ['right', 'rear'],
};
const cell = (zone: ImpactZone) => {
  const [column, row] = ZONE_CELLS[zone];
  const [x1, x2] = COLUMNS[column];
  const [y1, y2] = ROWS[row];
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
};

/**
 * Section 10, the point of initial impact: the car outline to tap, and beside it a native radio
 * per zone (keyboard: Tab into the group, the arrow keys move and choose), as the windshield
 * drawing of the wizard works. The drawing is hidden from assistive technology: the radios are
 * the accessible control, and a tap on a zone chooses its radio and moves focus there.
 */
export function ImpactPoint({
  driver,
  value,
  disabled,
  onChoose,
}: {
  driver: Driver;
  value: ImpactZone | undefined;
  disabled: boolean;
  onChoose(zone: ImpactZone): void;
}) {
  const { t, i18n } = useLingui();
  const radioId = (zone: ImpactZone) => `statement-${driver}-impact-${zone}`;
  const pick = (zone: ImpactZone) => {
    if (disabled) return;
    onChoose(zone);
    document.getElementById(radioId(zone))?.focus({ preventScroll: true });
  };
  const marker = value ? cell(value) : null;
  return (
    <div className="statement-impact">
      <p className="field-hint">{t`Obrázok ukazuje vozidlo zhora, predkom hore. Ťuknite na miesto, kde do vozidla prvýkrát narazilo, alebo vyberte jednu z možností.`}</p>
      <div className="statement-impact__layout">
        <svg className="statement-impact__drawing" viewBox="0 0 200 340" aria-hidden="true" focusable="false">
          <rect className="statement-impact__body" x="40" y="16" width="120" height="308" rx="42" />
          <path className="statement-impact__glass" d="M56 104 Q100 86 144 104 L136 140 Q100 130 64 140 Z" />
          <path className="statement-impact__glass" d="M62 262 Q100 272 138 262 L134 236 Q100 244 66 236 Z" />
          {IMPACT_ZONES.map((zone) => (
            <rect
              key={zone}
              {...cell(zone)}
              data-zone={zone}
              className={`statement-impact__zone${value === zone ? ' statement-impact__zone--chosen' : ''}`}
              onClick={() => pick(zone)}
            />
          ))}
          {marker && (
            <g className="statement-impact__marker" transform={`translate(${marker.x + marker.width / 2} ${marker.y + marker.height / 2})`}>
              <circle r="13" className="statement-impact__halo" />
              <circle r="9" className="statement-impact__dot" />
            </g>
          )}
        </svg>
        <div className="statement-impact__choices">
          {IMPACT_ZONES.map((zone) => (
            <div className="choice" key={zone}>
              <input
                id={radioId(zone)}
                className="choice__input"
                type="radio"
                name={`statement-${driver}-impact`}
                checked={value === zone}
                disabled={disabled}
                onChange={() => onChoose(zone)}
              />
              <label className="choice__label" htmlFor={radioId(zone)}>
                {i18n._(IMPACT_LABELS[zone])}
              </label>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
