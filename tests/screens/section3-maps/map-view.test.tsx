// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapView, type MapViewProps } from '../../../src/components/map/MapView.tsx';
import { useMapSize } from './support.tsx';

// jsdom lays nothing out: the map gets a phone's size, so that Leaflet has a view to draw in.
useMapSize();

/**
 * The real Leaflet map in jsdom (no layout, so no tiles are drawn): what it puts in the page for
 * keyboards and screen readers, and the callbacks a screen relies on.
 */
function renderMap(props: Partial<MapViewProps> = {}) {
  const i18n = setupI18n({ locale: 'sk', messages: { sk: {} } });
  return render(
    <I18nProvider i18n={i18n}>
      <MapView label="Mapa zmluvných servisov" hint="Stlačením značky servis nájdete v zozname." tiles={null} {...props} />
    </I18nProvider>,
  );
}

const container = () => document.querySelector('.leaflet-container') as HTMLElement;

describe('MapView (Leaflet)', () => {
  it('names the map and describes it; without tiles it draws a plain background and no tile layer', () => {
    renderMap();
    expect(container().getAttribute('role')).toBe('region');
    expect(container().getAttribute('aria-label')).toBe('Mapa zmluvných servisov');
    const hint = screen.getByText('Stlačením značky servis nájdete v zozname.');
    expect(container().getAttribute('aria-describedby')).toBe(hint.id);
    expect(container().closest('.map-view')!.className).toContain('map-view--plain');
    expect(document.querySelector('.leaflet-tile-pane')?.children.length ?? 0).toBe(0);
    // Leaflet's zoom buttons speak Slovak here.
    expect(screen.getByRole('button', { name: 'Priblížiť mapu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oddialiť mapu' })).toBeTruthy();
  });

  it('adds the tile layer when a tile server is configured', () => {
    renderMap({ tiles: { tileUrl: 'https://tiles.example.sk/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' } });
    expect(container().closest('.map-view')!.className).not.toContain('map-view--plain');
    expect(document.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    expect(document.querySelector('.leaflet-control-attribution')?.textContent).toContain('© OpenStreetMap');
  });

  it('draws markers as CSS icons (no images), focusable buttons named by their label; Enter and a click choose one', () => {
    const onMarkerClick = vi.fn();
    renderMap({
      fitTo: [
        { lat: 48.1685, lon: 17.188 },
        { lat: 48.113, lon: 17.105 },
      ],
      onMarkerClick,
      markers: [
        { id: 'RS001', lat: 48.1685, lon: 17.188, label: 'Karoséria Ružinov, s.r.o.', text: '1' },
        { id: 'RS002', lat: 48.113, lon: 17.105, label: 'AutoSklo Petržalka, s.r.o.', text: '2', selected: true },
        { id: 'incident', lat: 48.1486, lon: 17.1077, label: 'Miesto udalosti', variant: 'place' },
      ],
    });
    expect(document.querySelectorAll('img').length).toBe(0);
    const shops = screen.getAllByRole('button').filter((element) => element.classList.contains('map-marker'));
    expect(shops.map((element) => element.textContent)).toEqual(['1Karoséria Ružinov, s.r.o.', '2AutoSklo Petržalka, s.r.o.']);
    expect(shops.every((element) => element.getAttribute('tabindex') === '0')).toBe(true);
    expect(shops[1]!.classList.contains('map-marker--selected')).toBe(true);
    // The incident's place is drawn for orientation only.
    const place = document.querySelector('.map-marker--place') as HTMLElement;
    expect(place.getAttribute('role')).toBeNull();

    fireEvent.click(shops[0]!);
    expect(onMarkerClick).toHaveBeenLastCalledWith('RS001');
    fireEvent.keyPress(shops[1]!, { key: 'Enter', code: 'Enter', charCode: 13 });
    expect(onMarkerClick).toHaveBeenLastCalledWith('RS002');
  });

  it('gathers overlapping shop markers into one cluster, a button named by its count; the place marker stays apart', async () => {
    renderMap({
      clusterLabel: (count) => `Servisy blízko seba: ${count}`,
      markers: [
        { id: 'RS001', lat: 48.1685, lon: 17.188, label: 'Karoséria Ružinov, s.r.o.', text: '1' },
        { id: 'RS002', lat: 48.1686, lon: 17.1881, label: 'AutoSklo Petržalka, s.r.o.', text: '2' },
        { id: 'incident', lat: 48.1486, lon: 17.1077, label: 'Miesto udalosti', variant: 'place' },
      ],
    });
    const cluster = await screen.findByRole('button', { name: 'Servisy blízko seba: 2' });
    expect(cluster.textContent).toBe('2Servisy blízko seba: 2');
    expect(cluster.classList.contains('map-cluster')).toBe(true);
    expect(document.querySelectorAll('.map-marker--shop')).toHaveLength(0);
    expect(document.querySelectorAll('.map-marker--place')).toHaveLength(1);
  });

  it('without a tile server draws the basemap: Slovakia, the borders, and place names hidden from screen readers', async () => {
    renderMap({
      tiles: {
        tileUrl: null,
        attribution: null,
        basemap: {
          home: [
            [
              [
                [17, 48],
                [22, 48],
                [22, 49.5],
                [17, 49.5],
                [17, 48],
              ],
            ],
          ],
          borders: [
            [
              [16.9, 48.6],
              [16.9, 49.0],
            ],
          ],
          places: [{ name: 'Bratislava', lat: 48.148, lon: 17.107, population: 423737, home: true }],
          attribution: 'Natural Earth, GeoNames (CC BY 4.0)',
        },
      },
    });
    expect(container().closest('.map-view')!.className).toContain('map-view--basemap');
    expect(document.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2);
    expect(document.querySelector('.leaflet-control-attribution')?.textContent).toContain('Natural Earth, GeoNames (CC BY 4.0)');
    const names = document.querySelector('.leaflet-basemap-labels-pane') as HTMLElement;
    expect(names.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(names.textContent).toBe('Bratislava'));
  });

  it('a label with markup is shown as text', () => {
    renderMap({ markers: [{ id: 'x', lat: 48.1, lon: 17.1, label: '<b>Servis & syn</b>' }] });
    const marker = document.querySelector('.map-marker') as HTMLElement;
    expect(marker.querySelector('b')).toBeNull();
    expect(marker.textContent).toBe('<b>Servis & syn</b>');
  });

  it('shows the picked point as a pin', () => {
    renderMap({ pin: { lat: 48.7164, lon: 21.2611 }, pinLabel: 'Vybrané miesto', onPick: vi.fn() });
    const pin = document.querySelector('.map-marker--pin') as HTMLElement;
    expect(pin.textContent).toBe('Vybrané miesto');
    expect(pin.classList.contains('leaflet-marker-draggable')).toBe(true);
  });
});
