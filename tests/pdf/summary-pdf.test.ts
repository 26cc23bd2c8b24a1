import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../src/domain/damaged-objects.ts';
import { formatDateTime } from '../../src/domain/format.ts';
import type { IncidentReport } from '../../src/domain/report.ts';
import { MISSING_GLYPH } from '../../src/pdf/pdf-text.ts';
import { PdfRenderFailed } from '../../server/pdf/render-pool.ts';
import { loadStoredReport, setSummaryPdfService, summaryPdfService, type SummaryPdfService } from '../../server/pdf/summary-pdf.ts';
import { createCompletionMails, MAX_FAILED_RENDERS } from '../../server/services/completion-mail.ts';
import { acceptedSamples } from '../services/sample-files.ts';
import { apiClient } from '../support/api.ts';
import { renderingDatabaseModes } from '../support/databases.ts';
import { expectEveryFact, expectNothingCutOff } from './support/pdf-checks.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { decodeDataMatrix, extractText, flat, fonts, inkIn, layoutPages, pageCount, pageImages } from './support/pdf-tools.ts';
import { createScopeReport, NEW_IBAN, REPORTER, SCOPE_CASES } from './support/scope-reports.ts';

const jpeg = acceptedSamples.find((sample) => sample.name === 'fotka.jpg')!.content;
const ALL_SLOVAK_LETTERS = 'áäčďéíĺľňóôŕšťúýžÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ';

describe.each(renderingDatabaseModes)('the summary PDF (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  const renders = () => summaryPdfService('MOTOR').pool.renderCount;

  beforeAll(async () => {
    server = await startTestServer(mode, {}, { captureLogs: true });
    api = apiClient(server.app);
    summaryPdfService('MOTOR').pool.warmUp();
  });
  afterAll(() => server?.close());

  const getPdf = (id: string, query = '') => api.call({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf${query}` });
  const policiesOf = async (id: string) => (await loadStoredReport(server.app.db, id)).verifiedPolicies;

  async function pdfOf(id: string, query = ''): Promise<Buffer> {
    const response = await getPdf(id, query);
    expect(response.status, response.body?.toString?.().slice(0, 200)).toBe(200);
    return response.raw.rawPayload;
  }

  it.each(SCOPE_CASES)('prints every fact of a saved $scope report, in Slovak, with its data matrix', async (scopeCase) => {
    const id = await createScopeReport(api, scopeCase);
    const saved = await api.save(id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.isDuplicate).toBe(false);
    const [reportNumber] = saved.body.incidentReportIds as string[];
    // The completion e-mail follows the save's answer; its PDF is the one rendered.
    await server.app.afterResponseSettled();

    const rendersBefore = renders();
    const response = await getPdf(id);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="hlasenie-${reportNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.raw.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The completion e-mail rendered this report at save: the download comes from the cache.
    expect(renders()).toBe(rendersBefore);

    const text = await extractText(pdf);
    const report: IncidentReport = await api.load(id);
    expectEveryFact(text, report, await policiesOf(id));
    const all = flat(text);
    for (const expected of [
      'Hlásenie poistnej udalosti – súhrn',
      `Číslo hlásenia ${reportNumber}`,
      'Ľubomír Šťastný',
      'lubomir.stastny@example.sk',
      '+421 905 123 456',
      'Hlavná 1234/12, 010 01 Žilina',
      scopeCase.printedDate,
      'Odoslané',
      'strana 1 z',
      'Overená poistná zmluva',
      ...scopeCase.verifiedPolicies,
      ...scopeCase.expectText,
    ]) {
      expect(all).toContain(expected);
    }
    for (const claimId of saved.body.claimIds as string[]) expect(all).toContain(claimId);
    for (const unasked of scopeCase.notAsked ?? []) expect(all).not.toContain(unasked);
    expect(all).not.toContain('KONCEPT');
    expect(all).not.toContain(NEW_IBAN); // only in groups of four
    // BA888HH's liability policy, found by its plate, is the insurer's to know: none of the cases types its number.
    expect(all).not.toContain('4010000088');

    expect(await decodeDataMatrix(pdf)).toBe(
      `MOTOR${reportNumber}_${saved.body.claimIds[0] ?? ''};${(await api.load(id)).incident.policyId ?? ''}`,
    );
    const used = await fonts(pdf);
    expect(used.length).toBeGreaterThan(0);
    for (const font of used) {
      expect(font.name).toMatch(/LiberationSans/);
      expect(font.embedded).toBe(true);
    }
    await expectNothingCutOff(pdf);
  });

  /** A sent scope12 report (own CASCO, its liability policy), on a day of its own so it is no duplicate. */
  async function sentScope12Report(date: string) {
    const id = await createScopeReport(api, SCOPE_CASES[2]!);
    expect((await api.update(id, { incident: { date } })).status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.isDuplicate).toBe(false);
    await server.app.afterResponseSettled();
    return { id, saved: saved.body as { incidentReportIds: string[]; claimIds: string[]; savedAt: string } };
  }

  /** Each pattern found after the one before it, in the PDF's text with its layout. */
  function expectInOrder(text: string, patterns: RegExp[]): void {
    let from = 0;
    for (const pattern of patterns) {
      const found = new RegExp(pattern.source, `${pattern.flags}g`);
      found.lastIndex = from;
      const match = found.exec(text);
      expect(match, `${pattern} after offset ${from}`).not.toBeNull();
      from = match!.index + match![0].length;
    }
  }

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** A row as -layout prints it: its label, spaces, its value on the same line. */
  const row = (label: string, value: string) => new RegExp(`${escape(label)} +${escape(value)}`);

  it.each([
    {
      locale: 'sk',
      labels: {
        report: 'Číslo hlásenia',
        claim: 'Číslo poistnej udalosti (Vozidlo – BA111AA)',
        claimProperty: 'Číslo poistnej udalosti (Majetok)',
        date: 'Dátum udalosti',
        policy: 'Overená poistná zmluva',
        policies: ['4010000011 – Povinné zmluvné poistenie (PZP)', '5010000011 – Havarijné poistenie (CASCO)'],
        whatHappened: 'Okolnosti udalosti',
        declaration: 'Vyhlásenie ohlasovateľa',
        statement: 'Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné',
        agreed: 'Súhlas potvrdený',
        agreedAt: (time: string) => `${time} (pri odoslaní hlásenia)`,
        lastTable: 'Bankový účet na výplatu',
        lastPart: 'Spracúvanie osobných údajov',
        footer: (page: number, pages: number) =>
          new RegExp(`^ *Poisťovňa, a\\. s\\. · Škodová linka 0800 123 456 +Vytvorené [\\d. :]+ +strana ${page} z ${pages} *$`),
        oneSectionBand: 'Poistenie a vozidlo',
        repeatedBand: 'Identifikácia',
      },
    },
    {
      locale: 'en',
      labels: {
        report: 'Report number',
        claim: 'Claim number (Vehicle – BA111AA)',
        claimProperty: 'Claim number (Property)',
        date: 'Date of the incident',
        policy: 'Verified policy',
        policies: ['4010000011 – Motor third-party liability (PZP)', '5010000011 – Own-damage insurance (CASCO)'],
        whatHappened: 'Circumstances of the incident',
        declaration: "The reporter's declaration",
        statement: 'I declare that all the information in the report is true and complete',
        agreed: 'Agreed',
        agreedAt: (time: string) => `${time} (when the report was sent)`,
        lastTable: 'Bank account for the payout',
        lastPart: 'Processing of personal data',
        footer: (page: number, pages: number) =>
          new RegExp(
            `^ *Poisťovňa, a\\. s\\. · Claims hotline 0800 123 456 +Generated \\d{1,2} [A-Z][a-z]+ \\d{4} \\d{2}:\\d{2} +page ${page} of ${pages} *$`,
          ),
        oneSectionBand: 'Policy and vehicle',
        repeatedBand: 'Identification',
      },
    },
  ] as const)(
    'puts what a claims handler needs first, the declaration last and the insurer on every page ($locale)',
    async ({ locale, labels }) => {
      const { id, saved } = await sentScope12Report(locale === 'sk' ? '2026-04-17' : '2026-04-18');
      const pdf = await pdfOf(id, `?locale=${locale}`);
      const pages = await layoutPages(pdf);
      const text = pages.join('\n');
      const [reportNumber] = saved.incidentReportIds;
      const [vehicleClaim, propertyClaim] = saved.claimIds;
      // The numbers, when, the verified policies, then what happened: all on the first page.
      expectInOrder(pages[0]!, [
        row(labels.report, reportNumber!),
        row(labels.claim, vehicleClaim!),
        row(labels.claimProperty, propertyClaim!),
        row(labels.date, locale === 'sk' ? '17. 4. 2026' : '18 April 2026'),
        row(labels.policy, labels.policies[0]),
        new RegExp(` +${escape(labels.policies[1])}`),
        new RegExp(`^ *${escape(labels.whatHappened)} *$`, 'm'),
      ]);
      // The declaration after the last table of this report, with when the reporter agreed.
      expectInOrder(text, [
        new RegExp(`^ *${escape(labels.lastTable)} *$`, 'm'),
        new RegExp(`^ *${escape(labels.declaration)} *$`, 'm'),
        new RegExp(escape(labels.statement)),
        row(labels.agreed, labels.agreedAt(formatDateTime(saved.savedAt, locale))),
        new RegExp(escape(labels.lastPart)),
      ]);
      // The one section of its table heads it; no band repeats it above.
      expect(text.split(labels.oneSectionBand)).toHaveLength(2);
      expect(text).not.toContain(labels.repeatedBand);
      // Every page ends with the insurer, its claims hotline and "page x of y".
      pages.forEach((page, index) => {
        const lastLine = page.trimEnd().split('\n').at(-1)!;
        expect(lastLine).toMatch(labels.footer(index + 1, pages.length));
      });
    },
  );

  it('draws A4 pages with the header and the basic data band on top of the first, and the footer on every page', async () => {
    const { id } = await sentScope12Report('2026-04-19');
    const pdf = await pdfOf(id);
    // Long enough for two pages with the declaration.
    const images = await pageImages(pdf);
    expect(images.length).toBe(await pageCount(pdf));
    expect(images.length).toBeGreaterThan(1);
    for (const [index, image] of images.entries()) {
      const where = `page ${index + 1}`;
      // A4 (210 x 297 mm) at 72 dpi: 595.28 x 841.89 points, rounded up to whole pixels.
      expect([image.width, image.height], where).toEqual([596, 842]);
      // The header's logo, title and data matrix (styles.ts: 22 pt from the top, 66 pt high).
      expect(inkIn(image, { left: 42, top: 22, right: 553, bottom: 88 }), where).toBeGreaterThan(0.05);
      // The footer: the insurer and hotline on the left, "strana x z y" on the right.
      expect(inkIn(image, { left: 42, top: 800, right: 250, bottom: 822 }), where).toBeGreaterThan(0.02);
      expect(inkIn(image, { left: 500, top: 800, right: 553, bottom: 822 }), where).toBeGreaterThan(0.02);
      // Nothing runs into the side margins.
      expect(inkIn(image, { left: 0, top: 0, right: 30, bottom: 842 }), where).toBe(0);
      expect(inkIn(image, { left: 565, top: 0, right: 595, bottom: 842 }), where).toBe(0);
    }
    // Right under the header of the first page, the basic data's band, filled in the brand colour
    // across the width (its row of text at 102-120 pt).
    expect(inkIn(images[0]!, { left: 42, top: 104, right: 553, bottom: 116 })).toBeGreaterThan(0.8);
  });

  it('answers an unknown report with 404 in the error shape', async () => {
    const response = await getPdf('AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(typeof response.body.message).toBe('string');
  });

  it('marks a draft as such, and renders it again only when it changed', async () => {
    const id = await createScopeReport(api, { ...SCOPE_CASES[0]!, uploads: [] });
    const before = renders();
    const response = await getPdf(id);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`inline; filename="hlasenie-${id.slice(0, 4)}.pdf"`);
    const first = response.raw.rawPayload;
    expect(renders()).toBe(before + 1);
    const text = flat(await extractText(first));
    expect(text).toContain('KONCEPT');
    expect(text).toContain('Tento dokument je iba koncept');
    expect(text).toContain('Koncept (neodoslané)');
    expect(text).toContain('Číslo zatiaľ nebolo pridelené');
    // A draft has not agreed to the declaration, and its policy numbers are not looked up.
    expect(text).toContain('Súhlas potvrdený Zatiaľ nie – hlásenie nebolo odoslané');
    expect(text).not.toContain('Overená poistná zmluva');
    expect(await decodeDataMatrix(first)).toBe(`MOTOR_;${(await api.load(id)).incident.policyId ?? ''}`);

    // The same version again: from the cache, byte for byte.
    const again = await pdfOf(id);
    expect(renders()).toBe(before + 1);
    expect(again.equals(first)).toBe(true);

    // An update makes a new version: a new render that shows the change.
    expect((await api.update(id, { incident: { descriptionAdditional: 'Svedkom bol sused Ondrej Ďuriš.' } })).status).toBe(200);
    expect(flat(await extractText(await pdfOf(id)))).toContain('Svedkom bol sused Ondrej Ďuriš.');
    expect(renders()).toBe(before + 2);

    // An upload changes no version, but the PDF lists it all the same.
    expect((await api.upload(id, 'dodatočná-fotka.jpg', jpeg)).status).toBe(201);
    expect(flat(await extractText(await pdfOf(id)))).toContain('dodatočná-fotka.jpg');
    expect(renders()).toBe(before + 3);
  });

  it('keeps every letter of hostile input, replaces emoji, and breaks long content over pages without cutting it', async () => {
    const name = `${ALL_SLOVAK_LETTERS} 🚗💥👍🏽`;
    const words = 'Ťažké poškodenie ľavého boku, ďalej úplne zničené dvere a rozbité sklo. ';
    const longText = (tag: string) => `${tag} ${words.repeat(20)}`.slice(0, 946).trim() + ' end';
    const id = await api.create();
    // The largest report the limits allow: the own vehicle and the other vehicles make as many
    // claims as a report may have, with as many attachments as it may have.
    const vehicles = Array.from({ length: MAX_DAMAGED_OBJECTS_PER_REPORT - 1 }, (_, index) => ({
      hasLicensePlate: true,
      licensePlate: `KE${String(100 + index)}AB`,
      partyType: 'PERSON' as const,
      firstName: 'Ôndrej',
      lastName: `Šťúr ${index + 1}`,
      description: longText(`Vozidlo-${index + 1}:`),
    }));
    const steps = [
      {
        parties: { reporter: { ...REPORTER, firstName: name, lastName: 'Ďuríček 😀', isSameAsInsured: true } },
        incident: {
          date: '2026-04-20',
          scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }],
          policyType: 'CASCO' as const,
          myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', damageDescription: longText('Moje-vozidlo:') },
          address: {
            street: 'Ľudovíta Štúra',
            buildingNumber: '5',
            town: 'Žilina',
            postalCode: '010 01',
            country: 'SVK',
            isUnspecified: false,
          },
          reason: { id: '12_ACCIDENT', label: { sk: 'Dopravná nehoda s iným účastníkom', en: 'Traffic accident with another party' } },
          description: longText('Popis-udalosti:'),
          descriptionAdditional: longText('Doplnenie:'),
          responsibleParty: 'myVehicle' as const,
          specificAnswers: { accidentReportWritten: true, assistanceServicesCalled: false },
          resolveType: 'selfRepair' as const,
          bankAccount: { id: null, value: NEW_IBAN, bic: null },
          otherDamage: ['VEHICLE' as const],
          damagedVehicles: vehicles,
        },
      },
    ];
    for (const step of steps) expect((await api.update(id, step)).status).toBe(200);
    for (let index = 1; index <= MAX_ATTACHMENTS_PER_REPORT; index += 1) {
      expect((await api.upload(id, `príloha-${index}.jpg`, jpeg)).status).toBe(201);
    }
    const saved = await api.save(id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.claimIds).toHaveLength(MAX_DAMAGED_OBJECTS_PER_REPORT);

    const pdf = await pdfOf(id);
    expect(await pageCount(pdf)).toBeGreaterThan(1);
    const text = flat(await extractText(pdf));
    expect(text).toContain(`${ALL_SLOVAK_LETTERS} ${MISSING_GLYPH}${MISSING_GLYPH}${MISSING_GLYPH} Ďuríček ${MISSING_GLYPH}`);
    const last = vehicles.length;
    expect(text).toContain(`Poškodené vozidlo ${last}`);
    expect(text).toContain(`Ôndrej Šťúr ${last}`);
    expect(text).toContain(flat(vehicles[last - 1]!.description));
    expect(text).toContain(`príloha-${MAX_ATTACHMENTS_PER_REPORT}.jpg`);
    expect(text).toContain(flat(longText('Doplnenie:')));
    expectEveryFact(await extractText(pdf), await api.load(id), await policiesOf(id));
    for (const font of await fonts(pdf)) expect(font.name).toMatch(/LiberationSans/);
    await expectNothingCutOff(pdf);
    expect(await decodeDataMatrix(pdf, await pageCount(pdf))).toBe(
      `MOTOR${saved.body.incidentReportIds[0]}_${saved.body.claimIds[0]};${(await api.load(id)).incident.policyId ?? ''}`,
    );
  });

  it('answers a failed render with 500 in the error shape and logs it without personal data', async () => {
    const id = await createScopeReport(api, { ...SCOPE_CASES[0]!, uploads: [] });
    // A row the renderer cannot read: a list that is not a list.
    await sql`UPDATE incident_report SET document = jsonb_set(document, '{incident,damagedVehicles}', '"broken"'::jsonb) WHERE id = ${id}`.execute(
      server.app.db,
    );
    const logsBefore = server.logLines.length;
    const response = await getPdf(id);
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({
      code: 'PDF_RENDER_FAILED',
      message: 'Súhrn v PDF sa nepodarilo vytvoriť. Vaše hlásenie zostáva uložené.',
    });

    const logs = server.logLines.slice(logsBefore).join('\n');
    expect(logs).toContain('summary PDF not rendered');
    expect(logs).toContain('TypeError');
    expect(logs).toContain(`${id.slice(0, 4)}…`);
    for (const personal of [
      id,
      'Ľubomír',
      'Šťastný',
      'stastny',
      '905 123 456',
      '905123456',
      'Žilina',
      'Hlavná',
      'BA111AA',
      'nárazník',
      NEW_IBAN,
    ]) {
      expect(logs).not.toContain(personal);
    }

    // The worker survives a failed render.
    const healthy = await createScopeReport(api, { ...SCOPE_CASES[1]!, uploads: [] });
    expect((await getPdf(healthy)).status).toBe(200);
  });

  it('attaches the summary PDF to the completion e-mail', async () => {
    const scopeCase = SCOPE_CASES[2]!;
    const id = await createScopeReport(api, scopeCase);
    // Another day than the saved scope12 report of the first test: not a duplicate, so it is mailed.
    const update = await api.update(id, { parties: { reporter: { email: 'pdf.priloha@example.sk' } }, incident: { date: '2026-04-15' } });
    expect(update.status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    await server.app.afterResponseSettled();
    const mail = await findMail(server.dataDir, 'pdf.priloha@example.sk');
    expect(mail.text).toContain('V prílohe nájdete súhrn');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe(`hlasenie-${saved.body.incidentReportIds[0]}.pdf`);
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(flat(await extractText(attachment!.content))).toContain('Novohrad Auto, s.r.o.');
    // The download after the save is the e-mail's PDF, not a second render.
    expect((await pdfOf(id)).equals(attachment!.content)).toBe(true);
  });

  it('tries the PDF of the completion e-mail again, and sends the e-mail without it only after 5 failed renders, saying so in the log', async () => {
    const id = await createScopeReport(api, SCOPE_CASES[1]!);
    const update = await api.update(id, { parties: { reporter: { email: 'bez.prilohy@example.sk' } }, incident: { date: '2026-04-16' } });
    expect(update.status).toBe(200);
    const working = summaryPdfService('MOTOR');
    let renders = 0;
    const broken: SummaryPdfService = {
      pool: working.pool,
      pdfFor: () => {
        renders += 1;
        return Promise.reject(new PdfRenderFailed('worker-died', { name: 'WorkerExit', frames: [] }));
      },
      close: async () => undefined,
    };
    const logsBefore = server.logLines.length;
    setSummaryPdfService(broken);
    try {
      const saved = await api.save(id);
      expect(saved.status).toBe(200);
      await server.app.afterResponseSettled();
      expect(renders).toBe(1);
      await expect(findMail(server.dataDir, 'bez.prilohy@example.sk')).rejects.toThrow();
      // The next attempts, on a clock moved past each back-off.
      let virtual = 0;
      const mails = createCompletionMails({
        db: server.app.db,
        mailer: server.app.mailer,
        i18n: server.app.i18n,
        pdf: () => broken,
        mailFrom: server.config.mailFrom,
        pollMs: 1000,
        log: server.app.log,
        now: () => new Date(Date.now() + virtual),
      });
      for (let attempt = 2; attempt < MAX_FAILED_RENDERS; attempt += 1) {
        virtual += 11 * 60_000;
        expect(await mails.runOnce()).toBe(0);
      }
      virtual += 11 * 60_000;
      expect(await mails.runOnce()).toBe(1);
    } finally {
      setSummaryPdfService(working);
    }
    expect(renders).toBe(MAX_FAILED_RENDERS);
    const mail = await findMail(server.dataDir, 'bez.prilohy@example.sk');
    expect(mail.subject).toBe('Potvrdenie o prijatí hlásenia poistnej udalosti');
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).not.toContain('V prílohe');
    const logs = server.logLines.slice(logsBefore).join('\n');
    expect(logs).toContain('summary PDF of the completion e-mail not rendered, will retry');
    expect(logs).toContain('"reason":"summary PDF: worker-died"');
    expect(logs).toContain('completion e-mail sent without its summary PDF');
    expect(logs).not.toContain('bez.prilohy');
    expect(logs).not.toContain('Šťastný');
  });
});

async function findMail(dataDir: string, to: string) {
  const dir = path.join(dataDir, 'outbox', 'mail');
  for (const file of (await readdir(dir)).sort().reverse()) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
    if (address === to) return mail;
  }
  throw new Error(`no e-mail to ${to}`);
}
