import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * The privacy notice tells how long a draft is kept: the server's
 * RETENTION_DAYS, the same period the retention job deletes by and the continue-link e-mail names.
 */
describe.each(databaseModes)('privacy-settings (%s)', (mode) => {
  let configured: TestServer;
  let defaults: TestServer;

  beforeAll(async () => {
    [configured, defaults] = await Promise.all([startTestServer(mode, { RETENTION_DAYS: '45' }), startTestServer(mode)]);
  });
  afterAll(async () => {
    await Promise.all([configured?.close(), defaults?.close()]);
  });

  it('answers the configured RETENTION_DAYS', async () => {
    const response = await apiClient(configured.app).call({ method: 'GET', url: '/v1/lookup/privacy-settings' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ retentionDays: 45 });
  });

  it('answers the default of 30 days when none is configured', async () => {
    const response = await apiClient(defaults.app).call({ method: 'GET', url: '/v1/lookup/privacy-settings' });
    expect(response.body).toEqual({ retentionDays: 30 });
  });
});
