import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../server/i18n.ts';
import type { IncidentReport } from '../../src/domain/report.ts';
import { questionLabel, SPECIFIC_QUESTIONS } from '../../src/steps/incident-details.ts';
import { ALL_OPTION_MESSAGES } from '../../src/domain/option-labels.ts';
import { SUMMARY_LABELS } from '../../src/domain/summary-labels.ts';
import {
  claimNumberRows,
  dataMatrixIdentifier,
  reportDateRows,
  summaryFileName,
  verifiedPolicyRows,
  type VerifiedPolicy,
} from '../../src/domain/summary-saved.ts';
import { summarySections } from '../../src/steps/summary.ts';
import { printDeclaration } from '../../src/pdf/declaration.ts';
import { MISSING_GLYPH, pdfText } from '../../src/pdf/pdf-text.ts';
import { printTables } from '../../src/pdf/print-layout.ts';

function report(
  overrides: { parties?: object; incident?: object; meta?: object; attachments?: IncidentReport['attachments'] } = {},
): IncidentReport {
  return {
    meta: {
      id: 'AbCdEfGhIjKlMnOpQrStUvWx',
      context: 'WEB',
      version: 4,
      createdAt: '2026-05-10T08:00:00.000Z',
      updatedAt: '2026-05-10T09:15:00.000Z',
      saved: null,
      ...overrides.meta,
    },
    parties: {
      reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk', phone: { prefix: '+421', number: '905123456' } },
      ...overrides.parties,
    },
    incident: {
      scopesOfDamage: [{ objectId: 1 }],
      date: '2026-05-10',
      policyType: 'CASCO',
      // What the server verified for BA111AA: CASCO is backed by casco cover.
      availableProducts: { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' },
      myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' },
      ...overrides.incident,
    },
    attachments: overrides.attachments ?? [],
    availableBankAccounts: [{ id: 'hM1vJ3kq8Zp0aX7wQe2r4A', mask: 'SK** **** **** **** **** 0007' }],
  } as IncidentReport;
}

const catalogs = await loadCatalogs();

const row = (sections: ReturnType<typeof summarySections>, id: string) =>
  sections.flatMap((section) => section.rows).find((item) => item.id === id);

describe('the labels table', () => {
  it('has a Slovak and an English text for every id in the catalogs', () => {
    for (const [id, label] of Object.entries(SUMMARY_LABELS)) {
      // Missing from a catalog, a label would read as its Slovak source (or in a build, its hashed id).
      for (const i18n of [catalogs.sk, catalogs.en]) expect(i18n.messages[label.id], `${id} in ${i18n.locale}`).toBeTruthy();
    }
  });

  it('has a Slovak and an English text for every option the summary restates (option-labels.ts)', () => {
    for (const label of [...ALL_OPTION_MESSAGES, ...SPECIFIC_QUESTIONS.map(questionLabel)]) {
      for (const i18n of [catalogs.sk, catalogs.en]) expect(i18n.messages[label.id], `${label.message} in ${i18n.locale}`).toBeTruthy();
    }
  });

  it('words the scopes of damage as the scope tiles do', () => {
    const tiles = JSON.parse(readFileSync(new URL('../../server/reference/data/scopes-of-damage.json', import.meta.url), 'utf8')) as Array<{
      objectId: number;
      kind: { sk: string; en: string };
      kindSmp: { sk: string; en: string };
    }>;
    for (const tile of tiles) {
      const words = (id: string) => {
        const label = SUMMARY_LABELS[id as keyof typeof SUMMARY_LABELS];
        return { sk: catalogs.sk._(label), en: catalogs.en._(label) };
      };
      expect(words(`scope.${tile.objectId}`)).toEqual(tile.kind);
      expect(words(`scopeSmp.${tile.objectId}`)).toEqual(tile.kindSmp);
    }
  });
});

describe('summarySections', () => {
  it('lists the reporter first and only sections that apply, in Slovak or English', () => {
    const sk = summarySections(report(), catalogs.sk);
    expect(sk[0]).toMatchObject({ id: 'reporter', title: 'Ohlasovateľ', table: 'contacts' });
    expect(sk[0]!.rows).toEqual([
      { id: 'reporter.name', label: 'Meno a priezvisko', value: 'Ján Novák' },
      { id: 'reporter.email', label: 'E-mail', value: 'jan@example.sk' },
      { id: 'reporter.phone', label: 'Telefón', value: '+421 905 123 456' },
    ]);
    expect(sk.map((section) => section.id)).toEqual(['reporter', 'incident', 'policy', 'circumstances']);
    const en = summarySections(report(), catalogs.en);
    expect(en[0]!.title).toBe('Reporter');
    // The policy type as the policy type screens offer it (option-labels.ts).
    expect(row(en, 'policy.policyType')?.value).toBe('Comprehensive (CASCO) insurance');
    // A CASCO choice without casco cover (plate ZZ999ZZ) is settled, and shown, as PZP.
    const uncovered = summarySections(
      report({ incident: { availableProducts: { liability: false, casco: false, minicasco: false, cascoProductCode: 'HPL' } } }),
      catalogs.en,
    );
    expect(row(uncovered, 'policy.policyType')?.value).toBe('Motor liability insurance of whoever caused it');
    expect(row(en, 'incident.date')).toEqual({ id: 'incident.date', label: 'Date of the incident', value: '10 May 2026' });
  });

  it('shows the operator only on a portal report', () => {
    const operator = { firstName: 'Peter', lastName: 'Horváth', identificationNumber: 'phorvath' };
    expect(row(summarySections(report({ parties: { operator } }), catalogs.sk), 'operator.name')).toBeUndefined();
    const smp = summarySections(report({ parties: { operator }, meta: { context: 'SMP' } }), catalogs.sk);
    expect(row(smp, 'operator.name')?.value).toBe('Peter Horváth');
    expect(row(smp, 'circumstances.scopes')?.value).toBe('Vozidlo klienta bolo poškodené');
  });

  it("shows the repair shop's account when a contracted shop is chosen and payout is not forced", () => {
    const carRepairService = {
      objId: 'RS1',
      companyName: 'Autoservis Ťava',
      address: { street: 'Dlhá', buildingNumber: '1', town: 'Nitra', postalCode: '949 01' },
    };
    const bankAccount = { id: null, value: 'SK3112000000198742637541', bic: 'tatrskbx' };
    const toShop = summarySections(
      report({ incident: { carRepairService, bankAccount, forcePayoutToAggrieved: false, resolveType: 'toService' } }),
      catalogs.sk,
    );
    expect(row(toShop, 'bankAccount.account')?.value).toBe('Účet zmluvného servisu (Autoservis Ťava)');
    expect(row(toShop, 'bankAccount.bic')).toBeUndefined();
    expect(row(toShop, 'resolution.serviceAddress')?.value).toBe('Dlhá 1, 949 01 Nitra');
    const forced = summarySections(report({ incident: { carRepairService, bankAccount, forcePayoutToAggrieved: true } }), catalogs.sk);
    expect(row(forced, 'bankAccount.account')?.value).toBe('SK31 1200 0000 1987 4263 7541');
    expect(row(forced, 'bankAccount.bic')?.value).toBe('TATRSKBX');
    expect(row(forced, 'resolution.payout')?.value).toBe('Vyplatiť plnenie na môj účet');
    expect(row(toShop, 'resolution.payout')?.value).toBe('Súhlasím s platbou priamo servisu');
    expect(row(toShop, 'resolution.type')?.value).toBe('Vozidlo odveziem do zmluvného servisu');
    // A saved account is shown by its mask, without a BIC (D27).
    const saved = summarySections(report({ incident: { bankAccount: { id: 'hM1vJ3kq8Zp0aX7wQe2r4A' } } }), catalogs.sk);
    expect(row(saved, 'bankAccount.account')?.value).toBe('SK** **** **** **** **** 0007');
    expect(row(saved, 'bankAccount.bic')).toBeUndefined();
  });

  it('answers the yes/no questions that were answered, and numbers repeated entries', () => {
    const sections = summarySections(
      report({
        incident: {
          scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }],
          specificAnswers: { policeInvestigated: true, fireBrigadeCalled: false, accidentRecordMade: null },
          damagedVehicles: [{ hasLicensePlate: false, vehicleDescription: 'Bicykel' }, { licensePlate: 'ke1ab' }],
        },
      }),
      catalogs.sk,
    );
    expect(row(sections, 'circumstances.answer.policeInvestigated')?.value).toBe('Áno');
    expect(row(sections, 'circumstances.answer.fireBrigadeCalled')?.value).toBe('Nie');
    expect(row(sections, 'circumstances.answer.accidentRecordMade')).toBeUndefined();
    expect(sections.find((section) => section.id === 'damagedVehicle.2')?.title).toBe('Poškodené vozidlo 2');
    expect(row(sections, 'damagedVehicle.1.licensePlate')?.value).toBe('Bez EČV');
    expect(row(sections, 'damagedVehicle.2.licensePlate')?.value).toBe('KE1AB');
  });

  it('lists the yes/no questions in the order /incident-details asks them (src/steps/incident-details.ts)', () => {
    const everyAnswer = Object.fromEntries(SPECIFIC_QUESTIONS.map((question) => [question, true]));
    const rows = summarySections(report({ incident: { specificAnswers: everyAnswer } }), catalogs.sk)
      .flatMap((section) => section.rows)
      .filter((item) => item.id.startsWith('circumstances.answer.'));
    expect(rows.map((item) => item.id.replace('circumstances.answer.', ''))).toEqual([...SPECIFIC_QUESTIONS]);
    expect(rows.map((item) => item.label)).toEqual([
      'Je poškodené iba čelné sklo?',
      'Je poškodenie čelného skla väčšie ako platobná karta?',
      'Zhorelo vozidlo úplne?',
      'Zasahovali pri požiari hasiči?',
      'Vyšetruje udalosť polícia?',
      'Spísali účastníci spoločný záznam o nehode?',
      'Spísala nehodu polícia?',
      'Bola privolaná asistenčná služba?',
      'Je jasné, kto nehodu zavinil?',
    ]);
  });

  it('restates "who caused it" as its scope offered it, and an SMP report in the agent\'s wording', () => {
    const responsible = (scopes: number[], responsibleParty: string, context = 'WEB') =>
      row(
        summarySections(
          report({ incident: { scopesOfDamage: scopes.map((objectId) => ({ objectId })), responsibleParty }, meta: { context } }),
          catalogs.sk,
        ),
        'circumstances.responsibleParty',
      )?.value;
    // Scope 1's "nobody else" is not "my vehicle".
    expect(responsible([1], 'myVehicle')).toBe('Nikto iný');
    expect(responsible([1], 'myVehicle', 'SMP')).toBe('Nikto iný');
    expect(responsible([1], 'otherVehicleOrPerson')).toBe('Iné vozidlo alebo iná osoba');
    expect(responsible([1], 'unknown')).toBe('Neviem');
    expect(responsible([1, 2], 'myVehicle')).toBe('Moje vozidlo');
    expect(responsible([1, 2], 'myVehicle', 'SMP')).toBe('Vozidlo klienta');
    expect(responsible([1, 2], 'notClearSharedResponsibility')).toBe('Vina je spoločná alebo sporná');
    // Scopes 3, 4, 34 are not asked; they store otherVehicle (D9).
    expect(responsible([3], 'otherVehicle')).toBe('Iné vozidlo');
  });

  it('words the policy type by the facts its screens are shown on: mini-casco only, own liability', () => {
    const policyType = (incident: object) => row(summarySections(report({ incident }), catalogs.sk), 'policy.policyType')?.value;
    const miniOnly = { liability: true, casco: false, minicasco: true, cascoProductCode: 'MHAV' };
    expect(policyType({})).toBe('Havarijné poistenie');
    expect(policyType({ availableProducts: miniOnly })).toBe('Mini havarijné poistenie');
    expect(policyType({ policyType: 'PZP' })).toBe('Povinné zmluvné poistenie vinníka');
    expect(policyType({ policyType: 'PZP', scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }] })).toBe('Povinné zmluvné poistenie (PZP)');
  });

  it("says a hit-and-run culprit's plate and identity are unknown, never that the vehicle has no plate", () => {
    const parties = (party: object) => ({ parties: { otherResponsibleParty: party }, incident: { scopesOfDamage: [{ objectId: 3 }] } });
    const unknown = { hasLicensePlate: false, licensePlate: null, isUnknown: true, partyType: 'PERSON' };
    for (const [i18n, plate, who] of [
      [catalogs.sk, 'Nie je známe', 'Neznámy (ohlasovateľ nevie, kto to bol)'],
      [catalogs.en, 'Unknown', 'Unknown (the reporter does not know who it was)'],
    ] as const) {
      const sections = summarySections(report(parties(unknown)), i18n);
      expect(row(sections, 'responsibleParty.licensePlate')?.value).toBe(plate);
      expect(row(sections, 'responsibleParty.name')?.value).toBe(who);
    }
    const known = summarySections(report(parties({ hasLicensePlate: true, licensePlate: 'ba888hh' })), catalogs.sk);
    expect(row(known, 'responsibleParty.licensePlate')?.value).toBe('BA888HH');
  });

  it('lists attachments by type and file name, with their ids for download', () => {
    const sections = summarySections(
      report({
        attachments: [
          { id: 'att-0000000000000001', type: 'POLICE_REPORT', clientName: 'zápisnica.pdf', size: 10, contentType: 'application/pdf' },
        ],
      }),
      catalogs.sk,
    );
    expect(sections.at(-1)).toEqual({
      id: 'attachments',
      title: 'Prílohy',
      table: 'documents',
      rows: [
        { id: 'attachments.att-0000000000000001', label: 'Správa polície', value: 'zápisnica.pdf', attachmentId: 'att-0000000000000001' },
      ],
    });
  });
});

describe('what the save produced', () => {
  const saved = {
    isCompleted: true,
    isDuplicate: false,
    incidentReportIds: ['1000042'],
    claimIds: ['2000107', '2000108'],
    results: [
      { objectType: 'VEHICLE' as const, objectLabel: 'BA111AA', claimId: '2000107', reportId: '1000042' },
      { objectType: 'VEHICLE' as const, objectLabel: null, claimId: '2000108', reportId: '1000042' },
    ],
    savedAt: '2026-05-10T12:00:00.000Z',
  };

  it('builds the data-matrix identifier: prefix, report number, _, first claim, ;, policy number', () => {
    const withPolicy = { incident: { policyId: '4010000011' } };
    expect(dataMatrixIdentifier(report({ meta: { saved }, ...withPolicy }), 'MOTOR')).toBe('MOTOR1000042_2000107;4010000011');
    expect(dataMatrixIdentifier(report(withPolicy), 'MOTOR')).toBe('MOTOR_;4010000011');
    expect(dataMatrixIdentifier(report({ meta: { saved: { ...saved, claimIds: [], results: [] } } }), 'X')).toBe('X1000042_;');
    // The report's own id opens the report: it is never printed.
    expect(dataMatrixIdentifier(report({ meta: { saved } }), 'MOTOR')).not.toContain('AbCdEfGhIjKlMnOpQrStUvWx');
  });

  it('names the file by the report number, or a draft by its first 4 characters', () => {
    expect(summaryFileName(report({ meta: { saved } }))).toBe('hlasenie-1000042.pdf');
    expect(summaryFileName(report())).toBe('hlasenie-AbCd.pdf');
  });

  it('lists the numbers per object and the report date', () => {
    expect(claimNumberRows(report({ meta: { saved } }), catalogs.sk).map((item) => [item.label, item.value])).toEqual([
      ['Číslo hlásenia', '1000042'],
      ['Číslo poistnej udalosti (Vozidlo – BA111AA)', '2000107'],
      ['Číslo poistnej udalosti (Vozidlo – Bez EČV)', '2000108'],
    ]);
    expect(claimNumberRows(report(), catalogs.en).map((item) => item.value)).toEqual(['Number not assigned yet']);
    // A save that recorded no result per object still shows its claim numbers.
    expect(
      claimNumberRows(report({ meta: { saved: { ...saved, results: [] } } }), catalogs.en).map((item) => [item.label, item.value]),
    ).toEqual([
      ['Report number', '1000042'],
      ['Claim numbers', '2000107, 2000108'],
    ]);
    expect(reportDateRows(report({ meta: { saved } }), catalogs.sk).map((item) => item.value)).toEqual(['Odoslané', '10. 5. 2026 14:00']);
    expect(reportDateRows(report(), catalogs.sk)[0]!.value).toBe('Koncept (neodoslané)');
  });

  it('files every section in a printed table, the basic data first and then what happened', () => {
    const tables = printTables(report({ meta: { saved } }), catalogs.sk);
    expect(tables.map((table) => table.id)).toEqual(['basicData', 'whatHappened', 'identification', 'contacts']);
    const printed = tables.flatMap((table) => table.sections.map((section) => section.id));
    for (const section of summarySections(report({ meta: { saved } }), catalogs.sk)) expect(printed).toContain(section.id);
  });

  it('leads with the numbers, the date and place, the verified policy and when the report was sent', () => {
    const policies: VerifiedPolicy[] = [{ policyId: '5010000011', product: 'CASCO', holder: 'own' }];
    const [basic] = printTables(report({ meta: { saved }, incident: { address: { town: 'Žilina' } } }), catalogs.en, policies);
    expect(basic!.title).toBe('Basic data');
    expect(basic!.sections.every((section) => section.title === '')).toBe(true);
    expect(basic!.sections.flatMap((section) => section.rows).map((item) => [item.label, item.value])).toEqual([
      ['Report number', '1000042'],
      ['Claim number (Vehicle – BA111AA)', '2000107'],
      ['Claim number (Vehicle – No licence plate)', '2000108'],
      ['Place of the incident', 'Žilina'],
      ['Date of the incident', '10 May 2026'],
      ['Verified policy', '5010000011 – Own-damage insurance (CASCO)'],
      ['Report status', 'Sent'],
      ['Date and time of the report', '10 May 2026 14:00'],
    ]);
  });

  it('heads a table of one section by that section alone, and keeps the sub-headings of a table of several', () => {
    const tables = printTables(
      report({
        meta: { saved },
        parties: { insured: { firstName: 'Eva', lastName: 'Nová' }, aggrievedParty: { firstName: 'Ján', lastName: 'Malý' } },
      }),
      catalogs.sk,
    );
    const titles = (id: string) => {
      const table = tables.find((item) => item.id === id)!;
      return [table.title, ...table.sections.map((section) => section.title)];
    };
    // One section: its title is the band, with no sub-heading repeating it.
    expect(titles('identification')).toEqual(['Poistenie a vozidlo', '']);
    expect(titles('whatHappened')).toEqual(['Okolnosti udalosti', '']);
    expect(titles('parties')).toEqual(['Účastníci', 'Poistený', 'Poškodený']);
  });

  it('names the policies the verification matched on a sent report, says when none did, and none on a draft', () => {
    const policies: VerifiedPolicy[] = [
      { policyId: '5010000011', product: 'CASCO', holder: 'own' },
      { policyId: '4010000011', product: 'PZP', holder: 'own' },
      { policyId: '4010000077', product: 'PZP', holder: 'responsibleParty' },
      // Found by the plate the reporter typed: named by that plate, not by the register's number.
      { licensePlate: 'BA888HH', product: 'PZP', holder: 'coresponsibleParty' },
    ];
    expect(verifiedPolicyRows(report({ meta: { saved } }), policies, catalogs.sk)).toEqual([
      {
        id: 'saved.verifiedPolicy',
        label: 'Overená poistná zmluva',
        value: [
          '5010000011 – Havarijné poistenie (CASCO)',
          '4010000011 – Povinné zmluvné poistenie (PZP)',
          '4010000077 – Povinné zmluvné poistenie (PZP), zodpovedná strana',
          'BA888HH – Povinné zmluvné poistenie (PZP), spoluzodpovedná strana',
        ].join('\n'),
      },
    ]);
    expect(verifiedPolicyRows(report({ meta: { saved } }), [], catalogs.en)[0]!.value).toBe('Not verified');
    expect(verifiedPolicyRows(report(), policies, catalogs.sk)).toEqual([]);
  });
});

describe("the reporter's declaration in the PDF", () => {
  const saved = {
    isCompleted: true,
    isDuplicate: false,
    incidentReportIds: ['1000042'],
    claimIds: ['2000107'],
    results: [],
    savedAt: '2026-05-10T12:00:00.000Z',
  };

  it('says when the reporter agreed (the time the report was sent), or that a draft has not', () => {
    const sent = printDeclaration(report({ meta: { saved } }), catalogs.sk);
    expect(sent.title).toBe('Vyhlásenie ohlasovateľa');
    expect(sent.statement).toBe('Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné, a súhlasím s vyhlásením ohlasovateľa.');
    expect([sent.agreedLabel, sent.agreed]).toEqual(['Súhlas potvrdený', '10. 5. 2026 14:00 (pri odoslaní hlásenia)']);
    expect(sent.parts.map((part) => [part.title, part.paragraphs.length])).toEqual([
      ['Pravdivosť a úplnosť údajov', 3],
      ['Oprávnenie nahliadať do spisov', 1],
      ['Spracúvanie osobných údajov', 2],
    ]);
    expect(printDeclaration(report(), catalogs.en).agreed).toBe('Not yet – the report has not been sent');
    expect(printDeclaration(report({ meta: { saved } }), catalogs.en).agreed).toBe('10 May 2026 14:00 (when the report was sent)');
  });

  it('prints word for word what /summary shows, in Slovak and in English', async () => {
    const parse = async (locale: 'sk' | 'en') =>
      Object.values(
        (await formatter().parse(await readFile(`locales/${locale}/messages.po`, 'utf8'), {
          locale,
          sourceLocale: 'sk',
          filename: `${locale}/messages.po`,
        })) ?? {},
      );
    const english = new Map((await parse('en')).map((entry) => [entry.message, entry.translation]));
    const texts = [
      (['title', 'statement'] as const).map((key) => printDeclaration(report(), catalogs.sk)[key]),
      printDeclaration(report(), catalogs.sk).parts.flatMap((part) => [part.title, ...part.paragraphs]),
    ].flat();
    const inEnglish = [
      (['title', 'statement'] as const).map((key) => printDeclaration(report(), catalogs.en)[key]),
      printDeclaration(report(), catalogs.en).parts.flatMap((part) => [part.title, ...part.paragraphs]),
    ].flat();
    expect(texts).toHaveLength(11);
    texts.forEach((text, index) => {
      expect(english.has(text), text).toBe(true);
      expect(inEnglish[index]).toBe(english.get(text));
    });
  });
});

describe('text for the PDF font', () => {
  it('keeps every Slovak letter and composes decomposed ones', () => {
    const letters = 'áäčďéíĺľňóôŕšťúýžÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ';
    expect(pdfText(letters)).toBe(letters);
    expect(pdfText('S\u030Ct\u030Castny\u0301')).toBe('Šťastný');
  });

  it('replaces each emoji (with its modifiers and joins) and each glyph the font lacks by one placeholder', () => {
    expect(pdfText('Auto 🚗 👍🏽 👨‍👩‍👧 🇸🇰 1️⃣ koniec')).toBe(
      `Auto ${MISSING_GLYPH} ${MISSING_GLYPH} ${MISSING_GLYPH} ${MISSING_GLYPH} ${MISSING_GLYPH} koniec`,
    );
    expect(pdfText('漢字 © € „úvodzovky“ – Ω Ж')).toBe(`${MISSING_GLYPH}${MISSING_GLYPH} © € „úvodzovky“ – Ω Ж`);
    expect(pdfText('a\tb\u0000c\r\nd\n\n\n\ne')).toBe('a bc\nd\n\ne');
  });
});
