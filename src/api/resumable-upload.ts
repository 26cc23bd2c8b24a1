/**
 * Uploads that survive a dropped connection, with tus-js-client against the
 * server's tus endpoints (server/routes/resumable-uploads.ts): the file goes in pieces; a failed
 * request is tried again after a growing pause, from the byte the server says it has. Loaded only
 * when a file is picked (a dynamic import), so the first screen does not carry it.
 */
import { defaultOptions, Upload, type DetailedError } from 'tus-js-client';
import type { AttachmentType } from '../domain/attachments.ts';
import type { Attachment } from '../domain/report.ts';
import { ApiCallError } from './actors.ts';
import { busyTolerantHttpStack, ServerStayedBusy } from './busy-tolerant-http-stack.ts';
import type { ApiClient } from './client.ts';
import { retryDelaysWithin } from './retry-policy.ts';

/** Pauses while the server still checks a finished file (its attachment is not there yet). */
export const ATTACHMENT_CHECK_DELAYS_MS = [1000, 3000, 9000, 27000];

/**
 * One busy-tolerant stack for every upload: a 503 or 429 is sent again before tus-js-client sees it
 * (busy-tolerant-http-stack.ts).
 */
const httpStack = busyTolerantHttpStack(defaultOptions.httpStack);

/**
 * Bytes per request: 1 MiB takes about 5 s at 1.6 Mbit/s, well within the server's 60 s for a
 * request (REQUEST_TIMEOUT_MS) even on a slow link. The server keeps what arrived of a cut request,
 * but Chromium sends a request again by itself when the connection it reused breaks (the server
 * refuses that copy at its headers, 409, and closes the connection): at most one request's bytes
 * go twice, so it is kept small; each costs one round trip more (150 ms on a mobile link).
 */
export const CHUNK_BYTES = 1024 * 1024;

export interface UploadCallbacks {
  signal?: AbortSignal;
  /** Bytes of the file sent so far, of `total`. */
  onProgress?(sent: number, total: number): void;
  /** A request failed and the upload tries again (`attempt` of `attempts`) after a pause. */
  onRetry?(attempt: number, attempts: number): void;
}

/** What the server's error body says, when it is the API's JSON error. */
function errorCode(error: DetailedError): string | undefined {
  try {
    return (JSON.parse(error.originalResponse?.getBody() ?? '') as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/**
 * Worth another try: no answer at all (offline, cut, timed out), the server's own trouble (5xx),
 * or a piece that crossed another (409 UPLOAD_OFFSET_MISMATCH: HEAD sorts it out). Not a refusal
 * of the file itself (413, 415, a full report's 409), and not a busy answer (503, 429): the
 * request was already sent again for about a minute (busy-tolerant-http-stack.ts).
 */
export function worthRetrying(status: number, code: string | undefined): boolean {
  if (status === 503 || status === 429) return false;
  return status === 0 || status >= 500 || status === 423 || (status === 409 && code === 'UPLOAD_OFFSET_MISMATCH');
}

/** The busy server behind a failed HEAD (ServerStayedBusy), which tus-js-client reports without an answer. */
const stayedBusy = (error: DetailedError) => (error.causingError instanceof ServerStayedBusy ? error.causingError : null);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where a file goes: the draft's uploads (by report id) or a saved report's claim page (by its
 * token), each with its tus endpoint and its way to ask what a finished upload became.
 */
export interface UploadDestination {
  endpoint: string;
  attachment(uploadId: string, signal?: AbortSignal): Promise<{ data?: Attachment; error?: unknown; response: Response }>;
}

/** The draft's uploads, `/v1/incident-report/{id}/uploads`. */
export const draftUploads = (api: ApiClient, reportId: string): UploadDestination => ({
  endpoint: `/v1/incident-report/${encodeURIComponent(reportId)}/uploads`,
  attachment: (uploadId, signal) =>
    api.GET('/v1/incident-report/{id}/uploads/{uploadId}/attachment', {
      params: { path: { id: reportId, uploadId } },
      ...(signal && { signal }),
    }),
});

/** A saved report's documents added on its claim page, `/v1/claim-page/{token}/uploads`. */
export const claimPageUploads = (api: ApiClient, token: string): UploadDestination => ({
  endpoint: `/v1/claim-page/${encodeURIComponent(token)}/uploads`,
  attachment: (uploadId, signal) =>
    api.GET('/v1/claim-page/{token}/uploads/{uploadId}/attachment', {
      params: { path: { token, uploadId } },
      ...(signal && { signal }),
    }),
});

/** The attachment the finished upload became; the server may still be checking it for a moment. */
async function attachmentOf(destination: UploadDestination, uploadUrl: string, signal?: AbortSignal): Promise<Attachment> {
  const uploadId = uploadUrl.split('/').pop()!;
  for (let attempt = 0; ; attempt += 1) {
    const result = await destination.attachment(uploadId, signal);
    if (result.data) return result.data;
    const body = result.error as { code?: string; message?: string } | undefined;
    if (body?.code !== 'UPLOAD_INCOMPLETE' || attempt >= ATTACHMENT_CHECK_DELAYS_MS.length) {
      throw new ApiCallError(result.response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? result.response.statusText);
    }
    await pause(ATTACHMENT_CHECK_DELAYS_MS[attempt]!);
  }
}

/** Uploads `file` to the destination as `type`; resolves with the attachment, rejects as the API's calls do. */
export function uploadResumable(
  destination: UploadDestination,
  file: File,
  type: AttachmentType,
  { signal, onProgress, onRetry }: UploadCallbacks = {},
): Promise<Attachment> {
  // Back-off with jitter for about a minute (D34); tus-js-client starts the list again when a try
  // got bytes through, so a long file on a flaky link goes on as long as it moves, each time from
  // the offset the server answers to HEAD.
  const retryDelays = retryDelaysWithin(Math.random);
  // Sent with the announcement and each repeat of it: one whose answer was lost (a busy 503 from
  // a proxy, a cut) answers the upload it made, so one file is one upload on the server.
  const idempotencyKey = crypto.randomUUID();
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: destination.endpoint,
      metadata: { filename: file.name, type },
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'POST') request.setHeader('Idempotency-Key', idempotencyKey);
      },
      chunkSize: CHUNK_BYTES,
      retryDelays,
      httpStack,
      // The same file picked again after the tab was closed goes on where it stopped.
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress?.(sent, total),
      onShouldRetry: (error, attempt) => {
        if (stayedBusy(error)) return false;
        const retry = worthRetrying(error.originalResponse?.getStatus() ?? 0, errorCode(error));
        if (retry) onRetry?.(attempt + 1, retryDelays.length);
        return retry;
      },
      onError: (error) => {
        const detailed = error as DetailedError;
        const busy = stayedBusy(detailed);
        if (busy) {
          reject(new ApiCallError(busy.status, 'SERVER_BUSY', busy.message));
          return;
        }
        const status = detailed.originalResponse?.getStatus() ?? 0;
        if (status === 0) {
          reject(new TypeError(`The upload failed: ${error.message}`));
          return;
        }
        let body: { code?: string; message?: string } = {};
        try {
          body = JSON.parse(detailed.originalResponse!.getBody()) as typeof body;
        } catch {
          // Not the API's JSON (a proxy's page): the status says enough.
        }
        reject(new ApiCallError(status, body.code ?? 'HTTP_ERROR', body.message ?? error.message));
      },
      onSuccess: () => {
        attachmentOf(destination, upload.url!, signal).then(resolve, reject);
      },
    });
    signal?.addEventListener('abort', () => {
      // Given up (removed, or the screen left): the server drops what it has of it.
      void upload.abort(true).catch(() => undefined);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    upload.findPreviousUploads().then(
      (previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => upload.start(),
    );
  });
}
