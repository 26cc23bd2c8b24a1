/**
 * Long-lived worker threads that render summary PDFs, so a render (which blocks its thread for up
 * to a few hundred milliseconds) never stalls the request thread. One worker per core but the one
 * the request thread needs (at least one, at most MAX_RENDER_WORKERS); a worker that dies or hangs
 * is replaced on the next job. Idle workers do not keep the process alive. Waiting renders are
 * started in turns per client (fair-queue.ts): one client's backlog does not hold back another's PDF.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FairQueue } from './fair-queue.ts';
import type { RenderRequest, RenderResponse, SafeErrorInfo } from './render-protocol.ts';
import type { RenderInput } from './render-summary.tsx';

/** Workers at most by default: each holds react-pdf, its fonts and a heap of its own. */
export const MAX_RENDER_WORKERS = 4;
/** Renders that may wait, all clients together (20 reporters saving at once fit, D30). */
export const MAX_WAITING_RENDERS = 64;
/** Renders one client may have waiting; a browser needs one, an office behind one address a few. */
export const MAX_WAITING_RENDERS_PER_CLIENT = 4;

export interface RenderPoolOptions {
  /** Worker threads; renders beyond that wait in the queue. */
  size?: number;
  /** A render running longer than this is given up and its worker replaced. */
  timeoutMs?: number;
  /** Jobs that may wait; more are refused at once (PdfRendererBusy) rather than time out later. */
  maxQueue?: number;
  /** Jobs one client may have waiting; more are refused at once (PdfClientQueueFull). */
  maxQueuePerClient?: number;
  /** Heap of one worker; a report that needed more is a bug, not a reason to take the server down. */
  maxHeapMb?: number;
  /** The worker's entry; tests point it elsewhere to exercise crashes. */
  workerUrl?: URL;
}

/** Too many renders are waiting: answer 503 and let the client come back. */
export class PdfRendererBusy extends Error {
  override readonly name = 'PdfRendererBusy';
}

/** This client already has its share of renders waiting: answer 429 and let it come back. */
export class PdfClientQueueFull extends Error {
  override readonly name = 'PdfClientQueueFull';
}

/** The render failed, timed out or its worker died. `info` is safe to log (no message, no data). */
export class PdfRenderFailed extends Error {
  override readonly name = 'PdfRenderFailed';

  constructor(
    readonly reason: 'render-error' | 'timeout' | 'worker-died',
    readonly info: SafeErrorInfo,
  ) {
    super(`summary PDF not rendered (${reason})`);
  }
}

interface Job {
  id: number;
  client: string;
  input: RenderInput;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker?: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

export interface RenderOptions {
  /** Wait even beyond the client's share (MAX_WAITING_RENDERS_PER_CLIENT): for work the server owes. */
  queueBeyondShare?: boolean;
}

export interface RenderPool {
  /**
   * `client` (the request's address) is whose turn the render waits for. Beyond the client's share
   * of waiting renders it is refused (PdfClientQueueFull), unless `queueBeyondShare`.
   */
  render(input: RenderInput, client: string, options?: RenderOptions): Promise<Buffer>;
  /** Starts the workers now instead of on the first render (they take about a second to load). */
  warmUp(): void;
  /** Renders started in a worker so far (cache hits never get here). */
  readonly renderCount: number;
  /** Workers started so far, replacements included. */
  readonly workersStarted: number;
  /** Renders waiting for a worker. */
  readonly waiting: number;
  /** Renders running in a worker now. */
  readonly running: number;
  /** Worker threads (renders at once). */
  readonly size: number;
  close(): Promise<void>;
}

const DEFAULT_WORKER_URL = new URL('./render-worker-entry.mjs', import.meta.url);

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const size = Math.max(1, options.size ?? Math.min(MAX_RENDER_WORKERS, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxQueue = options.maxQueue ?? MAX_WAITING_RENDERS;
  const maxQueuePerClient = options.maxQueuePerClient ?? MAX_WAITING_RENDERS_PER_CLIENT;
  const workerUrl = options.workerUrl ?? DEFAULT_WORKER_URL;
  const slots: Slot[] = Array.from({ length: size }, () => ({}));
  const queue = new FairQueue<Job>();
  let nextJobId = 1;
  let renderCount = 0;
  let workersStarted = 0;
  let closed = false;

  function finish(slot: Slot, outcome: { pdf: Buffer } | { error: Error }): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    queue.done(job);
    if ('pdf' in outcome) job.resolve(outcome.pdf);
    else job.reject(outcome.error);
    // An idle worker must not hold the process open (tests, CLI scripts, shutdown).
    if (queue.size === 0) slot.worker?.unref();
    pump();
  }

  function discard(slot: Slot, worker: Worker): void {
    if (slot.worker === worker) slot.worker = undefined;
    void worker.terminate();
  }

  function start(slot: Slot): Worker {
    const worker = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 } });
    workersStarted += 1;
    worker.on('message', (response: RenderResponse) => {
      if (slot.worker !== worker || slot.job?.id !== response.jobId) return;
      if (response.ok) finish(slot, { pdf: Buffer.from(response.pdf.buffer, response.pdf.byteOffset, response.pdf.byteLength) });
      else finish(slot, { error: new PdfRenderFailed('render-error', response.error) });
    });
    // An uncaught error inside the worker ends it; 'exit' follows and replaces it.
    worker.on('error', (error) => {
      if (slot.worker !== worker) return;
      discard(slot, worker);
      finish(slot, { error: new PdfRenderFailed('worker-died', { name: error.name, frames: [] }) });
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      finish(slot, { error: new PdfRenderFailed('worker-died', { name: 'WorkerExit', code: String(code), frames: [] }) });
    });
    worker.unref();
    slot.worker = worker;
    return worker;
  }

  function pump(): void {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job || queue.size === 0) continue;
      const job = queue.next()!;
      const worker = slot.worker ?? start(slot);
      slot.job = job;
      worker.ref();
      slot.timer = setTimeout(() => {
        discard(slot, worker);
        finish(slot, { error: new PdfRenderFailed('timeout', { name: 'Timeout', frames: [] }) });
      }, timeoutMs);
      renderCount += 1;
      const request: RenderRequest = { jobId: job.id, input: job.input };
      worker.postMessage(request);
    }
  }

  return {
    render(input, client, { queueBeyondShare = false } = {}) {
      if (closed) return Promise.reject(new Error('render pool is closed'));
      if (!queueBeyondShare && queue.waitingFor(client) >= maxQueuePerClient)
        return Promise.reject(new PdfClientQueueFull('too many summary PDFs of this client waiting'));
      if (queue.size >= maxQueue) return Promise.reject(new PdfRendererBusy('too many summary PDFs waiting'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextJobId++, client, input, resolve, reject });
        pump();
      });
    },
    warmUp() {
      for (const slot of slots) if (!slot.worker && !closed) start(slot);
    },
    get renderCount() {
      return renderCount;
    },
    get workersStarted() {
      return workersStarted;
    },
    get waiting() {
      return queue.size;
    },
    get running() {
      return slots.filter((slot) => slot.job).length;
    },
    size,
    async close() {
      closed = true;
      for (const job of queue.drain()) job.reject(new Error('render pool is closed'));
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = undefined;
          finish(slot, { error: new Error('render pool is closed') });
          await worker?.terminate();
        }),
      );
    },
  };
}
