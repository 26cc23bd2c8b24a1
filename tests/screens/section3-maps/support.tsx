import { screen } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import type { MapViewProps } from '../../../src/components/map/MapView.tsx';
import type { LocatedAddress, RepairShop } from '../../../src/domain/address.ts';

/**
 * The map screens' tests replace Leaflet's map (jsdom lays nothing out) with this stand-in:
 * a button that taps into the map at MAP_CLICK (it picks only while the map takes a tap), one that
 * presses long at MAP_HOLD (it always picks, as a drag of the pin would), one button per clickable
 * marker, and as text the pin's position, the points the view fits, the marker shown from the
 * list and how a cluster of three markers is named. What the screens do with a click, a marker and the pin is what is tested;
 * map-view.test.tsx checks the real component on its own.
 *
 * In a test file: `vi.mock('../../../src/components/map/MapView.tsx', () => import('./support.tsx').then((m) => m.fakeMapModule));`
 */
export const MAP_CLICK = { lat: 48.7164, lon: 21.2611 };
export const MAP_HOLD = { lat: 48.1486, lon: 17.1077 };

function FakeMapView(props: MapViewProps) {
  return (
    <div data-testid="map" aria-label={props.label}>
      {props.pin && <p data-testid="pin">{`${props.pin.lat},${props.pin.lon}`}</p>}
      {props.onPick && (
        <>
          <button type="button" onClick={() => (props.pickOnTap === false ? props.onTapIgnored?.() : props.onPick?.(MAP_CLICK))}>
            Kliknúť do mapy
          </button>
          <button type="button" onClick={() => props.onPick?.(MAP_HOLD)}>
            Dlho podržať na mape
          </button>
        </>
      )}
      {props.markers
        ?.filter((marker) => marker.variant !== 'place')
        .map((marker) => (
          <button key={marker.id} type="button" aria-pressed={marker.selected === true} onClick={() => props.onMarkerClick?.(marker.id)}>
            {`Značka ${marker.text ?? ''} ${marker.label}`}
          </button>
        ))}
      {props.fitTo && <p data-testid="view">{props.fitTo.map((point) => `${point.lat},${point.lon}`).join(' ')}</p>}
      {props.reveal && <p data-testid="revealed">{props.reveal.id}</p>}
      {props.clusterLabel && <p data-testid="cluster">{props.clusterLabel(3)}</p>}
      {props.markers
        ?.filter((marker) => marker.variant === 'place')
        .map((marker) => (
          <p key={marker.id} data-testid="place">
            {marker.label}
          </p>
        ))}
    </div>
  );
}

export const fakeMapModule = { MapView: FakeMapView, default: FakeMapView };

/** Places as the embedded gazetteer answers them (towns, no streets). */
export const KOSICE: LocatedAddress = {
  id: 'SVK-Kosice-kosice',
  street: null,
  buildingNumber: null,
  registerNumber: null,
  town: 'Košice',
  postalCode: '040 01',
  country: 'SVK',
  lat: 48.7164,
  lon: 21.2611,
};
export const BRATISLAVA: LocatedAddress = {
  ...KOSICE,
  id: 'SVK-Bratislava-bratislava',
  town: 'Bratislava',
  postalCode: '811 01',
  lat: 48.1486,
  lon: 17.1077,
};
/** A result a configured geocoder could give: a street address abroad. */
export const VIENNA: LocatedAddress = {
  id: 'AUT-Wien-stephansplatz',
  street: 'Stephansplatz',
  buildingNumber: '1',
  registerNumber: null,
  town: 'Wien',
  postalCode: '1010',
  country: 'AUT',
  lat: 48.2085,
  lon: 16.3731,
};

/** Demo shops as server/reference/data/repair-shops.csv has them. */
export const SHOPS: RepairShop[] = [
  {
    id: 'RS001',
    companyName: 'Karoséria Ružinov, s.r.o.',
    address: { street: 'Galvaniho', buildingNumber: '17', town: 'Bratislava', postalCode: '821 04', country: 'SVK' },
    phone: '+421 2 4333 1001',
    email: 'servis@karoseria-ruzinov-demo.sk',
    lat: 48.1685,
    lon: 17.188,
    services: ['GENERAL', 'HAIL'],
    options: ['REPLACEMENT_VEHICLE', 'TOWING'],
    distanceKm: 2.3,
  },
  {
    id: 'RS002',
    companyName: 'AutoSklo Petržalka, s.r.o.',
    address: { street: 'Panónska cesta', buildingNumber: '34', town: 'Bratislava', postalCode: '851 04', country: 'SVK' },
    phone: '+421 2 6381 2002',
    email: 'sklo@autosklo-petrzalka-demo.sk',
    lat: 48.113,
    lon: 17.105,
    services: ['GLASS'],
    options: ['CLIENT_PICKUP'],
    distanceKm: 4.1,
  },
];

/** The error summary's messages, in order. */
export function summaryMessages(): string[] {
  const alert = screen.queryByRole('alert');
  return alert ? [...alert.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}

export { errorOf, input } from '../support.tsx';

/**
 * jsdom lays nothing out, so Leaflet's map has no size and shows nothing of what it holds (a
 * cluster adds only the markers in view). Within a describe or file: every element is 390 x 320.
 */
export function useMapSize() {
  const descriptors = ['clientWidth', 'clientHeight'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
  );
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
  });
  afterAll(() => {
    for (const [key, descriptor] of descriptors) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}
