import { expect } from 'vitest';
import { axeViolations } from './axe.ts';
import { pageOf, type Page, type Surface } from './browser.ts';
import type { startE2eServer } from './server.ts';
import { arrive, asNewClient, chooseCard, continueTo, idle, openAddressFields, pressContinue, routeOf } from './wizard.ts';

/**
 * The screens a person passes on the way from /incident-scope to /confirm, as steps that read like
 * what a person does on a phone: tap a tile, type, tick, press Continue. Only what the page shows
 * is used (labels, roles, texts); nothing is sent through the e2e build's actor seam.
 */

type Server = Awaited<ReturnType<typeof startE2eServer>>;

export const SCOPE_TILES = {
  1: 'Moje vozidlo bolo poškodené',
  2: 'Moje vozidlo spôsobilo škodu',
  3: 'Iné vozidlo poškodilo môj majetok',
  4: 'Iné vozidlo mi spôsobilo zranenie',
} as const;

/** The demo incident date (README "Demo data") as a person types it. */
export const TYPED_DATE = '10.5.2026';

/** A real 1×1 PNG: the server decides the type by the bytes. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** axe-core on each route the first time a suite meets it (`check` is a no-op afterwards). */
export function axeOncePerRoute() {
  const seen = new Set<string>();
  return {
    async check(page: Surface, label = routeOf(page)) {
      if (seen.has(label)) return;
      seen.add(label);
      const violations = await axeViolations(page);
      expect(violations, `axe on ${label}: ${JSON.stringify(violations)}`).toEqual([]);
    },
  };
}

/** Opens the wizard as another person (own client address) on the first screen. */
export async function openWizard(page: Page, server: Server) {
  await asNewClient(page);
  await page.goto(`${server.url}/motor/`);
  await arrive(page, '/incident-scope');
  await page.locator('.option-card').first().waitFor();
}

/** /incident-scope: the tiles, then Continue. */
export async function chooseWhatHappened(page: Surface, objectIds: Array<keyof typeof SCOPE_TILES>, next: string) {
  for (const id of objectIds) await chooseCard(page, SCOPE_TILES[id]);
  await continueTo(page, next);
}

/** /general-info: my plate and the incident date. */
export async function fillGeneralInfo(page: Surface, plate: string, next: string) {
  await page.getByLabel('Evidenčné číslo vozidla', { exact: true }).fill(plate);
  await page.getByLabel('Kedy sa udalosť stala?').fill(TYPED_DATE);
  await continueTo(page, next);
}

export interface Reporter {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** /reporter-details: my names, e-mail and phone. */
export async function fillReporter(page: Surface, reporter: Reporter, next: string) {
  const names = page.getByRole('group', { name: 'Vaše meno' });
  await names.getByLabel('Meno', { exact: true }).fill(reporter.firstName);
  await names.getByLabel('Priezvisko', { exact: true }).fill(reporter.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(reporter.email);
  await page.getByLabel('Telefónne číslo', { exact: true }).fill(reporter.phone);
  await continueTo(page, next);
}

/**
 * /responsible-party-details: the date where it is asked (scopes 3, 4, 34), then the plate, or
 * "plate unknown" and the policy number.
 */
export async function fillResponsibleParty(page: Surface, other: { plate: string } | { policy: string }, next: string) {
  // The plate is always there: once it is, the screen is drawn and the date is there or not.
  await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).waitFor();
  const date = page.getByLabel('Kedy sa udalosť stala?');
  if ((await date.count()) > 0) await date.fill(TYPED_DATE);
  if ('plate' in other) {
    await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).fill(other.plate);
  } else {
    await page.getByText('Evidenčné číslo vozidla vinníka nepoznám', { exact: true }).click();
    await page.getByLabel(/^Číslo poistnej zmluvy vinníka/).fill(other.policy);
  }
  await continueTo(page, next);
}

/** /incident-map: the town searched, the first result picked, the street typed, Continue confirming the address. */
export async function pickIncidentAddress(page: Surface, town: string, street: string, next: string) {
  await page.locator('.leaflet-container').waitFor();
  await page.getByLabel('Vyhľadať adresu').fill(town);
  await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
  await page
    .getByRole('list', { name: 'Nájdené adresy' })
    .getByRole('button', { name: new RegExp(town) })
    .first()
    .click();
  await expect.poll(() => page.getByLabel('Obec', { exact: true }).inputValue()).toBe(town);
  await openAddressFields(page);
  await page.getByLabel('Ulica').fill(street);
  // D36: Continue confirms the address shown.
  await continueTo(page, next, 'Potvrdiť adresu a pokračovať');
}

export async function describeIncident(page: Surface, text: string) {
  await page.getByLabel('Popíšte, ako k udalosti došlo').fill(text);
}

/** A yes/no question of /incident-details by the start of its text. */
export const question = (page: Surface, text: string) => page.getByRole('group', { name: new RegExp(`^${text.replace(/[?.]/g, '\\$&')}`) });

export async function answer(page: Surface, text: string, yes: boolean) {
  await question(page, text)
    .getByText(yes ? 'Áno' : 'Nie', { exact: true })
    .click();
}

/** /additional-bank without saved accounts: a new IBAN and the holder's birth number. */
export async function fillNewBankAccount(page: Surface, account: { iban: string; holderBirthNumber: string }, next: string) {
  await page.getByLabel('IBAN', { exact: true }).fill(account.iban);
  await page.getByLabel(/^Rodné číslo majiteľa účtu/).fill(account.holderBirthNumber);
  await continueTo(page, next);
}

/** /additional-attachments: "Vybrať súbory" opens the phone's file picker, a photo is chosen; waits until it is listed. */
export async function attachPhoto(page: Surface, fileName: string) {
  const [chooser] = await Promise.all([pageOf(page).waitForEvent('filechooser'), page.getByText('Vybrať súbory', { exact: true }).click()]);
  await chooser.setFiles({ name: fileName, mimeType: 'image/png', buffer: PHOTO });
  await page.locator('.attachment-row--done').filter({ hasText: fileName }).waitFor();
}

/** The text of a summary section (a region named by its heading), e.g. "Poškodené vozidlo"; '' when the summary has no such section. */
export async function summarySection(page: Surface, title: string) {
  await page.locator('.summary-document').waitFor();
  const region = page.getByRole('region', { name: title, exact: true });
  if ((await region.count()) === 0) return '';
  return (await region.textContent()) ?? '';
}

/** /summary: the declaration ticked, "Odoslať hlásenie" pressed; returns the save call's answer. */
export async function sendReport(page: Surface) {
  await page.getByLabel(/^Vyhlasujem, že všetky údaje v hlásení sú pravdivé/).check();
  await idle(page);
  const saved = pageOf(page).waitForResponse((response) => /\/v1\/incident-report\/[^/]+\/save$/.test(new URL(response.url()).pathname), {
    timeout: 15_000,
  });
  await pressContinue(page, 'Odoslať hlásenie');
  const response = await saved;
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/** /confirm: each assigned number as the page lists it ("Vozidlo KE123AB – Číslo poistnej udalosti: 12"). */
export async function confirmedNumbers(page: Surface) {
  // The screen's own chunk loads after the heading shows.
  await page.locator('.confirm__results li').first().waitFor();
  const items = await page.locator('.confirm__results li').allTextContents();
  return items.map((item) => item.replace(/\s+/g, ' ').trim());
}

/** The report id the page works on, from the PDF link on /confirm or from a view-attachment link. */
export async function reportIdOnConfirm(page: Surface) {
  const href = await page.getByRole('link', { name: 'Stiahnuť súhrn (PDF)' }).getAttribute('href');
  return decodeURIComponent(/\/incident-report\/([^/]+)\/summary\.pdf(?:\?|$)/.exec(href ?? '')?.[1] ?? '');
}
