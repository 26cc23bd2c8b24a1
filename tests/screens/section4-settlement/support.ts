import axe from 'axe-core';
import { screen } from '@testing-library/react';
import type { Incident, Parties, SavedBankAccount } from '../../../src/domain/report.ts';
import type { ScreenProps } from '../../../src/screens/screen-props.ts';
import { screenProps, type TestProps, errorOf as errorOfControl } from '../support.tsx';

/** The demo accounts of policy 4010000022 (docs/decisions.md "Saved bank accounts"). */
export const SAVED: SavedBankAccount[] = [
  { id: 'acc-1', mask: 'SK** **** **** **** **** 0003' },
  { id: 'acc-2', mask: 'SK** **** **** **** **** 0006' },
];
export const SAVED_1_MASK = 'SK** **** **** **** **** 0003';
export const SAVED_2_MASK = 'SK** **** **** **** **** 0006';

/** The IBAN registry's Slovak example, and the same with a wrong check digit. */
export const IBAN = 'SK31 1200 0000 1987 4263 7541';
export const IBAN_COMPACT = 'SK3112000000198742637541';
export const IBAN_WRONG = 'SK32 1200 0000 1987 4263 7541';

export const NO_ACCOUNT = {
  id: null,
  value: null,
  bic: null,
  holderIdentificationNumber: null,
  holderDateOfBirth: null,
  holderBusinessId: null,
};

export const SHOP = {
  objId: 'shop-7',
  companyName: 'Autoservis Dunaj, s.r.o.',
  address: { street: 'Mlynské nivy', buildingNumber: '12', town: 'Bratislava', postalCode: '821 09' },
  phone: '+421 2 5555 1234',
};

/** Object ids of a scope code: scope134 → 1, 3, 4. */
const objectsOf = (scope: string) =>
  scope
    .replace('scope', '')
    .split('')
    .map((id) => ({ objectId: Number(id) as 1 | 2 | 3 | 4 }));

export function settlementProps(
  scope: string,
  policyType: 'PZP' | 'CASCO' | null,
  incident: Incident = {},
  overrides: Partial<Omit<ScreenProps, 'report' | 'lookups'>> & { parties?: Parties } = {},
): TestProps {
  const { parties, ...rest } = overrides;
  return screenProps({
    scope,
    policyType,
    today: '2026-05-20',
    now: () => '12:00',
    ...rest,
    report: {
      parties: parties ?? { reporter: { firstName: 'Jana', lastName: 'Nováková', phone: { prefix: '+421', number: '905123456' } } },
      incident: {
        scopesOfDamage: objectsOf(scope),
        date: '2026-05-10',
        policyType,
        myVehicle: { hasLicensePlate: true, licensePlate: 'BA222BB' },
        ...incident,
      },
    },
  });
}

export const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
export const queryRadio = (name: string | RegExp) => screen.queryByRole('radio', { name }) as HTMLInputElement | null;

/** The error message a control points at (aria-describedby), without the hidden "Chyba:". */
export function errorOf(control: HTMLElement): string | undefined {
  const describing = control.closest('fieldset') && control.getAttribute('type') === 'radio' ? control.closest('fieldset')! : control;
  return errorOfControl(describing);
}

export { continueButton, input } from '../support.tsx';

export const IBAN_LABEL = 'IBAN';
export const BIC_LABEL = /^BIC\/SWIFT/;
export const BIRTH_NUMBER_LABEL = /^Rodné číslo majiteľa účtu/;
export const BIRTH_DATE_LABEL = /^Dátum narodenia majiteľa účtu/;
export const BUSINESS_ID_LABEL = /^IČO majiteľa účtu/;
export const NO_BIRTH_NUMBER = 'Majiteľ účtu nemá slovenské rodné číslo';
export const SAVED_SOURCE = 'Účet evidovaný pri poistnej zmluve';
export const NEW_SOURCE = 'Iný účet';

/** axe-core's WCAG 2.0–2.2 A/AA and best-practice rules (colour contrast is checked in the browser suites). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
