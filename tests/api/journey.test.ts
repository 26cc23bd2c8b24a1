import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../server/services/outbox-worker.ts';
import { acceptedSamples } from '../services/sample-files.ts';
import { apiClient } from '../support/api.ts';
import { readOutboxClaim } from '../support/claim-xml.ts';
import { readMails } from '../support/mail.ts';
import { databaseModes } from '../support/databases.ts';
import { INCIDENT_DATE, scope1CascoSteps } from '../support/journey-data.ts';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { operatorDataUrl, portalCreateBody, signedEntry } from '../support/portal-entries.ts';

const jpeg = acceptedSamples.find((sample) => sample.name === 'fotka.jpg')!.content;

describe.each(databaseModes)('a reporter’s whole journey through the API (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    // Not the default 30, so the continue-link e-mail is seen to tell the configured period.
    // (startTestServer runs no retention job: nothing here is deleted by it.)
    server = await startTestServer(mode, { RETENTION_DAYS: '14' });
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  const deliverOutbox = () =>
    createOutboxWorker({
      db: server.app.db,
      coreSystemUrl: undefined,
      outboxDir: path.join(server.dataDir, 'outbox', 'core'),
      pollMs: 1000,
      log: server.app.log,
    }).runOnce();

  /**
   * A complete scope-1 report of another demo vehicle, paid to a new account. A vehicle without
   * casco cover of its own passes /alert-dont-have-casco, which asks the CASCO policy number
   * (`incident.policyId`, e.g. 5010000099).
   */
  async function completedScope1Report(licensePlate: string, incident: NonNullable<UpdateReportRequest['incident']> = {}) {
    const id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    const vehicle = await api.update(id, {
      incident: { myVehicle: { licensePlate }, bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null }, ...incident },
    });
    expect(vehicle.status).toBe(200);
    return id;
  }

  it('creates, updates step by step, verifies, uploads, saves, and hands the claim to the core system once', async () => {
    const id = await api.create();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // Each step sends only its own fields; what earlier steps sent is kept.
    let last;
    for (const step of scope1CascoSteps) {
      last = await api.update(id, step);
      expect(last.status).toBe(200);
    }
    expect(last!.body.incident).toEqual({
      availableProducts: { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' },
      defaultPolicyType: 'CASCO',
      policyIdIsVerified: false,
    });
    expect(last!.body.verification.myVehicleLicensePlate).toBe(true);
    // D27: the saved account as an opaque id and a mask, never the IBAN.
    expect(last!.body.availableBankAccounts).toEqual([
      { id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), mask: 'SK** **** **** **** **** 0007' },
    ]);

    const verify = await api.call({
      method: 'GET',
      url: `/v1/lookup/verify-license-plate?licensePlate=BA111AA&incidentDate=${INCIDENT_DATE}&policyType=CASCO`,
    });
    expect(verify.body).toEqual({ verified: true });

    const upload = await api.upload(id, 'nárazník.jpg', jpeg, '?type=PHOTO_DOC');
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ type: 'PHOTO_DOC', clientName: 'nárazník.jpg', size: jpeg.length, contentType: 'image/jpeg' });
    const view = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${upload.body.id}` });
    expect(view.status).toBe(200);
    expect(view.raw.rawPayload.equals(jpeg)).toBe(true);

    const loaded = await api.load(id);
    expect(loaded.meta).toMatchObject({ id, context: 'WEB', lastRoute: '/additional-bank', saved: null });
    expect(loaded.meta.version).toBe(scope1CascoSteps.length + 1);
    expect(loaded.parties.reporter).toMatchObject({ firstName: 'Ján', email: 'jan.novak@example.sk' });
    expect(loaded.incident.myVehicle).toMatchObject({ licensePlate: 'BA111AA', licensePlateIsVerified: true });
    expect(loaded.incident.reason?.id).toBe('1_ACCIDENT_PARKED');
    expect(loaded.incident.address?.town).toBe('Žilina');
    expect(loaded.attachments).toHaveLength(1);

    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isCompleted: true, isDuplicate: false });
    const [reportNumber] = saved.body.incidentReportIds;
    const [claimId] = saved.body.claimIds;
    expect(saved.body.results).toEqual([{ objectType: 'VEHICLE', objectLabel: 'BA111AA', claimId, reportId: reportNumber }]);
    expect(saved.body.rawXmls).toHaveLength(1);
    expect(saved.body.rawXmls[0]).toContain(`<claimId>${claimId}</claimId>`);

    expect(await deliverOutbox()).toBe(1);
    expect(await deliverOutbox()).toBe(0);
    const xml = await readOutboxClaim(server.dataDir, claimId);
    expect(xml).toContain('<licensePlate>BA111AA</licensePlate>');
    expect(xml).toContain('Pri cúvaní na parkovisku');

    await server.app.afterResponseSettled();
    const confirmation = (await readMails(server.dataDir)).find((mail) => mail.to === 'jan.novak@example.sk');
    expect(confirmation?.subject).toBe('Potvrdenie o prijatí hlásenia poistnej udalosti');
    expect(confirmation?.text).toContain(claimId);

    // Saving again answers the same; the report is read-only from now on.
    expect((await api.save(id)).body).toEqual(saved.body);
    const blocked = [
      await api.update(id, { incident: { description: 'Iný popis udalosti, ktorý už nesmie prejsť.' } }),
      await api.upload(id, 'dalsia.jpg', jpeg),
      await api.call({ method: 'DELETE', url: `/v1/incident-report/${id}` }),
      await api.call({ method: 'POST', url: `/v1/incident-report/${id}/send-continue-link-email`, payload: { email: 'jan@example.sk' } }),
    ];
    expect(blocked.map((response) => [response.status, response.body.code])).toEqual(Array(4).fill([409, 'REPORT_COMPLETED']));
    expect((await api.load(id)).meta.saved).toMatchObject({ isCompleted: true, claimIds: [claimId] });
  });

  it('ignores server-owned fields a client sends', async () => {
    const id = await api.create();
    const response = await api.update(id, {
      incident: {
        date: INCIDENT_DATE,
        policyId: '999999',
        policyIdIsVerified: true,
        availableProducts: { liability: true, casco: true, minicasco: true, cascoProductCode: 'X' },
        myVehicle: { licensePlate: 'BA000ZZ', licensePlateIsVerified: true },
      },
      parties: { reporter: { isVerified: true }, operator: { firstName: 'Falošný' } },
    });
    expect(response.status).toBe(200);
    const loaded = await api.load(id);
    expect(loaded.incident.policyIdIsVerified).toBe(false);
    expect(loaded.incident.myVehicle?.licensePlateIsVerified).toBe(false);
    expect(loaded.incident.availableProducts).toEqual({ liability: false, casco: false, minicasco: false, cascoProductCode: 'HPL' });
    expect(loaded.parties.reporter?.isVerified).toBe(false);
    expect(loaded.parties.operator).toBeUndefined();
  });

  it('verifies the other party and a policy number without a plate', async () => {
    const id = await api.create();
    const response = await api.update(id, {
      incident: {
        date: INCIDENT_DATE,
        scopesOfDamage: [{ objectId: 3 }],
        policyId: '5010000099',
        policyType: 'CASCO',
        myVehicle: { hasLicensePlate: false },
      },
      parties: {
        otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' },
        otherCoresponsibleParty: { licensePlate: 'TN000XX' },
      },
    });
    expect(response.body.incident.policyIdIsVerified).toBe(true);
    expect(response.body.incident.defaultPolicyType).toBe('PZP');
    expect(response.body.verification).toMatchObject({ responsibleLicensePlate: true, coresponsibleLicensePlate: false });
  });

  it('keeps what was verified through updates of other fields, and verifies again when a plate, policy or date changes', async () => {
    const id = await api.create();
    const verified = await api.update(id, {
      incident: { date: INCIDENT_DATE, scopesOfDamage: [{ objectId: 1 }], myVehicle: { licensePlate: 'BA111AA' } },
      parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } },
    });
    expect(verified.body.verification).toMatchObject({ myVehicleLicensePlate: true, responsibleLicensePlate: true });
    const facts = (body: typeof verified.body) => ({
      incident: body.incident,
      verification: body.verification,
      accounts: body.availableBankAccounts,
    });

    // A step that touches none of it answers the same facts.
    const described = await api.update(id, {
      incident: { description: 'Zachytil som zvodidlo.' },
      meta: { lastRoute: '/incident-details' },
    });
    expect(described.status).toBe(200);
    expect(facts(described.body)).toEqual(facts(verified.body));

    const otherPlate = await api.update(id, { incident: { myVehicle: { licensePlate: 'ZZ999ZZ' } } });
    expect(otherPlate.body.verification.myVehicleLicensePlate).toBe(false);
    expect(otherPlate.body.availableBankAccounts).toEqual([]);
    const back = await api.update(id, { incident: { myVehicle: { licensePlate: 'BA111AA' } } });
    expect(facts(back.body)).toEqual(facts(verified.body));

    const otherParty = await api.update(id, { parties: { otherResponsibleParty: { licensePlate: 'TN000XX' } } });
    expect(otherParty.body.verification.responsibleLicensePlate).toBe(false);
    const noDate = await api.update(id, { incident: { date: null } });
    expect(noDate.body.verification.myVehicleLicensePlate).toBe(false);
    expect(noDate.body.incident.availableProducts).toMatchObject({ liability: false, casco: false });
  });

  it('makes one claim per damaged object', async () => {
    const id = await completedScope1Report('BL777GG');
    const update = await api.update(id, {
      incident: {
        scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }],
        otherDamage: ['VEHICLE', 'PROPERTY'],
        damagedVehicles: [
          {
            hasLicensePlate: true,
            licensePlate: 'ke123ab',
            partyType: 'PERSON',
            firstName: 'Eva',
            lastName: 'Malá',
            description: 'Preliačené dvere.',
          },
          { hasLicensePlate: false, vehicleDescription: 'Bicykel', partyType: 'PERSON', firstName: 'Ivan', lastName: 'Hudák' },
        ],
        damagedProperties: [{ partyType: 'BUSINESS', businessName: 'Obec Višňové', description: 'Zničené zábradlie.' }],
      },
    });
    expect(update.status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    expect(
      saved.body.results.map((result: { objectType: string; objectLabel: string | null }) => [result.objectType, result.objectLabel]),
    ).toEqual([
      ['VEHICLE', 'BL777GG'],
      ['VEHICLE', 'KE123AB'],
      ['VEHICLE', null],
      ['PROPERTY', null],
    ]);
    expect(new Set(saved.body.claimIds).size).toBe(4);
    const rows = await server.app.db.selectFrom('outbox_message').select('claim_id').where('report_id', '=', id).execute();
    expect(rows.map((row) => row.claim_id).sort()).toEqual([...saved.body.claimIds].sort());
  });

  it('saves a report whose reporter is the aggrieved business, without a person’s names (D6)', async () => {
    // D6 on SMP: the agent names the injured business on /permission-confirmation-SMP, which
    // reports for itself, so /aggrieved-party-details asks only how to reach it (scope 3).
    const created = await api.call({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: await portalCreateBody(server.app, signedEntry('portal=SMP&code=SMP001')),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const steps: UpdateReportRequest[] = [
      { incident: { scopesOfDamage: [{ objectId: 3 }] } },
      {
        parties: {
          aggrievedParty: { partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.', identificationNumber: '36123456' },
          reporter: { isSameAsAggrieved: true },
        },
      },
      { parties: { reporter: { email: 'dispecing@doprava-tatry.sk' } } },
      { incident: { date: INCIDENT_DATE }, parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } },
      { incident: { address: scope1CascoSteps.find((step) => step.incident?.address)!.incident!.address! } },
      {
        incident: {
          description: 'Nákladné auto pri cúvaní narazilo do nášho zaparkovaného dodávkového vozidla.',
          responsibleParty: 'otherVehicle',
          specificAnswers: { accidentReportWritten: false, accidentRecordMade: false },
        },
      },
      { incident: { bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null } } },
    ];
    for (const step of steps) expect((await api.update(id, step)).status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    const { reporter } = (await api.load(id)).parties;
    expect([reporter?.firstName ?? null, reporter?.lastName ?? null, reporter?.isSameAsAggrieved]).toEqual([null, null, true]);
  });

  it('answers a second report of the same plate and date as a duplicate, with the first numbers and no claim', async () => {
    const first = await completedScope1Report('KE333CC');
    const firstSaved = (await api.save(first)).body;
    const second = await completedScope1Report('KE333CC');
    const outboxBefore = await server.app.db.selectFrom('outbox_message').select('id').execute();
    const secondSaved = await api.save(second);
    expect(secondSaved.status).toBe(200);
    expect(secondSaved.body).toMatchObject({
      isCompleted: true,
      isDuplicate: true,
      incidentReportIds: firstSaved.incidentReportIds,
      claimIds: firstSaved.claimIds,
      rawXmls: [],
      // What /confirm tells of the earlier report: when it was sent, its next steps.
      duplicateOf: {
        savedAt: firstSaved.savedAt,
        nextSteps: [
          { id: 'reported', done: true },
          { id: 'inspection', done: false },
          { id: 'assessment', done: false },
          { id: 'payoutToAccount', done: false },
        ],
        serviceName: null,
      },
    });
    expect(secondSaved.body.savedAt).not.toBe(firstSaved.savedAt);
    expect(await server.app.db.selectFrom('outbox_message').select('id').execute()).toHaveLength(outboxBefore.length);
    // A reload of the duplicate shows the same (the stored save result).
    expect((await api.load(second)).meta.saved).toEqual(
      expect.objectContaining({ isDuplicate: true, duplicateOf: secondSaved.body.duplicateOf }),
    );
  });

  it('makes exactly one set of claims when the same report is saved 10 times at once', async () => {
    const id = await completedScope1Report('ZA444DD');
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.save(id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const rows = await server.app.db.selectFrom('outbox_message').select('claim_id').where('report_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('deletes a draft with its files', async () => {
    const id = await api.create();
    const upload = await api.upload(id, 'fotka.jpg', jpeg);
    const key = (
      await server.app.db.selectFrom('attachment').select('storage_key').where('id', '=', upload.body.id).executeTakeFirstOrThrow()
    ).storage_key;
    expect((await api.call({ method: 'DELETE', url: `/v1/incident-report/${id}` })).status).toBe(204);
    expect((await api.call({ method: 'GET', url: `/v1/incident-report/${id}/load` })).status).toBe(404);
    expect(await readdir(path.join(server.dataDir, 'attachments'))).not.toContain(key);
  });

  it('removes an attachment left out of an update and changes the type of one kept', async () => {
    const id = await api.create();
    const a = (await api.upload(id, 'a.jpg', jpeg)).body;
    const b = (await api.upload(id, 'b.jpg', jpeg)).body;
    const response = await api.update(id, { attachments: [{ id: b.id, type: 'POLICE_REPORT' }] });
    expect(response.status).toBe(200);
    expect((await api.load(id)).attachments).toEqual([{ ...b, type: 'POLICE_REPORT' }]);
    expect((await api.call({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${a.id}` })).status).toBe(404);
  });

  // " a@b.sk\t" was stored as sent, then its completion e-mail silently not sent.
  it('stores an e-mail typed or pasted with spaces and a tab around it without them, and sends the completion e-mail to it', async () => {
    const id = await completedScope1Report('ZA444DD');
    // A date of its own: the same plate on the same day is a duplicate, which sends no e-mail.
    const update = await api.update(id, {
      incident: { date: '2026-05-03' },
      parties: { reporter: { email: ' \teva.trimova@example.sk\t ' } },
    });
    expect(update.status).toBe(200);
    const loaded = await api.load(id);
    expect(loaded.parties.reporter?.email).toBe('eva.trimova@example.sk');
    // Spaces inside are still no address.
    const inside = await api.update(id, { parties: { reporter: { email: 'eva trimova@example.sk' } } });
    expect(inside.status).toBe(400);
    expect(inside.body.details).toEqual([expect.objectContaining({ path: '/parties/reporter/email' })]);

    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    await server.app.afterResponseSettled();
    const confirmation = (await readMails(server.dataDir)).find((mail) => mail.to === 'eva.trimova@example.sk');
    expect(confirmation?.subject).toBe('Potvrdenie o prijatí hlásenia poistnej udalosti');
    expect(confirmation?.text).toContain(saved.body.claimIds[0]);
  });

  it('e-mails a continue link, at most 3 times an hour', async () => {
    const id = await api.create();
    const send = () =>
      api.call({ method: 'POST', url: `/v1/incident-report/${id}/send-continue-link-email`, payload: { email: 'maria@example.sk' } });
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const mails = (await readMails(server.dataDir)).filter((mail) => mail.to === 'maria@example.sk');
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain(`http://localhost:3000/motor/?id=${id}`);
    // How long the draft waits for them (RETENTION_DAYS), so nobody comes back to a deleted report unwarned.
    expect(mails[0]!.text).toContain('Ak v hlásení nebudete pokračovať do 14 dní, vymažeme ho aj s prílohami');
    const bad = await api.call({
      method: 'POST',
      url: `/v1/incident-report/${id}/send-continue-link-email`,
      payload: { email: 'a@b.sk, c@d.sk' },
    });
    expect(bad.status).toBe(400);
  });

  it('stores the summary snapshot of a saved report once', async () => {
    const id = await completedScope1Report('BA222BB', { policyId: '5010000099' });
    expect((await api.save(id)).status).toBe(200);
    const html = '<html><body><h1>Súhrn</h1><script>alert(1)</script></body></html>';
    const first = await api.call({ method: 'POST', url: `/v1/incident-report/${id}/save-summary`, payload: { html } });
    expect(first.status).toBe(204);
    const second = await api.call({ method: 'POST', url: `/v1/incident-report/${id}/save-summary`, payload: { html: '<p>iný</p>' } });
    expect(second.status).toBe(409);
    const row = await server.app.db.selectFrom('incident_report').select('summary_html').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.summary_html).toBe(html);
  });

  it('a draft copy sent after a failed save does not block the saved report’s own copy', async () => {
    const id = await completedScope1Report('ZA444DD');
    const draftCopy = await api.call({
      method: 'POST',
      url: `/v1/incident-report/${id}/save-summary`,
      payload: { html: '<p>koncept</p>' },
    });
    expect(draftCopy.status).toBe(204);
    expect((await api.save(id)).status).toBe(200);
    const final = await api.call({ method: 'POST', url: `/v1/incident-report/${id}/save-summary`, payload: { html: '<p>odoslané</p>' } });
    expect(final.status).toBe(204);
    const row = await server.app.db.selectFrom('incident_report').select('summary_html').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.summary_html).toBe('<p>odoslané</p>');
  });

  it('asks for a reason only where the reason screens are (scope1 with CASCO): scope12 with CASCO saves without one', async () => {
    // Another date: the same CASCO number on the same day would be a duplicate of the report above.
    const id = await completedScope1Report('TT666FF', { policyId: '5010000099', date: '2026-05-12' });
    const scope12 = await api.update(id, {
      incident: {
        scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }],
        reasonGroupIndex: null,
        reason: null,
        otherDamage: ['VEHICLE'],
        damagedVehicles: [{ hasLicensePlate: true, licensePlate: 'KE123AB', partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá' }],
      },
    });
    expect(scope12.status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    expect(saved.body.claimIds).toHaveLength(2);
  });

  it('settles a report that stores no policy type under the default of its products: scope 1 with CASCO asks for the reason and files a CASCO claim', async () => {
    // The wizard stores only a type the reporter chose (docs/decisions.md "Policy type"); BL777GG has CASCO.
    const id = await completedScope1Report('BL777GG');
    const unchosen = await api.update(id, { incident: { date: '2026-05-11', policyType: null, reasonGroupIndex: null, reason: null } });
    expect(unchosen.status).toBe(200);
    expect(unchosen.body.incident.defaultPolicyType).toBe('CASCO');
    const incomplete = await api.save(id);
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.details.map((detail: { path: string }) => detail.path)).toContain('/incident/reason');
    expect((await api.load(id)).incident.policyType).toBeNull();

    const reason = scope1CascoSteps.find((step) => step.incident?.reason)!;
    expect((await api.update(id, reason)).status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    const message = await server.app.db
      .selectFrom('outbox_message')
      .select('payload')
      .where('claim_id', '=', saved.body.claimIds[0])
      .executeTakeFirstOrThrow();
    expect(message.payload).toContain('<policyType>CASCO</policyType>');
    // The saved report states the type it was settled under.
    expect((await api.load(id)).incident.policyType).toBe('CASCO');
  });

  it('starts portal reports only for a known operator', async () => {
    const smp = await api.call({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: await portalCreateBody(server.app, signedEntry('portal=SMP&code=SMP001&cislopz=4010000011&poistenie=hav&ecv=ba111aa')),
    });
    expect(smp.status).toBe(201);
    const loaded = await api.load(smp.body.id);
    expect(loaded.meta.context).toBe('SMP');
    expect(loaded.parties.operator).toEqual({
      firstName: 'Peter',
      lastName: 'Horváth',
      identificationNumber: 'phorvath',
      email: 'peter.horvath@agentura-demo.sk',
    });
    expect(loaded.incident).toMatchObject({ policyId: '4010000011', policyType: 'CASCO', myVehicle: { licensePlate: 'BA111AA' } });

    // An operator the register does not verify is given no portal token (D2, D31): its entry starts nothing.
    const unverified = await api.call({ method: 'GET', url: operatorDataUrl(signedEntry('portal=SMP&code=SMP999')) });
    expect(unverified.status).toBe(200);
    expect(unverified.body).toMatchObject({ portal: 'SMP', verified: false });
    expect(unverified.body).not.toHaveProperty('portalToken');
  });
});
