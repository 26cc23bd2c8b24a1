/**
 * The API under load, over real sockets against the bench server process: `update` and the floor
 * endpoint with autocannon, whole API journeys, and PDF renders with the event loop watched.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { scope1CascoSteps } from '../../support/journey-data.ts';

let clients = 0;
/** A different client address per request (the server trusts X-Forwarded-For here), as many people would be. */
const clientIp = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/**
 * The server(s) a call goes to: one URL, or several instances on one database taking the calls in
 * turn, as a round-robin load balancer hands them out (without a proxy's own cost in the figures).
 */
export type Servers = string | string[];
let turn = 0;
const pick = (servers: Servers) => (typeof servers === 'string' ? servers : servers[turn++ % servers.length]!);

async function call(servers: Servers, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${pick(servers)}${path}`, {
    method,
    headers: {
      'x-forwarded-for': clientIp(),
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${bytes.toString('utf8').slice(0, 300)}`);
  return bytes;
}

const words = 'Pri cúvaní na parkovisku som narazil do stĺpa a poškodil zadný nárazník aj ľavé svetlo. ';
const text = (length: number) => words.repeat(Math.ceil(length / words.length)).slice(0, length);

/** An update of about 5 KB (five descriptions at the contract's 950 characters), as a long Continue sends it. */
export const UPDATE_BODY = {
  incident: {
    description: text(950),
    descriptionAdditional: text(950),
    myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', damageDescription: text(950) },
    myProperty: { damageDescription: text(950) },
    myHealth: { damageType: 'injury', damageDescription: text(950) },
    responsibleParty: 'myVehicle',
    specificAnswers: { damagedWindshieldOnly: false, policeInvestigated: false },
  },
  meta: { lastRoute: '/incident-details' },
};
export const UPDATE_BYTES = Buffer.byteLength(JSON.stringify(UPDATE_BODY));

export async function createReport(servers: Servers): Promise<string> {
  return (
    JSON.parse((await call(servers, 'POST', '/v1/incident-report/create', { productCategory: 'MOTOR', context: 'WEB' })).toString()) as {
      id: string;
    }
  ).id;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function cannon(options: autocannon.Options): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

/**
 * `update` of 50 reports in turn vs the floor's INSERT + SELECT of the same body, 50 connections
 * each, in `rounds` alternating rounds of `seconds` (floor, then update): the machine's speed
 * drifts from one run of seconds to the next (single runs gave 0.54-1.07 x), and alternating puts
 * each update round under the drift of the floor round before it. The bench compares each pair and
 * takes the median pair (the rounds' figures are returned as they ran, in pairs by index).
 */
export async function updateVsFloor(url: string, floorUrl: string, seconds: number, rounds = 3) {
  const ids: string[] = [];
  for (let index = 0; index < 50; index += 1) ids.push(await createReport(url));
  for (const id of ids) await call(url, 'PATCH', `/v1/incident-report/${id}/update`, UPDATE_BODY);
  const body = JSON.stringify(UPDATE_BODY);
  let turn = 0;
  const common = { connections: 50, body };
  const floorRequest = { url: `${floorUrl}/floor`, method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  const updateRequest = {
    url,
    requests: [
      {
        method: 'PATCH' as const,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: `/v1/incident-report/${ids[turn++ % ids.length]}/update`,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
          body,
        }),
      },
    ],
  };
  // Warm both paths first (JIT, pools), then measure.
  await cannon({ ...common, duration: 2, ...floorRequest });
  await cannon({ ...common, duration: 2, ...updateRequest });
  const floorRounds: LoadFigures[] = [];
  const updateRounds: LoadFigures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    floorRounds.push(await cannon({ ...common, duration: seconds, ...floorRequest }));
    updateRounds.push(await cannon({ ...common, duration: seconds, ...updateRequest }));
  }
  const summary = (figures: LoadFigures[]) => ({
    errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
    non2xx: figures.reduce((sum, figure) => sum + figure.non2xx, 0),
    rounds: figures,
  });
  return { update: summary(updateRounds), floor: summary(floorRounds) };
}

/** A JPEG of about 1 MB (a real 8 × 8 one padded after its end marker, as cameras append metadata). */
const JPEG_1MB = Buffer.concat([
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAYEAADAQEAAAAAAAAAAAAAAAAAAhESIf/EABUBAQEAAAAAAAAAAAAAAAAAAAUG/8QAGBEBAQEBAQAAAAAAAAAAAAAAAwECABH/2gAMAwEAAhEDEQA/AJDvuckAAWiaXV3u+29YgBgcM55J3//Z',
    'base64',
  ),
  Buffer.alloc(1024 * 1024 - 800, 0x20),
]);

/** One whole journey as the browser's API calls: create, 12 updates, 2 verifications, a 1 MB photo, save. */
export async function apiJourney(url: Servers, draft: boolean): Promise<string> {
  const id = await createReport(url);
  const updates = [
    ...scope1CascoSteps,
    UPDATE_BODY,
    { meta: { lastRoute: '/additional-attachments' } },
    { meta: { lastRoute: '/summary' } },
    { meta: { lastRoute: '/summary' } },
  ];
  for (const [index, step] of updates.slice(0, 12).entries()) {
    await call(url, 'PATCH', `/v1/incident-report/${id}/update`, step);
    if (index === 1) {
      await call(url, 'GET', '/v1/lookup/verify-license-plate?licensePlate=BA111AA&incidentDate=2026-05-10&policyType=CASCO');
      await call(url, 'GET', '/v1/lookup/verify-policy-id?policyId=5010000011&incidentDate=2026-05-10&policyType=CASCO');
    }
  }
  const form = new FormData();
  form.append('file', new Blob([JPEG_1MB], { type: 'image/jpeg' }), 'fotka.jpg');
  await call(url, 'POST', `/v1/incident-report/${id}/upload-attachment?type=PHOTO_DOC`, form);
  if (!draft) await call(url, 'POST', `/v1/incident-report/${id}/save`);
  return id;
}

/** Whole journeys with `concurrency` people at once for `seconds`. */
export async function journeysPerSecond(url: Servers, seconds: number, concurrency = 8) {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await apiJourney(url, false);
        done += 1;
      }
    }),
  );
  return { journeys: done, perSecond: done / ((performance.now() - start) / 1000) };
}

/**
 * PDF downloads of reports not rendered before (drafts), two at a time for `seconds`, with the
 * server's longest event-loop stall meanwhile; then the same report version downloaded again,
 * which must come from the cache (the worker's render count does not move).
 */
export async function pdfRenders(url: string, floorUrl: string, seconds: number) {
  const ids: string[] = [];
  for (let index = 0; index < 24; index += 1) ids.push(await apiJourney(url, true));
  const pdfUrl = (id: string) => `/v1/incident-report/${id}/summary.pdf`;
  await call(url, 'GET', pdfUrl(ids.pop()!)); // the worker's first render (module loading) is not a server's steady state
  await call(floorUrl, 'POST', '/probe/stall/reset');
  let renders = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  const rendered: string[] = [];
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (performance.now() < end && ids.length > 0) {
        const id = ids.pop()!;
        await call(url, 'GET', pdfUrl(id));
        rendered.push(id);
        renders += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const stall = JSON.parse((await call(floorUrl, 'GET', '/probe/stall')).toString()) as { maxMs: number; p99Ms: number };
  const before = (JSON.parse((await call(floorUrl, 'GET', '/probe/pdf')).toString()) as { renders: number }).renders;
  const again = performance.now();
  await call(url, 'GET', pdfUrl(rendered[0]!));
  const secondDownloadMs = performance.now() - again;
  const after = (JSON.parse((await call(floorUrl, 'GET', '/probe/pdf')).toString()) as { renders: number }).renders;
  return {
    renders,
    perSecond: renders / elapsed,
    maxStallMs: stall.maxMs,
    p99StallMs: stall.p99Ms,
    secondFromCache: after === before,
    secondDownloadMs,
  };
}
