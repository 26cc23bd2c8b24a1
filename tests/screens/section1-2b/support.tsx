import type { ComponentType } from 'react';
import type { Parties } from '../../../src/domain/report.ts';
import type { ScreenProps } from '../../../src/screens/screen-props.ts';
import { renderScreen, screenProps as baseScreenProps, type TestProps } from '../support.tsx';

export const TODAY = '2026-05-10';

export type ContactOverrides = Partial<Omit<ScreenProps, 'report' | 'lookups'>> & { parties?: Parties };

/** The contact screens' starting point: scope1 with CASCO, an empty report, +421 and +420 offered. */
export function screenProps(overrides: ContactOverrides = {}): TestProps {
  const { parties, ...rest } = overrides;
  return baseScreenProps({
    report: {
      parties: parties ?? { reporter: { phone: { prefix: '+421', number: null } } },
      incident: { scopesOfDamage: [], otherDamage: [], myVehicle: { hasLicensePlate: true } },
    },
    reportId: 'r1',
    scope: 'scope1',
    policyType: 'CASCO',
    scopesOfDamageOptions: [],
    permissibleCombinations: [],
    phonePrefixes: [
      { code: '+421', country: 'SK' },
      { code: '+420', country: 'CZ' },
    ],
    today: TODAY,
    now: () => '12:00',
    ...rest,
  });
}

/** Renders a contact screen as the shell does, with these props and `overrides`; returns the props (their spies). */
export function renderContactScreen(Screen: ComponentType<ScreenProps>, overrides: ContactOverrides = {}): TestProps {
  const props = screenProps(overrides);
  renderScreen(Screen, props);
  return props;
}
