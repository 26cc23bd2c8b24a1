/**
 * D30, "20 reporters send at once": each of 20 reporters, from an address of their own, sends their
 * report (save) and downloads its PDF as /confirm does; the figure is the time until the last PDF
 * is there. Its floor is what the queue cannot beat: 20 x one render alone (a fresh report's PDF
 * asked for by one client on an idle server), divided among the render workers (one per core but
 * the request thread's, server/pdf/render-pool.ts). At most 1.2 x that: the queue wastes no time
 * and keeps every worker busy; the saves themselves must hide behind the renders.
 *
 * Each reporter has a journey of their own with an incident date of its own, so no save is a
 * duplicate (a duplicate's PDF is not offered, SPEC /confirm).
 */
import { performance } from 'node:perf_hooks';
import { journeySteps } from '../../faults/support/processes.ts';
import { median } from './median.ts';

export const REPORTERS_AT_ONCE = 20;
const ALONE_RUNS = 5;

async function request(url: string, method: string, path: string, address: string, body?: unknown): Promise<Buffer> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'x-forwarded-for': address, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new Error(`${method} ${path.replace(/[\w-]{24}/, '…')}: ${response.status} ${bytes.toString('utf8').slice(0, 300)}`);
  return bytes;
}

export async function reportersSendingAtOnce(url: string, floorUrl: string) {
  const address = (n: number) => `10.88.${n >> 8}.${n & 255}`;
  const drafts: Array<{ id: string; address: string }> = [];
  // One to warm the worker (its first render loads its modules), the renders alone, then the 20.
  for (let n = 1; n <= 1 + ALONE_RUNS + REPORTERS_AT_ONCE; n += 1) {
    const id = (
      JSON.parse(
        (await request(url, 'POST', '/v1/incident-report/create', address(n), { productCategory: 'MOTOR', context: 'WEB' })).toString(),
      ) as { id: string }
    ).id;
    for (const step of journeySteps(n)) await request(url, 'PATCH', `/v1/incident-report/${id}/update`, address(n), step);
    drafts.push({ id, address: address(n) });
  }
  type Draft = { id: string; address: string };
  const download = async ({ id, address: from }: Draft) => {
    const pdf = await request(url, 'GET', `/v1/incident-report/${id}/summary.pdf`, from);
    if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('summary.pdf is not a PDF');
  };
  /** One render alone: a PDF nobody asked for before, of a report as long as the reporters'. */
  const renderAlone = async (draft: Draft) => {
    const start = performance.now();
    await download(draft);
    return performance.now() - start;
  };
  /** Send, then the PDF: the reporter's wait from "Send report" to the PDF on /confirm. */
  const send = async (draft: Draft) => {
    await request(url, 'POST', `/v1/incident-report/${draft.id}/save`, draft.address);
    await download(draft);
  };
  await renderAlone(drafts.shift()!);
  const alone: number[] = [];
  for (let run = 0; run < ALONE_RUNS; run += 1) alone.push(await renderAlone(drafts.shift()!));
  const start = performance.now();
  const each = await Promise.all(
    drafts.map(async (draft) => {
      await send(draft);
      return performance.now() - start;
    }),
  );
  const lastReadyMs = performance.now() - start;
  const { workers } = (await (await fetch(`${floorUrl}/probe/pdf`)).json()) as { workers: number };
  return { reporters: drafts.length, workers, aloneMs: alone, medianAloneMs: median(alone), eachMs: each, lastReadyMs };
}
