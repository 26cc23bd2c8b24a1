import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { contractValidator, operations, type Operation, type Schema } from './support/contract.ts';
import { completeScope1Update, createFilledReport, nextClientAddress } from './support/reports.ts';
import { fromSchema, junkJson } from './support/schema-arbitrary.ts';
import { portalCreateBody, signedEntry } from '../support/portal-entries.ts';

/**
 * Unknown input, Schemathesis-style: for every route of openapi.yaml, requests generated from the
 * contract's own schemas (path and query parameters, JSON bodies, uploads), most of them valid,
 * some broken at any depth, some plain junk, go through the real server (`app.inject`). Not one
 * may end in a 5xx, and every answer must be one the contract documents for that route: its status,
 * its media type, and its body valid against the documented schema.
 */

const PER_ROUTE = scale(25, 1_000);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

const allOperations = operations();
/** Marks a path value that goes into the URL as it is. */
const RAW = '\u0000raw:';
const validate = contractValidator();

interface Fixtures {
  reportIds: string[];
  attachmentIds: string[];
}

/** A query or path value as text, as a client would put it in a URL. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function requestArbitrary(operation: Operation, fixtures: Fixtures): fc.Arbitrary<InjectOptions> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const known = (name: string) => (name === 'attachmentId' ? fixtures.attachmentIds : fixtures.reportIds);

  const pathValues = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => [
        parameter.name,
        fc.oneof(
          // Mostly a real report (or attachment), so the handlers go all the way.
          { weight: 6, arbitrary: fc.constantFrom(...known(parameter.name)) },
          { weight: 3, arbitrary: fromSchema(parameter.schema, { breakRate: 0 }).map(asText) },
          { weight: 1, arbitrary: junkJson.map(asText) },
          // Raw, not %-encoded: malformed escapes and dot segments as an attacker types them.
          { weight: 1, arbitrary: fc.constantFrom('%zz', '%', '%E0%A4%A', '..', '%2e%2e', '%00', 'a%2Fb').map((raw) => RAW + raw) },
        ),
      ]),
    ),
  );
  const reportIdQuery = (name: string) => name === 'reportId';
  const queryValues = fc.record(
    Object.fromEntries(
      queryParameters.map((parameter) => [
        parameter.name,
        fc.oneof(
          {
            weight: 8,
            arbitrary: reportIdQuery(parameter.name)
              ? fc.constantFrom(...fixtures.reportIds)
              : fromSchema(parameter.schema, { breakRate: 0 }).map(asText),
          },
          { weight: 1, arbitrary: junkJson.map(asText) },
          // A repeated parameter (?a=1&a=2) arrives as an array.
          { weight: 1, arbitrary: fc.array(fromSchema(parameter.schema, { breakRate: 0 }).map(asText), { minLength: 2, maxLength: 3 }) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  // Required parameters are mostly there; sometimes missing, sometimes joined by unknown ones.
  const queryWithRequired = fc
    .tuple(
      queryValues,
      fc.record(
        Object.fromEntries(
          queryParameters.filter((p) => p.required).map((p) => [p.name, fromSchema(p.schema, { breakRate: 0 }).map(asText)]),
        ),
      ),
      fc.nat(9),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
    )
    .map(([optional, required, dice, extra]) => ({ ...(dice > 0 ? required : {}), ...optional, ...(dice === 9 ? extra : {}) }));

  let body: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = fc.constant({});
  if (operation.jsonBody) {
    const schema = operation.jsonBody;
    body = fc.oneof(
      {
        weight: 6,
        arbitrary: fromSchema(schema, { breakRate: 0 }).map((value) => ({
          payload: JSON.stringify(value),
          headers: { 'content-type': 'application/json' },
        })),
      },
      {
        weight: 3,
        arbitrary: fromSchema(schema, { breakRate: 0.05 }).map((value) => ({
          payload: JSON.stringify(value),
          headers: { 'content-type': 'application/json' },
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.oneof(
              fc.string({ unit: 'binary', maxLength: 40 }),
              fc.constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', ''),
            ),
            fc.constantFrom(
              'application/json',
              'text/plain',
              'application/xml',
              'multipart/form-data; boundary=x',
              'application/x-www-form-urlencoded',
            ),
          )
          .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
      },
    );
  } else if (operation.multipart) {
    const boundary = 'fuzz-boundary-7MA4YWxk';
    const file = fc.tuple(
      fc.oneof(
        fc.constantFrom('fotka.png', 'fotka.jpg', 'a.pdf', 'noext', '../../x.png', 'x.exe', 'ž𝕏.png', ''),
        fc.string({ maxLength: 20 }),
      ),
      fc.oneof(
        fc.constant(PNG),
        fc.constant(JPEG),
        fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
      ),
    );
    body = fc.oneof(
      {
        weight: 8,
        arbitrary: file.map(([name, content]) => ({
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/["\r\n]/g, '')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            content,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.string({ unit: 'binary', maxLength: 60 }),
            fc.constantFrom(`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', 'application/json', 'image/png'),
          )
          .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
      },
    );
  }

  return fc
    .record({ path: pathValues, query: queryWithRequired, body, lang: fc.constantFrom(undefined, 'en', 'sk', 'de;q=0.5, *') })
    .map(({ path, query, body: part, lang }) => {
      const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = path[name] as string;
        return value.startsWith(RAW) ? value.slice(RAW.length) : encodeURIComponent(value);
      });
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) search.append(name, item as string);
      }
      const headers = { ...(part.headers ?? {}), ...(lang ? { 'accept-language': lang } : {}) };
      return {
        method: operation.method as InjectOptions['method'],
        url: search.size > 0 ? `${url}?${search}` : url,
        headers,
        ...(part.payload !== undefined ? { payload: part.payload } : {}),
        remoteAddress: nextClientAddress(),
      };
    });
}

/** What is wrong with an answer by the contract: an undocumented status or media type, or a body off its schema. */
function contractProblems(operation: Operation, method: string, status: number, contentType: string, body: string): string[] {
  const documented = operation.responses[String(status)] ?? operation.responses.default;
  if (!(String(status) in operation.responses) && !operation.responses.default)
    return [`status ${status} is not documented (${Object.keys(operation.responses).join(', ')})`];
  if (!documented) return body.length > 0 ? [`status ${status} documents no body, got ${body.length} bytes`] : [];
  // A HEAD answer has no body on the wire (RFC 9110 §9.3.2: Node's HTTP server drops it), whatever
  // light-my-request's inject hands back: only its status is the contract's.
  if (method === 'HEAD') return [];
  const mediaType = contentType.split(';')[0]!.trim();
  // A documented range (`image/*`) covers its types.
  const range = Object.keys(documented).find((type) => type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1)));
  if (!(mediaType in documented) && !range)
    return [`media type "${mediaType}" is not documented for ${status} (${Object.keys(documented).join(', ')})`];
  const schema = documented[mediaType] ?? documented[range!];
  if (!schema || !mediaType.endsWith('json')) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return ['the body is not JSON'];
  }
  const check = validate(schema as Schema);
  return check(parsed) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
}

describe.each(databaseModes)('unknown input from openapi.yaml on %s', (mode) => {
  let server: TestServer;
  const fixtures: Fixtures = { reportIds: [], attachmentIds: [] };
  const figures: Array<{ operationId: string; requests: number; fiveHundreds: number; matching: number }> = [];

  beforeAll(async () => {
    // SMTP is not configured: e-mails go to files. The core system is not reached (no worker runs).
    // The full run sends a few reports more updates a minute than the per-report limit lets a person.
    server = await startTestServer(mode, { UPDATES_PER_REPORT_PER_MINUTE: '1000000' });
    const { app } = server;
    const api = apiClient(app);
    // Drafts to work on: an empty one, a filled one, one with an attachment, an SMP one, a saved one.
    fixtures.reportIds.push(await api.create());
    fixtures.reportIds.push(await createFilledReport(app, completeScope1Update('2025-01-10')));
    const withFile = await createFilledReport(app, completeScope1Update('2025-01-11', { email: false }));
    const uploaded = await api.upload(withFile, 'fotka.png', PNG);
    expect(uploaded.status).toBe(201);
    fixtures.reportIds.push(withFile);
    fixtures.attachmentIds.push(uploaded.body.id);
    fixtures.reportIds.push(await api.create(await portalCreateBody(app, signedEntry('portal=SMP&code=SMP001&cislopz=4010000011'))));
    const saved = await createFilledReport(app, completeScope1Update('2025-01-12', { email: false }));
    expect((await api.save(saved)).status).toBe(200);
    fixtures.reportIds.push(saved);
  });

  afterAll(async () => {
    const total = figures.reduce((sum, figure) => sum + figure.requests, 0);
    const fiveHundreds = figures.reduce((sum, figure) => sum + figure.fiveHundreds, 0);
    const matching = figures.reduce((sum, figure) => sum + figure.matching, 0);
    if (total > 0) {
      reportFigure(
        `unknown input (${mode}): routes`,
        `${figures.length}, ${Math.min(...figures.map((f) => f.requests))}+ requests each, ${total} in all`,
      );
      reportFigure(`unknown input (${mode}): 5xx answers`, fiveHundreds);
      reportFigure(
        `unknown input (${mode}): answers matching openapi.yaml`,
        `${((matching / total) * 100).toFixed(1)}% (${matching} of ${total})`,
      );
    }
    await server?.close();
  });

  it.each(allOperations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    `%s: ${PER_ROUTE} generated requests, no 5xx, every answer as openapi.yaml documents it`,
    async (_name, operation) => {
      const { app } = server;
      let requests = 0;
      let fiveHundreds = 0;
      let matching = 0;
      const problems: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(operation, fixtures), async (request) => {
            const response = await (app as FastifyInstance).inject(request);
            requests += 1;
            const found = contractProblems(
              operation,
              String(request.method),
              response.statusCode,
              String(response.headers['content-type'] ?? ''),
              response.body,
            );
            if (response.statusCode >= 500) {
              fiveHundreds += 1;
              found.unshift(`${response.statusCode}: ${response.body.slice(0, 300)}`);
            }
            if (found.length === 0) matching += 1;
            else
              problems.push(
                `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 300)} -> ${response.statusCode} ${found.join('; ')}`,
              );
            return found.length === 0;
          }),
          { numRuns: PER_ROUTE, endOnFailure: true },
        )
        .catch((error: Error) => {
          throw new Error(`${problems.slice(0, 3).join('\n')}\n${error.message.split('\n').slice(0, 3).join('\n')}`);
        });
      figures.push({ operationId: operation.operationId, requests, fiveHundreds, matching });
      expect(fiveHundreds).toBe(0);
      expect(matching).toBe(requests);
    },
    scale(60_000, 900_000),
  );
});
