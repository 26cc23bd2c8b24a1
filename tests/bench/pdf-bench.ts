/**
 * `npm run bench`: how long the summary PDF takes, and what rendering it in the worker spares the
 * request thread. Prints a table and writes bench/results.json (gitignored). Prints figures; it
 * asserts nothing, since timings depend on the machine.
 *
 *   full report, worker     the server's path: request thread -> render worker -> PDF bytes back
 *   full report, in-thread  the same render on the calling thread (what the worker spares it)
 *   plain document          @react-pdf with text only, the same page count: react-pdf's floor
 *   event loop max stall    the request thread's longest event-loop delay during those renders
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import type { IncidentReport } from '../../src/domain/report.ts';
import { createRenderPool } from '../../server/pdf/render-pool.ts';
import { renderSummaryPdf } from '../../server/pdf/render-summary.tsx';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UP_RUNS = 3;

const words = 'Pri cúvaní na parkovisku som narazil do stĺpa a poškodil zadný nárazník aj ľavé svetlo. ';
const text = (length: number) => words.repeat(Math.ceil(length / words.length)).slice(0, length).trim();

/** A full report: both own-vehicle objects, 6 damaged vehicles, 2 properties, 20 attachments. */
function fullReport(version: number): IncidentReport {
  return {
    meta: {
      id: 'BenchBenchBenchBenchBenc',
      context: 'SMP',
      version,
      createdAt: '2026-05-10T08:00:00.000Z',
      updatedAt: '2026-05-10T09:00:00.000Z',
      saved: {
        isCompleted: true,
        isDuplicate: false,
        incidentReportIds: ['1000042'],
        claimIds: ['2000100', '2000101', '2000102', '2000103', '2000104', '2000105', '2000106', '2000107', '2000108'],
        results: [],
        savedAt: '2026-05-10T09:00:00.000Z',
      },
    },
    parties: {
      reporter: { firstName: 'Ľubomír', lastName: 'Šťastný', email: 'lubomir@example.sk', phone: { prefix: '+421', number: '905123456' }, isSameAsInsured: true },
      operator: { firstName: 'Peter', lastName: 'Horváth', identificationNumber: 'phorvath', email: 'peter@example.sk' },
      otherCoresponsibleParty: { licensePlate: 'BA888HH', firstName: 'Lukáš', lastName: 'Varga', description: text(400) },
      inspectionContactPerson: { isSeparate: true, firstName: 'Ján', lastName: 'Ďurčo', phone: { prefix: '+421', number: '948111222' } },
    },
    incident: {
      scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }],
      date: '2026-05-10',
      policyType: 'CASCO',
      myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', damageDescription: text(900) },
      address: { street: 'Hlavná', buildingNumber: '12', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
      reason: { id: '12_ACCIDENT', label: { sk: 'Dopravná nehoda s iným účastníkom', en: 'Traffic accident with another party' } },
      responsibleParty: 'notClearSharedResponsibility',
      description: text(950),
      descriptionAdditional: text(950),
      specificAnswers: { policeInvestigated: true, accidentReportWritten: true, assistanceServicesCalled: false },
      resolveType: 'toService',
      carRepairService: { objId: 'RS020', companyName: 'Karoséria Žilina, s.r.o.', address: { street: 'Kamenná', buildingNumber: '3', town: 'Žilina' }, phone: '+421 41 500 2020' },
      forcePayoutToAggrieved: true,
      bankAccount: { id: null, value: 'SK3112000000198742637541', bic: 'TATRSKBX' },
      inspectionAddressIsTheSame: false,
      inspectionAddress: { street: 'Nám. Andreja Hlinku', buildingNumber: '7', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
      damagedVehicles: Array.from({ length: 6 }, (_, index) => ({
        licensePlate: `KE${100 + index}AB`,
        firstName: 'Eva',
        lastName: `Malá ${index + 1}`,
        phone: { prefix: '+421', number: '911222333' },
        description: text(500),
      })),
      damagedProperties: [
        { partyType: 'BUSINESS', businessName: 'Obec Višňové', description: text(300) },
        { partyType: 'PERSON', firstName: 'Mária', lastName: 'Kováčová', description: text(300) },
      ],
    },
    attachments: Array.from({ length: 20 }, (_, index) => ({
      id: `attachment-${String(index).padStart(8, '0')}`,
      type: index % 3 === 0 ? 'POLICE_REPORT' : 'PHOTO_DOC',
      clientName: `fotka-poškodenia-${index + 1}.jpg`,
      size: 1000,
      contentType: 'image/jpeg',
    })),
    availableBankAccounts: [],
  } as IncidentReport;
}

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

function plainDocument(pages: number) {
  return createElement(
    Document,
    null,
    ...Array.from({ length: pages }, (_, page) =>
      createElement(Page, { key: page, size: 'A4', style: { padding: 42, fontSize: 9 } }, createElement(Text, null, `Page ${page + 1}. ${'Plain text. '.repeat(300)}`)),
    ),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs `render` RUNS times after warming up; the timings and the event loop's longest stall. */
async function measure(render: (run: number) => Promise<Buffer>) {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await render(-1 - run);
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const times: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  histogram.enable();
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    pdf = await render(run);
    times.push(performance.now() - start);
    // Let the monitor's timer run between renders, as a server's other requests would.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  histogram.disable();
  return { medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), maxStallMs: histogram.max / 1e6, p99StallMs: histogram.percentile(99) / 1e6, pages: pagesOf(pdf), bytes: pdf.length };
}

const pool = createRenderPool();
pool.warmUp();
const input = (run: number) => ({ report: fullReport(run + 100), dataMatrixPrefix: 'MOTOR', generatedAt: new Date().toISOString() });

const worker = await measure((run) => pool.render(input(run)));
const inThread = await measure((run) => renderSummaryPdf(input(run)));
const plain = await measure(() => renderToBuffer(plainDocument(worker.pages)));
await pool.close();

const rows = [
  { case: 'full report, worker', ...worker },
  { case: 'full report, in-thread', ...inThread },
  { case: `plain document (${worker.pages} pages)`, ...plain },
];
const round = (value: number) => Math.round(value * 10) / 10;
console.log(`summary PDF benchmark: ${RUNS} runs each after ${WARM_UP_RUNS} warm-up runs, Node ${process.version}\n`);
console.table(
  rows.map((row) => ({
    case: row.case,
    'median ms': round(row.medianMs),
    'min ms': round(row.minMs),
    'max ms': round(row.maxMs),
    'event loop max stall ms': round(row.maxStallMs),
    'event loop p99 ms': round(row.p99StallMs),
    pages: row.pages,
    KiB: round(row.bytes / 1024),
  })),
);

const file = path.resolve('bench/results.json');
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: RUNS, results: rows }, null, 2)}\n`);
console.log(`\nwritten: ${path.relative(process.cwd(), file)}`);
