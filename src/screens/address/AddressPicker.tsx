import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Checkbox } from '../../components/Checkbox.tsx';
import { ErrorMessage } from '../../components/FieldParts.tsx';
import { TextField } from '../../components/TextField.tsx';
import { flattenErrors } from '../../components/field-errors.ts';
import { errorId, fieldId } from '../../components/field-id.ts';
import { focusField } from '../../components/focus-field.ts';
import { MapView, type MapMarker, type MapPoint, type MapTiles } from '../../components/map/MapView.tsx';
import { useFieldError } from '../../components/use-field-error.ts';
import {
  addressAtPoint,
  addressFromLocated,
  isConfirmable,
  pointOf,
  type AddressFormValue,
  type LocatedAddress,
  type Point,
} from '../../domain/address.ts';
import { formatAddress } from '../../domain/format.ts';
import type { ScreenLookups } from '../screen-props.ts';
import { AddressFields } from './AddressFields.tsx';
import { AddressSearch } from './AddressSearch.tsx';
import { UseMyLocation } from './UseMyLocation.tsx';
import './address.css';

export interface AddressPickerProps {
  /** Formik path of the AddressFormValue, which is also its document path (`incident.address`). */
  name: string;
  /** Formik path where the "pick an address" error is kept (address-schemas.ts `addressConfirmed`). */
  confirmedName: string;
  lookups: ScreenLookups;
  tiles: MapTiles | null;
  /** Names the map for screen readers. */
  mapLabel: string;
  /** The legend of the address fields. */
  fieldsLegend: string;
  /** Places shown for orientation only (the incident address on the inspection screen). */
  places?: MapMarker[];
  /** Where the map looks first when no point is picked yet. */
  startAt?: Point | null;
}

/** The id of a picker's search box: a dialog or the screen may send the user back there. */
export const addressSearchId = (name: string) => `${fieldId(name)}-search`;

type PickNote =
  | { kind: 'looking' }
  | { kind: 'reversed' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'offline' }
  | { kind: 'searched'; text: string }
  | { kind: 'holdToMove' }
  | null;

/**
 * How much of the address a phone folds into one line: nothing while it is typed; the whole
 * address once a look-up found it to the street; only the place (postal code, town, country)
 * when the look-up knew no street, so the street and its numbers, which the person types next, stay open.
 */
type Fold = 'open' | 'whole' | 'place';

const foldFor = (found: { street?: string | null }): Fold => ((found.street ?? '').trim() ? 'whole' : 'place');

const FOLD_CLASS: Record<Fold, string> = { open: '', whole: ' address-picker--folded', place: ' address-picker--folded-place' };

/**
 * The address picker of /incident-map and /incident-inspection-address (docs/decisions.md "Map screens").
 * A point — a search result, the device's position, a tap into the empty map, the dragged pin or
 * a long press — fills the fields (a search result itself, else the reverse look-up). Once a pin
 * stands, only a deliberate move (drag, long press) moves it: a stray tap says how instead.
 * The reporter may correct the fields, type them by hand, or tick "address
 * unspecified", for which a place on the map or the town is enough; otherwise
 * "Potvrdiť adresu" confirms, and any later change asks for confirmation again. Everything the
 * map does can be done with the search and the fields.
 *
 * On a phone the fields fold into one line once a look-up has filled them ("Upraviť adresu" opens
 * them; address.css), so that Continue is near; they stay open while they are empty, have an
 * error, or the look-up found nothing, and the street stays open when the look-up found none.
 */
export function AddressPicker({ name, confirmedName, lookups, tiles, mapLabel, fieldsLegend, places, startAt }: AddressPickerProps) {
  const { t, i18n } = useLingui();
  const formik = useFormikContext<Record<string, unknown>>();
  const address = getIn(formik.values, name) as AddressFormValue;
  const latest = useRef(address);
  latest.current = address;
  const setAddress = (next: AddressFormValue) => void formik.setFieldValue(name, next);

  const [note, setNote] = useState<PickNote>(null);
  // Open while empty at the start; folded again by each look-up that fills them.
  const [fold, setFold] = useState<Fold>(() => (isConfirmable(address) ? foldFor(address) : 'open'));
  const noteRef = useRef<HTMLParagraphElement>(null);
  const [focusNote, setFocusNote] = useState(0);
  useEffect(() => {
    if (focusNote > 0) noteRef.current?.focus();
  }, [focusNote]);

  const point = pointOf(address);
  const [mapFocus, setMapFocus] = useState<{ point: MapPoint; zoom?: number } | null>(() => {
    if (point) return { point, zoom: 15 };
    return startAt ? { point: startAt, zoom: 13 } : null;
  });

  // Only the answer to the latest point counts.
  const lookup = useRef<AbortController | null>(null);
  useEffect(() => () => lookup.current?.abort(), []);
  // A point picked with no signal: looked up by itself once the signal returns, unless the pin
  // moved since or the person has typed the address meanwhile.
  const [waiting, setWaiting] = useState<MapPoint | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const lookUpAgain = () => {
      setWaiting(null);
      const now = latest.current;
      const samePin = pointOf(now)?.lat === waiting.lat && pointOf(now)?.lon === waiting.lon;
      if (samePin && !now.town.trim() && !now.street.trim()) void pickPoint(waiting);
    };
    window.addEventListener('online', lookUpAgain);
    return () => window.removeEventListener('online', lookUpAgain);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pickPoint reads the latest values through refs
  }, [waiting]);

  const pickPoint = async (picked: MapPoint, options: { moveView?: boolean } = {}) => {
    if (options.moveView) setMapFocus({ point: picked, zoom: 16 });
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    // The pin moves at once; the fields follow when the look-up answers.
    setAddress(addressAtPoint(latest.current, picked, null));
    setNote({ kind: 'looking' });
    let located: LocatedAddress | null;
    try {
      located = await lookups.reverseAddress(picked, { signal: controller.signal });
    } catch {
      if (controller.signal.aborted) return;
      const offline = !navigator.onLine;
      setNote({ kind: offline ? 'offline' : 'failed' });
      setWaiting(offline ? picked : null);
      setFold('open');
      return;
    }
    if (controller.signal.aborted) return;
    setAddress(addressAtPoint(latest.current, picked, located));
    setNote({ kind: located ? 'reversed' : 'notFound' });
    setFold(located ? foldFor(located) : 'open');
  };

  const pickResult = (located: LocatedAddress) => {
    lookup.current?.abort();
    const next = addressFromLocated(located);
    setAddress(next);
    setMapFocus({ point: { lat: located.lat, lon: located.lon }, zoom: located.street ? 17 : 13 });
    setNote({ kind: 'searched', text: formatAddress(next, i18n) });
    setFold(foldFor(located));
    // The keyboard user hears what was filled in and continues to the fields with Tab; no
    // field takes focus, so a phone does not open its keyboard over the map.
    setFocusNote((count) => count + 1);
  };

  let noteText = '';
  if (note?.kind === 'looking') noteText = t`Zisťujeme adresu vybraného miesta…`;
  else if (note?.kind === 'reversed') noteText = t`Adresu sme doplnili podľa miesta na mape. Skontrolujte ju a potvrďte.`;
  else if (note?.kind === 'notFound')
    noteText = t`K vybranému miestu sme adresu nenašli. Vyplňte ju, prosím, ručne, alebo označte, že presnú adresu neviete určiť.`;
  else if (note?.kind === 'failed') noteText = t`Adresu vybraného miesta sa teraz nepodarilo zistiť. Vyplňte ju, prosím, ručne.`;
  else if (note?.kind === 'offline')
    noteText = t`Bez signálu: adresu vybraného miesta doplníme, hneď ako budete opäť online. Môžete ju vyplniť aj ručne.`;
  else if (note?.kind === 'searched') {
    const filled = note.text;
    noteText = t`Adresu sme doplnili: ${filled}. Skontrolujte ju a potvrďte.`;
  } else if (note?.kind === 'holdToMove')
    noteText = t`Miesto sa ťuknutím nezmenilo. Špendlík presuniete potiahnutím alebo dlhým stlačením nového miesta na mape.`;

  const confirmError = useFieldError(confirmedName);
  const confirmable = isConfirmable(address);

  // The fields fold on a phone once a look-up filled them, not while the reporter types (see above).
  const fieldErrors = flattenErrors(getIn(formik.errors, name) ?? {}).some((problem) => getIn(formik.touched, `${name}.${problem.path}`));
  const folded: Fold = fieldErrors || !confirmable ? 'open' : fold;
  const ids = { group: fieldId(confirmedName), search: addressSearchId(name) };

  const markers = places ?? [];
  const fieldsId = `${fieldId(name)}-fields`;
  return (
    // The "pick an address" error links here: to the search box, the first control inside.
    <div className={`address-picker${FOLD_CLASS[folded]}`} id={ids.group}>
      <div className="address-picker__map">
        <MapView
          label={mapLabel}
          hint={t`Ťuknite do mapy, alebo adresu vyhľadajte. Špendlík potom presuniete potiahnutím alebo dlhým stlačením (pravým tlačidlom myši).`}
          tiles={tiles}
          markers={markers}
          pin={point}
          pinLabel={t`Vybrané miesto`}
          onPick={(picked) => void pickPoint(picked)}
          pickOnTap={!point}
          onTapIgnored={() => setNote({ kind: 'holdToMove' })}
          focus={mapFocus}
        />
      </div>
      <div className="address-picker__panel">
        <UseMyLocation onLocated={(located) => void pickPoint(located, { moveView: true })} />
        <AddressSearch id={ids.search} lookups={lookups} onPick={pickResult} pickedId={address.id || undefined} />
        <p ref={noteRef} className="address-picker__note" role="status" tabIndex={-1}>
          {noteText}
        </p>
        <Checkbox
          name={`${name}.isUnspecified`}
          label={t`Presnú adresu neviem určiť`}
          hint={t`Napríklad na diaľnici. Stačí miesto na mape alebo obec.`}
        />
        {address.isUnspecified ? (
          <>
            <p className="screen-text">
              {point
                ? t`Adresu neuvedieme, uložíme miesto označené na mape.`
                : t`Adresu neuvedieme. Označte miesto na mape, alebo napíšte aspoň obec, v ktorej alebo pri ktorej sa to stalo.`}
            </p>
            <TextField name={`${name}.town`} label={t`Obec`} optional={!!point} autoComplete="off" />
          </>
        ) : (
          <>
            {folded !== 'open' && (
              <div className="address-folded">
                <p className="address-folded__text">{formatAddress(address, i18n)}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-expanded="false"
                  aria-controls={fieldsId}
                  onClick={() => {
                    setFold('open');
                    // The button goes; the first field it showed takes the focus.
                    const first = folded === 'whole' ? 'street' : 'postalCode';
                    setTimeout(() => focusField(fieldId(`${name}.${first}`)), 0);
                  }}
                >
                  {t`Upraviť adresu`}
                </button>
              </div>
            )}
            <div id={fieldsId} className="address-picker__fields">
              <AddressFields name={name} legend={fieldsLegend} />
            </div>
          </>
        )}
        {/* D36: the screen's Continue ("Potvrdiť adresu a pokračovať") confirms the address shown. */}
        <ErrorMessage id={errorId(ids.group)} message={confirmError} />
      </div>
    </div>
  );
}
