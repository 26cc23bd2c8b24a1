import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import type {} from 'leaflet.markercluster';
import type { Basemap as BasemapData } from '../../domain/address.ts';
import { Basemap } from './Basemap.tsx';
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

/**
 * GET /v1/lookup/map-settings: the tile template and its attribution. Without a tile server, the
 * map draws its own basemap (GET /v1/lookup/basemap) once it has arrived.
 */
export interface MapTiles {
  tileUrl: string | null;
  attribution: string | null;
  basemap?: BasemapData | null;
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
  /** Gathers the shop markers that overlap into one numbered marker, named by this text (`leaflet.markercluster`). */
  clusterLabel?: (count: number) => string;
  /** The picked point: a draggable pin. */
  pin?: MapPoint | null;
  pinLabel?: string;
  /**
   * A deliberate new point: the pin dragged, a long press (or a right click) into the map, or a tap
   * while `pickOnTap`. Without it the map only shows. Panning and pinching never pick.
   */
  onPick?: (point: MapPoint) => void;
  /** Whether a plain tap (click) picks too: while nothing is picked, so a stray tap cannot move a pin. */
  pickOnTap?: boolean;
  /** A tap that did not pick (`pickOnTap` false): the screen may say how to move the pin. */
  onTapIgnored?: () => void;
  /** Moves the view here whenever a new object is given (a search result was picked). */
  focus?: { point: MapPoint; zoom?: number } | null;
  /** Fits the view to these points whenever they change (the shop list and the place it is sorted from). */
  fitTo?: readonly MapPoint[];
  /** Shows this marker whenever a new object is given (a shop chosen in the list), out of its cluster. */
  reveal?: { id: string } | null;
}

/** Slovakia, the home country: the view before anything is picked. */
const SLOVAKIA_BOUNDS: L.LatLngTuple[] = [
  [47.73, 16.83],
  [49.61, 22.57],
];
/** Without tiles, the basemap's area (server/reference/basemap.ts BASEMAP_AREA): no panning off into nothing. */
const BASEMAP_BOUNDS: L.LatLngTuple[] = [
  [46.7, 15.2],
  [50.6, 24.0],
];
const DETAIL_ZOOM = 15;
const MAX_ZOOM = 18;
/**
 * The built-in basemap's deepest zoom: its villages are named from zoom 10 (Basemap.tsx) and it
 * has no streets, so further in it would be a blank square. A street map needs a tile server.
 */
export const BASEMAP_MAX_ZOOM = 13;
const MARKERS_MAX_ZOOM = 14;

const latLng = (point: MapPoint): L.LatLngTuple => [point.lat, point.lon];

// Only /car-repair-map clusters its markers: leaflet.markercluster (about 10 KB gzip) comes with it alone.
const ShopClusters = lazy(() => import('./ShopClusters.tsx'));

export function MapView({
  label,
  hint,
  tiles,
  markers = [],
  onMarkerClick,
  clusterLabel,
  pin,
  pinLabel,
  onPick,
  pickOnTap = true,
  onTapIgnored,
  focus,
  fitTo,
  reveal,
}: MapViewProps) {
  const { t } = useLingui();
  const hintId = useId();
  const [tileState, setTileState] = useState<'unknown' | 'loaded' | 'failed'>('unknown');
  const [atBasemapLimit, setAtBasemapLimit] = useState(false);
  const markerRefs = useRef(new Map<string, L.Marker>());
  const clusters = useRef<L.MarkerClusterGroup | null>(null);

  // The first view: the focus point, else the points to fit, else the whole of Slovakia.
  const [initial] = useState(() => {
    if (focus) return { center: latLng(focus.point), zoom: focus.zoom ?? DETAIL_ZOOM };
    if (pin) return { center: latLng(pin), zoom: DETAIL_ZOOM };
    if (fitTo && fitTo.length === 1) return { center: latLng(fitTo[0]!), zoom: MARKERS_MAX_ZOOM };
    if (fitTo && fitTo.length > 1) return { bounds: L.latLngBounds(fitTo.map(latLng)).pad(0.1) };
    return { bounds: L.latLngBounds(SLOVAKIA_BOUNDS) };
  });

  const tileUrl = tiles?.tileUrl ?? null;
  const basemap = tileUrl ? null : (tiles?.basemap ?? null);
  const tileHandlers = useMemo(
    () => ({
      tileload: () => setTileState('loaded'),
      // One tile that failed among loaded ones is no reason to speak; none loading at all is.
      tileerror: () => setTileState((state) => (state === 'loaded' ? state : 'failed')),
    }),
    [],
  );

  const shopMarkers = markers.filter((marker) => marker.variant !== 'place');
  const placeMarkers = markers.filter((marker) => marker.variant === 'place');
  const markerElement = (marker: MapMarker) => (
    <Marker
      key={marker.id}
      ref={(instance) => {
        if (instance) markerRefs.current.set(marker.id, instance);
        else markerRefs.current.delete(marker.id);
      }}
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
  );

  return (
    // The background's modifier is on this wrapper: MapContainer reads its className only once,
    // and the settings (and the basemap) arrive after the map is drawn.
    <div className={`map-view${tileUrl ? '' : basemap ? ' map-view--basemap' : ' map-view--plain'}`}>
      <MapContainer
        className="map-view__map"
        {...('bounds' in initial ? { bounds: initial.bounds } : { center: initial.center, zoom: initial.zoom })}
        scrollWheelZoom={false}
        // Without a tile layer to say it, the clusters need the map's deepest zoom (street level).
        maxZoom={MAX_ZOOM}
        attributionControl
        // Leaflet's own zoom buttons are named in English; these speak the page's language.
        zoomControl={false}
        // A long press fires `contextmenu` on every touch screen, not only in mobile Safari (Leaflet's
        // default): it moves the pin (PickOnHold).
        tapHold
      >
        <ZoomControl position="topleft" zoomInTitle={t`Priblížiť mapu`} zoomOutTitle={t`Oddialiť mapu`} />
        <MapAccessibility label={label} describedBy={hint ? hintId : undefined} />
        {tileUrl && <TileLayer key={tileUrl} url={tileUrl} attribution={tiles?.attribution ?? ''} eventHandlers={tileHandlers} />}
        {basemap && <Basemap data={basemap} />}
        {basemap && <KeepWithin bounds={BASEMAP_BOUNDS} onLimit={setAtBasemapLimit} />}
        {placeMarkers.map(markerElement)}
        {clusterLabel ? (
          <Suspense fallback={null}>
            <ShopClusters label={clusterLabel} groupRef={clusters}>
              {shopMarkers.map(markerElement)}
            </ShopClusters>
          </Suspense>
        ) : (
          shopMarkers.map(markerElement)
        )}
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
        {onPick && <PickOnTapOrHold onPick={onPick} pickOnTap={pickOnTap} onTapIgnored={onTapIgnored} />}
        <FollowView focus={focus ?? null} fitTo={fitTo ?? null} />
        <RevealMarker reveal={reveal ?? null} markers={markerRefs} clusters={clusters} />
        <EndZoomWithMap />
      </MapContainer>
      {hint && (
        <p className="map-view__hint" id={hintId}>
          {hint}
        </p>
      )}
      {basemap && atBasemapLimit && (
        <p className="map-view__note" role="status">
          {t`Táto mapa ukazuje obce, nie ulice, preto sa viac priblížiť nedá. Ulicu a číslo doplňte do adresy. Mapu ulíc zapne správca nastavením MAP_TILE_URL.`}
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

/**
 * A point is picked deliberately. A long press (Leaflet's TapHold turns it into
 * `contextmenu`, as is a right click) always picks; a plain tap only while `pickOnTap`. A pan or a
 * pinch is never a click in Leaflet, so it never picks.
 */
function PickOnTapOrHold({
  onPick,
  pickOnTap,
  onTapIgnored,
}: {
  onPick: (point: MapPoint) => void;
  pickOnTap: boolean;
  onTapIgnored: (() => void) | undefined;
}) {
  useMapEvents({
    click: (event) => {
      if (pickOnTap) onPick({ lat: event.latlng.lat, lon: event.latlng.lng });
      else onTapIgnored?.();
    },
    contextmenu: (event) => {
      event.originalEvent.preventDefault();
      onPick({ lat: event.latlng.lat, lon: event.latlng.lng });
    },
  });
  return null;
}

/**
 * Keeps the view within the basemap's area, no further out than its whole and no further in than
 * it can draw (BASEMAP_MAX_ZOOM: a view asked deeper, e.g. "Použiť moju polohu", stops there);
 * says when the view is at that limit.
 */
function KeepWithin({ bounds, onLimit }: { bounds: L.LatLngTuple[]; onLimit: (atLimit: boolean) => void }) {
  const map = useMap();
  useEffect(() => {
    const area = L.latLngBounds(bounds);
    map.setMaxBounds(area.pad(0.1));
    map.setMinZoom(Math.max(map.getBoundsZoom(area, false) - 1, 5));
    map.setMaxZoom(BASEMAP_MAX_ZOOM);
    const report = () => onLimit(map.getZoom() >= BASEMAP_MAX_ZOOM);
    report();
    map.on('zoomend', report);
    return () => {
      map.off('zoomend', report);
      map.setMaxBounds(null as unknown as L.LatLngBounds);
      map.setMinZoom(0);
      map.setMaxZoom(MAX_ZOOM);
    };
  }, [map, bounds, onLimit]);
  return null;
}

/** Shows a marker chosen in the list: out of its cluster (zooming in as needed), else centred. */
function RevealMarker({
  reveal,
  markers,
  clusters,
}: {
  reveal: { id: string } | null;
  markers: React.RefObject<Map<string, L.Marker>>;
  clusters: React.RefObject<L.MarkerClusterGroup | null>;
}) {
  const map = useMap();
  useEffect(() => {
    const marker = reveal ? markers.current.get(reveal.id) : undefined;
    if (!marker) return;
    const show = () => {
      if (clusters.current?.hasLayer(marker)) clusters.current.zoomToShowLayer(marker);
      else map.setView(marker.getLatLng(), Math.max(map.getZoom(), MARKERS_MAX_ZOOM));
    };
    // Leaflet ignores a new view asked for during a zoom's animation (a cluster just pressed).
    if ((map as L.Map & { _animatingZoom?: boolean })._animatingZoom) map.once('zoomend', show);
    else show();
    return () => {
      map.off('zoomend', show);
    };
  }, [map, reveal, markers, clusters]);
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

/** Moves the view to a new focus point, or around a new set of points. */
function FollowView({ focus, fitTo }: { focus: { point: MapPoint; zoom?: number } | null; fitTo: readonly MapPoint[] | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView(latLng(focus.point), focus.zoom ?? Math.max(map.getZoom(), DETAIL_ZOOM));
  }, [map, focus]);

  const fitKey = fitTo ? fitTo.map((point) => `${point.lat},${point.lon}`).join('|') : null;
  useEffect(() => {
    if (!fitTo || fitTo.length === 0) return;
    // Not animated: Leaflet ignores a new view asked for during a zoom's animation, and the list
    // (the points) often arrives within one.
    if (fitTo.length === 1) map.setView(latLng(fitTo[0]!), MARKERS_MAX_ZOOM, { animate: false });
    else map.fitBounds(L.latLngBounds(fitTo.map(latLng)), { padding: [24, 24], maxZoom: MARKERS_MAX_ZOOM, animate: false });
    // Only new points move the view, not a new selection among the markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the points' key says when they changed
  }, [map, fitKey]);
  return null;
}

export default MapView;
