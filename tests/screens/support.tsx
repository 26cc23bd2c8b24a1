import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { messages as english } from '../../locales/en/messages.po';
import { SCREEN_IDS } from '../../machines/screens.ts';
import type { ScreenLookups, ScreenProps, ScopeOfDamageOption } from '../../src/screens/screen-props.ts';

/**
 * What every screen test shares. Importing this module also prepares each test of the importing
 * file as the browser would be: jsdom lays nothing out and has no `scrollIntoView` (the error
 * summary and the reveal of a new question call it), and each test starts from an empty page.
 */
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

// jsdom has no CSS.escape; user-event needs it to move between radios with the arrow keys.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape } });
}

/** The tiles as the server seeds them (server/reference/data/scopes-of-damage.json). */
export const SCOPE_OPTIONS: ScopeOfDamageOption[] = [
  {
    objectId: 1,
    kind: { sk: 'Moje vozidlo bolo poškodené', en: 'My vehicle was damaged' },
    kindSmp: { sk: 'Vozidlo klienta bolo poškodené', en: "The client's vehicle was damaged" },
  },
  {
    objectId: 2,
    kind: { sk: 'Moje vozidlo spôsobilo škodu', en: 'My vehicle caused damage' },
    kindSmp: { sk: 'Vozidlom klienta bola spôsobená škoda', en: "The client's vehicle caused damage" },
  },
  {
    objectId: 3,
    kind: { sk: 'Iné vozidlo poškodilo môj majetok', en: 'Another vehicle damaged my property' },
    kindSmp: { sk: 'Iné vozidlo poškodilo majetok poškodeného', en: "Another vehicle damaged the aggrieved party's property" },
  },
  {
    objectId: 4,
    kind: { sk: 'Iné vozidlo mi spôsobilo zranenie', en: 'Another vehicle injured me' },
    kindSmp: { sk: 'Iné vozidlo spôsobilo poškodenému zranenie', en: 'Another vehicle injured the aggrieved party' },
  },
];

/** server/reference/data/permissible-combinations.json */
export const COMBINATIONS = [[1], [2], [1, 2], [1, 3], [1, 4], [1, 3, 4], [3], [4], [3, 4]];

export type TestLookups = { [K in keyof ScreenLookups]: Mock<ScreenLookups[K]> };
export type TestProps = ScreenProps & { submit: Mock<ScreenProps['submit']>; send: Mock<ScreenProps['send']>; lookups: TestLookups };

/** Look-ups that find nothing and a map without tiles; a test replaces what it needs. */
export function fakeLookups(overrides: Partial<TestLookups> = {}): TestLookups {
  return {
    searchAddress: vi.fn<ScreenLookups['searchAddress']>(async () => []),
    reverseAddress: vi.fn<ScreenLookups['reverseAddress']>(async () => null),
    repairShops: vi.fn<ScreenLookups['repairShops']>(async () => []),
    mapSettings: vi.fn<ScreenLookups['mapSettings']>(async () => ({ tileUrl: null, attribution: null, basemap: null })),
    summaryPdf: vi.fn<ScreenLookups['summaryPdf']>(async () => ({
      blob: new Blob(['%PDF-'], { type: 'application/pdf' }),
      fileName: 'hlasenie.pdf',
    })),
    ...overrides,
  };
}

export type Overrides = Omit<Partial<ScreenProps>, 'report' | 'lookups'> & {
  lookups?: TestLookups;
  report?: {
    parties?: ScreenProps['report']['parties'];
    incident?: ScreenProps['report']['incident'];
    attachments?: ScreenProps['report']['attachments'];
  };
};

/** What the shell would pass, for a fresh WEB report on 2026-05-20, with spies for submit and send. */
export function screenProps(overrides: Overrides = {}): TestProps {
  const { report, ...rest } = overrides;
  return {
    report: {
      parties: report?.parties ?? { reporter: { phone: { prefix: '+421', number: null } } },
      incident: report?.incident ?? { scopesOfDamage: [], myVehicle: { hasLicensePlate: true, licensePlate: null } },
      attachments: report?.attachments ?? [],
    },
    reportId: 'report-1',
    context: 'WEB',
    portal: null,
    scope: null,
    policyType: null,
    availableProducts: null,
    availableBankAccounts: [],
    scopesOfDamageOptions: SCOPE_OPTIONS,
    permissibleCombinations: COMBINATIONS,
    reasonGroups: [],
    phonePrefixes: [{ code: '+421', country: 'SK' }],
    saved: null,
    error: null,
    busy: false,
    today: '2026-05-20',
    now: () => '12:00',
    operator: null,
    drafts: [],
    visitedScreens: [],
    // A journey through every screen: each step restates what the report holds.
    journeyScreens: () => SCREEN_IDS,
    privacyNoticeUrl: '/motor/privacy',
    files: {
      upload: vi.fn<ScreenProps['files']['upload']>(async () => {
        throw new Error('no upload expected');
      }),
    },
    lookups: fakeLookups(),
    ...rest,
    submit: vi.fn<ScreenProps['submit']>(),
    send: vi.fn<ScreenProps['send']>(),
  } as TestProps;
}

// Slovak needs no catalog (the macros carry the Slovak source texts); English is the real catalog.
const i18nOf = (locale: 'sk' | 'en') => setupI18n({ locale, messages: { [locale]: locale === 'en' ? english : {} } });

/**
 * Renders a screen as the shell does: inside <main> under its h1. Slovak by default (the macros
 * render the Slovak source texts); `locale: 'en'` renders it in English, the data's English
 * wording and the catalog's.
 */
export function renderScreen(Screen: ComponentType<ScreenProps>, props: ScreenProps, options: { locale?: 'sk' | 'en' } = {}) {
  const i18n = i18nOf(options.locale ?? 'sk');
  const ui = (next: ScreenProps) => (
    <I18nProvider i18n={i18n}>
      <main>
        <h1 tabIndex={-1}>Obrazovka</h1>
        <Screen {...next} />
      </main>
    </I18nProvider>
  );
  const result = render(ui(props));
  return { ...result, rerenderWith: (next: ScreenProps) => result.rerender(ui(next)) };
}

/** The Slovak text of a validation message of src/domain (placeholders filled in). */
export function text(message: MessageDescriptor): string {
  return i18nOf('sk')._(message);
}

/** The text of the error message(s) a control points at with aria-describedby, without the hidden "Chyba:". */
export function errorOf(control: HTMLElement): string | undefined {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent?.replace(/^Chyba:\s*/, '')).join(' ') || undefined;
}

/** The field labelled `label` (a label, or the legend of a group of choices). */
export const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The field labelled `label`, or null where the screen does not ask it. */
export const query = (label: string | RegExp) => screen.queryByLabelText(label);
/** The form's Continue (a screen may word it otherwise, e.g. the map screens). */
export const continueButton = (name = 'Pokračovať') => screen.getByRole('button', { name });
/** The error message of the field labelled `label` (see errorOf). */
export const errorOfField = (label: string | RegExp) => errorOf(input(label));
/** The error message rendered for the field with id `id`, without the hidden "Chyba:", or null. */
export const errorOfId = (id: string) => document.getElementById(`${id}-error`)?.textContent?.replace(/^Chyba:\s*/, '') ?? null;
