import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasLoneSurrogate, normalizeText } from '../../src/domain/validation/free-text.ts';
import { claimXml } from '../../server/reports/claim-xml.ts';
import { damagedObjects } from '../../src/domain/damaged-objects.ts';
import { applyUpdate, emptyDocument, type StoredDocument } from '../../server/reports/document.ts';
import { validateUpdateBody } from '../../server/reports/validate.ts';
import { phonePrefixCodes } from '../../server/reference/registers.ts';
import { completeScope1Update, incidentDateNumber } from '../faults/support/reports.ts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { apiClient, clientAddress, snapshot } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { freeTextFields } from './free-text-fields.ts';
import { extractText, flat } from '../pdf/support/pdf-tools.ts';

/**
 * DECISIONS D29: whatever text a reporter types or pastes (or a client
 * sends) into any free-text field, `update` either refuses it with 400 naming the field, or stores
 * it so that `save` makes claim XML a strict parser accepts, carrying exactly the stored text.
 */

const DOCUMENT_FIELDS = freeTextFields().filter((field) => field.startsWith('/parties/') || field.startsWith('/incident/'));
/** Resolved from the server's registers or set by the server (a scope sent alone also lacks its required objectId): not a reporter's text. */
const NOT_THE_REPORTERS =
  /^\/parties\/operator\/|^\/incident\/(availableProducts|reason|carRepairService|scopesOfDamage|bankAccount\/id)\b/;
/** What a save needs filled (server/reports/completeness.ts): the random text goes after a valid start. */
const VALID_START: Record<string, string> = {
  '/incident/description': 'Pri cúvaní som narazil do stĺpa ',
  '/incident/address/town': 'Žilina',
  '/parties/reporter/firstName': 'Ján',
  '/parties/reporter/lastName': 'Novák',
  '/incident/myVehicle/licensePlate': 'BA111AA',
};

/** What Word, PDFs and web pages put on the clipboard, and what XML cannot carry or reads as markup. */
const PASTED = [
  '\u000b',
  '\f',
  '\u0001',
  '\u001b',
  '\u0000',
  '\u007f',
  '\u0085',
  '\ufffe',
  '\uffff',
  '\ufdd0',
  '\u{1fffe}',
  '\u2028',
  '\u2029',
  '\r\n',
  '\r',
  '\t',
  '\n',
  '&nbsp;',
  'AT&T;',
  '&amp;',
  '&#60;',
  '&#x3c;',
  '&lt;',
  ']]>',
  '<b>',
  '"\'',
  '\ud800',
  '\udfff',
  '😀',
  'ľščťžýáíé',
];
const text = (surrogates: boolean) =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...PASTED.filter((piece) => surrogates || !hasLoneSurrogate(piece))) },
        { weight: 2, arbitrary: fc.string({ unit: surrogates ? 'binary' : 'grapheme', maxLength: 6 }) },
        { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 6 }) },
      ),
      { maxLength: 8 },
    )
    .map((pieces) => pieces.join(''));

function setAt(target: Record<string, unknown>, pointer: string, value: unknown): void {
  const keys = pointer.split('/').slice(1);
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, index) => {
    node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]!] = value;
}

const getAt = (source: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node === null || node === undefined ? undefined : (node as Record<string, unknown>)[key]), source);

/** Cannot be in a stored text (normalizeText removes noncharacters): it separates xmllint's answers. */
const SEPARATOR = '\ufdd0';

/** Where the claim XML writes a document field (server/reports/claim-xml.ts: arrays as `item`s), as XPath. */
const xpathOf = (pointer: string) =>
  '/*' +
  pointer
    .split('/')
    .slice(1)
    .map((key) => (/^\d+$/.test(key) ? `/*[local-name()="item"][${Number(key) + 1}]` : `/*[local-name()="${key}"]`))
    .join('');

/**
 * The texts the claim XML holds at these document fields ('' where there is none), read by
 * xmllint (libxml2), a strict parser: XML that is not well-formed fails the test here.
 */
function xmlTexts(xml: string, pointers: string[]): string[] {
  const parts = pointers.flatMap((pointer, index) => [...(index > 0 ? [`'${SEPARATOR}'`] : []), `string(${xpathOf(pointer)})`]);
  const output = execFileSync('xmllint', ['--xpath', `concat(${[...parts, "''"].join(', ')})`, '-'], { input: xml, encoding: 'utf8' });
  // xmllint ends its answer with a line break of its own.
  return output.slice(0, -1).split(SEPARATOR);
}

const stored = (document: unknown, pointer: string) => {
  const value = getAt(document, pointer);
  return value === null || value === undefined ? '' : String(value);
};

describe('the pure pipeline: normalise, validate, claim XML (src/domain/validation/free-text.ts, server/reports/claim-xml.ts)', () => {
  const complete = applyUpdate(emptyDocument(null), completeScope1Update('2026-05-10'));
  const options = { phonePrefixes: phonePrefixCodes(), today: '2026-11-28' };

  it('every free-text field is found in openapi.yaml, names, addresses and descriptions among them', () => {
    expect(DOCUMENT_FIELDS.length).toBeGreaterThan(60);
    expect(DOCUMENT_FIELDS).toEqual(
      expect.arrayContaining([
        '/parties/reporter/firstName',
        '/incident/address/street',
        '/incident/description',
        '/incident/damagedHealths/0/description',
        '/parties/otherResponsibleParty/vehicleDescription',
      ]),
    );
  });

  it('any Unicode text in any free-text field: refused naming that field, or well-formed claim XML whose text is what is stored', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...DOCUMENT_FIELDS), text(false)), {
          minLength: 1,
          maxLength: 4,
          selector: ([field]) => field,
        }),
        (entries) => {
          const body: Record<string, unknown> = {};
          for (const [field, value] of entries) setAt(body, field, normalizeText(value));
          const errors = validateUpdateBody(body, options);
          for (const error of errors) expect(entries.map(([field]) => field)).toContain(error.path);
          if (errors.length > 0) return;
          const document: StoredDocument = applyUpdate(complete, body);
          // A field of scopesOfDamage replaces the scopes (such a report would not save): the complete report's claim then.
          const object = damagedObjects(document.incident)[0] ?? damagedObjects(complete.incident)[0]!;
          const xml = claimXml({
            reportId: 'r',
            reportNumber: '1',
            claimId: '2',
            object,
            context: 'WEB',
            policyType: 'CASCO',
            document,
            attachments: [],
            savedAt: new Date(0),
          });
          const fields = entries.map(([field]) => field);
          expect(xmlTexts(xml, fields)).toEqual(fields.map((field) => stored(document, field)));
          accepted += 1;
        },
      ),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('normalizeText: D29 line breaks become LF, control characters and noncharacters go, everything else stays; twice is once', () => {
    expect(normalizeText('a\u000bb\fc\r\nd\re\u2028f\u2029g')).toBe('a\nb\nc\nd\ne\nf\ng');
    expect(normalizeText('\u0000\u0001\u001b\u007f\u0085\u009f\ufffe\uffff\ufdd0\u{1fffe}\u{10ffff}x')).toBe('x');
    expect(normalizeText('&nbsp; AT&T; &amp; &#60; \t😀 ľšč')).toBe('&nbsp; AT&T; &amp; &#60; \t😀 ľšč');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => normalizeText(normalizeText(value)) === normalizeText(value)),
      { numRuns: 200 },
    );
  });
});

describe.each(databaseModes)('free text through the API (%s)', (mode) => {
  let server: TestServer;
  let reports = 0;
  /**
   * A complete report, and the API as its own client (address) calls it: the per-client limits
   * count each report's reporter, not this test.
   */
  const completeReport = async () => {
    reports += 1;
    const remoteAddress = clientAddress(reports, 11);
    const api = apiClient({
      inject: (options: InjectOptions) => server.app.inject({ ...options, remoteAddress }),
    } as unknown as FastifyInstance);
    const id = await api.create();
    // A date of its own: a report of the same plate and date would be saved as a duplicate, without claims.
    expect((await api.update(id, completeScope1Update(incidentDateNumber(reports)))).status).toBe(200);
    return { id, api };
  };
  beforeAll(async () => {
    server = await startTestServer(mode);
  });
  afterAll(() => server?.close());

  it("the issue's paste: stored as D29 says, saved, and the claim XML (well-formed for xmllint) and the PDF say literally what was typed", async () => {
    const { id, api } = await completeReport();
    const pasted = 'Pri cúvaní\u000bsom narazil\u0001\u0000 do stĺpa\u001b na\ufffe parkovisku\uffff: &nbsp; AT&T; &amp; &#60; <b>';
    const kept = 'Pri cúvaní\nsom narazil do stĺpa na parkovisku: &nbsp; AT&T; &amp; &#60; <b>';
    expect(
      (await api.update(id, { incident: { description: pasted }, parties: { reporter: { firstName: 'Ján &amp; Mária' } } })).status,
    ).toBe(200);
    const report = await api.load(id);
    expect(report.incident.description).toBe(kept);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    const [xml] = saved.body.rawXmls as string[];
    expect(xmlTexts(xml!, ['/incident/description', '/parties/reporter/firstName'])).toEqual([kept, 'Ján &amp; Mária']);
    // And the summary PDF prints it as typed too.
    await server.app.afterResponseSettled();
    const pdf = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf` });
    expect(pdf.status).toBe(200);
    const printed = flat(await extractText(pdf.raw.rawPayload));
    expect(printed).toContain('&nbsp; AT&T; &amp; &#60; <b>');
    expect(printed).toContain('Ján &amp; Mária');
  });

  it('a draft stored before D29, with a vertical tab and U+FFFE in it, still saves as well-formed claim XML', async () => {
    const { id, api } = await completeReport();
    const old = 'Pri cúvaní som\u000bnarazil do stĺpa\ufffe na parkovisku.';
    await sql`UPDATE incident_report SET document = jsonb_set(document, '{incident,description}', to_jsonb(${old}::text)) WHERE id = ${id}`.execute(
      server.app.db,
    );
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    expect(xmlTexts(saved.body.rawXmls[0], ['/incident/description'])).toEqual(['Pri cúvaní som\nnarazil do stĺpa na parkovisku.']);
  });

  it('any Unicode text in free-text fields: 400 naming a field sent, or stored so that save makes claim XML xmllint accepts, with the stored text (or, a required answer emptied, 422 naming it)', async () => {
    const fields = DOCUMENT_FIELDS.filter((field) => !NOT_THE_REPORTERS.test(field));
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...fields), text(true)), { minLength: 1, maxLength: 4, selector: ([field]) => field }),
        async (entries) => {
          const { id, api } = await completeReport();
          const body: Record<string, unknown> = {};
          for (const [field, value] of entries) setAt(body, field, (VALID_START[field] ?? '') + value);
          const before = await snapshot(server.app, id, server.dataDir);
          const answer = await api.update(id, body);
          if (answer.status !== 200) {
            expect(answer.status, JSON.stringify(answer.body)).toBe(400);
            expect(answer.body.code).toBe('VALIDATION_FAILED');
            expect(answer.body.details.length).toBeGreaterThan(0);
            for (const detail of answer.body.details) expect(entries.map(([field]) => field)).toContain(detail.path);
            // A lone surrogate is named where it is.
            const withSurrogate = entries.filter(([field]) => hasLoneSurrogate(String(getAt(body, field))));
            if (withSurrogate.length > 0) expect(withSurrogate.map(([field]) => field)).toContain(answer.body.details[0].path);
            expect(await snapshot(server.app, id, server.dataDir)).toEqual(before);
            return;
          }
          accepted += 1;
          for (const [field] of entries) expect(hasLoneSurrogate(String(getAt(body, field)))).toBe(false);
          const report = await api.load(id);
          const saved = await api.save(id);
          const fields = entries.map(([field]) => field);
          // Emptied, a required answer (the IBAN, a name) makes the report incomplete: the save
          // names that field and nothing is sent (the other fields are the complete report's).
          if (saved.status === 422) {
            expect(saved.body.code).toBe('REPORT_INCOMPLETE');
            for (const detail of saved.body.details) expect(fields).toContain(detail.path);
            return;
          }
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          const [xml] = saved.body.rawXmls as string[];
          expect(xmlTexts(xml!, fields)).toEqual(fields.map((field) => stored(report, field)));
        },
      ),
      { numRuns: 20 },
    );
    // The property said something about stored reports, not only about refusals.
    expect(accepted).toBeGreaterThan(0);
  });

  it('a lone UTF-16 surrogate in any text is 400 naming the field, in Slovak and English, and nothing is stored', async () => {
    const { id, api } = await completeReport();
    const before = await snapshot(server.app, id, server.dataDir);
    // Sent as JSON text: "\ud800" is valid JSON, but half a character.
    const raw = (language: string) =>
      api.call({
        method: 'PATCH',
        url: `/v1/incident-report/${id}/update`,
        payload: '{"incident":{"damagedVehicles":[{"description":"Škrabanec \\ud800 na dverách"}]}}',
        headers: { 'content-type': 'application/json', 'accept-language': language },
      });
    const sk = await raw('sk');
    expect(sk.status).toBe(400);
    expect(sk.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Niektoré údaje nie sú v správnom tvare. Opravte, prosím, označené polia.',
      details: [
        {
          path: '/incident/damagedVehicles/0/description',
          message: 'Text obsahuje neplatný znak. Vymažte ho, prosím, a napíšte text znova.',
        },
      ],
    });
    const en = await raw('en');
    expect(en.status).toBe(400);
    expect(en.body.details).toEqual([
      {
        path: '/incident/damagedVehicles/0/description',
        message: 'The text contains an invalid character. Please delete it and type the text again.',
      },
    ]);
    // Elsewhere too: a query parameter, another route's body.
    const query = await api.call({ method: 'GET', url: `/v1/lookup/bank-accounts?reportId=${id}%ED%A0%80` });
    expect(query.status).toBeLessThan(500);
    const mail = await api.call({
      method: 'POST',
      url: `/v1/incident-report/${id}/send-continue-link-email`,
      payload: '{"email":"jan\\udc00@example.sk"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(mail.status).toBe(400);
    expect(mail.body.details).toEqual([{ path: '/email', message: expect.stringContaining('neplatný znak') }]);
    expect(await snapshot(server.app, id, server.dataDir)).toEqual(before);
  });

  it('__proto__ or constructor.prototype as a JSON key: FORBIDDEN_FIELD_NAME naming the key; broken JSON stays MALFORMED_JSON', async () => {
    const { id, api } = await completeReport();
    const send = (payload: string) =>
      api.call({
        method: 'PATCH',
        url: `/v1/incident-report/${id}/update`,
        payload,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
    const proto = await send('{"__proto__":{"polluted":true}}');
    expect(proto.status).toBe(400);
    expect(proto.body).toEqual({
      code: 'FORBIDDEN_FIELD_NAME',
      message: 'The request uses a forbidden field name.',
      details: [{ path: '/__proto__', message: 'The request uses a forbidden field name.' }],
    });
    const nested = await send('{"incident":{"myVehicle":{"\\u005f_proto__":{"polluted":true}}}}');
    expect(nested.body.code).toBe('FORBIDDEN_FIELD_NAME');
    expect(nested.body.details[0].path).toBe('/incident/myVehicle/__proto__');
    const constructor = await send('{"parties":{"constructor":{"prototype":{"polluted":true}}}}');
    expect(constructor.body.code).toBe('FORBIDDEN_FIELD_NAME');
    expect(constructor.body.details[0].path).toBe('/parties/constructor');
    const create = await api.call({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: '{"productCategory":"MOTOR","context":"WEB","__proto__":{}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(create.status).toBe(400);
    expect(create.body.code).toBe('FORBIDDEN_FIELD_NAME');
    expect(create.body.message).toBe('Požiadavka obsahuje nepovolený názov poľa.');
    expect((await send('{"incident": {')).body.code).toBe('MALFORMED_JSON');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the 500 answer does not tell the reporter the data is saved (sk, en)', async () => {
    const { id, api } = await completeReport();
    const update = (language: string) =>
      api.call({
        method: 'PATCH',
        url: `/v1/incident-report/${id}/update`,
        payload: { incident: { description: 'Nehoda na ceste pri Žiline, narazil som do stĺpa.' } },
        headers: { 'accept-language': language },
      });
    // The update cannot be written: the table is away, so nothing is stored.
    await server.app.db.schema.alterTable('incident_report').renameTo('incident_report_away').execute();
    let answers;
    try {
      answers = [await update('sk'), await update('en')];
    } finally {
      await server.app.db.schema.alterTable('incident_report_away').renameTo('incident_report').execute();
    }
    const [sk, en] = answers;
    expect(sk!.status).toBe(500);
    expect(sk!.body).toEqual({ code: 'INTERNAL_ERROR', message: 'Nastala chyba na našej strane. Skúste to, prosím, o chvíľu znova.' });
    expect(en!.status).toBe(500);
    expect(en!.body).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(sk!.body.message).not.toMatch(/uložen|zachovan/i);
    expect(en!.body.message).not.toMatch(/saved|kept|stored/i);
    expect((await api.load(id)).incident.description).toBe('Pri cúvaní na parkovisku som narazil do stĺpa a poškodil zadný nárazník.');
  });
});
