import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkedRawXmls } from '../support/claim-xml.ts';
import { expect } from 'vitest';
import { apiClient } from '../support/api.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';

/** A real PNG's first bytes: enough for the content check. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d8a0f50000000049454e44ae426082',
  'hex',
);

/** The personal data a full journey sends; none of it may reach a log line. */
export const PERSON = {
  firstName: 'Zoltán',
  lastName: 'Kvetňanský',
  email: 'zoltan.kvetnansky@example.sk',
  phone: '905 123 456',
  iban: 'SK1402000000191876540006',
  birthNumber: '855123/1238',
  aggrievedFirst: 'Ildikó',
  aggrievedLast: 'Šimončičová',
};

/** X-Forwarded-For of client number n (the test server trusts 127.0.0.1 as its proxy). */
export { clientAddress } from '../support/api.ts';

export const randomReportId = () => randomBytes(18).toString('base64url');

/** A scope-1 CASCO journey with the PERSON's data, ending saved unless `save` is false. */
export async function fullJourney(app: FastifyInstance, options: { save?: boolean; headers?: Record<string, string> } = {}) {
  const api = apiClient(app);
  const headers = options.headers ?? {};
  const created = await app.inject({
    method: 'POST',
    url: '/v1/incident-report/create',
    payload: { productCategory: 'MOTOR', context: 'WEB' },
    headers,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const steps = structuredClone(scope1CascoSteps) as any[];
  steps[2].parties.reporter = {
    ...steps[2].parties.reporter,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: PERSON.email,
    phone: { prefix: '+421', number: PERSON.phone },
  };
  steps[7] = { incident: { bankAccount: { id: null, value: PERSON.iban, bic: 'SUBASKBX' } }, meta: { lastRoute: '/additional-bank' } };
  steps.push({
    parties: {
      aggrievedParty: {
        partyType: 'PERSON',
        firstName: PERSON.aggrievedFirst,
        lastName: PERSON.aggrievedLast,
        identificationNumber: PERSON.birthNumber,
      },
    },
  });
  for (const step of steps) {
    const response = await app.inject({ method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: step, headers });
    expect(response.statusCode, response.body).toBe(200);
  }
  const upload = await api.upload(id, 'fotka.png', PNG);
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const attachmentId = upload.body.id as string;
  if (options.save !== false) {
    const saved = await app.inject({ method: 'POST', url: `/v1/incident-report/${id}/save`, headers });
    expect(saved.statusCode, saved.body).toBe(200);
    checkedRawXmls(saved.json());
  }
  return { id, attachmentId };
}
