import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

type ErrorBody = { code: string; message: string; details?: Array<{ path: string; message: string }> };

/** What a client reads for a refused request, in each language the API speaks. */
const READS = {
  sk: {
    validation: 'Niektoré údaje nie sú v správnom tvare. Opravte, prosím, označené polia.',
    unknownField: 'Neznáme pole.',
    bic: 'BIC/SWIFT musí mať 8 alebo 11 znakov',
    businessId: 'Zadajte IČO v správnom tvare (8 číslic)',
    maxLength: 'Najviac 950 znakov',
    incomplete: 'Hlásenie ešte nie je úplné. Doplňte, prosím, chýbajúce údaje.',
    required: 'Povinné pole',
    atLeastOne: 'Vyberte jednu alebo viac možností',
    journeyIncomplete: 'Hlásenie nie je úplné: doplňte, prosím, odpovede na obrazovke /incident-scope',
    unknownReference: 'Niektorá z vybraných možností už neplatí. Vyberte ju, prosím, znova.',
    unknownReason: 'Vyberte, prosím, príčinu udalosti zo zoznamu.',
    unknownAttachmentCode: 'Hlásenie nemá prílohu s týmto označením.',
    unknownAttachment: 'Neznáma príloha.',
    portalRequired: 'Hlásenie z portálu potrebuje portál a kód operátora.',
    portalRequiredDetail: 'Pošlite portál (rovnaký ako kontext) a kód operátora.',
    invalidEmail: 'Zadajte, prosím, platnú e-mailovú adresu.',
    invalidEmailDetail: 'Zadajte, prosím, platnú e-mailovú adresu',
    notFound: 'Hľadaný záznam neexistuje.',
  },
  en: {
    validation: 'Some values are not in the right format. Please correct the fields listed.',
    unknownField: 'Unknown field.',
    // SPEC §8, word for word.
    bic: 'BIC/SWIFT 8 or 11 characters',
    businessId: 'Enter the company ID (IČO) in the correct format (8 digits)',
    maxLength: 'At most 950 characters',
    incomplete: 'The report is not complete yet. Please fill in what is missing.',
    required: 'Mandatory field',
    atLeastOne: 'Select one or more options',
    journeyIncomplete: 'The report is not complete: please answer the questions on /incident-scope',
    unknownReference: 'One of the options chosen is not valid. Please choose it again.',
    unknownReason: 'Please choose the reason of the incident from the list.',
    unknownAttachmentCode: 'The report has no attachment with this id.',
    unknownAttachment: 'Unknown attachment.',
    portalRequired: 'A portal report needs the portal and its operator code.',
    portalRequiredDetail: 'Send the portal (equal to the context) and the operator code.',
    invalidEmail: 'Please, enter valid email address.',
    invalidEmailDetail: 'Please, enter valid email address',
    notFound: 'Nothing was found with this id.',
  },
} as const;

const LANGUAGE_HEADER: Record<Locale, string> = { sk: 'sk-SK,sk;q=0.9,en;q=0.5', en: 'en-GB,en;q=0.9' };

/** An error's `message` and every `details[].message` come in the request's language. */
describe.each(databaseModes)('API errors in the request’s language (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let id: string;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
    id = await api.create();
    // A draft with an answer, but no scope of damage: the journey stops at its first screen.
    expect((await api.update(id, { incident: { description: 'Ťukol ma.' } })).status).toBe(200);
  });
  afterAll(() => server?.close());

  async function refused(locale: Locale, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<ErrorBody> {
    const response = await api.call({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { 'accept-language': LANGUAGE_HEADER[locale] },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    return response.body as ErrorBody;
  }
  const update = (locale: Locale, body: object) => refused(locale, 'PATCH', `/v1/incident-report/${id}/update`, body);

  describe.each(['sk', 'en'] as const)('in %s', (locale) => {
    const reads = READS[locale];

    it('schema errors: an unknown field, a length, and a pattern with the form’s own message (BIC, IČO)', async () => {
      const error = await update(locale, {
        parties: { reporter: { nickname: 'Jano' } },
        incident: { description: 'slovo '.repeat(160), bankAccount: { value: null, bic: 'TATR', holderBusinessId: '123' } },
      });
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe(reads.validation);
      expect(error.details).toEqual(
        expect.arrayContaining([
          { path: '/parties/reporter/nickname', message: reads.unknownField },
          { path: '/incident/description', message: reads.maxLength },
          { path: '/incident/bankAccount/bic', message: reads.bic },
          { path: '/incident/bankAccount/holderBusinessId', message: reads.businessId },
        ]),
      );
    });

    it('a save of an incomplete report names each missing answer with the form’s message, and the screen the journey stops on', async () => {
      // Without a scope of damage the statechart's path stops at /incident-scope (server/reports/completeness.ts).
      const error = await refused(locale, 'POST', `/v1/incident-report/${id}/save`);
      expect(error.code).toBe('REPORT_INCOMPLETE');
      expect(error.message).toBe(reads.incomplete);
      expect(error.details).toEqual([
        { path: '/incident/scopesOfDamage', message: reads.atLeastOne },
        { path: '/incident/date', message: reads.required },
        { path: '', message: reads.journeyIncomplete },
      ]);
    });

    it('a reason that is not in the register', async () => {
      const error = await update(locale, { incident: { reason: { id: 'NO_SUCH_REASON', label: { sk: 'Iná', en: 'Other' } } } });
      expect(error).toEqual({
        code: 'UNKNOWN_REFERENCE',
        message: reads.unknownReference,
        details: [{ path: '/incident/reason/id', message: reads.unknownReason }],
      });
    });

    it('an attachment the report does not have', async () => {
      const error = await update(locale, { attachments: [{ id: 'no-such-attachment-0000', type: 'PHOTO_DOC' }] });
      expect(error).toEqual({
        code: 'UNKNOWN_ATTACHMENT',
        message: reads.unknownAttachmentCode,
        details: [{ path: '/attachments/0/id', message: reads.unknownAttachment }],
      });
    });

    it('a portal report without its operator', async () => {
      const error = await refused(locale, 'POST', '/v1/incident-report/create', { productCategory: 'MOTOR', context: 'SMP' });
      expect(error).toEqual({
        code: 'PORTAL_REQUIRED',
        message: reads.portalRequired,
        details: [{ path: '/portal', message: reads.portalRequiredDetail }],
      });
    });

    it('a continue link to two addresses', async () => {
      const error = await refused(locale, 'POST', `/v1/incident-report/${id}/send-continue-link-email`, { email: 'a@b.sk, c@d.sk' });
      expect(error).toEqual({
        code: 'INVALID_EMAIL',
        message: reads.invalidEmail,
        details: [{ path: '/email', message: reads.invalidEmailDetail }],
      });
    });

    it('an unknown path', async () => {
      expect(await refused(locale, 'GET', '/v1/no-such-call')).toEqual({ code: 'NOT_FOUND', message: reads.notFound });
    });
  });
});
