import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReasonGroup, ScreenProps } from '../../../src/screens/screen-props.ts';
import { screenProps, type TestProps } from '../support.tsx';

/** Groups as the API returns them for scope 1 with CASCO (server/reference/data/reason-groups.json). */
export const REASON_GROUPS: ReasonGroup[] = [
  {
    id: 'ACCIDENT',
    label: { sk: 'Dopravná nehoda', en: 'Traffic accident' },
    icon: 'accident',
    reasons: [
      {
        id: '1_ACCIDENT_MOVING',
        label: { sk: 'Nehoda počas jazdy', en: 'Accident while driving' },
        indemnityKinds: ['VEHICLE_DAMAGE'],
        elementarySubjects: ['COLLISION_MOVING'],
        statisticalReserves: ['CASCO_COLLISION'],
      },
      {
        id: '1_ACCIDENT_PARKED',
        label: { sk: 'Poškodenie zaparkovaného vozidla', en: 'Damage to the parked vehicle' },
        indemnityKinds: ['VEHICLE_DAMAGE'],
        elementarySubjects: ['COLLISION_PARKED'],
        statisticalReserves: ['CASCO_COLLISION'],
      },
    ],
  },
  {
    id: 'THEFT',
    label: { sk: 'Krádež', en: 'Theft' },
    icon: 'theft',
    reasons: [
      {
        id: '1_THEFT_ENTIRE',
        label: { sk: 'Krádež celého vozidla', en: 'Theft of the whole vehicle' },
        indemnityKinds: ['THEFT'],
        elementarySubjects: ['THEFT_VEHICLE'],
        statisticalReserves: ['CASCO_THEFT'],
      },
      {
        id: '1_THEFT_PARTIAL',
        label: { sk: 'Krádež časti vozidla alebo výbavy', en: 'Theft of vehicle parts or equipment' },
        indemnityKinds: ['THEFT'],
        elementarySubjects: ['THEFT_PARTS'],
        statisticalReserves: ['CASCO_THEFT'],
      },
    ],
  },
  {
    id: 'GLASS',
    label: { sk: 'Poškodenie skla', en: 'Glass damage' },
    icon: 'glass',
    reasons: [
      {
        id: '1_GLASS',
        label: { sk: 'Poškodenie čelného alebo iného skla', en: 'Damage to the windscreen or other glass' },
        indemnityKinds: ['GLASS_DAMAGE'],
        elementarySubjects: ['GLASS'],
        statisticalReserves: ['CASCO_GLASS'],
      },
    ],
  },
  {
    id: 'SOMETHING_NEW',
    label: { sk: 'Nový druh', en: 'A new kind' },
    icon: 'not-an-icon-we-know',
    reasons: [{ id: '1_OTHER', label: { sk: 'Iná udalosť, ktorá nie je v zozname', en: 'Other event' } }],
  },
];

export type Incident = ScreenProps['report']['incident'];

const objectsOf = (scope: string) =>
  scope
    .replace('scope', '')
    .split('')
    .map((id) => ({ objectId: Number(id) as 1 | 2 | 3 | 4 }));

/** Props of a section 3 screen for `scope` and `policyType`, with the incident given. */
export function section3Props(
  scope: string,
  policyType: 'CASCO' | 'PZP',
  incident: Incident = {},
  overrides: Partial<Omit<ScreenProps, 'report' | 'lookups'>> = {},
): TestProps {
  return screenProps({
    scope,
    policyType,
    reasonGroups: REASON_GROUPS,
    ...overrides,
    report: {
      parties: {},
      incident: {
        scopesOfDamage: objectsOf(scope),
        policyType,
        date: '2026-05-10',
        myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' },
        ...incident,
      },
    },
  });
}

/** A yes/no question (its fieldset, named by the legend). */
export const question = (label: string) => screen.getByRole('group', { name: label });
export const yes = (label: string) => within(question(label)).getByRole('radio', { name: 'Áno' });
export const no = (label: string) => within(question(label)).getByRole('radio', { name: 'Nie' });

/** WCAG 2.0–2.2 A and AA plus best practice, as tests/components/accessibility.test.tsx checks. */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export { continueButton, errorOf } from '../support.tsx';
