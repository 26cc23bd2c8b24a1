import { expect } from 'vitest';
import { apiClient } from '../../support/api.ts';
import { axeViolations } from './axe.ts';
import type { Page } from './browser.ts';
import type { startE2eServer } from './server.ts';
import { arrive, asNewClient, chooseCard, openAddressFields, pressContinue } from './wizard.ts';

/**
 * Whole journeys through the real screens, as a person on a phone (or a desktop) goes through them:
 * tiles tapped, fields typed, files picked, Continue pressed. No actor seam drives anything (the
 * helpers of wizard.ts only wait for the machine to be idle) and no API call fills anything in.
 * The helpers here are the screens every journey passes; each takes the language it is read in.
 */

type Server = Awaited<ReturnType<typeof startE2eServer>>;
export type Lang = 'sk' | 'en';

/** The texts a person reads and acts on, in both languages (Slovak sources, locales/en/messages.po). */
export const TEXT = {
  sk: {
    continue: 'Pokračovať',
    tiles: {
      1: 'Moje vozidlo bolo poškodené',
      2: 'Moje vozidlo spôsobilo škodu',
      3: 'Iné vozidlo poškodilo môj majetok',
      4: 'Iné vozidlo mi spôsobilo zranenie',
    },
    plate: 'Evidenčné číslo vozidla',
    date: 'Kedy sa udalosť stala?',
    names: 'Vaše meno',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    email: 'E-mail',
    phone: 'Telefónne číslo',
    searchAddress: 'Vyhľadať adresu',
    search: 'Hľadať',
    results: 'Nájdené adresy',
    town: 'Obec',
    street: 'Ulica',
    editAddress: 'Upraviť adresu',
    useMyLocation: 'Použiť moju polohu',
    buildingNumber: /Orientačné číslo/,
    confirmAddress: 'Potvrdiť adresu',
    confirmAndContinue: 'Potvrdiť adresu a pokračovať',
    describe: 'Popíšte, ako k udalosti došlo',
    yes: 'Áno',
    no: 'Nie',
    responsiblePlate: 'Evidenčné číslo vozidla vinníka',
    selfRepair: 'Opravu si zabezpečím sám',
    toService: 'Vozidlo odveziem do zmluvného servisu',
    savedAccount: 'Účet evidovaný pri poistnej zmluve',
    newAccount: 'Iný účet',
    chooseFiles: 'Vybrať súbory',
    documentType: 'Typ dokumentu',
    declaration: 'Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné, a súhlasím s vyhlásením ohlasovateľa.',
    send: 'Odoslať hlásenie',
    download: 'Stiahnuť súhrn (PDF)',
    numbers: 'Pridelené čísla',
    claimNumber: 'Číslo poistnej udalosti',
    nextSteps: 'Čo bude nasledovať',
    done: 'Hotovo',
    upcoming: 'Nasleduje',
    contactSoon: 'Čoskoro vás budeme kontaktovať.',
    attached: 'Priložené dokumenty sme k hláseniu pripojili.',
    summarySent: (email: string) => `Súhrn hlásenia sme poslali na e-mail ${email}.`,
    dateLine: 'Dátum udalosti:',
    objects: { VEHICLE: 'Vozidlo', PROPERTY: 'Majetok', HEALTH: 'Zdravie' },
  },
  en: {
    continue: 'Continue',
    tiles: {
      1: 'My vehicle was damaged',
      2: 'My vehicle caused damage',
      3: 'Another vehicle damaged my property',
      4: 'Another vehicle injured me',
    },
    plate: 'Vehicle licence plate',
    date: 'When did it happen?',
    names: 'Your name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    searchAddress: 'Search for an address',
    search: 'Search',
    results: 'Addresses found',
    town: 'Town',
    street: 'Street',
    editAddress: 'Edit the address',
    useMyLocation: 'Use my location',
    buildingNumber: /Building number/,
    confirmAddress: 'Confirm the address',
    confirmAndContinue: 'Confirm the address and continue',
    describe: 'Describe how it happened',
    yes: 'Yes',
    no: 'No',
    responsiblePlate: "At-fault vehicle's licence plate",
    selfRepair: 'I will arrange the repair myself',
    toService: 'I will take the vehicle to a contracted repair shop',
    savedAccount: 'The account held for the insurance policy',
    newAccount: 'Another account',
    chooseFiles: 'Choose files',
    documentType: 'Document type',
    declaration: "I declare that all the information in the report is true and complete, and I agree to the reporter's declaration.",
    send: 'Send the report',
    download: 'Download the summary (PDF)',
    numbers: 'Assigned numbers',
    claimNumber: 'Claim number',
    nextSteps: 'What happens next',
    done: 'Done',
    upcoming: 'Coming up',
    contactSoon: 'We will contact you soon.',
    attached: 'The documents you attached are included in the report.',
    summarySent: (email: string) => `We have sent the summary of the report to ${email}.`,
    dateLine: 'Date of the incident:',
    objects: { VEHICLE: 'Vehicle', PROPERTY: 'Property', HEALTH: 'Health' },
  },
} as const;

/**
 * One person's way through the wizard: the page, the language, and the report id the server gave
 * on the first Continue (read from the create call's answer, as the browser got it).
 */
export class Walk {
  reportId: string | null = null;
  /** Upload requests the page sent (a file refused in the browser must send none). */
  readonly uploads: string[] = [];
  /** The API's refusals the page met (status, path, body), for the message of a failed journey. */
  readonly refusals: string[] = [];

  constructor(
    readonly page: Page,
    readonly server: Server,
    readonly lang: Lang,
    private readonly axeSeen: Set<string>,
  ) {
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/v1/incident-report/create') && response.status() === 201) {
        void response.json().then((body: { id: string }) => {
          this.reportId = body.id;
        });
      }
    });
    page.on('response', (response) => {
      if (response.status() < 400 || !response.url().includes('/v1/')) return;
      void response.text().then(
        (body) => this.refusals.push(`${response.status()} ${new URL(response.url()).pathname}: ${body.slice(0, 600)}`),
        () => undefined,
      );
    });
    page.on('request', (request) => {
      if (/\/upload-attachment|\/uploads(\/|$|\?)/.test(new URL(request.url()).pathname)) this.uploads.push(request.url());
    });
  }

  get t() {
    return TEXT[this.lang];
  }

  /** The report id, once the report exists. */
  id(): string {
    expect(this.reportId, 'the report was created').not.toBeNull();
    return this.reportId!;
  }

  /** At `route` with its heading, idle; axe-core is run the first time the suite meets the route. */
  async at(route: string, heading?: string) {
    await arrive(this.page, route);
    if (heading !== undefined) expect((await this.page.locator('main h1').textContent())?.trim()).toBe(heading);
    if (!this.axeSeen.has(route)) {
      this.axeSeen.add(route);
      const violations = await axeViolations(this.page);
      expect(violations, `axe on ${route}: ${JSON.stringify(violations)}`).toEqual([]);
    }
  }

  async continue() {
    await pressContinue(this.page, this.t.continue);
  }

  /** Continue, then the next route (and its heading). */
  async next(route: string, heading?: string) {
    await this.continue();
    await this.at(route, heading);
  }

  /** A yes/no question of /incident-details, answered by tapping its answer. */
  async answer(question: string, yes: boolean) {
    await this.page
      .getByRole('group', { name: new RegExp(`^${escapeRegExp(question)}`) })
      .getByText(yes ? this.t.yes : this.t.no, { exact: true })
      .click();
  }
}

/** /motor/ as typed into the address bar; in English the header's switch is used first. */
export async function openWizard(page: Page, server: Server, lang: Lang, axeSeen: Set<string>): Promise<Walk> {
  const walk = new Walk(page, server, lang, axeSeen);
  await asNewClient(page);
  await page.goto(`${server.url}/motor/`);
  await walk.at('/incident-scope', 'Čo sa stalo?');
  if (lang === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('html[lang="en"]').waitFor();
    await page.getByRole('button', { name: 'Slovensky' }).waitFor();
    expect((await page.locator('main h1').textContent())?.trim()).toBe('What happened?');
  }
  return walk;
}

/** /incident-scope: the tiles of the scope set, then Continue to /general-info. */
export async function chooseScopes(walk: Walk, objectIds: Array<1 | 2 | 3 | 4>) {
  await walk.page.locator('.option-card').first().waitFor();
  for (const id of objectIds) await chooseCard(walk.page, walk.t.tiles[id]);
  await walk.next('/general-info');
}

/** /general-info: my plate and the incident date (d.M.yyyy); Continue goes where the policies send it. */
export async function generalInfo(walk: Walk, plate: string, date: string, next: string) {
  await walk.page.getByLabel(walk.t.plate, { exact: true }).fill(plate.toLowerCase());
  expect(await walk.page.getByLabel(walk.t.plate, { exact: true }).inputValue()).toBe(plate);
  await walk.page.getByLabel(walk.t.date).fill(date);
  await walk.next(next);
}

export const REPORTER = { firstName: 'Ján', lastName: 'Novák', email: 'jan.novak@example.sk', phone: '905 123 456' };

/** /reporter-details: my names, e-mail and phone (I am the insured, reporting for myself). */
export async function reporterDetails(walk: Walk, next: string) {
  const { page, t } = walk;
  const names = page.getByRole('group', { name: t.names, exact: true });
  await names.getByLabel(t.firstName, { exact: true }).fill(REPORTER.firstName);
  await names.getByLabel(t.lastName, { exact: true }).fill(REPORTER.lastName);
  await page.getByLabel(t.email, { exact: true }).fill(REPORTER.email);
  await page.getByLabel(t.phone, { exact: true }).fill(REPORTER.phone);
  await walk.next(next);
}

/** /incident-map: "Žilina" searched and picked, street and number typed, Continue confirming the address. */
export async function incidentMapZilina(walk: Walk, next: string) {
  const { page, t } = walk;
  await page.locator('.leaflet-container').waitFor();
  await page.getByLabel(t.searchAddress).fill('Žilina');
  await page.getByRole('button', { name: t.search, exact: true }).click();
  await page
    .getByRole('list', { name: t.results })
    .getByRole('button', { name: /Žilina/ })
    .first()
    .click();
  await expect.poll(() => page.getByLabel(t.town, { exact: true }).inputValue()).toBe('Žilina');
  await openAddressFields(page, t.editAddress);
  await page.getByLabel(t.street).fill('Hlavná');
  await page.getByLabel(t.buildingNumber).fill('12');
  // D36: Continue confirms the address shown.
  await pressContinue(page, t.confirmAndContinue);
  await walk.at(next);
}

/**
 * /incident-details: the description typed, who caused it tapped, and the questions the screen
 * shows answered in order (a later question may appear only after an earlier answer).
 */
export async function incidentDetails(
  walk: Walk,
  details: { description: string; responsible: string; answers: Array<[question: string, yes: boolean]>; health?: string },
  next: string,
) {
  const { page, t } = walk;
  await page.getByLabel(t.describe).fill(details.description);
  await chooseCard(page, details.responsible);
  // Object 4: the kind of the reporter's own health damage.
  if (details.health) await chooseCard(page, details.health);
  for (const [question, yes] of details.answers) await walk.answer(question, yes);
  await walk.next(next);
}

/** /incident-resolve-type: a way of settling tapped. */
export async function resolveType(walk: Walk, choice: string, next: string) {
  await chooseCard(walk.page, choice);
  await walk.next(next);
}

/** The upload widget: the files picked in the file chooser, then each one's document type on its row. */
export async function pickFiles(walk: Walk, files: Array<{ name: string; mimeType: string; buffer: Buffer }>, documentType?: string) {
  const { page, t } = walk;
  const chooser = page.waitForEvent('filechooser');
  await page.locator('label', { hasText: t.chooseFiles }).click();
  await (await chooser).setFiles(files);
  if (!documentType) return;
  for (const file of files) {
    await page.getByRole('combobox', { name: `${t.documentType} ${file.name}` }).selectOption({ label: documentType });
  }
}

/** The value of a row of /summary, found by its section heading and its label. */
export async function summaryValue(walk: Walk, section: string, label: string): Promise<string> {
  const rows = walk.page
    .locator('section.summary-section')
    .filter({ has: walk.page.getByRole('heading', { name: section, exact: true }) })
    .locator('.summary-list__row');
  const row = rows.filter({ has: walk.page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) });
  // The screen's lists render a moment after the heading.
  await row
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  expect(await row.count(), `summary row "${section}" / "${label}"`).toBe(1);
  return ((await row.locator('dd.summary-list__value').textContent()) ?? '').trim();
}

/** The rows of a /summary section whose label matches `label`, as [label, value] in the order shown. */
export async function summaryRows(walk: Walk, section: string, label: RegExp): Promise<Array<[string, string]>> {
  const rows = walk.page
    .locator('section.summary-section')
    .filter({ has: walk.page.getByRole('heading', { name: section, exact: true }) })
    .locator('.summary-list__row');
  await rows.first().waitFor({ timeout: 5000 });
  const all = await rows.evaluateAll((items) =>
    items.map((item) => [item.querySelector('dt')?.textContent?.trim() ?? '', item.querySelector('dd')?.textContent?.trim() ?? '']),
  );
  return all.filter(([text]) => label.test(text!)) as Array<[string, string]>;
}

/** /summary: the declaration ticked, the report sent, /confirm reached. */
export async function sendReport(walk: Walk) {
  const { page, t } = walk;
  await page.getByLabel(t.declaration).check();
  await pressContinue(page, t.send);
  await walk.at('/confirm');
}

/**
 * /confirm: the incident date, one line per saved object with its claim number, each equal to what
 * the server stored (meta.saved); "we will contact you", the e-mail the summary went to, the next
 * steps with the first `done` of them done; the PDF download answers with a PDF.
 */
export async function expectConfirmation(
  walk: Walk,
  expected: {
    date: string;
    objects: Array<{ type: 'VEHICLE' | 'PROPERTY' | 'HEALTH'; label: string | null }>;
    done: number;
    steps: string[];
    attachments: boolean;
  },
) {
  const { page, t, server } = walk;
  const stored = await apiClient(server.app).load(walk.id());
  const saved = stored.meta.saved;
  expect(saved).toMatchObject({ isCompleted: true, isDuplicate: false });
  expect(saved!.claimIds).toHaveLength(expected.objects.length);
  expect(saved!.results.map((result) => [result.objectType, result.objectLabel])).toEqual(
    expected.objects.map((object) => [object.type, object.label]),
  );

  const main = page.locator('main');
  expect(await main.locator('.confirm__date').textContent()).toBe(`${t.dateLine} ${expected.date}`);
  await page.getByRole('heading', { name: t.numbers }).waitFor();
  const lines = await main.locator('.confirm__results li').allTextContents();
  expect(lines).toEqual(
    saved!.results.map((result) => {
      const object = result.objectLabel ? `${t.objects[result.objectType]} ${result.objectLabel}` : t.objects[result.objectType];
      return `${object} – ${t.claimNumber}: ${result.claimId}`;
    }),
  );
  for (const claimId of saved!.claimIds) expect(claimId).toMatch(/^\d+$/);
  expect(new Set(saved!.claimIds).size).toBe(saved!.claimIds.length);

  await page.getByText(t.contactSoon).waitFor();
  await page.getByText(t.summarySent(REPORTER.email)).waitFor();
  expect(await page.getByText(t.attached).count()).toBe(expected.attachments ? 1 : 0);

  const table = page.getByRole('table', { name: t.nextSteps });
  const rows = table.locator('tbody tr');
  const steps = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())),
  );
  expect(steps.map(([number, text]) => `${number} ${text}`)).toEqual(expected.steps.map((text, index) => `${index + 1}. ${text}`));
  expect(steps.map(([, , status]) => status)).toEqual(
    expected.steps.map((_, index) => (index < expected.done ? `✓ ${t.done}` : t.upcoming)),
  );

  const href = await page.getByRole('link', { name: t.download }).getAttribute('href');
  expect(href).toBe(`/v1/incident-report/${walk.id()}/summary.pdf?locale=${walk.lang}`);
  const pdf = await page.request.get(`${server.url}${href}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  return saved!;
}

/** A real JPEG (8 × 8 pixels, baseline, as Chromium's canvas encodes it), for an honest photo upload. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAYEAADAQEAAAAAAAAAAAAAAAAAAhESIf/EABUBAQEAAAAAAAAAAAAAAAAAAAUG/8QAGBEBAQEBAQAAAAAAAAAAAAAAAwECABH/2gAMAwEAAhEDEQA/AJDvuckAAWiaXV3u+29YgBgcM55J3//Z',
  'base64',
);

/** A small valid PDF (one empty page). */
export const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
