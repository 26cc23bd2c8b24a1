import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { newPage, type Page } from './support/browser.ts';
import {
  chooseScopes,
  expectConfirmation,
  generalInfo,
  incidentDetails,
  incidentMapZilina,
  openWizard,
  pickFiles,
  reporterDetails,
  resolveType,
  sendReport,
  summaryRows,
  summaryValue,
  TINY_JPEG,
  TINY_PDF,
  type Lang,
  type Walk,
} from './support/full-journey.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { chooseCard, pressContinue, routeOf } from './support/wizard.ts';

/**
 * Whole journeys where my own vehicle is involved (scopes 1, 12, 13, 14), from the first screen
 * (/motor/ → /incident-scope) to /confirm with claim numbers, in real Chromium on the real server
 * and its demo data (README "Demo data"), through the real screens only: tiles tapped, fields
 * typed, files picked in the file chooser, Continue pressed. Nothing is played through the actor
 * seam or the API. What the person sees is asserted on the way (routes, headings, the summary's
 * rows, the numbers), and at the end what the server stored (meta.saved) and the PDF it serves.
 *
 * The server refuses a second report with the same plate and incident date as a duplicate, so each
 * journey has its own date.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const JOURNEY_TIMEOUT = 150_000;

describe('complete journeys with my own vehicle involved, first screen to /confirm, in Chromium', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });
  /** Routes axe-core has checked in this suite (each the first time a journey meets it). */
  const axeSeen = new Set<string>();

  /** One person's journey on a fresh page; no console or page error may happen on the way. */
  async function journey(lang: Lang, viewport: { width: number; height: number }, run: (walk: Walk) => Promise<void>) {
    const { page, problems, close } = await newPage(e2e.browser, { viewport });
    try {
      const walk = await openWizard(page, e2e.server, lang, axeSeen);
      await run(walk).catch(async (error: Error) => {
        // Where the journey stood and what the server refused on the way, for the report.
        const main = await page
          .locator('main')
          .innerText({ timeout: 1000 })
          .catch(() => '?');
        throw new Error(
          `${error.message}\nat ${routeOf(page)}\nAPI refusals: ${walk.refusals.join('\n')}\nmain: ${main}\nproblems: ${problems.join('\n')}`,
          { cause: error },
        );
      });
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      await close();
    }
  }

  const heading = async (page: Page) => (await page.locator('main h1').textContent())?.trim();

  it(
    'scope1, CASCO (BA111AA): reason, details, a contracted repair shop paid directly, a photo and a PDF attached -> /confirm with the claim number',
    async () => {
      await journey('sk', PHONE, async (walk) => {
        const { page } = walk;
        await chooseScopes(walk, [1]);
        await generalInfo(walk, 'BA111AA', '10.5.2026', '/reporter-details');
        await reporterDetails(walk, '/incident-map');
        await incidentMapZilina(walk, '/incident-reason-group');

        expect(await heading(page)).toBe('Čo bolo príčinou udalosti?');
        await chooseCard(page, 'Dopravná nehoda');
        await walk.next('/incident-reason', 'Upresnite príčinu udalosti');
        await chooseCard(page, 'Nehoda počas jazdy');
        await walk.next('/incident-details', 'Popis udalosti');

        await incidentDetails(
          walk,
          {
            description: 'Pri predbiehaní na okresnej ceste som zachytil zvodidlo a poškodil pravý bok vozidla.',
            responsible: 'Nikto iný',
            answers: [
              ['Spísali účastníci spoločný záznam o nehode?', false],
              ['Spísala nehodu polícia?', true],
              ['Bola privolaná asistenčná služba?', false],
            ],
          },
          '/incident-resolve-type',
        );
        await resolveType(walk, 'Vozidlo odveziem do zmluvného servisu', '/car-repair-map');

        // The shops nearest the incident come first: the first one is in Žilina.
        const shops = page.getByRole('region', { name: 'Zmluvné servisy' }).locator('li.shop-card');
        await shops.first().waitFor();
        const shop = shops.first();
        expect(await shop.textContent()).toContain('Žilina');
        const shopName = (await shop.getByRole('heading').textContent())!.trim();
        await shop.getByRole('button', { name: /Vybrať tento servis/ }).click();
        await walk.at('/force-payout-to-aggrieved', 'Komu máme plnenie vyplatiť?');
        await page.getByText(`Vybraný zmluvný servis: ${shopName}`).waitFor();
        await chooseCard(page, 'Súhlasím s platbou priamo servisu');
        await walk.next('/additional-attachments', 'Prílohy');

        // A photo as photo documentation (the default type), then the accident record as a PDF.
        await pickFiles(walk, [{ name: 'poskodeny-bok.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG }]);
        await pickFiles(walk, [{ name: 'zaznam-polície.pdf', mimeType: 'application/pdf', buffer: TINY_PDF }], 'Správa polície');
        const list = page.locator('ul.attachment-list');
        await expect.poll(() => list.locator('li.attachment-row--done').count()).toBe(2);
        expect(await list.locator('.attachment-row__name').allTextContents()).toEqual(['poskodeny-bok.jpg', 'zaznam-polície.pdf']);
        const types = list.locator('select.attachment-row__type');
        expect(
          await types.evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]!.text)),
        ).toEqual(['Fotodokumentácia', 'Správa polície']);
        // The photo the server keeps is the photo that was picked.
        const view = await page
          .getByRole('link', { name: 'Zobraziť súbor poskodeny-bok.jpg (otvorí sa v novom okne)' })
          .getAttribute('href');
        const photo = await page.request.get(`${e2e.server.url}${view}`);
        expect(photo.headers()['content-type']).toBe('image/jpeg');
        expect(Buffer.compare(await photo.body(), TINY_JPEG)).toBe(0);
        await walk.next('/summary', 'Súhrn hlásenia');

        expect(await summaryValue(walk, 'Poistenie a vozidlo', 'EČV vozidla')).toBe('BA111AA');
        expect(await summaryValue(walk, 'Poistenie a vozidlo', 'Druh poistenia')).toBe('Havarijné poistenie');
        expect(await summaryValue(walk, 'Miesto a čas udalosti', 'Miesto udalosti')).toBe('Hlavná 12, 010 01 Žilina');
        expect(await summaryValue(walk, 'Miesto a čas udalosti', 'Dátum udalosti')).toBe('10. 5. 2026');
        expect(await summaryValue(walk, 'Okolnosti udalosti', 'Príčina udalosti')).toBe('Nehoda počas jazdy');
        expect(await summaryValue(walk, 'Riešenie škody', 'Zmluvný servis')).toBe(shopName);
        // The summary restates what was chosen, word for word (option-labels.ts).
        expect(await summaryValue(walk, 'Okolnosti udalosti', 'Kto udalosť zavinil')).toBe('Nikto iný');
        expect(await summaryValue(walk, 'Riešenie škody', 'Spôsob riešenia')).toBe('Vozidlo odveziem do zmluvného servisu');
        expect(await summaryValue(walk, 'Riešenie škody', 'Výplata poistného plnenia')).toBe('Súhlasím s platbou priamo servisu');
        // The yes/no questions in the order /incident-details asked them, with the answers given there.
        expect(await summaryRows(walk, 'Okolnosti udalosti', /\?$/)).toEqual([
          ['Spísali účastníci spoločný záznam o nehode?', 'Nie'],
          ['Spísala nehodu polícia?', 'Áno'],
          ['Bola privolaná asistenčná služba?', 'Nie'],
        ]);
        expect(await summaryValue(walk, 'Bankový účet na výplatu', 'Číslo účtu (IBAN)')).toBe(`Účet zmluvného servisu (${shopName})`);
        expect(await summaryValue(walk, 'Prílohy', 'Fotodokumentácia')).toBe('poskodeny-bok.jpg (otvorí sa v novom okne)');
        expect(await summaryValue(walk, 'Prílohy', 'Správa polície')).toBe('zaznam-polície.pdf (otvorí sa v novom okne)');

        await sendReport(walk);
        expect(await heading(page)).toBe('Hlásenie sme prijali');
        await expectConfirmation(walk, {
          date: '10. 5. 2026',
          objects: [{ type: 'VEHICLE', label: 'BA111AA' }],
          attachments: true,
          done: 1,
          steps: [
            'Hlásenie škody je odoslané.',
            `Zmluvný servis ${shopName} sa ozve a dohodne termín obhliadky a opravy.`,
            'Servis vozidlo obhliadne, rozsah opravy dohodne s nami a vozidlo opraví.',
            'Opravu uhradíme priamo servisu. Servisu sa doplatí iba spoluúčasť podľa poistnej zmluvy.',
          ],
        });
        const stored = await apiClient(e2e.server.app).load(walk.id());
        expect(stored.incident).toMatchObject({
          policyType: 'CASCO',
          resolveType: 'toService',
          forcePayoutToAggrieved: false,
          reason: { id: '1_ACCIDENT_MOVING' },
          carRepairService: { companyName: shopName },
        });
        // Both files upload at once: they are stored in the order they finish.
        const typesByName = stored.attachments.map((attachment) => [attachment.type, attachment.clientName]);
        expect(typesByName.sort(([, a], [, b]) => a!.localeCompare(b!))).toEqual([
          ['PHOTO_DOC', 'poskodeny-bok.jpg'],
          ['POLICE_REPORT', 'zaznam-polície.pdf'],
        ]);
      });
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'scope12, CASCO (BA111AA): self repair to the saved account, two other damaged vehicles in two tabs -> /confirm with one claim per damaged vehicle',
    async () => {
      await journey('sk', PHONE, async (walk) => {
        const { page } = walk;
        await chooseScopes(walk, [1, 2]);
        await generalInfo(walk, 'BA111AA', '11.5.2026', '/reporter-details');
        await reporterDetails(walk, '/incident-map');
        await incidentMapZilina(walk, '/incident-details');
        await incidentDetails(
          walk,
          {
            description: 'Na zľadovatenej ceste som dostal šmyk a narazil do dvoch zaparkovaných áut.',
            responsible: 'Moje vozidlo',
            answers: [
              ['Spísali účastníci spoločný záznam o nehode?', true],
              ['Bola privolaná asistenčná služba?', false],
            ],
          },
          '/incident-resolve-type',
        );
        await resolveType(walk, 'Opravu si zabezpečím sám', '/additional-bank');

        // BA111AA's policy has one saved account: the saved-account choice is preselected.
        expect(await heading(page)).toBe('Kam vám máme poslať peniaze?');
        expect(await page.getByLabel('Účet evidovaný pri poistnej zmluve').isChecked()).toBe(true);
        const accounts = page.getByRole('group', { name: /^Vyberte účet/ }).locator('label.option-card__label');
        expect(await accounts.count()).toBe(1);
        // D27: the saved account by its mask, never its IBAN.
        await chooseCard(page, 'SK** **** **** **** **** 0007');
        // SPEC: scope12 goes from /additional-bank to /other-damage.
        await walk.next('/other-damage', 'Čo ešte bolo pri nehode poškodené?');

        await chooseCard(page, 'Iné vozidlo');
        await walk.next('/other-damage-vehicle', 'Iné poškodené vozidlá');
        const tabs = page.getByRole('tablist', { name: 'Poškodené vozidlá' }).getByRole('tab');
        expect(await tabs.allTextContents()).toEqual(['Vozidlo 1']);
        let panel = page.getByRole('tabpanel');
        await panel.getByLabel('Evidenčné číslo poškodeného vozidla').fill('ke123ab');
        await panel.getByLabel('Meno', { exact: true }).fill('Eva');
        await panel.getByLabel('Priezvisko', { exact: true }).fill('Malá');
        await panel.getByLabel(/Čo je na vozidle poškodené/).fill('Preliačené ľavé predné dvere.');

        await page.getByRole('button', { name: 'Pridať ďalšie vozidlo' }).click();
        expect(await tabs.allTextContents()).toEqual(['Vozidlo 1', 'Vozidlo 2']);
        expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
        panel = page.getByRole('tabpanel');
        await panel.getByLabel('Evidenčné číslo poškodeného vozidla').fill('NR456CD');
        await chooseCard(panel, 'Firma');
        await panel.getByLabel('Názov firmy', { exact: true }).fill('Doprava Tatry, s.r.o.');
        await panel
          .getByRole('group', { name: /Kontakt na majiteľa vozidla/ })
          .getByLabel(/Telefón/)
          .fill('903 111 222');
        // The first tab still holds what was typed there.
        await tabs.first().click();
        expect(await page.getByRole('tabpanel').getByLabel('Evidenčné číslo poškodeného vozidla').inputValue()).toBe('KE123AB');
        await walk.next('/additional-attachments', 'Prílohy');

        // Nothing to attach now.
        await page.getByText('Zatiaľ ste nepriložili žiadny súbor.').waitFor();
        await walk.next('/summary', 'Súhrn hlásenia');

        expect(await summaryValue(walk, 'Bankový účet na výplatu', 'Číslo účtu (IBAN)')).toBe('SK** **** **** **** **** 0007');
        // D27: a saved account is its mask alone; its BIC stays on the server too.
        expect(await page.getByText('TATRSKBX').count()).toBe(0);
        expect(await summaryValue(walk, 'Riešenie škody', 'Spôsob riešenia')).toBe('Opravu si zabezpečím sám');
        expect(await summaryValue(walk, 'Okolnosti udalosti', 'Kto udalosť zavinil')).toBe('Moje vozidlo');
        expect(await summaryValue(walk, 'Poškodené vozidlo 1', 'EČV vozidla')).toBe('KE123AB');
        expect(await summaryValue(walk, 'Poškodené vozidlo 1', 'Meno a priezvisko')).toBe('Eva Malá');
        expect(await summaryValue(walk, 'Poškodené vozidlo 2', 'EČV vozidla')).toBe('NR456CD');
        expect(await summaryValue(walk, 'Poškodené vozidlo 2', 'Obchodné meno')).toBe('Doprava Tatry, s.r.o.');
        expect(await summaryValue(walk, 'Poškodené vozidlo 2', 'Telefón')).toBe('+421 903 111 222');
        expect(await page.getByRole('heading', { name: 'Prílohy', exact: true }).count()).toBe(0);

        await sendReport(walk);
        await expectConfirmation(walk, {
          date: '11. 5. 2026',
          objects: [
            { type: 'VEHICLE', label: 'BA111AA' },
            { type: 'VEHICLE', label: 'KE123AB' },
            { type: 'VEHICLE', label: 'NR456CD' },
          ],
          attachments: false,
          done: 2,
          steps: [
            'Poškodenie vozidla je nahlásené z havarijného poistenia.',
            'Škoda, ktorú vozidlo spôsobilo iným, je nahlásená z povinného zmluvného poistenia.',
            'Spojíme sa s poškodenými a ich škody posúdime z povinného zmluvného poistenia vozidla.',
            'Ozveme sa a dohodneme obhliadku vozidla.',
            'Škodu posúdime a o výsledku budeme informovať.',
            'Poistné plnenie vyplatíme na bankový účet uvedený v hlásení.',
          ],
        });
        const stored = await apiClient(e2e.server.app).load(walk.id());
        expect(stored.incident.bankAccount).toMatchObject({ id: stored.availableBankAccounts[0]!.id, value: null });
        expect(stored.incident.damagedVehicles).toMatchObject([
          { hasLicensePlate: true, licensePlate: 'KE123AB', partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá' },
          { hasLicensePlate: true, licensePlate: 'NR456CD', partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' },
        ]);
      });
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'scope13, PZP chosen (BA111AA): the responsible plate verified, self repair to a new IBAN with the holder’s birth number; bad IBAN, BIC, files and an unticked declaration refused on the way -> /confirm',
    async () => {
      await journey('sk', PHONE, async (walk) => {
        const { page } = walk;
        await chooseScopes(walk, [1, 3]);
        await generalInfo(walk, 'BA111AA', '12.5.2026', '/policy-type');
        expect(await heading(page)).toBe('Z ktorého poistenia chcete škodu riešiť?');
        await chooseCard(page, 'Povinné zmluvné poistenie vinníka');
        await walk.next('/reporter-details', 'Kontaktné údaje');
        await reporterDetails(walk, '/responsible-party-details');

        expect(await heading(page)).toBe('Kto spôsobil škodu?');
        await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).fill('ba888hh');
        // BA888HH is insured with us (PZP): verified, so on to the map.
        await walk.next('/incident-map', 'Kde sa udalosť stala?');
        await incidentMapZilina(walk, '/incident-details');
        await incidentDetails(
          walk,
          {
            description: 'Na parkovisku pri obchode do môjho auta a plotu narazilo cúvajúce auto.',
            responsible: 'Iné vozidlo',
            answers: [
              ['Je jasné, kto nehodu zavinil?', true],
              ['Spísali účastníci spoločný záznam o nehode?', true],
              ['Bola privolaná asistenčná služba?', false],
            ],
          },
          '/incident-resolve-type',
        );
        await resolveType(walk, 'Opravu si zabezpečím sám', '/additional-bank');

        // A new account: a wrong IBAN (check digits 00) and a BIC of 9 characters are refused.
        await page.getByLabel('Iný účet').check();
        const iban = page.getByLabel('IBAN', { exact: true });
        const bic = page.getByLabel(/^BIC\/SWIFT/);
        await iban.fill('SK00 0900 0000 0050 1230 0003');
        await bic.fill('gibaskbxx');
        expect(await bic.inputValue()).toBe('GIBASKBXX');
        await walk.continue();
        const errors = page.getByRole('alert').filter({ hasText: 'Skontrolujte, prosím, formulár' });
        await errors.waitFor();
        expect(await errors.getByRole('link').allTextContents()).toEqual([
          'IBAN – IBAN nesedí s kontrolnými číslicami: skontrolujte, či ste ho opísali presne',
          'BIC/SWIFT – BIC/SWIFT musí mať 8 alebo 11 znakov',
        ]);
        // The first wrong field gets the focus (SPEC §5).
        await expect.poll(() => iban.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(routeOf(page)).toBe('/additional-bank');
        expect(await iban.inputValue()).toBe('SK00 0900 0000 0050 1230 0003');

        await iban.fill('SK3309000000005012300003');
        await bic.fill('GIBASKBX');
        await page.getByLabel(/Rodné číslo majiteľa účtu/).fill('800101/0017');
        await walk.next('/additional-attachments', 'Prílohy');

        // A 16 MB "photo" the browser cannot make smaller and a program are refused in the browser,
        // before any upload (the program at once, the photo once the attempt to shrink it failed).
        await pickFiles(walk, [
          { name: 'velka-fotka.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(16 * 1024 * 1024, 0xff) },
          { name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ this is not a photo') },
        ]);
        const refused = page.getByRole('alert').filter({ hasText: 'Niektoré súbory sme nepriložili' });
        await expect.poll(() => refused.locator('li').count()).toBe(2);
        expect(await refused.locator('li').allTextContents()).toEqual([
          'Súbor virus.exe nemôžeme priložiť: tento typ súboru nepodporujeme. Priložiť môžete súbory JPG, JPEG, PNG, HEIC, HEIF, MP4, DOC, DOCX, PDF, ZIP, RAR.',
          'Súbor velka-fotka.jpg je väčší ako 15 MB, preto ho nemôžeme priložiť. Zmenšite ho (fotografiu napríklad uložte v nižšom rozlíšení) alebo ho rozdeľte na viac súborov.',
        ]);
        expect(walk.uploads).toEqual([]);
        await page.getByText('Zatiaľ ste nepriložili žiadny súbor.').waitFor();
        await walk.next('/summary', 'Súhrn hlásenia');

        // /policy-type's words: the liability cover of whoever caused the damage.
        expect(await summaryValue(walk, 'Poistenie a vozidlo', 'Druh poistenia')).toBe('Povinné zmluvné poistenie vinníka');
        expect(await summaryValue(walk, 'Poistenie a vozidlo', 'EČV vozidla')).toBe('BA111AA');
        expect(await summaryValue(walk, 'Bankový účet na výplatu', 'Číslo účtu (IBAN)')).toBe('SK33 0900 0000 0050 1230 0003');
        expect(await summaryValue(walk, 'Bankový účet na výplatu', 'BIC/SWIFT')).toBe('GIBASKBX');
        expect(await summaryValue(walk, 'Bankový účet na výplatu', 'Rodné číslo majiteľa účtu')).toMatch(/^800101\/?0017$/);
        expect(await summaryValue(walk, 'Zodpovedná strana', 'EČV vozidla')).toBe('BA888HH');
        expect(await summaryValue(walk, 'Okolnosti udalosti', 'Rozsah škody')).toBe(
          'Moje vozidlo bolo poškodené\nIné vozidlo poškodilo môj majetok',
        );

        // Sent without the declaration: refused on the spot, nothing saved.
        await pressContinue(page, 'Odoslať hlásenie');
        const declarationError = page.getByRole('alert').filter({ hasText: 'Skontrolujte, prosím, formulár' });
        await declarationError.getByRole('link', { name: 'Povinné pole' }).waitFor();
        expect(routeOf(page)).toBe('/summary');
        expect((await apiClient(e2e.server.app).load(walk.id())).meta.saved?.isCompleted ?? false).toBe(false);

        await sendReport(walk);
        await expectConfirmation(walk, {
          date: '12. 5. 2026',
          objects: [
            { type: 'VEHICLE', label: 'BA111AA' },
            { type: 'PROPERTY', label: null },
          ],
          attachments: false,
          done: 1,
          steps: [
            'Hlásenie škody je odoslané.',
            'Ozveme sa a dohodneme obhliadku vozidla.',
            'Škodu posúdime a o výsledku budeme informovať.',
            'Poistné plnenie vyplatíme na bankový účet uvedený v hlásení.',
          ],
        });
        const stored = await apiClient(e2e.server.app).load(walk.id());
        expect(stored.incident).toMatchObject({ policyType: 'PZP', resolveType: 'selfRepair', responsibleParty: 'otherVehicle' });
        expect(stored.incident.bankAccount).toMatchObject({ id: null, value: 'SK3309000000005012300003', bic: 'GIBASKBX' });
        expect(stored.incident.bankAccount?.holderIdentificationNumber).toMatch(/^800101\/?0017$/);
        expect(stored.parties.otherResponsibleParty).toMatchObject({ licensePlate: 'BA888HH', licensePlateIsVerified: true });
      });
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'scope14 in English on a desktop (BA222BB, liability only): the responsible plate verified, self repair to a saved account -> /confirm with a claim for the vehicle and one for my health',
    async () => {
      await journey('en', DESKTOP, async (walk) => {
        const { page } = walk;
        await chooseScopes(walk, [1, 4]);
        expect(await heading(page)).toBe('Basic details of the incident');
        // No casco with us (D3): the second rule, straight to the contact details.
        await generalInfo(walk, 'BA222BB', '13.5.2026', '/reporter-details');
        await reporterDetails(walk, '/responsible-party-details');
        await page.getByLabel("At-fault vehicle's licence plate", { exact: true }).fill('BA888HH');
        await walk.next('/incident-map');
        await incidentMapZilina(walk, '/incident-details');
        expect(await heading(page)).toBe('Description of the incident');
        await incidentDetails(
          walk,
          {
            description: 'A van ran a red light at the crossroads and hit the side of my car; I hurt my neck.',
            responsible: 'Another vehicle',
            health: 'Injury',
            answers: [
              ['Is it clear who caused the accident?', true],
              ['Are the police investigating the incident?', true],
              ['Did the people involved fill in a joint accident report?', true],
              ['Was a roadside assistance service called?', false],
            ],
          },
          '/incident-resolve-type',
        );
        await resolveType(walk, 'I will arrange the repair myself', '/additional-bank');

        // BA222BB's policy has two saved accounts; the second is chosen.
        expect(await page.getByLabel('The account held for the insurance policy').isChecked()).toBe(true);
        const accounts = page.getByRole('group', { name: /^Choose the account/ }).locator('label.option-card__label');
        expect(await accounts.count()).toBe(2);
        await chooseCard(page, 'SK** **** **** **** **** 0006');
        await walk.next('/additional-attachments', 'Attachments');
        await walk.next('/summary', 'Report summary');

        expect(await summaryValue(walk, 'Policy and vehicle', 'Licence plate')).toBe('BA222BB');
        expect(await summaryValue(walk, 'Policy and vehicle', 'Type of policy')).toBe('Motor liability insurance of whoever caused it');
        expect(await summaryValue(walk, 'Place and time of the incident', 'Place of the incident')).toBe('Hlavná 12, 010 01 Žilina');
        expect(await summaryValue(walk, 'Bank account for the payout', 'Account number (IBAN)')).toBe('SK** **** **** **** **** 0006');
        expect(await summaryValue(walk, 'Circumstances of the incident', 'Who caused the incident')).toBe('Another vehicle');
        expect(await summaryValue(walk, 'Loss settlement', 'How the damage is settled')).toBe('I will arrange the repair myself');

        await sendReport(walk);
        expect(await heading(page)).toBe('We have received your report');
        await expectConfirmation(walk, {
          date: '13 May 2026',
          objects: [
            { type: 'VEHICLE', label: 'BA222BB' },
            { type: 'HEALTH', label: null },
          ],
          attachments: false,
          done: 1,
          steps: [
            'The claim report has been sent.',
            'We will get in touch to arrange an inspection of the vehicle.',
            'We will ask for the medical reports and treatment records.',
            'We will assess the damage and report the outcome.',
            'We will pay the indemnity to the bank account given in the report.',
          ],
        });
      });
    },
    JOURNEY_TIMEOUT,
  );
});
