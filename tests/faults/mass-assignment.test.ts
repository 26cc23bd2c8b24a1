import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentReport } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { INCIDENT_DATE } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { componentSchema, deref, type Schema } from './support/contract.ts';
import { nextClientAddress } from './support/reports.ts';
import { portalCreateBody, signedEntry } from '../support/portal-entries.ts';

/**
 * Mass assignment (OWASP ASVS 5.0 V15.3.3): `update` takes the client's document and merges it in.
 * A client may try to set what only the server decides (verified flags, available products, the
 * portal operator, the saved result, the report's context, an attachment's stored name, size and
 * type) or keys the contract does not know, at any depth of the body. Each such request is either
 * refused with 400 (unknown keys; README "Unknown fields anywhere are a 400") or stored with the
 * server-owned values dropped; no server-owned field ever changes.
 */

const CASES = scale(60, 1_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** Every place in an update body where an object can stand, with the keys the contract allows there. */
function objectLocations(schema: Schema, path: Path = [], depth = 0): Array<{ path: Path; known: string[] }> {
  const resolved = deref<Schema>(schema);
  const variants = resolved.oneOf ?? resolved.anyOf;
  if (variants) return variants.flatMap((variant) => objectLocations(variant, path, depth));
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.includes('array') && resolved.items) return objectLocations(resolved.items, [...path, 0], depth + 1);
  if (!types.includes('object') || !resolved.properties) return [];
  const here = { path, known: Object.keys(resolved.properties) };
  if (depth > 5) return [here];
  return [here, ...Object.entries(resolved.properties).flatMap(([key, child]) => objectLocations(child, [...path, key], depth + 1))];
}

const locations = objectLocations(componentSchema('UpdateReportRequest'));

/** Server-owned keys where the contract has them: a value sent for them is dropped (docs/decisions.md "Update merges"). */
const SERVER_OWNED: Array<{ path: Path; key: string; forged: fc.Arbitrary<Json> }> = [
  { path: ['parties', 'reporter'], key: 'isVerified', forged: fc.boolean() },
  {
    path: ['parties'],
    key: 'operator',
    forged: fc.record({
      firstName: fc.constantFrom('Forged', 'Admin'),
      lastName: fc.constant('Operator'),
      identificationNumber: fc.constantFrom('root', 'SMP001'),
      email: fc.constant('evil@example.sk'),
    }),
  },
  { path: ['parties', 'otherResponsibleParty'], key: 'licensePlateIsVerified', forged: fc.boolean() },
  { path: ['parties', 'otherResponsibleParty'], key: 'policyIdIsVerified', forged: fc.boolean() },
  { path: ['parties', 'otherCoresponsibleParty'], key: 'licensePlateIsVerified', forged: fc.boolean() },
  { path: ['parties', 'otherCoresponsibleParty'], key: 'policyIdIsVerified', forged: fc.boolean() },
  {
    path: ['incident'],
    key: 'availableProducts',
    forged: fc.record({
      liability: fc.boolean(),
      casco: fc.boolean(),
      minicasco: fc.boolean(),
      cascoProductCode: fc.constantFrom('HAV', 'HPL', 'MINI'),
    }),
  },
  { path: ['incident'], key: 'policyIdIsVerified', forged: fc.boolean() },
  { path: ['incident', 'myVehicle'], key: 'licensePlateIsVerified', forged: fc.boolean() },
  { path: ['meta'], key: 'context', forged: fc.constantFrom('WEB', 'SMP', 'KZ') },
  { path: ['attachments', 0], key: 'clientName', forged: fc.constantFrom('forged.exe', '../../etc/passwd') },
  { path: ['attachments', 0], key: 'size', forged: fc.integer({ min: 1, max: 1e9 }) },
  { path: ['attachments', 0], key: 'contentType', forged: fc.constantFrom('text/html', 'application/x-msdownload') },
];

/** Keys a server might own but the update's contract does not know at that place: refused. */
const SERVER_LIKE_UNKNOWN = [
  'saved',
  'status',
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'claimIds',
  'isCompleted',
  'isDuplicate',
  'availableBankAccounts',
  'duplicateOf',
  'storageKey',
  'isAdmin',
  '__proto__',
  'constructor',
  'prototype',
];

const junk: fc.Arbitrary<Json> = fc.oneof(
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 20 }),
  fc.constant(null),
  fc.constant({ isVerified: true }),
  fc.array(fc.constant(true), { maxLength: 2 }),
);

type Attack = { kind: 'unknown'; path: Path; key: string; value: Json } | { kind: 'owned'; path: Path; key: string; value: Json };

const attack: fc.Arbitrary<Attack> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc
      .record({
        kind: fc.constant('unknown' as const),
        at: fc.constantFrom(...locations),
        key: fc.oneof(fc.constantFrom(...SERVER_LIKE_UNKNOWN), fc.string({ minLength: 1, maxLength: 12 })),
        value: junk,
      })
      // A generated key may happen to be one the contract allows at that place: then it is no attack.
      .filter(({ at, key }) => !at.known.includes(key))
      .map(({ at, key, value }) => ({ kind: 'unknown' as const, path: at.path, key, value })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...SERVER_OWNED).chain((owned) =>
      fc.record({
        kind: fc.constant('owned' as const),
        path: fc.constant(owned.path),
        key: fc.constant(owned.key),
        value: fc.oneof({ weight: 4, arbitrary: owned.forged }, { weight: 1, arbitrary: junk }),
      }),
    ),
  },
);

/** Sets `key` at `path` (creating the objects and arrays on the way) as an own property, even `__proto__`. */
function plant(body: Record<string, Json>, path: Path, key: string, value: Json, attachmentId: string): void {
  let node: Record<string, Json> | Json[] = body;
  for (const [index, step] of path.entries()) {
    const nextIsArray = typeof path[index + 1] === 'number';
    const container = node as Record<string | number, Json>;
    let child = Object.prototype.hasOwnProperty.call(container, step) ? container[step] : undefined;
    if (child === undefined || child === null || typeof child !== 'object') {
      // An attachment reference needs the id of one the report has (else the update is refused for that).
      child = nextIsArray ? [] : path[0] === 'attachments' && typeof step === 'number' ? { id: attachmentId } : {};
      Object.defineProperty(container, step, { value: child, enumerable: true, writable: true, configurable: true });
    }
    node = child as Record<string, Json> | Json[];
  }
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Everything the server owns in a loaded report (and in its row). */
async function serverOwned(app: FastifyInstance, id: string) {
  const loaded = await app.inject({ method: 'GET', url: `/v1/incident-report/${id}/load`, remoteAddress: nextClientAddress() });
  expect(loaded.statusCode).toBe(200);
  const report = loaded.json() as IncidentReport;
  const row = await app.db
    .selectFrom('incident_report')
    .select(['status', 'context', 'saved', 'duplicate_of', 'completed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const outbox = await app.db.selectFrom('outbox_message').select('claim_id').where('report_id', '=', id).execute();
  const { parties, incident, meta } = report;
  return {
    meta: {
      id: meta.id,
      context: meta.context,
      productCategory: meta.productCategory,
      portal: meta.portal,
      createdAt: meta.createdAt,
      saved: meta.saved,
    },
    operator: parties.operator ?? null,
    reporterVerified: parties.reporter?.isVerified ?? null,
    responsible: [parties.otherResponsibleParty?.licensePlateIsVerified ?? null, parties.otherResponsibleParty?.policyIdIsVerified ?? null],
    coresponsible: [
      parties.otherCoresponsibleParty?.licensePlateIsVerified ?? null,
      parties.otherCoresponsibleParty?.policyIdIsVerified ?? null,
    ],
    availableProducts: incident.availableProducts,
    policyIdIsVerified: incident.policyIdIsVerified ?? null,
    myPlateVerified: incident.myVehicle?.licensePlateIsVerified ?? null,
    availableBankAccounts: report.availableBankAccounts,
    attachments: report.attachments,
    row,
    outbox: outbox.length,
    report,
  };
}

function differences(before: object, after: object, prefix = ''): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => {
    const x = a[key];
    const y = b[key];
    if (x && y && typeof x === 'object' && typeof y === 'object' && !(x instanceof Date)) return differences(x, y, `${prefix}/${key}`);
    return JSON.stringify(x) === JSON.stringify(y) ? [] : [`${prefix}/${key}: ${JSON.stringify(x)} -> ${JSON.stringify(y)}`];
  });
}

describe.each(databaseModes)('mass assignment on %s', (mode) => {
  let server: TestServer;
  const reports: Record<'web' | 'smp', { id: string; attachmentId: string }> = {} as never;

  beforeAll(async () => {
    // The full run sends a few reports more updates a minute than the per-report limit lets a person.
    server = await startTestServer(mode, { UPDATES_PER_REPORT_PER_MINUTE: '1000000' });
    const api = apiClient(server.app);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    // WEB: my plate unknown to the register, the responsible party's too, the co-responsible's
    // verified; so the verified flags are a mix of true and false and a forged value shows.
    const web = await api.create();
    const smp = await api.create(await portalCreateBody(server.app, signedEntry('portal=SMP&code=SMP001&cislopz=4010000011')));
    for (const id of [web, smp]) {
      const updated = await api.update(id, {
        incident: {
          scopesOfDamage: [{ objectId: 1 }, { objectId: 3 }],
          date: INCIDENT_DATE,
          myVehicle: { hasLicensePlate: true, licensePlate: id === web ? 'BA000ZZ' : 'BA111AA' },
        },
        parties: {
          reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan.novak@example.sk' },
          otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'TN000XX' },
          otherCoresponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' },
        },
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    }
    for (const [name, id] of [
      ['web', web],
      ['smp', smp],
    ] as const) {
      const uploaded = await api.upload(id, 'fotka.png', png);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      reports[name] = { id, attachmentId: uploaded.body.id };
    }
    const smpOperator = (await api.load(smp)).parties.operator;
    expect(smpOperator?.lastName, 'the SMP report has its operator from the register').toBeTruthy();
    expect((await api.load(web)).parties.otherCoresponsibleParty?.licensePlateIsVerified).toBe(true);
  });

  afterAll(async () => {
    await server?.close();
  });

  it(
    `unknown and server-owned keys at every depth of update: 400 or dropped, no server-owned field changed (${CASES} cases)`,
    async () => {
      const { app } = server;
      let changed = 0;
      let refused = 0;
      let dropped = 0;
      const failures: string[] = [];
      const snapshots: Partial<Record<'web' | 'smp', Awaited<ReturnType<typeof serverOwned>>>> = {};
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('web' as const, 'smp' as const),
          fc.array(attack, { minLength: 1, maxLength: 3 }),
          fc.record({
            firstName: fc.constantFrom('Ján', 'Eva', 'Peter', 'Zuzana'),
            lastRoute: fc.constantFrom('/reporter-details', '/incident-details', '/summary'),
          }),
          async (which, attacks, legit) => {
            const { id, attachmentId } = reports[which];
            const { report: loadedBefore, ...before } = (snapshots[which] ??= await serverOwned(app, id));
            const versionBefore = loadedBefore.meta.version;
            // An ordinary step of the wizard, with the attack inside it.
            const body: Record<string, Json> = {
              parties: { reporter: { firstName: legit.firstName } },
              meta: { lastRoute: legit.lastRoute },
            };
            // Server-owned values first: an unknown key planted inside one must stay in the body.
            const ordered = [...attacks.filter((item) => item.kind === 'owned'), ...attacks.filter((item) => item.kind === 'unknown')];
            for (const item of ordered) plant(body, item.path, item.key, item.value, attachmentId);
            const response = await app.inject({
              method: 'PATCH',
              url: `/v1/incident-report/${id}/update`,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(body),
              remoteAddress: nextClientAddress(),
            });
            const latest = await serverOwned(app, id);
            snapshots[which] = latest;
            const { report: loaded, ...after } = latest;
            const diff = differences(before, after);
            if (diff.length > 0) {
              changed += 1;
              failures.push(`${JSON.stringify(body)} -> ${response.statusCode}: ${diff.join('; ')}`);
            }
            const hasUnknown = attacks.some((item) => item.kind === 'unknown');
            if (response.statusCode === 400) {
              refused += 1;
              expect(loaded.meta.version, 'a refused update stores nothing').toBe(versionBefore);
            } else {
              expect(response.statusCode, `${JSON.stringify(body)} -> ${response.body}`).toBe(200);
              expect(hasUnknown, `an unknown key was accepted: ${JSON.stringify(body)}`).toBe(false);
              dropped += 1;
              // The legitimate part of the step is stored.
              expect(loaded.parties.reporter?.firstName).toBe(legit.firstName);
              // The update's answer shows the server's flags, never the forged ones.
              const answer = response.json();
              expect(answer.incident.availableProducts).toEqual(after.availableProducts);
              expect(answer.verification.myVehicleLicensePlate).toBe(after.myPlateVerified);
            }
            expect(diff, failures.at(-1)).toEqual([]);
          },
        ),
        { numRuns: CASES, endOnFailure: true },
      );
      reportFigure(
        `mass assignment (${mode}): server-owned fields changed`,
        `${changed} in ${CASES} cases (${refused} refused with 400, ${dropped} stored with the server-owned keys dropped)`,
      );
      expect(changed).toBe(0);
      expect(refused).toBeGreaterThan(0);
      expect(dropped).toBeGreaterThan(0);
    },
    scale(60_000, 900_000),
  );
});
