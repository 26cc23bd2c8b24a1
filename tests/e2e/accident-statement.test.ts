import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';

const PHONE = { width: 390, height: 844 };
/** Where driver A's phone says it is: the centre of Bratislava, which the embedded gazetteer names. */
const BRATISLAVA = { latitude: 48.1486, longitude: 17.1077 };

/** Draws on a pad (a signature, the sketch) with one stroke of the pointer, as a finger would. */
async function drawOn(page: Page, padName: string) {
  const pad = page.getByRole('img', { name: padName });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [x, y] of [
    [60, 20],
    [100, 80],
    [160, 30],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  await page.mouse.up();
}

/** The focused element: its id, or else its text. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim());

/** Waits until the field shows `value` (what the other phone typed). */
async function seesValue(page: Page, region: string, label: string, value: string) {
  const field = page.getByRole('region', { name: region }).getByLabel(label, { exact: true });
  await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toBe(value);
}

/**
 * The joint accident statement on two phones (two Chromium contexts): driver A starts it from the
 * start screen in Slovak, driver B joins with the link in English, both fill in their columns and
 * the shared sections and see each other's, both sign, and both see it sealed; axe on every screen.
 */
describe('the joint accident statement on two phones', () => {
  const e2e = e2eServerAndBrowser();

  it('starts, joins, fills both columns, signs and seals, in Slovak on one phone and English on the other', async () => {
    const a = await newPage(e2e.browser, {
      viewport: PHONE,
      mobile: true,
      context: { permissions: ['geolocation'], geolocation: BRATISLAVA },
    });
    const b = await newPage(e2e.browser, { viewport: PHONE, mobile: true });
    try {
      // Driver A: from the start screen to the statement's QR code and short code.
      await a.page.goto(`${e2e.server.url}/motor/`);
      await a.page.getByRole('link', { name: 'Spísať správu o nehode s druhým vodičom' }).click();
      await a.page.getByRole('heading', { level: 1, name: 'Správa o nehode' }).waitFor();
      expect(await axeViolations(a.page)).toEqual([]);
      await a.page.getByRole('button', { name: 'Začať správu o nehode' }).click();
      await a.page.getByRole('img', { name: 'QR kód na pripojenie druhého vodiča' }).waitFor();
      const code = (await a.page.getByTestId('join-code').textContent())!;
      const link = (await a.page.getByRole('link', { name: /\/motor\/statement\/join\// }).getAttribute('href'))!;
      expect(link).toBe(`${e2e.server.config.publicUrl}/motor/statement/join/${code}`);
      expect(await axeViolations(a.page)).toEqual([]);

      // Driver B: the link (as the QR code carries it), in English.
      await b.page.goto(`${e2e.server.url}/motor/statement/join/${code}`);
      await b.page.getByRole('button', { name: 'English' }).click();
      await b.page.getByRole('heading', { level: 1, name: 'Join the accident statement' }).waitFor();
      expect(await b.page.getByLabel('Statement code').inputValue()).toBe(code);
      expect(await axeViolations(b.page)).toEqual([]);
      await b.page.getByRole('button', { name: 'Join the statement' }).click();
      await b.page.getByRole('heading', { level: 2, name: 'Vehicle B (yours)' }).waitFor();

      // Both columns and the shared sections, each phone seeing the other's.
      await a.page.getByRole('heading', { level: 2, name: 'Vozidlo A (vaše)' }).waitFor();
      expect(await axeViolations(a.page)).toEqual([]);
      const mineA = a.page.getByRole('region', { name: 'Vozidlo A (vaše)' });
      await a.page.getByLabel('Dátum', { exact: true }).fill('2026-11-30');
      await a.page.getByLabel('Čas', { exact: true }).fill('17:45');
      await a.page.getByRole('button', { name: 'Použiť polohu telefónu' }).click();
      await a.page.getByText('Miesto sme doplnili podľa polohy telefónu. Skontrolujte ho a opravte, ak treba.').waitFor();
      expect(await a.page.getByLabel('Obec alebo mesto').inputValue()).toBe('Bratislava');
      expect(await a.page.getByLabel('Štát', { exact: true }).inputValue()).toBe('Slovensko');
      await a.page.getByLabel('Ulica a číslo, alebo cesta a kilometer').fill('Mlynské nivy 5');
      await mineA.getByLabel('Evidenčné číslo').fill('BA111AA');
      await mineA.getByLabel('Meno a priezvisko vodiča').fill('Anna Prvá');
      await mineA.getByLabel('Adresa vodiča').fill('Hlavná 1, Bratislava');
      await mineA.getByLabel('Skupiny vodičského preukazu').fill('B');
      await mineA.getByLabel('Vodičský preukaz platí do').fill('2031-05-31');
      // A vehicle insured abroad: its insurer by name, not from the list of Slovakia's.
      await mineA.getByLabel('Poisťovňa vozidla').selectOption({ label: 'Iná poisťovňa, napríklad zahraničná' });
      await mineA.getByLabel('Názov poisťovne').fill('Česká pojišťovna, a.s.');
      // The point of initial impact by a tap on the car outline; the zone's radio says it.
      await mineA.locator('[data-zone="frontLeft"]').click();
      expect(await mineA.getByLabel('Vpredu vľavo').isChecked()).toBe(true);
      await mineA.getByLabel('Čo je na vozidle viditeľne poškodené').fill('Predný nárazník vľavo');
      await mineA.getByLabel('1. stál alebo parkoval').check();
      await a.page.getByLabel('Nikto nebol zranený').check();
      await drawOn(a.page, 'Plocha na náčrt nehody');

      const mineB = b.page.getByRole('region', { name: 'Vehicle B (yours)' });
      await mineB.getByLabel('Registration number').fill('KE222BB');
      await mineB.getByLabel('The vehicle’s insurer').selectOption({ label: 'Allianz - Slovenská poisťovňa, a.s.' });
      await mineB.getByLabel('Green card number').fill('SK/012/1234567');
      await mineB.getByLabel('Insured until').fill('2026-12-31');
      await mineB.getByLabel('Rear centre').check();
      await mineB.getByLabel('14. was reversing').check();
      await b.page.getByLabel('Witnesses’ names, addresses and phone numbers').fill('Eva Svedková, 0900 123 456');
      await b.page.getByLabel('Yes, another vehicle or object too').check();
      await b.page.getByLabel('What is damaged and whose it is').fill('The town’s street lamp');
      await mineB.getByLabel('Your remarks').fill('I did not see the car behind me.');
      await mineB.getByLabel('Your remarks').blur();
      expect(await mineB.getByText('Number of boxes ticked: 1').count()).toBe(1);
      expect(
        await b.page.getByRole('region', { name: 'Vehicle A (the other driver’s)' }).getByLabel('Registration number').isDisabled(),
      ).toBe(true);
      expect(await axeViolations(b.page)).toEqual([]);

      await seesValue(a.page, 'Vozidlo B (druhého vodiča)', 'Evidenčné číslo', 'KE222BB');
      await seesValue(a.page, 'Vozidlo B (druhého vodiča)', 'Vaše poznámky', 'I did not see the car behind me.');
      await expect.poll(() => a.page.getByLabel('Mená, adresy a telefóny svedkov').inputValue()).toBe('Eva Svedková, 0900 123 456');
      await seesValue(b.page, 'Vehicle A (the other driver’s)', 'Registration number', 'BA111AA');
      await seesValue(b.page, 'Vehicle A (the other driver’s)', 'Insurer’s name', 'Česká pojišťovna, a.s.');
      await seesValue(b.page, 'Vehicle A (the other driver’s)', 'Driving licence categories', 'B');
      await seesValue(b.page, 'Vehicle A (the other driver’s)', 'Driving licence valid until', '2031-05-31');
      await seesValue(a.page, 'Vozidlo B (druhého vodiča)', 'Poisťovňa vozidla', 'Allianz - Slovenská poisťovňa, a.s.');
      await seesValue(a.page, 'Vozidlo B (druhého vodiča)', 'Číslo zelenej karty', 'SK/012/1234567');
      await seesValue(b.page, 'Vehicle A (the other driver’s)', 'What is visibly damaged on the vehicle', 'Predný nárazník vľavo');
      expect(await b.page.getByRole('region', { name: 'Vehicle A (the other driver’s)' }).getByLabel('Front left').isChecked()).toBe(true);
      expect(await a.page.getByRole('region', { name: 'Vozidlo B (druhého vodiča)' }).getByLabel('Vzadu v strede').isChecked()).toBe(true);
      await expect.poll(() => b.page.getByLabel('Time', { exact: true }).inputValue()).toBe('17:45');
      await expect.poll(() => b.page.getByLabel('Nobody was injured').isChecked()).toBe(true);
      await expect.poll(() => b.page.getByLabel('Street and number, or road and kilometre').inputValue()).toBe('Mlynské nivy 5');
      expect(await b.page.getByLabel('Town or village').inputValue()).toBe('Bratislava');
      await expect.poll(() => a.page.getByLabel('Čo je poškodené a komu patrí').inputValue()).toBe('The town’s street lamp');
      expect(await a.page.getByLabel('Áno, aj iné vozidlo alebo vec').isChecked()).toBe(true);
      // The sketch A drew, as vector data on B's phone.
      const sketchOnB = b.page.getByRole('img', { name: 'Area for the sketch of the accident' }).locator('path');
      await expect.poll(() => sketchOnB.getAttribute('d')).toMatch(/^M\d+ \d+( L\d+ \d+)+$/);

      // Phone B opens the join link again (the QR code scanned once more) and reloads: its own column each time.
      await b.page.goto(`${e2e.server.url}/motor/statement/join/${code}`);
      await b.page.getByRole('heading', { level: 2, name: 'Vehicle B (yours)' }).waitFor();
      expect(new URL(b.page.url()).pathname).toMatch(/^\/motor\/statement\/[A-Za-z0-9_-]{24}$/);
      await seesValue(b.page, 'Vehicle B (yours)', 'Registration number', 'KE222BB');
      await b.page.reload();
      await b.page.getByRole('heading', { level: 2, name: 'Vehicle B (yours)' }).waitFor();
      await seesValue(b.page, 'Vehicle A (the other driver’s)', 'Registration number', 'BA111AA');
      // On any other phone the code is used up.
      const c = await newPage(e2e.browser, { viewport: PHONE, mobile: true });
      try {
        await c.page.goto(`${e2e.server.url}/motor/statement/join/${code}`);
        await c.page.getByRole('button', { name: 'Pripojiť sa k správe' }).click();
        await c.page.getByRole('alert').getByText('K tejto správe sa už pripojil iný vodič. Kód platí pre jedného vodiča.').waitFor();
      } finally {
        await c.close();
      }

      // Driver A signs; driver B is told, reviews and signs.
      await a.page.getByRole('button', { name: 'Skontrolovať a podpísať' }).click();
      await a.page.getByLabel('Vaše meno a priezvisko').fill('Anna Prvá');
      await drawOn(a.page, 'Pole na podpis prstom');
      expect(await axeViolations(a.page)).toEqual([]);
      await a.page.getByRole('button', { name: 'Podpísať', exact: true }).click();
      await a.page.getByText('Podpísali ste. Čakáme na podpis druhého vodiča.').waitFor();

      // Driver B signs with the keyboard alone: the typed name and the confirmation that it is the signature.
      await b.page.getByText('The other driver has signed the statement. Check it and sign it too.').waitFor();
      await b.page.getByRole('button', { name: 'Review and sign' }).focus();
      await b.page.keyboard.press('Enter');
      await expect.poll(() => focused(b.page)).toBe('Signature');
      await b.page.keyboard.press('Tab');
      expect(await focused(b.page)).toBe('statement-signer');
      await b.page.keyboard.type('Boris Druhý');
      await b.page.keyboard.press('Tab');
      expect(await focused(b.page)).toBe('statement-sign-typed');
      await b.page.keyboard.press('Space');
      expect(await b.page.getByRole('img', { name: 'Box to sign with your finger' }).count()).toBe(0);
      expect(await axeViolations(b.page)).toEqual([]);
      await b.page.keyboard.press('Tab');
      expect(await focused(b.page)).toBe('Sign');
      await b.page.keyboard.press('Enter');

      // Sealed on both phones, each in its language.
      await b.page.getByText('The accident statement is signed by both drivers and sealed.').waitFor();
      await a.page.getByText('Správa o nehode je podpísaná oboma vodičmi a uzavretá.').waitFor();
      const hashA = await a.page.locator('.statement-hash').textContent();
      expect(hashA).toMatch(/^[0-9a-f]{64}$/);
      expect(await b.page.locator('.statement-hash').textContent()).toBe(hashA);
      expect(await a.page.locator('dd', { hasText: 'Boris Druhý' }).locator('.statement-typed-signature').textContent()).toBe(
        '(podpísané napísaným menom)',
      );
      expect(await a.page.getByRole('region', { name: 'Vozidlo A (vaše)' }).getByLabel('Evidenčné číslo').isDisabled()).toBe(true);
      expect(await axeViolations(a.page)).toEqual([]);
      expect(await axeViolations(b.page)).toEqual([]);
      expect(a.problems).toEqual([]);
      expect(b.problems).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
