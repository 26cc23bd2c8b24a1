/**
 * The render worker's body (loaded by render-worker.ts once the console is silenced): renders one summary at a
 * time and answers with the PDF bytes, or with an error stripped of its message.
 */
import { parentPort } from 'node:worker_threads';
import { safeErrorInfo, type RenderRequest, type RenderResponse } from './render-protocol.ts';
import { renderSummaryPdf } from './render-summary.tsx';

if (!parentPort) throw new Error('the render worker runs only as a worker thread');
const port = parentPort;

port.on('message', async (request: RenderRequest) => {
  let response: RenderResponse;
  try {
    const buffer = await renderSummaryPdf(request.input);
    // A copy of its own, so its memory can be handed over (transferred) instead of copied again.
    const pdf = new Uint8Array(buffer);
    response = { jobId: request.jobId, ok: true, pdf };
    port.postMessage(response, [pdf.buffer]);
  } catch (error) {
    response = { jobId: request.jobId, ok: false, error: safeErrorInfo(error) };
    port.postMessage(response);
  }
});
