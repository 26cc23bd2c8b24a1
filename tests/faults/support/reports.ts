import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { UpdateReportRequest } from '../../../src/domain/report.ts';
import { scope1CascoSteps } from '../../support/journey-data.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merged key by key, everything else replaced: what the server does with a series of updates. */
export function mergeSteps(steps: object[]): Record<string, Json> {
  const merge = (into: Record<string, Json>, from: Record<string, Json>) => {
    for (const [key, value] of Object.entries(from)) {
      const current = into[key];
      into[key] = isObject(value) && isObject(current) ? merge({ ...current }, value) : (structuredClone(value) as Json);
    }
    return into;
  };
  return steps.reduce<Record<string, Json>>((all, step) => merge(all, step as Record<string, Json>), {});
}

/** A whole scope-1 CASCO report (BA111AA) as one update, on `date` (a different date is a different incident). */
export function completeScope1Update(date: string, options: { email?: boolean } = {}): UpdateReportRequest {
  const body = mergeSteps(scope1CascoSteps) as unknown as UpdateReportRequest;
  body.incident!.date = date;
  // Without an e-mail (the phone is the contact) no completion e-mail, and no PDF, is made.
  if (options.email === false) body.parties!.reporter!.email = null;
  return body;
}

/** The n-th day after 2024-01-01 (all in the demo policies' validity, none in the future). */
export function incidentDateNumber(n: number): string {
  const day = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);
  return day.toISOString().slice(0, 10);
}

let clients = 0;
/** Each simulated client gets an address of its own (TEST-NET-2), so per-address rate limits count per client. */
export function nextClientAddress(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/** A report created and filled through the API as one client (address) would. */
export async function createFilledReport(app: FastifyInstance, body: object, remoteAddress = nextClientAddress()): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/incident-report/create',
    payload: { productCategory: 'MOTOR', context: 'WEB' },
    remoteAddress,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const updated = await app.inject({ method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: body, remoteAddress });
  expect(updated.statusCode, updated.body).toBe(200);
  return id;
}
