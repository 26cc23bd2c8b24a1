import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { apiClient } from '../support/api.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * The PostgreSQL pool size and statement timeout of each instance, read from the
 * environment, and what a client sees when a statement outlives the timeout. The database-bound
 * rows need the PostgreSQL server (TEST_DATABASE_URL, as CI sets it); PGlite has no pool.
 */

describe('DATABASE_POOL_SIZE and DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('default to 20 connections and no timeout, the embedded defaults unchanged', () => {
    const config = loadConfig({});
    expect(config.databasePoolSize).toBe(20);
    expect(config.databaseStatementTimeoutMs).toBe(0);
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "0"'],
    ['DATABASE_POOL_SIZE', 'twenty', 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "twenty"'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1', 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 3600000, got "-1"'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '2.5', 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 3600000, got "2.5"'],
  ])('a bad %s (%s) is a configuration error naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Another client of the server's database, holding the reports' rows locked in an open transaction
 * (as a long job of another instance would) until released, or for 5 s at most, so that a server
 * that does not time out answers late rather than never.
 */
async function lockReports(server: TestServer, ids: string[]) {
  const { name } = await server.app.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT id FROM incident_report WHERE id = ANY($1) FOR UPDATE', [ids]);
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  let released: Promise<void> | undefined;
  const release = () => (released ??= client.query('ROLLBACK').then(() => client.end()));
  const backstop = setTimeout(release, 5000);
  return {
    client,
    pid: rows[0]!.pid,
    release: () => {
      clearTimeout(backstop);
      return release();
    },
  };
}

// PostgreSQL only (PGlite has neither a pool nor a statement timer): registered when TEST_DATABASE_URL names a server, as CI sets it.
if (postgresUrl)
  describe('on PostgreSQL', () => {
    let server: TestServer;
    afterAll(() => server?.close());

    describe('a statement that outlives DATABASE_STATEMENT_TIMEOUT_MS', () => {
      beforeAll(async () => {
        server = await startTestServer('postgres', { DATABASE_STATEMENT_TIMEOUT_MS: '400' });
      });

      it('is cancelled and the request answers 503 DATABASE_TIMEOUT in the reporter language, nothing kept; then it goes through', async () => {
        const api = apiClient(server.app);
        const id = await api.create();
        const lock = await lockReports(server, [id]);
        const started = performance.now();
        let answer;
        try {
          answer = await api.call({
            method: 'PATCH',
            url: `/v1/incident-report/${id}/update`,
            payload: { parties: { reporter: { firstName: 'Jana' } } },
            headers: { 'accept-language': 'sk' },
          });
        } finally {
          await lock.release();
        }
        const waited = performance.now() - started;
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.body).toEqual({ code: 'DATABASE_TIMEOUT', message: 'Databáza neodpovedala včas. Skúste to, prosím, znova.' });
        // Cancelled by the database after the timeout, not by the test's own limit.
        expect(waited).toBeGreaterThanOrEqual(350);
        expect(waited).toBeLessThan(10_000);
        expect((await api.load(id)).parties.reporter?.firstName ?? null).toBeNull();

        const retried = await api.update(id, { parties: { reporter: { firstName: 'Jana' } } });
        expect(retried.status).toBe(200);
        expect((await api.load(id)).parties.reporter?.firstName).toBe('Jana');
      });
    });

    describe('DATABASE_POOL_SIZE', () => {
      let small: TestServer;
      beforeAll(async () => {
        small = await startTestServer('postgres', { DATABASE_POOL_SIZE: '2' });
      });
      afterAll(() => small?.close());

      it('caps the connections one instance opens: five waiting requests hold two, and all five finish once the locks go', async () => {
        const api = apiClient(small.app);
        const ids = await Promise.all(Array.from({ length: 5 }, () => api.create()));
        const lock = await lockReports(small, ids);
        let seen = 0;
        try {
          const updates = ids.map((id) => api.update(id, { parties: { reporter: { lastName: 'Nováková' } } }));
          // Every connection the app has is busy waiting for a locked row once two wait.
          const waitingConnections = async () =>
            Number(
              (
                await lock.client.query<{ n: string }>(
                  `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> $1 AND wait_event_type = 'Lock'`,
                  [lock.pid],
                )
              ).rows[0]!.n,
            );
          const deadline = Date.now() + 10_000;
          while (seen < 2 && Date.now() < deadline) {
            seen = await waitingConnections();
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          // A moment more: a pool without the cap would open the other three now.
          await new Promise((resolve) => setTimeout(resolve, 300));
          const connections = Number(
            (
              await lock.client.query<{ n: string }>(
                `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> $1`,
                [lock.pid],
              )
            ).rows[0]!.n,
          );
          expect(seen).toBe(2);
          expect(connections).toBe(2);
          await lock.release();
          const answers = await Promise.all(updates);
          expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
        } finally {
          await lock.release();
        }
      });
    });
  });
