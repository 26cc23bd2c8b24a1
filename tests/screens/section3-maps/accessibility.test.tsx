// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import CarRepairMapScreen from '../../../src/screens/car-repair-map/CarRepairMapScreen.tsx';
import IncidentInspectionAddressScreen from '../../../src/screens/incident-inspection-address/IncidentInspectionAddressScreen.tsx';
import IncidentMapScreen from '../../../src/screens/incident-map/IncidentMapScreen.tsx';
import { fakeLookups, renderScreen, screenProps } from '../support.tsx';
import { KOSICE, SHOPS, VIENNA, input, useMapSize } from './support.tsx';

// The real Leaflet map this time: its markers, controls and container are part of the page axe checks.

useMapSize();

/** WCAG 2.0-2.2 A and AA plus best practice (as tests/components/accessibility.test.tsx). */
async function violations() {
  const result = await axe.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    // jsdom cannot compute colours; contrast is checked in the browser suites.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const INCIDENT_ADDRESS = { ...KOSICE, street: 'Hlavná', buildingNumber: '12', isUnspecified: false };
const TILES = { tileUrl: 'https://tiles.example.sk/{z}/{x}/{y}.png', attribution: '© OpenStreetMap', basemap: null };

describe('axe on the map screens', () => {
  it('/incident-map with results, a pin and the errors of a refused Continue', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ searchAddress: vi.fn(async () => [KOSICE]), mapSettings: vi.fn(async () => TILES) });
    renderScreen(IncidentMapScreen, screenProps({ lookups }));
    await user.click(screen.getByRole('button', { name: 'Potvrdiť adresu a pokračovať' }));
    await screen.findByRole('alert');
    await user.type(input('Vyhľadať adresu'), 'Košice{Enter}');
    await user.click(await screen.findByRole('button', { name: '040 01 Košice' }));
    expect(await violations()).toEqual([]);
  });

  it('/car-repair-map with its list and markers', async () => {
    const lookups = fakeLookups({ repairShops: vi.fn(async () => SHOPS) });
    renderScreen(CarRepairMapScreen, screenProps({ lookups, report: { parties: {}, incident: { address: INCIDENT_ADDRESS } } }));
    await screen.findByRole('heading', { name: SHOPS[0]!.companyName });
    // react-leaflet adds a marker in an effect, after the list is drawn: a busy machine sees the
    // list before the markers (each shop's, or their cluster's).
    await waitFor(() =>
      expect(document.querySelectorAll('.leaflet-container :is(.map-marker--shop, .map-cluster)').length).toBeGreaterThan(0),
    );
    expect(await violations()).toEqual([]);
  });

  it('/incident-inspection-address with the contact person and the dialog of D13 open', async () => {
    const user = userEvent.setup();
    const lookups = fakeLookups({ searchAddress: vi.fn(async () => [VIENNA]) });
    renderScreen(
      IncidentInspectionAddressScreen,
      screenProps({ lookups, report: { parties: {}, incident: { address: INCIDENT_ADDRESS } } }),
    );
    await user.click(input(/^Na inej adrese/));
    await user.click(input('Obhliadku dohodne iná kontaktná osoba'));
    expect(await violations()).toEqual([]);
    await user.click(input('Obhliadku dohodne iná kontaktná osoba'));
    await user.type(input('Vyhľadať adresu'), 'Wien{Enter}');
    await user.click(await screen.findByRole('button', { name: /Stephansplatz/ }));
    await user.click(screen.getByRole('button', { name: 'Potvrdiť adresu a pokračovať' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    expect(await violations()).toEqual([]);
  });
});
