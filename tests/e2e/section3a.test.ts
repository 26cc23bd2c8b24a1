import { describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { DESCRIPTION, SECTION_2, ZILINA, policyType } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, chooseCard, continueTo, idle, pressContinue, resumeAt, routeOf } from './support/wizard.ts';

/**
 * Section 3 without its maps, in Chromium on the real server and demo data (README "Demo data"):
 * the reason screens, /incident-details with its questions, /windshield-damage-location and the
 * three party screens, for each scope set and responsible-party choice. Sections 1–2 are resumed
 * from the API (their screens have their own suites); /incident-map is passed the same way (the
 * map screens have section3b). Every route is checked with axe-core on a phone-sized page.
 */

/** The answers up to /incident-map included (the address in Žilina). */
const toDetails = (section2: { steps: UpdateReportRequest[] }) => [...section2.steps, ZILINA];

const question = (page: Page, text: string) => page.getByRole('group', { name: new RegExp(`^${text}`) });
async function answer(page: Page, text: string, yes: boolean) {
  await question(page, text)
    .getByText(yes ? 'Áno' : 'Nie', { exact: true })
    .click();
}
async function describeIncident(page: Page, text = DESCRIPTION) {
  await page.getByLabel('Popíšte, ako k udalosti došlo').fill(text);
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('section 3 in Chromium: reasons, incident details, windshield and the parties', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  async function journey(run: (page: Page) => Promise<void>, options: { viewport?: { width: number; height: number } } = {}) {
    const { page, problems, close } = await newPage(e2e.browser, options);
    try {
      await run(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }

  it('scope1 CASCO: reason group and reason, another party responsible, its plate verified (BA888HH) -> /incident-resolve-type', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, toDetails(SECTION_2.scope1Casco), '/incident-reason-group');
      await expectNoViolations(page);
      // Continue without a choice is refused and nothing moves.
      await pressContinue(page);
      await page.getByRole('alert').getByRole('link', { name: 'Vyberte, prosím, z ponúkaných možností' }).waitFor();
      expect(routeOf(page)).toBe('/incident-reason-group');
      await chooseCard(page, 'Dopravná nehoda');
      await continueTo(page, '/incident-reason');
      await expectNoViolations(page);
      await chooseCard(page, 'Nehoda počas jazdy');
      await continueTo(page, '/incident-details');

      await describeIncident(page);
      await chooseCard(page, 'Iné vozidlo alebo iná osoba');
      // SPEC §3 via the README table: an accident while driving asks for the joint report; "no" asks for the police record.
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', false);
      await question(page, 'Spísala nehodu polícia?').waitFor();
      await answer(page, 'Spísala nehodu polícia?', true);
      await answer(page, 'Bola privolaná asistenčná služba?', false);
      expect(await page.getByText('Je poškodené iba čelné sklo?').count()).toBe(0);
      await expectNoViolations(page);
      await continueTo(page, '/responsible-party-details');

      await expectNoViolations(page);
      await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).fill('ba888hh');
      expect(await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).inputValue()).toBe('BA888HH');
      await continueTo(page, '/incident-resolve-type');
    });
  });

  it('scope1 CASCO, glass: the single reason is skipped, windshield only and small -> /windshield-damage-location by click, then keyboard', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, toDetails(SECTION_2.scope1Casco), '/incident-reason-group');
      await chooseCard(page, 'Poškodenie skla');
      // The group has one reason for CASCO: it is chosen for the reporter and its screen skipped.
      await continueTo(page, '/incident-details');
      await describeIncident(page, 'Na diaľnici mi odletený kamienok poškodil čelné sklo vozidla.');
      await chooseCard(page, 'Nikto iný');
      await answer(page, 'Je poškodené iba čelné sklo?', true);
      await answer(page, 'Je poškodenie čelného skla väčšie ako platobná karta?', false);
      await continueTo(page, '/windshield-damage-location');
      await expectNoViolations(page);

      await pressContinue(page);
      await page.getByRole('alert').getByRole('link', { name: 'Vyberte, prosím, z ponúkaných možností' }).waitFor();
      expect(await page.locator('.windshield-marker').count()).toBe(0);
      await page.locator('svg.windshield-drawing [data-zone="driverDamage"]').click();
      await page.locator('.windshield-marker[data-zone="driverDamage"]').waitFor();
      expect(await page.getByRole('radio', { name: /Zorné pole vodiča/ }).isChecked()).toBe(true);
      // The keyboard does what the mouse does: arrows move the choice, and the marker with it.
      await page.getByRole('radio', { name: /Zorné pole vodiča/ }).focus();
      await page.keyboard.press('ArrowDown');
      const chosen = await page.locator('.windshield-marker').getAttribute('data-zone');
      expect(chosen).not.toBe('driverDamage');
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
      await continueTo(page, '/incident-resolve-type');
      const stored = await page.evaluate(
        () => window.__claimActor!.getSnapshot().context.report.incident.myVehicle?.windshieldDamageLocation,
      );
      expect(stored).toBe(chosen);
    });
  });

  it('scope1 CASCO, fire: the vehicle burned completely -> /additional-bank', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, toDetails(SECTION_2.scope1Casco), '/incident-reason-group');
      await chooseCard(page, 'Požiar');
      await continueTo(page, '/incident-details');
      await describeIncident(page, 'V noci na parkovisku začal horieť motor a vozidlo zhorelo.');
      await chooseCard(page, 'Neviem');
      await answer(page, 'Zhorelo vozidlo úplne?', true);
      await answer(page, 'Zasahovali pri požiari hasiči?', true);
      await answer(page, 'Vyšetruje udalosť polícia?', true);
      await answer(page, 'Bola privolaná asistenčná služba?', false);
      // "Neviem" is unclear responsibility (D7), which comes first: /co-responsible-party-details.
      await continueTo(page, '/co-responsible-party-details');
      await page.goBack();
      await arrive(page, '/incident-details');
      await chooseCard(page, 'Nikto iný');
      await continueTo(page, '/additional-bank');
    });
  });

  it('scope1 CASCO: responsible party with an unknown plate and no policy number -> additional details -> /incident-resolve-type', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, [...toDetails(SECTION_2.scope1Casco)], '/incident-reason-group');
      await chooseCard(page, 'Vandalizmus');
      await continueTo(page, '/incident-details');
      await describeIncident(page, 'Niekto mi v noci poškriabal kľúčom celý bok vozidla.');
      await chooseCard(page, 'Iné vozidlo alebo iná osoba');
      await answer(page, 'Vyšetruje udalosť polícia?', true);
      await answer(page, 'Bola privolaná asistenčná služba?', false);
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', false);
      await answer(page, 'Spísala nehodu polícia?', false);
      await continueTo(page, '/responsible-party-details');

      const plate = page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true });
      await plate.fill('BA12345X');
      await pressContinue(page);
      await page
        .getByRole('alert')
        .getByRole('link', { name: /Zadajte evidenčné číslo v správnom tvare/ })
        .waitFor();
      await page.getByText('Evidenčné číslo vozidla vinníka nepoznám', { exact: true }).click();
      expect(await plate.isDisabled()).toBe(true);
      expect(await plate.inputValue()).toBe('');
      const policy = page.getByLabel(/Číslo poistnej zmluvy vinníka/);
      await policy.fill('40100A');
      await pressContinue(page);
      await page.getByRole('alert').getByRole('link', { name: 'Zadajte číslo' }).waitFor();
      await policy.fill('');
      await continueTo(page, '/responsible-party-additional-details');
      await expectNoViolations(page);

      await page.getByRole('group', { name: 'Vinník' }).getByLabel('Meno', { exact: true }).fill('Peter');
      await page.getByRole('group', { name: 'Vinník' }).getByLabel('Priezvisko', { exact: true }).fill('Malý');
      await pressContinue(page);
      await page.getByRole('alert').getByRole('link', { name: 'Zadajte, prosím, aspoň jeden kontaktný údaj' }).first().waitFor();
      await page
        .getByRole('group', { name: /Kontakt na vinníka/ })
        .getByLabel(/Telefón/)
        .fill('905 111 222');
      await continueTo(page, '/incident-resolve-type');
      const party = await page.evaluate(() => window.__claimActor!.getSnapshot().context.report.parties.otherResponsibleParty);
      expect(party).toMatchObject({ hasLicensePlate: false, licensePlate: null, firstName: 'Peter', lastName: 'Malý' });
    });
  });

  it('scope1 PZP (BA222BB): the responsible plate BA888HH verifies -> /incident-map', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, SECTION_2.scope1Pzp.steps, '/responsible-party-details');
      // Scope 1 has an original scope of none and a date from /general-info: no date asked here.
      expect(await page.getByLabel('Kedy sa udalosť stala?').count()).toBe(0);
      await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).fill('BA888HH');
      await continueTo(page, '/incident-map');
    });
  });

  it('scope2: "my vehicle" -> /other-damage; "another vehicle" -> /co-responsible-party-details (party type offered) -> /other-damage', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, toDetails(SECTION_2.scope2), '/incident-details');
      await expectNoViolations(page);
      expect(await page.getByText('Je jasné, kto nehodu zavinil?').count()).toBe(0);
      await describeIncident(page, 'Pri parkovaní som zadným nárazníkom poškodil dvere iného auta.');
      await chooseCard(page, 'Moje vozidlo');
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
      await continueTo(page, '/other-damage');
      await page.goBack();
      await arrive(page, '/incident-details');
      // What was typed is still there after Back.
      expect(await page.getByLabel('Popíšte, ako k udalosti došlo').inputValue()).toBe(
        'Pri parkovaní som zadným nárazníkom poškodil dvere iného auta.',
      );
      await chooseCard(page, 'Iné vozidlo');
      await continueTo(page, '/co-responsible-party-details');
      await expectNoViolations(page);
      await page.getByRole('group', { name: /Ďalší účastník je/ }).waitFor();
      await page.getByLabel('Evidenčné číslo vozidla ďalšieho účastníka').fill('ke123ab');
      await continueTo(page, '/other-damage');
      const party = await page.evaluate(() => window.__claimActor!.getSnapshot().context.report.parties.otherCoresponsibleParty);
      expect(party).toMatchObject({ hasLicensePlate: true, licensePlate: 'KE123AB' });
    });
  });

  it('scope12 CASCO: shared responsibility -> /co-responsible-party-details -> /incident-resolve-type; scope12 PZP: my vehicle -> /other-damage', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, toDetails(SECTION_2.scope12Casco), '/incident-details');
      await describeIncident(page, 'Na križovatke sme sa zrazili s druhým autom, obaja tvrdíme, že sme mali zelenú.');
      await chooseCard(page, 'Vina je spoločná alebo sporná');
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
      await answer(page, 'Bola privolaná asistenčná služba?', false);
      await continueTo(page, '/co-responsible-party-details');
      await page.getByLabel('Evidenčné číslo vozidla ďalšieho účastníka').fill('NR123CD');
      await continueTo(page, '/incident-resolve-type');
    });
    await journey(async (page) => {
      await resumeAt(page, e2e.server, toDetails(SECTION_2.scope12Pzp), '/incident-details');
      await describeIncident(page, 'Na križovatke som nedal prednosť a narazil som do druhého auta.');
      await chooseCard(page, 'Moje vozidlo');
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
      await answer(page, 'Bola privolaná asistenčná služba?', true);
      await continueTo(page, '/other-damage');
    });
  });

  it('scope13 PZP: an unverified plate (TN000XX) -> additional details -> /incident-map; no clear fault -> co-responsible party with a required policy number -> /incident-resolve-type', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, SECTION_2.scope13Pzp.steps, '/responsible-party-details');
      await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).fill('TN000XX');
      await continueTo(page, '/responsible-party-additional-details');
      await page.getByText('Poistenie vinníka sa nám nepodarilo overiť').waitFor();
      await page.getByRole('group', { name: 'Vinník' }).getByLabel('Meno', { exact: true }).fill('Eva');
      await page.getByRole('group', { name: 'Vinník' }).getByLabel('Priezvisko', { exact: true }).fill('Veľká');
      await page
        .getByRole('group', { name: /Kontakt na vinníka/ })
        .getByLabel(/E-mail/)
        .fill('eva.velka@example.sk');
      await continueTo(page, '/incident-map');
    });
    await journey(async (page) => {
      await resumeAt(page, e2e.server, toDetails(SECTION_2.scope13Pzp), '/incident-details');
      await describeIncident(page, 'Iné auto mi na parkovisku pri cúvaní narazilo do boku vozidla.');
      await chooseCard(page, 'Iné vozidlo');
      await answer(page, 'Je jasné, kto nehodu zavinil?', false);
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
      await answer(page, 'Bola privolaná asistenčná služba?', false);
      await continueTo(page, '/co-responsible-party-details');
      await page.getByText('Evidenčné číslo nepoznám, poznám číslo poistnej zmluvy', { exact: true }).click();
      await pressContinue(page);
      await page.getByRole('alert').getByRole('link', { name: 'Povinné pole' }).waitFor();
      await page.getByLabel(/Číslo poistnej zmluvy ďalšieho účastníka/).fill('4010000098');
      // Scope 13 has my plate: /incident-resolve-type.
      await continueTo(page, '/incident-resolve-type');
    });
  });

  it.each([
    ['scope3', '/incident-map', SECTION_2.scope3, { plate: 'BA888HH' }],
    ['scope34', '/incident-map', SECTION_2.scope34, { policy: '4010000098' }],
    ['scope4', '/responsible-party-additional-details', SECTION_2.scope4, { plate: 'TN000XX' }],
  ] as const)(
    '%s: the date is asked here (no original scope); the other party verified or not -> %s',
    async (_scope, next, section2, other) => {
      await journey(async (page) => {
        await resumeAt(page, e2e.server, section2.steps, '/responsible-party-details');
        const date = page.getByLabel('Kedy sa udalosť stala?');
        await date.fill('10.5.2099');
        if ('plate' in other) await page.getByLabel('Evidenčné číslo vozidla vinníka', { exact: true }).fill(other.plate);
        else {
          await page.getByText('Evidenčné číslo vozidla vinníka nepoznám', { exact: true }).click();
          await page.getByLabel(/Číslo poistnej zmluvy vinníka/).fill(other.policy);
        }
        await pressContinue(page);
        await page.getByRole('alert').getByRole('link', { name: 'Zadajte dátum v minulosti' }).waitFor();
        await date.fill('10.5.2026');
        await continueTo(page, next);
      });
    },
  );

  it('scopes 3, 4, 34 are not asked who is responsible (D9) and go to /additional-bank; bad descriptions are refused', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, [...SECTION_2.scope34.steps, { incident: { date: '2026-05-10' } }, ZILINA], '/incident-details');
      expect(await page.getByText('Kto udalosť zavinil?').count()).toBe(0);
      await describeIncident(page, 'Auto mi zrazilo plot');
      // Object 4: the kind of the reporter's own health damage.
      await chooseCard(page, 'Zranenie');
      await answer(page, 'Vyšetruje udalosť polícia?', true);
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', false);
      await answer(page, 'Spísala nehodu polícia?', true);
      await pressContinue(page);
      await page
        .getByRole('alert')
        .getByRole('link', { name: /Popíšte, prosím, škodu podrobnejšie \(aspoň 5 slov\)/ })
        .waitFor();
      // 951 characters (5 words and more) are refused by the rule's own message.
      await describeIncident(page, `Auto mi zrazilo plot pri ceste ${'a'.repeat(951 - 31)}`);
      await pressContinue(page);
      await page.getByRole('alert').getByRole('link', { name: 'Najviac 950 znakov' }).waitFor();
      await describeIncident(page, 'Vodič iného auta pri cúvaní zrazil môj plot a mňa.');
      await continueTo(page, '/additional-bank');
      const stored = await page.evaluate(() => window.__claimActor!.getSnapshot().context.report.incident.responsibleParty);
      expect(stored).toBe('otherVehicle');
    });
  });

  it('in English on a desktop: scope12 CASCO through /incident-details to /incident-resolve-type', async () => {
    await journey(
      async (page) => {
        await resumeAt(page, e2e.server, toDetails(SECTION_2.scope12Casco), '/incident-details', { lang: 'en' });
        expect((await page.locator('main h1').textContent())?.trim()).toBe('Description of the incident');
        await page.getByLabel('Describe how it happened').fill('At the crossroads another car drove into the side of mine.');
        await chooseCard(page, 'Another vehicle');
        await page
          .getByRole('group', { name: /^Did the people involved fill in a joint accident report/ })
          .getByText('Yes', { exact: true })
          .click();
        await page
          .getByRole('group', { name: /^Was a roadside assistance service called/ })
          .getByText('No', { exact: true })
          .click();
        await expectNoViolations(page);
        await idle(page);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await arrive(page, '/incident-resolve-type');
      },
      { viewport: { width: 1280, height: 900 } },
    );
  });

  it('a policy type chosen for scope13 (CASCO) goes from /incident-details to /incident-resolve-type (D10)', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, [...SECTION_2.scope13Casco.steps, policyType('CASCO'), ZILINA], '/incident-details');
      await describeIncident(page, 'Iné auto mi na parkovisku pri cúvaní narazilo do boku vozidla.');
      await chooseCard(page, 'Moje vozidlo');
      await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
      await answer(page, 'Bola privolaná asistenčná služba?', false);
      await continueTo(page, '/incident-resolve-type');
    });
  });
});
