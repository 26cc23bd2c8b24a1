import type { MapMarker } from '../../components/map/MapView.tsx';
import type { Point, RepairShop } from '../../domain/address.ts';
import type { Basis } from './use-repair-shop-search.ts';

/** The map opens around the incident place and this many of the nearest shops. */
const NEAREST_IN_VIEW = 3;

interface Shown {
  incidentPoint: Point | null;
  /** The incident place's marker's name. */
  incidentLabel: string;
  basis: Basis;
  shops: RepairShop[];
  selectedId: string | null;
}

/**
 * The markers (the incident place, a searched address, the shops numbered as in the list) and the
 * view: around the incident place and the nearest shops at the start; around the shops found (and
 * the address they are sorted from) after a search or a change of filters.
 */
export function repairMapView({ incidentPoint, incidentLabel, basis, shops, selectedId }: Shown): { markers: MapMarker[]; fitTo: Point[] } {
  const shopPoints = shops.map((shop) => ({ lat: shop.lat, lon: shop.lon }));
  let fitTo: Point[] = shopPoints;
  if (basis.kind === 'start' && incidentPoint) fitTo = [incidentPoint, ...shopPoints.slice(0, NEAREST_IN_VIEW)];
  else if (basis.kind === 'address') fitTo = [basis.point, ...shopPoints.slice(0, NEAREST_IN_VIEW)];

  const markers: MapMarker[] = [
    ...(incidentPoint ? [{ id: 'incident', variant: 'place' as const, label: incidentLabel, ...incidentPoint }] : []),
    ...(basis.kind === 'address' ? [{ id: 'searched', variant: 'place' as const, label: basis.label, ...basis.point }] : []),
    ...shops.map((shop, index) => ({
      id: shop.id,
      lat: shop.lat,
      lon: shop.lon,
      label: shop.companyName,
      text: String(index + 1),
      variant: 'shop' as const,
      selected: shop.id === selectedId,
    })),
  ];
  return { markers, fitTo };
}
