import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { extractText, flat } from '../pdf/support/pdf-tools.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { INCIDENT_DATE, scope1CascoSteps } from '../support/journey-data.ts';
import { portalCreateBody, signedEntry } from '../support/portal-entries.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** The demo register's saved accounts (server/reference/data/policy-bank-accounts.csv), by plate. */
const REGISTER_IBANS: Record<string, string[]> = {
  BA111AA: ['SK2611000000002620110007'],
  BA222BB: ['SK3309000000005012300003', 'SK1402000000191876540006'],
  KE333CC: ['SK0411000000002922330005'],
  BL777GG: ['SK1602000000003044550008', 'SK1809000000005111110002'],
};
/** A valid IBAN of nobody in the register: what a tampering client sends with a saved account's id. */
const FOREIGN_IBAN = 'SK3112000000198742637541';

/** Every way an IBAN's digits could show in a JSON text: whole, grouped, the part after the country, the account number. */
const ibanTraces = (iban: string) => [iban, iban.replace(/(.{4})(?=.)/g, '$1 '), iban.slice(2), iban.slice(-10)];

describe.each(databaseModes)('saved accounts and reference data come from the registers, not the client (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  const lookup = (id: string) => api.call({ method: 'GET', url: `/v1/lookup/bank-accounts?reportId=${id}` });
  const english = (id: string, body: UpdateReportRequest | object) =>
    api.call({ method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: body as object, headers: { 'accept-language': 'en' } });

  // Each saved report of a plate has a date of its own: another on the same date is a duplicate (no claim XML).
  let day = 0;
  const nextDate = () => `2026-04-${String(++day).padStart(2, '0')}`;

  /** A WEB scope-1 report of the plate (CASCO chosen unless said), up to /additional-bank, on a date of its own. */
  async function scope1Report(licensePlate: string, { policyType = 'CASCO' as 'CASCO' | 'PZP' } = {}) {
    const id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    const plate = await api.update(id, { incident: { date: nextDate(), myVehicle: { licensePlate }, policyType } });
    expect(plate.status).toBe(200);
    return { id, accounts: plate.body.availableBankAccounts as Array<{ id: string; mask: string }> };
  }

  describe('D27: a saved account leaves the server only as an opaque id and a mask', () => {
    it('no IBAN in any answer to update, load or the bank-accounts lookup for the demo plates, only masks', async () => {
      for (const [plate, ibans] of Object.entries(REGISTER_IBANS)) {
        // What the issue tried: a plate and a date, nothing else.
        const id = await api.create();
        const update = await api.update(id, { incident: { date: INCIDENT_DATE, myVehicle: { licensePlate: plate } } });
        expect(update.status).toBe(200);
        // And once the accounts are offered (own vehicle damaged).
        const offered = await api.update(id, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
        const answers = [update, offered, { body: await api.load(id) }, await lookup(id)];
        for (const answer of answers) {
          const text = JSON.stringify(answer.body);
          for (const iban of ibans) for (const trace of ibanTraces(iban)) expect(text, `${plate}: ${trace}`).not.toContain(trace);
          // Nor the register's ids, which are sequential and name the policy.
          expect(text, plate).not.toContain('BA-40');
        }
        // Each offered account as its mask.
        expect(offered.body.availableBankAccounts.map((account: { mask: string }) => account.mask)).toEqual(
          ibans.map((iban) => `SK** **** **** **** **** ${iban.slice(-4)}`),
        );
      }
      const casco = await scope1Report('BA111AA');
      expect(casco.accounts).toEqual([{ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), mask: 'SK** **** **** **** **** 0007' }]);
      expect((await lookup(casco.id)).body).toEqual({ bankAccounts: casco.accounts });
      expect((await api.load(casco.id)).availableBankAccounts).toEqual(casco.accounts);
    });

    it('a draft stored before D27 (its accounts with IBANs) shows none of them, and offers them as masks from its next update', async () => {
      const { id, accounts } = await scope1Report('BA111AA');
      const row = await server.app.db.selectFrom('incident_report').select('document').where('id', '=', id).executeTakeFirstOrThrow();
      const document = (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as Record<string, unknown>;
      document.availableBankAccounts = [{ id: 'BA-4010000011-1', iban: 'SK2611000000002620110007', bic: 'TATRSKBX' }];
      delete document.bankAccountKey;
      await server.app.db
        .updateTable('incident_report')
        .set({ document: JSON.stringify(document) })
        .where('id', '=', id)
        .execute();
      server.app.drafts.forget(id);
      expect(JSON.stringify(await api.load(id))).not.toContain('2620110007');
      expect(JSON.stringify((await lookup(id)).body)).not.toContain('2620110007');
      const next = await api.update(id, { meta: { lastRoute: '/additional-bank' } });
      expect(next.body.availableBankAccounts).toEqual([
        { id: expect.not.stringMatching(accounts[0]!.id), mask: 'SK** **** **** **** **** 0007' },
      ]);
    });

    it('the id is bound to its report: the same account has another id in another report, the same id through re-verification', async () => {
      const first = await scope1Report('BA111AA');
      const second = await scope1Report('BA111AA');
      expect(first.accounts[0]!.mask).toBe(second.accounts[0]!.mask);
      expect(first.accounts[0]!.id).not.toBe(second.accounts[0]!.id);
      await api.update(first.id, { incident: { myVehicle: { licensePlate: 'ZZ999ZZ' } } });
      const back = await api.update(first.id, { incident: { myVehicle: { licensePlate: 'BA111AA' } } });
      expect(back.body.availableBankAccounts).toEqual(first.accounts);
    });

    it('save hands the register’s IBAN to the claim XML; an IBAN or BIC sent with the id is neither kept nor sent on', async () => {
      const { id, accounts } = await scope1Report('BA111AA');
      const chosen = await api.update(id, { incident: { bankAccount: { id: accounts[0]!.id, value: FOREIGN_IBAN, bic: 'GIBASKBX' } } });
      expect(chosen.status).toBe(200);
      const loaded = await api.load(id);
      expect(loaded.incident.bankAccount).toMatchObject({ id: accounts[0]!.id, value: null, bic: null });
      expect(JSON.stringify(loaded)).not.toContain(FOREIGN_IBAN);

      const saved = await api.save(id);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const xml = saved.body.rawXmls[0] as string;
      expect(xml).toContain('<value>SK2611000000002620110007</value>');
      expect(xml).toContain('<bic>TATRSKBX</bic>');
      expect(xml).not.toContain(FOREIGN_IBAN);
      expect(xml).not.toContain('GIBASKBX');
      // The saved report still shows only the mask, and so does its PDF (the one the e-mail carries).
      const after = await api.load(id);
      expect(JSON.stringify(after)).not.toContain('2620110007');
      expect(after.availableBankAccounts).toEqual(accounts);
      const pdf = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf` });
      expect(pdf.status).toBe(200);
      const text = flat(await extractText(pdf.raw.rawPayload));
      expect(text).toContain('SK** **** **** **** **** 0007');
      expect(text.replace(/\s/g, '')).not.toContain('2620110007');
    });

    it('an id of another report, the register’s id or a guess is refused with 400 naming the field, in Slovak or English; nothing is stored', async () => {
      const mine = await scope1Report('BA111AA');
      const other = await scope1Report('BA111AA');
      for (const id of [other.accounts[0]!.id, 'BA-4010000011-1', 'AAAAAAAAAAAAAAAAAAAAAA']) {
        const refused = await api.update(mine.id, { incident: { bankAccount: { id, value: null, bic: null } } });
        expect(refused.status, id).toBe(400);
        expect(refused.body.code).toBe('UNKNOWN_REFERENCE');
        expect(refused.body.details).toEqual([
          { path: '/incident/bankAccount/id', message: 'Vyberte, prosím, jeden z ponúknutých účtov alebo zadajte nový účet.' },
        ]);
      }
      const inEnglish = await english(mine.id, { incident: { bankAccount: { id: 'BA-4010000011-1' } } });
      expect(inEnglish.status).toBe(400);
      expect(inEnglish.body.message).toBe('One of the options chosen is not valid. Please choose it again.');
      expect(inEnglish.body.details).toEqual([
        { path: '/incident/bankAccount/id', message: 'Please choose one of the accounts offered or enter a new account.' },
      ]);
      expect((await api.load(mine.id)).incident.bankAccount).toMatchObject({ id: null, value: FOREIGN_IBAN });
      // A new account can always be typed.
      expect(
        (await api.update(mine.id, { incident: { bankAccount: { id: null, value: 'SK0411000000002922330005', bic: null } } })).status,
      ).toBe(200);
    });

    it('offered only where the holder is the policyholder: none on SMP, none where the plate is the vehicle that caused the damage', async () => {
      // SMP scope 3 with the policy of the client's vehicle: the aggrieved party is someone else.
      const smp = await api.create(
        await portalCreateBody(server.app, signedEntry('portal=SMP&code=SMP001&cislopz=4010000011&poistenie=hav&ecv=ba111aa')),
      );
      for (const scopes of [[{ objectId: 3 }], [{ objectId: 1 }]]) {
        const update = await api.update(smp, { incident: { date: INCIDENT_DATE, scopesOfDamage: scopes } });
        expect(update.status).toBe(200);
        expect(update.body.availableBankAccounts, JSON.stringify(scopes)).toEqual([]);
        expect((await api.load(smp)).availableBankAccounts).toEqual([]);
        expect((await lookup(smp)).body).toEqual({ bankAccounts: [] });
      }
      // WEB, scopes 3 and 2: the plate is the vehicle that caused the damage; the payout goes to the person harmed.
      for (const scopes of [[{ objectId: 3 }], [{ objectId: 2 }], [{ objectId: 3 }, { objectId: 4 }]]) {
        const web = await api.create();
        const update = await api.update(web, {
          incident: { date: INCIDENT_DATE, scopesOfDamage: scopes, myVehicle: { licensePlate: 'BA111AA' } },
        });
        expect(update.body.availableBankAccounts, JSON.stringify(scopes)).toEqual([]);
      }
      // The own vehicle damaged on the web: its policyholder's accounts, whichever the policy type.
      expect((await scope1Report('BA222BB', { policyType: 'PZP' })).accounts.map((account) => account.mask)).toEqual([
        'SK** **** **** **** **** 0003',
        'SK** **** **** **** **** 0006',
      ]);
    });
  });

  describe('reason, repair shop and policy type are the registers’', () => {
    it('a made-up reason is refused with 400 naming the field; a known one is stored with the register’s label and reserves', async () => {
      const { id } = await scope1Report('BA111AA');
      const evil = await api.update(id, {
        incident: {
          reason: { id: 'EVIL', label: { sk: 'Zlé', en: 'Evil' }, statisticalReserves: ['EVIL-RESERVE'], indemnityKinds: ['ALL'] },
        },
      });
      expect(evil.status).toBe(400);
      expect(evil.body).toMatchObject({
        code: 'UNKNOWN_REFERENCE',
        details: [{ path: '/incident/reason/id', message: 'Vyberte, prosím, príčinu udalosti zo zoznamu.' }],
      });
      expect((await api.load(id)).incident.reason?.id).toBe('1_ACCIDENT_PARKED');

      const relabelled = await api.update(id, {
        incident: {
          reason: {
            id: '1_ACCIDENT_PARKED',
            label: { sk: 'Podvrh', en: 'Forged' },
            statisticalReserves: ['EVIL-RESERVE'],
            elementarySubjects: [],
          },
        },
      });
      expect(relabelled.status).toBe(200);
      const stored = (await api.load(id)).incident.reason!;
      expect(stored.label.sk).not.toBe('Podvrh');
      expect(stored.statisticalReserves).not.toContain('EVIL-RESERVE');
      const reasons = await api.call({ method: 'GET', url: '/v1/lookup/reason-groups' });
      const register = reasons.body.reasonGroups
        .flatMap((group: { reasons: Array<{ id: string }> }) => group.reasons)
        .find((reason: { id: string }) => reason.id === '1_ACCIDENT_PARKED');
      expect(stored).toEqual(register);

      const saved = await api.save(id);
      expect(saved.status).toBe(200);
      expect(saved.body.rawXmls[0]).not.toContain('EVIL');
      expect(saved.body.rawXmls[0]).not.toContain('Podvrh');
    });

    it('an invented repair shop is refused with 400 naming the field; a known one is stored with the register’s name, address and phone', async () => {
      const { id } = await scope1Report('BA111AA');
      const invented = await english(id, {
        incident: { resolveType: 'toService', carRepairService: { objId: 'RS999', companyName: 'Podvodný servis' } },
      });
      expect(invented.status).toBe(400);
      expect(invented.body.details).toEqual([
        { path: '/incident/carRepairService/objId', message: 'Please choose a repair shop from the list of contracted shops.' },
      ]);
      const withoutId = await api.update(id, { incident: { carRepairService: { companyName: 'Podvodný servis' } } });
      expect(withoutId.status).toBe(400);
      expect(withoutId.body.details[0].path).toBe('/incident/carRepairService/objId');

      const forged = await api.update(id, {
        incident: {
          resolveType: 'toService',
          // /force-payout-to-aggrieved follows a chosen shop: the repair is paid to the shop.
          forcePayoutToAggrieved: false,
          carRepairService: {
            objId: 'RS001',
            companyName: 'Podvodný servis',
            address: { street: 'Falošná', buildingNumber: '1', town: 'Nikde', postalCode: '000 00', country: 'SVK' },
            phone: '+421 900 000 000',
          },
        },
      });
      expect(forged.status).toBe(200);
      expect((await api.load(id)).incident.carRepairService).toEqual({
        objId: 'RS001',
        companyName: 'Karoséria Ružinov, s.r.o.',
        address: { street: 'Galvaniho', buildingNumber: '17', town: 'Bratislava', postalCode: '821 04', country: 'SVK' },
        phone: '+421 2 4333 1001',
      });
      const saved = await api.save(id);
      expect(saved.status).toBe(200);
      expect(saved.body.rawXmls[0]).toContain('Karoséria Ružinov, s.r.o.');
      expect(saved.body.rawXmls[0]).not.toContain('Podvodný');
      expect(saved.body.rawXmls[0]).not.toContain('Falošná');
    });

    it('a plate without cover (ZZ999ZZ) is not saved as CASCO: the save asks for the casco number of /alert-dont-have-casco', async () => {
      // The path of a scope-1 CASCO report on a vehicle without casco passes the alert, which takes
      // CASCO only with a casco policy number (D4); without it the report is not complete.
      const { id } = await scope1Report('ZZ999ZZ');
      const refused = await api.save(id);
      expect(refused.status).toBe(422);
      expect(refused.body.details.map((detail: { path: string }) => detail.path)).toEqual(['/incident/policyId']);
      expect((await api.load(id)).meta.saved).toBeNull();
      const outbox = await server.app.db.selectFrom('outbox_message').select('id').where('report_id', '=', id).execute();
      expect(outbox).toEqual([]);
    });

    it('CASCO stands with the casco policy number verified on the alert screen (ZZ999ZZ with 5010000099)', async () => {
      const { id } = await scope1Report('ZZ999ZZ');
      const alert = await api.update(id, { incident: { policyType: 'CASCO', policyId: '5010000099' } });
      expect(alert.body.incident.policyIdIsVerified).toBe(true);
      const saved = await api.save(id);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.rawXmls[0]).toContain('<policyType>CASCO</policyType>');
    });
  });
});
