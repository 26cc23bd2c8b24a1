import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { markerIcon } from './marker-icons.ts';
import './map.css';

/**
 * The one place that imports Leaflet (DESIGN.md §7: Leaflet loads only with the map screens, which
 * are the only importers of this folder). Everything a mouse does here the screens also offer
 * without the map: a search, a list, the address fields.
 */

export interface MapPoint {
  lat: number;
  lon: number;
}

export interface MapMarker extends MapPoint {
  id: string;
  /** The marker's name for screen readers and its tooltip, e.g. the shop's name. */
  label: string;
  /** A short text drawn in the marker (its number in the list). */
  text?: string;
  /** `shop` (clickable), `place` (for orientation only, e.g. the incident address). */
  variant?: 'shop' | 'place';
  selected?: boolean;
}

/** GET /v1/lookup/map-settings: the tile template and its attribution; null tiles = plain background. */
export interface MapTiles {
  tileUrl: string | null;
  attribution: string | null;
}

export interface MapViewProps {
  /** Names the map, e.g. "Mapa miesta udalosti". */
  label: string;
  /** Said under the map (how to use it), and read with it. */
  hint?: string;
  /** null while the settings load or when they failed: the map draws on its plain background. */
  tiles: MapTiles | null;
  markers?: readonly MapMarker[];
  onMarkerClick?: (id: string) => void;
  /** The picked point: a draggable pin. */
  pin?: MapPoint | null;
  pinLabel?: string;
  /** A click into the map or the pin dragged somewhere: the new point. Without it the map only shows. */
  onPick?: (point: MapPoint) => void;
  /** Moves the view here whenever a new object is given (a search result was picked). */
  focus?: { point: MapPoint; zoom?: number } | null;
  /** Fits the view to the markers whenever their set changes (the shop list). */
  fitToMarkers?: boolean;
}

/** Slovakia, the home country: the view before anything is picked. */
const SLOVAKIA_BOUNDS: L.LatLngTuple[] = [
  [47.73, 16.83],
  [49.61, 22.57],
];
const DETAIL_ZOOM = 15;
const MARKERS_MAX_ZOOM = 14;

const latLng = (point: MapPoint): L.LatLngTuple => [point.lat, point.lon];

export function MapView({ label, hint, tiles, markers = [], onMarkerClick, pin, pinLabel, onPick, focus, fitToMarkers }: MapViewProps) {
  const { t } = useLingui();
  const hintId = useId();
  const [tileState, setTileState] = useState<'unknown' | 'loaded' | 'failed'>('unknown');

  // The first view: the focus point, else the markers, else the whole of Slovakia.
  const [initial] = useState(() => {
    if (focus) return { center: latLng(focus.point), zoom: focus.zoom ?? DETAIL_ZOOM };
    if (pin) return { center: latLng(pin), zoom: DETAIL_ZOOM };
    if (fitToMarkers && markers.length > 0) return { bounds: L.latLngBounds(markers.map(latLng)).pad(0.1) };
    return { bounds: L.latLngBounds(SLOVAKIA_BOUNDS) };
  });

  const tileUrl = tiles?.tileUrl ?? null;
  const tileHandlers = useMemo(
    () => ({
      tileload: () => setTileState('loaded'),
      // One tile that failed among loaded ones is no reason to speak; none loading at all is.
      tileerror: () => setTileState((state) => (state === 'loaded' ? state : 'failed')),
    }),
    [],
  );

  return (
    <div className="map-view">
      <MapContainer
        className={`map-view__map${tileUrl ? '' : ' map-view__map--plain'}`}
        {...('bounds' in initial ? { bounds: initial.bounds } : { center: initial.center, zoom: initial.zoom })}
        scrollWheelZoom={false}
        attributionControl
        // Leaflet's own zoom buttons are named in English; these speak the page's language.
        zoomControl={false}
      >
        <ZoomControl position="topleft" zoomInTitle={t`Priblížiť mapu`} zoomOutTitle={t`Oddialiť mapu`} />
        <MapAccessibility label={label} describedBy={hint ? hintId : undefined} />
        {tileUrl && <TileLayer key={tileUrl} url={tileUrl} attribution={tiles?.attribution ?? ''} eventHandlers={tileHandlers} />}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={latLng(marker)}
            icon={markerIcon(marker.variant ?? 'shop', { label: marker.label, text: marker.text, selected: marker.selected })}
            title={marker.label}
            keyboard={marker.variant !== 'place'}
            interactive={marker.variant !== 'place'}
            zIndexOffset={marker.selected ? 1000 : 0}
            eventHandlers={
              marker.variant === 'place'
                ? {}
                : {
                    click: () => onMarkerClick?.(marker.id),
                    // Leaflet makes the marker a focusable button; Enter and Space press it.
                    keypress: (event: L.LeafletKeyboardEvent) => {
                      if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') onMarkerClick?.(marker.id);
                    },
                  }
            }
          />
        ))}
        {pin && (
          <Marker
            position={latLng(pin)}
            icon={markerIcon('pin', { label: pinLabel ?? t`Vybrané miesto` })}
            title={pinLabel ?? t`Vybrané miesto`}
            draggable={!!onPick}
            zIndexOffset={2000}
            eventHandlers={{
              dragend: (event) => {
                const position = (event.target as L.Marker).getLatLng();
                onPick?.({ lat: position.lat, lon: position.lng });
              },
            }}
          />
        )}
        {onPick && <PickOnClick onPick={onPick} />}
        <FollowView focus={focus ?? null} markers={fitToMarkers ? markers : null} />
        <EndZoomWithMap />
      </MapContainer>
      {hint && (
        <p className="map-view__hint" id={hintId}>
          {hint}
        </p>
      )}
      {tileUrl && tileState === 'failed' && (
        <p className="map-view__note" role="status">
          {t`Mapový podklad sa teraz nepodarilo načítať. Miesto nájdete aj vyhľadaním adresy alebo v zozname.`}
        </p>
      )}
    </div>
  );
}

/** Names Leaflet's focusable container, so a screen reader says what the Tab stop is. */
function MapAccessibility({ label, describedBy }: { label: string; describedBy: string | undefined }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  }, [map, label, describedBy]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({
    click: (event) => onPick({ lat: event.latlng.lat, lon: event.latlng.lng }),
  });
  return null;
}

/**
 * Leaflet 1.9 ends an animated zoom in a 250 ms timer that map.remove() leaves running: when the
 * screen goes within that time (Continue tapped right after a zoom, or after a search moved the
 * view), the timer reads the removed panes and throws (Leaflet/Leaflet#9575). Marking the zoom
 * over as the map goes makes that timer return at once.
 */
function EndZoomWithMap() {
  const map = useMap();
  useEffect(
    () => () => {
      (map as L.Map & { _animatingZoom: boolean })._animatingZoom = false;
    },
    [map],
  );
  return null;
}

/** Moves the view to a new focus point, or around a new set of markers. */
function FollowView({ focus, markers }: { focus: { point: MapPoint; zoom?: number } | null; markers: readonly MapMarker[] | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView(latLng(focus.point), focus.zoom ?? Math.max(map.getZoom(), DETAIL_ZOOM));
  }, [map, focus]);

  const markersKey = markers ? markers.map((marker) => `${marker.id}@${marker.lat},${marker.lon}`).join('|') : null;
  useEffect(() => {
    if (!markers || markers.length === 0) return;
    if (markers.length === 1) {
      map.setView(latLng(markers[0]!), MARKERS_MAX_ZOOM);
      return;
    }
    map.fitBounds(L.latLngBounds(markers.map(latLng)), { padding: [24, 24], maxZoom: MARKERS_MAX_ZOOM });
    // Only a new set of markers moves the view, not a new selection among them.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the markers' key says when the set changed (see above)
  }, [map, markersKey]);
  return null;
}

export default MapView;
