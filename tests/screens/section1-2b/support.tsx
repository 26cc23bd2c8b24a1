import { vi, type Mock } from 'vitest';
import type { Parties } from '../../../src/domain/report.ts';
import type { ScreenPatch, ScreenProps } from '../../../src/screens/screen-props.ts';

export const TODAY = '2026-05-10';

/** What the shell gives a screen, with an empty report; `parties` and the rest as a test needs. */
export function screenProps(overrides: Partial<Omit<ScreenProps, 'report'>> & { parties?: Parties } = {}): ScreenProps & { submit: Mock<(patch: ScreenPatch) => void> } {
  const { parties, ...rest } = overrides;
  return {
    report: {
      parties: parties ?? { reporter: { phone: { prefix: '+421', number: null } } },
      incident: { scopesOfDamage: [], otherDamage: [], myVehicle: { hasLicensePlate: true } },
      attachments: [],
    },
    reportId: 'r1',
    context: 'WEB',
    portal: null,
    scope: 'scope1',
    policyType: 'CASCO',
    availableProducts: null,
    availableBankAccounts: [],
    scopesOfDamageOptions: [],
    permissibleCombinations: [],
    reasonGroups: [],
    phonePrefixes: [
      { code: '+421', country: 'SK' },
      { code: '+420', country: 'CZ' },
    ],
    saved: null,
    error: null,
    busy: false,
    today: TODAY,
    send: vi.fn(),
    ...rest,
    submit: vi.fn<(patch: ScreenPatch) => void>(),
  };
}
