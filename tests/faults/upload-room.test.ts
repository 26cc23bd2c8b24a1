import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES_PER_REPORT, MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { apiClient, clientAddress } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure } from '../support/fault-scale.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * A burst of files announced at once for one report (a phone's gallery of twenty videos picked
 * together, or a client sending its announcements in parallel). The report has room for 30 files
 * and 150 MB: exactly as many announcements as fit are accepted, whatever runs at the same time,
 * and the rest are refused at once (409), before a byte of them is sent, not after the whole file.
 */

const MB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
const filename = Buffer.from('video.mp4').toString('base64');

describe.each(databaseModes)('the room of a report under a burst of uploads (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let nextAddress = 1;
  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  /** `count` announcements of `length` bytes sent at once, each from its own address (no rate limit in the way). */
  const announceAtOnce = (id: string, count: number, length: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        api.call({
          method: 'POST',
          url: `/v1/incident-report/${id}/uploads`,
          remoteAddress: clientAddress(nextAddress++),
          headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': `filename ${filename}` },
        }),
      ),
    );

  const tally = (answers: Array<{ status: number; body: unknown }>) => ({
    accepted: answers.filter((answer) => answer.status === 201).length,
    refusals: [
      ...new Set(
        answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${(answer.body as { code: string }).code}`),
      ),
    ],
  });

  it('20 announcements of 14 MB at once: exactly the 10 that fit in 150 MB are accepted, the rest refused with 409', async () => {
    const id = await api.create();
    const length = 14 * MB;
    const room = Math.floor(MAX_ATTACHMENT_BYTES_PER_REPORT / length);
    const { accepted, refusals } = tally(await announceAtOnce(id, 20, length));
    reportFigure(`upload room by bytes (${mode})`, `accepted ${accepted} of 20 (room for ${room})`);
    expect(accepted).toBe(room);
    expect(refusals).toEqual(['409 ATTACHMENT_QUOTA_REACHED']);
  });

  it('45 small announcements at once: exactly the 30 that fit are accepted, the rest refused with 409', async () => {
    const id = await api.create();
    const { accepted, refusals } = tally(await announceAtOnce(id, 45, 1000));
    reportFigure(`upload room by files (${mode})`, `accepted ${accepted} of 45 (room for ${MAX_ATTACHMENTS_PER_REPORT})`);
    expect(accepted).toBe(MAX_ATTACHMENTS_PER_REPORT);
    expect(refusals).toEqual(['409 TOO_MANY_ATTACHMENTS']);
  });
});
