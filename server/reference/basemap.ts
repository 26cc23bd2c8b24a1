/**
 * The map screens' own basemap, for when no tile server is configured (MAP_TILE_URL unset, the
 * default; DESIGN.md §2): Slovakia's outline, the other borders around it, and the towns and
 * villages of the gazetteer with their names. The browser draws it as vector layers in Leaflet
 * (src/components/map/Basemap.tsx).
 *
 * Sources: the borders are Natural Earth's 1:10 million countries, as TopoJSON from the npm
 * package `world-atlas` (public domain), turned into GeoJSON coordinates with `topojson-client`;
 * the places are the gazetteer's (GeoNames, CC BY 4.0, see gazetteer.ts). No npm data package
 * ships Slovakia's regions or roads, so the map has none.
 *
 * Built on the first request (about 0.3 s, most of it parsing the 3.6 MB TopoJSON; not at start, which
 * every test file pays) and kept, with its gzip form: a phone loads about 24 KB.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Feature, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import type { components } from '../../src/domain/openapi.gen.ts';
import { mapPlaces } from './gazetteer.ts';

export type Basemap = components['schemas']['Basemap'];
type Position = [number, number];

/** What the map shows around Slovakia: its neighbours' towns near the border, and their borders. */
export const BASEMAP_AREA = { south: 47.2, west: 16.2, north: 50.1, east: 23.0 };
// Natural Earth's ISO 3166-1 numeric code of Slovakia.
const SLOVAKIA = '703';
// Towns abroad from this size: the ones a reporter near the border knows.
const MIN_POPULATION_ABROAD = 5000;
// 3 decimals are about 100 m: finer than the 1:10 million borders, and a town's point is its centre.
const round = (value: number) => Math.round(value * 1000) / 1000;
const position = ([lon, lat]: number[]): Position => [round(lon!), round(lat!)];

const require = createRequire(import.meta.url);

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
type Country = Countries['objects']['countries']['geometries'][number];

/** A country's outline as GeoJSON (one geometry gives one feature). */
const outlineOf = (topology: Countries, country: Country) => (feature(topology, country) as Feature<Geometry>).geometry;

const inArea = ([lon, lat]: number[]) =>
  lat! >= BASEMAP_AREA.south - 1 && lat! <= BASEMAP_AREA.north + 1 && lon! >= BASEMAP_AREA.west - 1 && lon! <= BASEMAP_AREA.east + 1;

/** The parts of a line within (a degree around) the area, each with its first point outside. */
function clipToArea(line: number[][]): Position[][] {
  const parts: Position[][] = [];
  let part: Position[] = [];
  line.forEach((point, index) => {
    if (inArea(point) || (index + 1 < line.length && inArea(line[index + 1]!)) || (index > 0 && inArea(line[index - 1]!))) {
      part.push(position(point));
    } else if (part.length > 0) {
      parts.push(part);
      part = [];
    }
  });
  if (part.length > 0) parts.push(part);
  return parts.filter((points) => points.length >= 2);
}

/** Whether a country's outline has a point in (a degree around) the area. */
function reachesArea(topology: Countries, country: Country): boolean {
  const outline = outlineOf(topology, country);
  if (outline.type === 'Polygon') return outline.coordinates.some((ring) => ring.some(inArea));
  if (outline.type === 'MultiPolygon') return outline.coordinates.some((rings) => rings.some((ring) => ring.some(inArea)));
  return false;
}

function buildBasemap(): Basemap {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Countries;
  const countries = topology.objects.countries;
  const slovakia = countries.geometries.find((geometry) => geometry.id === SLOVAKIA);
  if (!slovakia) throw new Error('world-atlas: Slovakia (703) not found');
  const outline = outlineOf(topology, slovakia);
  const polygons = outline.type === 'Polygon' ? [outline.coordinates] : outline.type === 'MultiPolygon' ? outline.coordinates : [];
  // Borders between two countries other than Slovakia (its own is the outline), among the
  // countries that reach into the area: the mesh of the whole world took 0.1 s more.
  const near = { ...countries, geometries: countries.geometries.filter((geometry) => reachesArea(topology, geometry)) };
  const others = mesh(topology, near, (a, b) => a !== b && a.id !== SLOVAKIA && b.id !== SLOVAKIA);
  return {
    home: polygons.map((rings) => rings.map((ring) => ring.map(position))),
    borders: others.coordinates.flatMap(clipToArea),
    places: mapPlaces(BASEMAP_AREA, MIN_POPULATION_ABROAD).map((place) => ({
      name: place.name,
      lat: round(place.lat),
      lon: round(place.lon),
      population: place.population,
      home: place.country === 'SVK',
    })),
    attribution: 'Natural Earth, GeoNames (CC BY 4.0)',
  };
}

let built: { basemap: Basemap; gzip: Buffer } | undefined;

/** The basemap, and its JSON gzipped once (the API sends it so to a browser that takes gzip). */
export function basemap(): { basemap: Basemap; gzip: Buffer } {
  if (!built) {
    const value = buildBasemap();
    built = { basemap: value, gzip: gzipSync(JSON.stringify(value), { level: 9 }) };
  }
  return built;
}
