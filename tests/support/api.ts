import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { IncidentReport, UpdateReportRequest } from '../../src/domain/report.ts';
import { checkedRawXmls } from './claim-xml.ts';

/** JSON calls through the real router, validation and error handling (no socket). */
export function apiClient(app: FastifyInstance) {
  const call = async (options: InjectOptions) => {
    const response = await app.inject(options);
    const isJson = (response.headers['content-type'] ?? '').toString().includes('application/json');
    const body = isJson ? response.json() : response.body;
    // A save's claim messages must keep the contract with the core system (the XSD).
    checkedRawXmls(body);
    return { status: response.statusCode, headers: response.headers, body, raw: response };
  };
  return {
    app,
    call,
    create: async (body: object = { productCategory: 'MOTOR', context: 'WEB' }) => {
      const response = await call({ method: 'POST', url: '/v1/incident-report/create', payload: body });
      expect(response.status).toBe(201);
      return response.body.id as string;
    },
    load: async (id: string) => {
      const response = await call({ method: 'GET', url: `/v1/incident-report/${id}/load` });
      expect(response.status).toBe(200);
      return response.body as IncidentReport;
    },
    update: (id: string, body: UpdateReportRequest | object) =>
      call({ method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: body as object }),
    save: (id: string) => call({ method: 'POST', url: `/v1/incident-report/${id}/save` }),
    upload: (id: string, fileName: string, content: Buffer, query = '', headers: Record<string, string> = {}) => {
      const boundary = '----motor-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return call({
        method: 'POST',
        url: `/v1/incident-report/${id}/upload-attachment${query}`,
        payload,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    },
  };
}

/** Everything a failed request could have touched: the report, its attachments, the outbox, the files. */
export async function snapshot(app: FastifyInstance, id: string, dataDir: string) {
  const { readdir } = await import('node:fs/promises');
  const path = await import('node:path');
  const report = await app.db.selectFrom('incident_report').selectAll().where('id', '=', id).executeTakeFirst();
  const attachments = await app.db.selectFrom('attachment').selectAll().orderBy('id').execute();
  const outbox = await app.db.selectFrom('outbox_message').select(['claim_id', 'report_id']).orderBy('id').execute();
  const reports = await app.db.selectFrom('incident_report').select('id').orderBy('id').execute();
  const files = await readdir(path.join(dataDir, 'attachments')).catch(() => []);
  return { report, attachments, outbox, reports, files: files.sort() };
}

/** base.x.y.z from a number (10.x.y.z by default): distinct client addresses for distinct simulated users. */
export const clientAddress = (n: number, base = 10) => `${base}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
