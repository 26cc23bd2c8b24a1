/**
 * Scale-out (DESIGN.md §8): three server processes on one PostgreSQL database, one S3
 * bucket (s3rver) and one Redis, behind a round-robin proxy of the test (each request goes to the
 * next instance in turn), with the core system a local HTTP server counting what it receives per
 * claim (Idempotency-Key). Whole journeys with an upload and a save: every attachment is viewable
 * from every instance, the create limit is counted across the instances, and one instance is
 * killed with SIGKILL in the middle of the journeys; the client repeats what failed, through the
 * proxy. No acknowledged write may be lost and no claim may reach the core system twice: the
 * outbox workers share the messages with `FOR UPDATE SKIP LOCKED` and a lease.
 *
 * PostgreSQL only (PGlite is one process's embedded database): vitest.config.ts runs this file
 * only when TEST_DATABASE_URL names a server.
 */
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { isolatedPostgres } from '../support/databases.ts';
import { dropKeys, TEST_REDIS_URL, uniqueKeyPrefix } from '../support/redis.ts';
import { startTestS3 } from '../support/s3.ts';
import { acceptedSamples } from '../services/sample-files.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import {
  call,
  clientAddress,
  ConnectionLost,
  journeySteps,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from './support/processes.ts';
import { startCoreSystem, type CoreSystem } from './support/core-system.ts';

/** How many requests the core system received per claim id (Idempotency-Key), repeats included. */
function deliveriesOf(core: CoreSystem): Map<string, number> {
  const deliveries = new Map<string, number>();
  for (const { key } of core.requests) if (key) deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
  return deliveries;
}

const JOURNEYS = scale(20, 200);
const INSTANCES = 3;
/** SPEC-free limit of the API: creates per client address a minute (server/plugins/app/openapi-routes.ts RATE_LIMITS). */
const CREATES_PER_MINUTE = 30;
const PHOTO = acceptedSamples.find((sample) => sample.name.endsWith('.jpg'))!;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The photo uploaded as /additional-attachments does (multipart), to `base`, from `address`. */
async function upload(base: string, id: string, address: string): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PHOTO.content)], { type: 'image/jpeg' }), PHOTO.name);
  try {
    const answer = await fetch(`${base}/v1/incident-report/${id}/upload-attachment?type=PHOTO_DOC`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await answer.text();
    return { status: answer.status, body: text && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  } catch (error) {
    throw new ConnectionLost(String(error));
  }
}

/** The attachment's bytes as `base` serves them (an instance directly, not the proxy). */
async function viewed(base: string, id: string, attachmentId: string, address: string): Promise<string | number> {
  const answer = await fetch(`${base}/v1/incident-report/${id}/view-attachment/${attachmentId}`, {
    headers: { 'x-forwarded-for': address },
  });
  if (answer.status !== 200) return answer.status;
  return sha256(Buffer.from(await answer.arrayBuffer()));
}
/** A short pause before a client's retry; 20 attempts cover a kill and a moment of load shedding. */
const answer503 = (attempt: number) => Math.min(1_000, 50 * 2 ** attempt);
const CONCURRENCY = 6;

/** A round-robin reverse proxy; a backend that refuses or breaks a connection is taken out (502). */
async function startProxy(backends: Array<{ url: string; up: boolean }>): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const alive = backends.filter((backend) => backend.up);
      if (alive.length === 0) {
        res.writeHead(503).end();
        return;
      }
      const backend = alive[next++ % alive.length]!;
      const target = new URL(req.url ?? '/', backend.url);
      const body = Buffer.concat(chunks);
      const forward = httpRequest(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host, 'content-length': String(body.length) } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      forward.on('error', () => {
        // Passive health check: the backend is gone (a real balancer's health check does the same).
        backend.up = false;
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('scale-out: three instances on one PostgreSQL database, one S3 bucket and one Redis', () => {
  it(
    `loses no attachment, journey or claim, counts limits across instances, and survives one instance's death (${JOURNEYS} journeys)`,
    async () => {
      const postgres = await isolatedPostgres();
      const core = await startCoreSystem();
      const s3 = await startTestS3();
      const redisPrefix = uniqueKeyPrefix();
      const dirs = await Promise.all(Array.from({ length: INSTANCES }, (_, n) => tempDataDir(`motor-scale-${n}-`)));
      const instances: ServerProcess[] = [];
      let proxy: { url: string; close(): Promise<void> } | undefined;
      try {
        const env = {
          CORE_SYSTEM_URL: core.url,
          OUTBOX_POLL_MS: '100',
          // Longer than the settling below, so the rows the killed instance leased are told apart
          // from the survivors' (whose leases are renewed); tests/faults/outbox.test.ts runs the short lease.
          OUTBOX_LEASE_MS: '300000',
          TRUST_PROXY: '127.0.0.1',
          REDIS_URL: TEST_REDIS_URL,
          REDIS_KEY_PREFIX: redisPrefix,
          ...s3.env,
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          // One secret for the core system's links on every instance (docs/operations.md).
          ATTACHMENT_LINK_SECRET: 'scale-out-test-secret-of-at-least-thirty-two-characters',
        };
        // All start at once on the empty database: migrations and seeding must not collide.
        instances.push(...(await Promise.all(dirs.map((dir) => startServerProcess({ dataDir: dir.dir, databaseUrl: postgres.url, env })))));
        const backends = instances.map((instance) => ({ url: instance.url, up: true }));
        proxy = await startProxy(backends);
        const base = proxy.url;

        // The create limit is counted across the instances: 30 creates from one address a minute,
        // whichever instances take them, and the 31st is refused, whichever instance gets it.
        const limited = clientAddress(JOURNEYS + 100);
        const creates: number[] = [];
        for (let n = 0; n <= CREATES_PER_MINUTE; n++) {
          creates.push(
            (
              await call(base, 'POST', '/v1/incident-report/create', {
                body: { productCategory: 'MOTOR', context: 'WEB' },
                clientAddress: limited,
              })
            ).status,
          );
        }
        reportFigure('scale-out: creates from one address before 429, over 3 instances', creates.indexOf(429));
        expect(
          creates.slice(0, CREATES_PER_MINUTE).every((status) => status === 201),
          JSON.stringify(creates),
        ).toBe(true);
        expect(creates[CREATES_PER_MINUTE]).toBe(429);

        const acknowledged = new Map<number, { id: string; claimIds: string[]; reportNumbers: string[]; attachmentId: string }>();
        let responses = 0;
        let retries = 0;
        let killedAt: number | undefined;
        const killAfter = Math.floor((JOURNEYS * (journeySteps(0).length + 3)) / 2);

        /** Repeats a step until an instance answers it (the client's retry after a failed call). */
        const until = async (what: () => Promise<{ status: number; body: any }>, expected: number) => {
          for (let attempt = 0; attempt < 20; attempt++) {
            try {
              const answer = await what();
              if (answer.status === expected) {
                if (++responses === killAfter) {
                  killedAt = Date.now();
                  instances[0]!.child.kill('SIGKILL');
                }
                return answer.body;
              }
              // 502: the proxy lost the backend (the kill); 503: load shedding, Retry-After: 1.
              if (answer.status !== 502 && answer.status !== 503)
                throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
            } catch (error) {
              if (!(error instanceof ConnectionLost)) throw error;
            }
            retries++;
            await sleep(answer503(attempt));
          }
          throw new Error('no instance answered 20 attempts');
        };

        const journey = async (n: number) => {
          const address = clientAddress(n + 1);
          const created = await until(
            () =>
              call(base, 'POST', '/v1/incident-report/create', {
                body: { productCategory: 'MOTOR', context: 'WEB' },
                clientAddress: address,
              }),
            201,
          );
          const id = created.id as string;
          for (const step of journeySteps(n)) {
            await until(() => call(base, 'PATCH', `/v1/incident-report/${id}/update`, { body: step, clientAddress: address }), 200);
          }
          const uploaded = await until(() => upload(base, id, address), 201);
          const saved = await until(() => call(base, 'POST', `/v1/incident-report/${id}/save`, { clientAddress: address }), 200);
          acknowledged.set(n, { id, claimIds: saved.claimIds, reportNumbers: saved.incidentReportIds, attachmentId: uploaded.id });
        };

        // The first journeys before the others start: each photo, uploaded to one instance, is
        // served by every instance, byte for byte.
        const FIRST = 3;
        for (let n = 0; n < FIRST; n++) await journey(n);
        const photo = sha256(PHOTO.content);
        for (let n = 0; n < FIRST; n++) {
          const { id, attachmentId } = acknowledged.get(n)!;
          const served = await Promise.all(instances.map((instance) => viewed(instance.url, id, attachmentId, clientAddress(n + 1))));
          expect(served, `journey ${n}'s photo from each instance`).toEqual(instances.map(() => photo));
        }

        const queue = Array.from({ length: JOURNEYS - FIRST }, (_, n) => n + FIRST);
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            for (let n = queue.shift(); n !== undefined; n = queue.shift()) await journey(n);
          }),
        );
        expect(killedAt, 'instance A was killed mid-run').toBeDefined();
        await instances[0]!.exited;

        // Every journey is saved, and each surviving instance shows it with the numbers the client
        // got and serves its photo.
        const survivors = instances.slice(1);
        let lost = JOURNEYS - acknowledged.size;
        let attachmentsLost = 0;
        for (const [n, saved] of acknowledged) {
          for (const survivor of survivors) {
            const loaded = await call(survivor.url, 'GET', `/v1/incident-report/${saved.id}/load`, { clientAddress: clientAddress(n + 1) });
            if (loaded.status !== 200 || JSON.stringify(loaded.body.meta.saved?.claimIds) !== JSON.stringify(saved.claimIds)) lost++;
            if ((await viewed(survivor.url, saved.id, saved.attachmentId, clientAddress(n + 1))) !== photo) attachmentsLost++;
          }
        }
        reportFigure('scale-out: attachments lost (acknowledged uploads not served by a surviving instance)', attachmentsLost);
        expect(attachmentsLost).toBe(0);
        expect((await s3.objectKeys()).length, 'one object per acknowledged upload').toBeGreaterThanOrEqual(acknowledged.size);
        const claimIds = [...acknowledged.values()].flatMap((saved) => saved.claimIds);
        expect(new Set(claimIds).size, 'no claim number given twice').toBe(claimIds.length);

        const database = await openDatabase({ url: postgres.url, pgliteDir: 'memory://', onConnectionError: () => undefined });
        let inKillWindow: string[] = [];
        try {
          // Wait for the surviving worker to deliver what it can (not the rows the dead one leased).
          const deadline = Date.now() + 60_000;
          const pending = async () =>
            database.db.selectFrom('outbox_message').select(['claim_id', 'next_attempt_at']).where('delivered_at', 'is', null).execute();
          // Settled: only rows under a lease of minutes are left, and nothing changed for 1.5 s
          // (the survivor polls every 100 ms, so none of its own deliveries is still under way).
          let previous = '';
          let stableSince = Date.now();
          for (;;) {
            const rows = await pending();
            const now = Date.now();
            const onlyLeased = rows.every((row) => new Date(row.next_attempt_at).getTime() > now + 60_000);
            const key = JSON.stringify(rows.map((row) => row.claim_id).sort());
            if (key !== previous) {
              previous = key;
              stableSince = now;
            }
            if ((onlyLeased && now - stableSince > 1_500) || now > deadline) break;
            await sleep(200);
          }
          // A message the core system has but the database does not know as delivered: the dead
          // instance delivered it and died before recording it. Only those may arrive again.
          inKillWindow = (await pending()).map((row) => row.claim_id).filter((claimId) => deliveriesOf(core).has(claimId));
          reportFigure('scale-out: messages leased by the killed instance', (await pending()).length);
          // Five minutes later the lease runs out; move the clock of those rows instead of waiting.
          await database.db
            .updateTable('outbox_message')
            .set({ next_attempt_at: new Date(0) })
            .where('delivered_at', 'is', null)
            .execute();
          const drained = Date.now() + 60_000;
          while ((await pending()).length > 0 && Date.now() < drained) await sleep(200);
          expect(await pending(), 'every claim delivered').toEqual([]);
        } finally {
          await database.close();
        }

        const deliveries = deliveriesOf(core);
        const undelivered = claimIds.filter((claimId) => !deliveries.has(claimId));
        const twice = [...deliveries].filter(([claimId, count]) => count > 1 && !inKillWindow.includes(claimId));
        const unknown = [...deliveries.keys()].filter((claimId) => !claimIds.includes(claimId));
        reportFigure('scale-out: journeys', JOURNEYS);
        reportFigure('scale-out: requests repeated by the client after the kill', retries);
        reportFigure('scale-out: journeys lost', lost);
        reportFigure('scale-out: claims delivered twice', twice.length);
        reportFigure('scale-out: claims delivered by the dead instance but not recorded (idempotency key)', inKillWindow.length);
        expect(lost).toBe(0);
        expect(undelivered).toEqual([]);
        expect(unknown).toEqual([]);
        expect(twice).toEqual([]);
      } finally {
        await proxy?.close();
        await Promise.all(instances.map((instance) => instance.kill()));
        await core.close();
        await s3.close();
        await dropKeys(TEST_REDIS_URL, redisPrefix);
        await postgres.drop();
        await Promise.all(dirs.map((dir) => dir.remove()));
      }
    },
    scale(240_000, 3_600_000),
  );
});
