/**
 * "crash mid-save": the real server process is killed with SIGKILL at random points of
 * journeys (create, the updates of a scope-1 CASCO report, save), restarted on the same data
 * (PGlite's directory, or the PostgreSQL database), and the journeys go on where the client was
 * when the connection broke. Every save the client got a 2xx for must still be there with its
 * claims, and no report may be half-saved: completed without claims, claims without their
 * core-system messages, or messages of a report that is not completed.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { databaseModes, isolatedPostgres, type DatabaseMode } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import {
  call as callOnce,
  ConnectionLost,
  journeySteps,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from './support/processes.ts';

/** A client that does what a 503's Retry-After says (load shedding when the machine is slow). */
async function call(...args: Parameters<typeof callOnce>) {
  for (let attempt = 0; ; attempt++) {
    const answer = await callOnce(...args);
    if (answer.status !== 503 || attempt >= 30) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const JOURNEYS = scale(4, 200);
const KILLS = scale(2, 200);
/** Journeys in flight at once, so a kill finds them at different steps. */
const CONCURRENCY = 3;

interface Journey {
  n: number;
  id?: string;
  /** 0 = create, 1..steps = updates, steps + 1 = save. */
  step: number;
  /** What the client was told by a 2xx answer to save. */
  acknowledged?: { reportNumbers: string[]; claimIds: string[] };
  done: boolean;
}

interface SavedColumn {
  isCompleted: boolean;
  isDuplicate: boolean;
  incidentReportIds: string[];
  claimIds: string[];
}

function sameList(a: string[] | undefined, b: string[] | undefined) {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

describe.each(databaseModes)('crash mid-save (kill -9) on %s', (mode: DatabaseMode) => {
  it(
    `keeps every acknowledged save whole through ${KILLS} kills at random points of ${JOURNEYS} journeys`,
    async () => {
      const data = await tempDataDir('motor-crash-');
      const postgres = mode === 'postgres' ? await isolatedPostgres() : undefined;
      const journeys: Journey[] = Array.from({ length: JOURNEYS }, (_, n) => ({ n, step: 0, done: false }));
      const problems: string[] = [];
      let server: ServerProcess | undefined;
      let kills = 0;
      let killsDuringSave = 0;
      let lostAcknowledged = 0;
      try {
        for (let life = 0; life <= KILLS; life++) {
          server = await startServerProcess({ dataDir: data.dir, databaseUrl: postgres?.url });
          const base = server.url;

          // After every restart: each save acknowledged so far is there, completed, with its numbers.
          for (const journey of journeys.filter((j) => j.acknowledged)) {
            const loaded = await call(base, 'GET', `/v1/incident-report/${journey.id}/load`);
            const saved = loaded.body?.meta?.saved as SavedColumn | null | undefined;
            if (loaded.status !== 200 || !saved?.isCompleted || !sameList(saved.claimIds, journey.acknowledged!.claimIds)) {
              lostAcknowledged++;
              problems.push(`life ${life}: acknowledged save of journey ${journey.n} is ${loaded.status} ${JSON.stringify(saved)}`);
            }
          }

          const lastLife = life === KILLS;
          let killed = false;
          let savesInFlight = 0;
          let responses = 0;
          let latencyTotal = 0;
          // The kill comes after a random number of answers, plus a random part of a request's time,
          // so it lands between requests, inside a request and inside a save's transaction alike.
          const killAfter = 1 + Math.floor(Math.random() * CONCURRENCY * 8);
          const killNow = () => {
            if (killed || lastLife) return;
            killed = true;
            if (savesInFlight > 0) killsDuringSave++;
            kills++;
            server!.child.kill('SIGKILL');
          };
          const answered = (ms: number) => {
            responses++;
            latencyTotal += ms;
            if (!lastLife && responses === killAfter) {
              const average = latencyTotal / responses;
              setTimeout(killNow, Math.random() * average * 1.5);
            }
          };

          const advance = async (journey: Journey) => {
            const steps = journeySteps(journey.n);
            while (!journey.done && !killed) {
              const started = Date.now();
              const isSave = journey.step === steps.length + 1;
              if (isSave) savesInFlight++;
              try {
                if (journey.step === 0) {
                  const created = await call(base, 'POST', '/v1/incident-report/create', {
                    body: { productCategory: 'MOTOR', context: 'WEB' },
                  });
                  if (created.status !== 201) throw new Error(`create answered ${created.status} ${JSON.stringify(created.body)}`);
                  journey.id = created.body.id;
                } else if (!isSave) {
                  const updated = await call(base, 'PATCH', `/v1/incident-report/${journey.id}/update`, { body: steps[journey.step - 1] });
                  if (updated.status !== 200)
                    throw new Error(`update ${journey.step} answered ${updated.status} ${JSON.stringify(updated.body)}`);
                } else {
                  const saved = await call(base, 'POST', `/v1/incident-report/${journey.id}/save`);
                  if (saved.status !== 200) throw new Error(`save answered ${saved.status} ${JSON.stringify(saved.body)}`);
                  journey.acknowledged = { reportNumbers: saved.body.incidentReportIds, claimIds: saved.body.claimIds };
                  journey.done = true;
                }
                journey.step++;
                answered(Date.now() - started);
              } catch (error) {
                // A broken connection is the kill: the client tries the same step again after the
                // restart (a repeated create makes a new report; updates and save are repeatable).
                if (error instanceof ConnectionLost && killed) return;
                throw error;
              } finally {
                if (isSave) savesInFlight--;
              }
            }
          };

          // Interrupted journeys first, then new ones, CONCURRENCY at a time.
          const queue = journeys.filter((j) => !j.done).sort((a, b) => b.step - a.step || a.n - b.n);
          await Promise.all(
            Array.from({ length: CONCURRENCY }, async () => {
              for (let journey = queue.shift(); journey && !killed; journey = queue.shift()) await advance(journey);
            }),
          );
          if (!killed && !lastLife) killNow();
          if (lastLife) break;
          await server.exited;
          server = undefined;
        }
        expect(journeys.filter((j) => !j.done).map((j) => j.n)).toEqual([]);
        await server!.stop();
        server = undefined;

        // The database itself: every acknowledged save whole, no report half-saved.
        const database = await openDatabase({
          url: postgres?.url,
          pgliteDir: path.join(data.dir, 'db'),
          onConnectionError: () => undefined,
        });
        let halfSaved = 0;
        try {
          const reports = await database.db.selectFrom('incident_report').select(['id', 'status', 'saved', 'duplicate_of']).execute();
          const messages = await database.db.selectFrom('outbox_message').select(['report_id', 'claim_id']).orderBy('id').execute();
          const claimsOf = new Map<string, string[]>();
          for (const message of messages) claimsOf.set(message.report_id, [...(claimsOf.get(message.report_id) ?? []), message.claim_id]);
          const byId = new Map(reports.map((report) => [report.id, report]));
          for (const report of reports) {
            const saved = report.saved as SavedColumn | null;
            const queued = claimsOf.get(report.id) ?? [];
            const whole =
              report.status === 'completed'
                ? saved?.isCompleted === true &&
                  (saved.isDuplicate ? queued.length === 0 : saved.claimIds.length > 0 && sameList(saved.claimIds, queued))
                : saved === null && queued.length === 0;
            if (!whole) {
              halfSaved++;
              problems.push(`half-saved report ${report.id}: ${report.status} ${JSON.stringify(saved)} messages ${JSON.stringify(queued)}`);
            }
          }
          for (const reportId of claimsOf.keys()) {
            if (!byId.has(reportId)) {
              halfSaved++;
              problems.push(`messages of a report that does not exist: ${reportId}`);
            }
          }
          const claimIds = messages.map((message) => message.claim_id);
          expect(new Set(claimIds).size, 'a claim number given twice').toBe(claimIds.length);
          for (const journey of journeys) {
            const report = byId.get(journey.id!);
            const saved = report?.saved as SavedColumn | undefined;
            if (
              report?.status !== 'completed' ||
              !sameList(saved?.claimIds, journey.acknowledged?.claimIds) ||
              !sameList(saved?.incidentReportIds, journey.acknowledged?.reportNumbers)
            ) {
              lostAcknowledged++;
              problems.push(
                `journey ${journey.n}: told ${JSON.stringify(journey.acknowledged)}, stored ${report?.status} ${JSON.stringify(saved)}`,
              );
            }
            // Each journey has an incident date of its own: none may have become a duplicate.
            if (saved?.isDuplicate) problems.push(`journey ${journey.n} saved as a duplicate`);
          }
        } finally {
          await database.close();
        }

        reportFigure(`crash mid-save (${mode}): kills`, kills);
        reportFigure(`crash mid-save (${mode}): kills with a save in flight`, killsDuringSave);
        reportFigure(`crash mid-save (${mode}): acknowledged saves`, journeys.filter((j) => j.acknowledged).length);
        reportFigure(`crash mid-save (${mode}): acknowledged saves lost`, lostAcknowledged);
        reportFigure(`crash mid-save (${mode}): half-saved reports`, halfSaved);
        expect(problems).toEqual([]);
        expect(kills).toBe(KILLS);
        expect(lostAcknowledged).toBe(0);
        expect(halfSaved).toBe(0);
      } finally {
        await server?.kill();
        await postgres?.drop();
        await data.remove();
      }
    },
    scale(300_000, 6 * 3_600_000),
  );
});
