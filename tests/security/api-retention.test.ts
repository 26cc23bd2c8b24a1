import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createRetentionJob, purgeExpiredDrafts } from '../../server/reports/retention.ts';
import { apiClient } from '../support/api.ts';
import { reportFigure } from '../support/fault-scale.ts';
import { startTestServer, storeCases, type TestServer } from '../support/server.ts';
import { MAX_ATTACHMENT_BYTES } from '../../src/domain/attachments.ts';
import { Readable } from 'node:stream';
import { fullJourney, PNG } from './api-support.ts';

const DAY = 24 * 60 * 60 * 1000;
const files = (server: TestServer) => server.storedFiles();

// "drafts and files kept for ever" (ASVS 14.2.7).
describe.each(storeCases)('retention of unfinished reports ($database, attachments on $store)', ({ database: mode, store: storeMode }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(mode, {}, { store: storeMode });
  });
  afterAll(() => server?.close());

  it('drafts and their files go after the default 30 days; completed reports stay; 404 afterwards', async () => {
    const { app } = server;
    const api = apiClient(app);
    expect(server.config.retentionDays).toBe(30);
    const completed = await fullJourney(app);
    const drafts = [await fullJourney(app, { save: false }), await fullJourney(app, { save: false })];
    const secondFile = await api.upload(drafts[1]!.id, 'druha.png', PNG);
    expect(secondFile.status).toBe(201);
    const filesBefore = await files(server);
    expect(filesBefore).toHaveLength(4);
    // A file no row names (a crash between writing it and storing its row), old enough to go by the purge's clock.
    const store = app.attachments;
    const orphan = (await store.save(Readable.from([PNG]), { maxBytes: MAX_ATTACHMENT_BYTES })).key;
    const early = await purgeExpiredDrafts(app.db, store, {
      retentionDays: server.config.retentionDays,
      now: new Date(Date.now() + 29 * DAY),
    });
    expect(early.reports).toBe(0);
    for (const draft of drafts) expect((await api.call({ method: 'GET', url: `/v1/incident-report/${draft.id}/load` })).status).toBe(200);

    const result = await purgeExpiredDrafts(app.db, store, {
      retentionDays: server.config.retentionDays,
      now: new Date(Date.now() + 31 * DAY),
    });
    expect(result.reports).toBe(2);
    let draftsLeft = 0;
    for (const draft of drafts) {
      const load = await api.call({ method: 'GET', url: `/v1/incident-report/${draft.id}/load` });
      const view = await api.call({ method: 'GET', url: `/v1/incident-report/${draft.id}/view-attachment/${draft.attachmentId}` });
      const update = await api.update(draft.id, { meta: { lastRoute: '/summary' } });
      if (load.status !== 404) draftsLeft += 1;
      expect([load.status, view.status, update.status]).toEqual([404, 404, 404]);
    }
    const left = await files(server);
    const draftFilesLeft = left.length - 1;
    reportFigure('drafts left 31 days after their last change (retention 30 days)', `${draftsLeft} of 2`);
    reportFigure('their attachment files left (and orphan files)', `${draftFilesLeft} of 3 (${left.includes(orphan) ? 1 : 0} of 1)`);
    expect(draftsLeft).toBe(0);
    expect(left).toHaveLength(1);
    expect(
      await app.db
        .selectFrom('mail_log')
        .select('id')
        .where(
          'report_id',
          'in',
          drafts.map((d) => d.id),
        )
        .execute(),
    ).toEqual([]);

    const kept = await api.call({ method: 'GET', url: `/v1/incident-report/${completed.id}/load` });
    const keptFile = await api.call({
      method: 'GET',
      url: `/v1/incident-report/${completed.id}/view-attachment/${completed.attachmentId}`,
    });
    reportFigure('completed reports kept after the purge', `${kept.status === 200 ? 1 : 0} of 1`);
    expect(kept.status).toBe(200);
    expect(kept.body.meta.saved).not.toBeNull();
    expect(keptFile.status).toBe(200);
  });

  it('RETENTION_DAYS sets the period, and the server purges periodically on its own', async () => {
    // The server's own job, as server/start.ts starts it, with the period RETENTION_DAYS=7 gives.
    const config = loadConfig({ RETENTION_DAYS: '7' });
    expect(config.retentionDays).toBe(7);
    const short = server;
    {
      const api = apiClient(short.app);
      const draft = await fullJourney(short.app, { save: false });
      const filesBefore = (await files(short)).length;
      let fakeNow = new Date(Date.now() + 6 * DAY);
      const job = createRetentionJob({
        db: short.app.db,
        store: short.app.attachments,
        retentionDays: config.retentionDays,
        intervalMs: 50,
        now: () => fakeNow,
        log: { info: () => undefined, error: () => undefined },
      });
      job.start();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await api.call({ method: 'GET', url: `/v1/incident-report/${draft.id}/load` })).status).toBe(200);
      fakeNow = new Date(Date.now() + 8 * DAY);
      const started = Date.now();
      while ((await api.call({ method: 'GET', url: `/v1/incident-report/${draft.id}/load` })).status !== 404) {
        expect(Date.now() - started).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await job.stop();
      expect((await files(short)).length).toBe(filesBefore - 1);
      expect(await short.app.db.selectFrom('attachment').select('id').where('report_id', '=', draft.id).execute()).toEqual([]);
    }
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_DAYS: 'month' })).toThrow('RETENTION_DAYS must be a whole number from 1 to 3650, got "month"');
  });
});
