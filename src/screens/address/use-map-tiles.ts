import { useEffect, useState } from 'react';
import type { MapTiles } from '../../components/map/MapView.tsx';
import type { ScreenLookups } from '../screen-props.ts';

const NO_TILES: MapTiles = { tileUrl: null, attribution: null, basemap: null };

/**
 * The map's background (GET /v1/lookup/map-settings): the tile server's, else the basemap of its
 * own (GET /v1/lookup/basemap). Null while asking; a failed call means a plain background: the
 * map, its markers, the list and the search all work without either.
 */
export function useMapTiles(lookups: ScreenLookups): MapTiles | null {
  const [tiles, setTiles] = useState<MapTiles | null>(null);
  useEffect(() => {
    let current = true;
    lookups.mapSettings().then(
      (settings) => {
        if (current) setTiles(settings);
      },
      () => {
        if (current) setTiles(NO_TILES);
      },
    );
    return () => {
      current = false;
    };
  }, [lookups]);
  return tiles;
}
