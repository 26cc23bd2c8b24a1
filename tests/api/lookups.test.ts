import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

/** SPEC §7 look-ups whose query changes the answer, through the real server (query strings as a browser sends them). */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server?.close());

describe('GET /v1/lookup/get-permissible-combinations', () => {
  const groups = async (query: string) => {
    const answer = await server.app.inject({ method: 'GET', url: `/v1/lookup/get-permissible-combinations?productCategory=MOTOR${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().groups as number[][];
  };

  it('honours casco: with casco only the sets with the own vehicle; without, or casco=false, all nine', async () => {
    expect(await groups('&casco=true')).toEqual([[1], [1, 2], [1, 3], [1, 4], [1, 3, 4]]);
    expect(await groups('&casco=false')).toHaveLength(9);
    expect(await groups('')).toHaveLength(9);
    expect(await groups('&casco=true&scopes=3,4')).toEqual([[1, 3, 4]]);
  });

  it('refuses a casco that is not true or false, naming it', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/v1/lookup/get-permissible-combinations?productCategory=MOTOR&casco=maybe',
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('casco');
  });
});
