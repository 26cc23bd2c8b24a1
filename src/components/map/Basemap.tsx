import L from 'leaflet';
import RBush from 'rbush';
import { useEffect, useMemo } from 'react';
import { GeoJSON, useMap } from 'react-leaflet';
import type { Basemap as BasemapData } from '../../domain/address.ts';
import { escapeHtml } from './marker-icons.ts';

/**
 * The map without a tile server (MAP_TILE_URL unset): Slovakia and the borders around it as
 * vector layers, and the towns and villages with their names (server/reference/basemap.ts). The
 * names never overlap: at each zoom and view the largest places are named first, and a name whose
 * box would overlap one already shown is left out (an R-tree of the shown boxes, `rbush`). The
 * names are decoration for the eye: screen readers get the search and the address fields instead.
 */

/** How a place is drawn, by its size: a city from the start, a town from zoom 8, a village from 10. */
type Tier = 'city' | 'town' | 'village';
const TIERS: Record<Tier, { minPopulation: number; minZoom: number; fontPx: number; weight: number }> = {
  city: { minPopulation: 50_000, minZoom: 0, fontPx: 14, weight: 0.62 },
  town: { minPopulation: 8_000, minZoom: 8, fontPx: 12.5, weight: 0.6 },
  village: { minPopulation: 0, minZoom: 10, fontPx: 11.5, weight: 0.58 },
};
const tierOf = (population: number): Tier =>
  population >= TIERS.city.minPopulation ? 'city' : population >= TIERS.town.minPopulation ? 'town' : 'village';

/** The pane of the names: above the borders, below the markers and the pin (Leaflet's markerPane is 600). */
const LABEL_PANE = 'basemap-labels';
// Room kept free around a name, in pixels, so that names do not touch.
const GAP = 3;
const DOT = 8;

type Place = BasemapData['places'][number] & { tier: Tier };
interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * A name's box beside its dot, from the font size and an average glyph width (no canvas to
 * measure with: close enough to keep names apart, with the GAP for what it misses).
 */
function labelBox(place: Place, at: L.Point): Box {
  const { fontPx, weight } = TIERS[place.tier];
  const width = place.name.length * fontPx * weight;
  return {
    minX: at.x - DOT / 2 - GAP,
    minY: at.y - fontPx * 0.75 - GAP,
    maxX: at.x + DOT / 2 + 4 + width + GAP,
    maxY: at.y + fontPx * 0.75 + GAP,
  };
}

function placeIcon(place: Place): L.DivIcon {
  return L.divIcon({
    className: `map-place map-place--${place.tier}${place.home ? '' : ' map-place--abroad'}`,
    html: `<span class="map-place__dot"></span><span class="map-place__name">${escapeHtml(place.name)}</span>`,
    // No size: the name is as wide as it is; the dot's centre sits on the point (map.css).
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

/** The names that fit in the current view, largest places first. */
function fittingPlaces(map: L.Map, places: readonly Place[]): Set<Place> {
  const zoom = map.getZoom();
  const view = map.getBounds().pad(0.25);
  const shown = new RBush<Box>();
  const fitting = new Set<Place>();
  for (const place of places) {
    if (zoom < TIERS[place.tier].minZoom || !view.contains([place.lat, place.lon])) continue;
    const box = labelBox(place, map.latLngToLayerPoint([place.lat, place.lon]));
    if (shown.collides(box)) continue;
    shown.insert(box);
    fitting.add(place);
  }
  return fitting;
}

function PlaceNames({ places }: { places: readonly Place[] }) {
  const map = useMap();
  useEffect(() => {
    // Made here rather than with react-leaflet's <Pane>, which would bring react-dom's portals into
    // the shared React chunk of the first screen. The names are for the eye only (see above).
    const pane = map.getPane(LABEL_PANE) ?? map.createPane(LABEL_PANE);
    pane.setAttribute('aria-hidden', 'true');
    const layer = L.layerGroup().addTo(map);
    const markers = new Map<Place, L.Marker>();
    const update = () => {
      const fitting = fittingPlaces(map, places);
      for (const [place, marker] of markers) {
        if (fitting.has(place)) continue;
        layer.removeLayer(marker);
        markers.delete(place);
      }
      for (const place of fitting) {
        if (markers.has(place)) continue;
        const marker = L.marker([place.lat, place.lon], { icon: placeIcon(place), interactive: false, keyboard: false, pane: LABEL_PANE });
        markers.set(place, marker);
        layer.addLayer(marker);
      }
    };
    update();
    map.on('zoomend moveend resize', update);
    return () => {
      map.off('zoomend moveend resize', update);
      layer.remove();
    };
  }, [map, places]);
  return null;
}

/**
 * Leaflet writes these as the paths' SVG attributes (no inline styles, which the CSP refuses):
 * Slovakia light on the neighbours' darker ground (map.css), its border a dashed line as on a
 * printed map, the other borders thinner.
 */
const HOME_STYLE: L.PathOptions = { color: '#7b5a8e', weight: 2, dashArray: '8 4', fillColor: '#fbfaf6', fillOpacity: 1 };
const BORDER_STYLE: L.PathOptions = { color: '#9b8aa6', weight: 1.5, dashArray: '4 4' };

export function Basemap({ data }: { data: BasemapData }) {
  const home = useMemo(() => ({ type: 'MultiPolygon' as const, coordinates: data.home }), [data]);
  const borders = useMemo(() => ({ type: 'MultiLineString' as const, coordinates: data.borders }), [data]);
  const places = useMemo(() => data.places.map((place) => ({ ...place, tier: tierOf(place.population) })), [data]);
  return (
    <>
      <GeoJSON data={borders} interactive={false} style={BORDER_STYLE} />
      <GeoJSON data={home} interactive={false} attribution={data.attribution} style={HOME_STYLE} />
      <PlaceNames places={places} />
    </>
  );
}
