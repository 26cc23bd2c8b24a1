/**
 * D30: one client downloading PDFs in a loop must not make another reporter's first PDF take more
 * than twice its render time alone. Against the bench server (which trusts X-Forwarded-For): the
 * reporter's first PDF of a fresh draft alone, then while one client asks for a burst of PDFs of
 * its own drafts, each round (the bursts stay under getSummaryPdf's 60 a minute per address, so
 * what answers the client is the render queue, not the rate limit).
 */
import { performance } from 'node:perf_hooks';

const LOOPING_CLIENT = '198.51.100.7';
const REPORTER = '203.0.113.20';
const BURST = 11;
const ROUNDS = 5;
/** How long after a burst starts the reporter asks: the burst is queued by then. */
const REPORTER_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

export async function pdfFairness(url: string) {
  let created = 0;
  const draft = async () => {
    created += 1;
    // Addresses of their own: creating reports has a limit per address.
    const response = await fetch(`${url}/v1/incident-report/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${created >> 8}.${created & 255}` },
      body: JSON.stringify({ productCategory: 'MOTOR', context: 'WEB' }),
    });
    return ((await response.json()) as { id: string }).id;
  };
  const download = async (id: string, client: string) => {
    const start = performance.now();
    const response = await fetch(`${url}/v1/incident-report/${id}/summary.pdf`, { headers: { 'x-forwarded-for': client } });
    await response.arrayBuffer();
    return { ms: performance.now() - start, status: response.status };
  };

  const looping: string[] = [];
  for (let index = 0; index < BURST * ROUNDS; index += 1) looping.push(await draft());
  const reporter: string[] = [];
  for (let index = 0; index < 2 * ROUNDS; index += 1) reporter.push(await draft());

  const alone: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) alone.push((await download(reporter.pop()!, REPORTER)).ms);
  const whileLooping: number[] = [];
  const loopingStatuses: Record<number, number> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    const burst = looping.splice(0, BURST).map((id) => download(id, LOOPING_CLIENT));
    await sleep(REPORTER_DELAY_MS);
    whileLooping.push((await download(reporter.pop()!, REPORTER)).ms);
    for (const { status } of await Promise.all(burst)) loopingStatuses[status] = (loopingStatuses[status] ?? 0) + 1;
  }
  return {
    burst: BURST,
    rounds: ROUNDS,
    aloneMs: alone,
    whileLoopingMs: whileLooping,
    medianAloneMs: median(alone),
    medianWhileLoopingMs: median(whileLooping),
    loopingStatuses,
  };
}
