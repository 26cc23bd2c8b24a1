/**
 * tus-js-client's requests, with a busy answer (503, 429) sent again after its `Retry-After` and a
 * growing pause (retry-policy.ts) before tus-js-client sees it. tus-js-client itself takes a HEAD
 * answered with any error but 423 as "this upload is gone" and starts the file again as a new
 * upload, from byte zero: a busy server would get a second copy of the file for each busy HEAD.
 * A HEAD still busy after about a minute fails like a lost connection instead, so the upload keeps
 * its place on the server and goes on from its offset when tried again.
 */
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { isPassingRefusal, nextRetryDelay, retryAfterMs } from './retry-policy.ts';
import { browserRetryEnvironment, type RetryEnvironment } from './retrying-fetch.ts';

/** A HEAD the server answered busy for about a minute: the upload is still there, the server is not. */
export class ServerStayedBusy extends Error {
  constructor(readonly status: number) {
    super(`tus: the server stayed busy (${status})`);
    this.name = 'ServerStayedBusy';
  }
}

class BusyTolerantRequest implements HttpRequest {
  private readonly headers = new Map<string, string>();
  private progress: ((bytesSent: number) => void) | undefined;
  private current: HttpRequest;
  private readonly aborted = new AbortController();

  constructor(
    private readonly inner: HttpStack,
    private readonly method: string,
    private readonly url: string,
    private readonly environment: RetryEnvironment,
  ) {
    this.current = inner.createRequest(method, url);
  }

  getMethod = () => this.method;
  getURL = () => this.url;
  getHeader = (header: string) => this.headers.get(header);
  getUnderlyingObject = () => this.current.getUnderlyingObject() as unknown;

  setHeader(header: string, value: string) {
    this.headers.set(header, value);
    this.current.setHeader(header, value);
  }

  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progress = handler;
    this.current.setProgressHandler(handler);
  }

  async send(body: unknown): Promise<HttpResponse> {
    const started = this.environment.now();
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.current.send(body);
      if (!isPassingRefusal(response.getStatus(), response.getHeader('Retry-After'))) return response;
      const delay = nextRetryDelay({
        attempt,
        elapsedMs: this.environment.now() - started,
        retryAfterMs: retryAfterMs(response.getHeader('Retry-After'), this.environment.now()),
        random: this.environment.random,
      });
      if (delay === null) {
        if (this.method === 'HEAD') throw new ServerStayedBusy(response.getStatus());
        return response;
      }
      await this.environment.sleep(delay, this.aborted.signal);
      this.current = this.inner.createRequest(this.method, this.url);
      for (const [header, value] of this.headers) this.current.setHeader(header, value);
      if (this.progress) this.current.setProgressHandler(this.progress);
    }
  }

  abort(): Promise<void> {
    this.aborted.abort();
    return this.current.abort();
  }
}

export function busyTolerantHttpStack(inner: HttpStack, environment: RetryEnvironment = browserRetryEnvironment): HttpStack {
  return {
    createRequest: (method, url) => new BusyTolerantRequest(inner, method, url, environment),
    getName: () => `BusyTolerant(${inner.getName()})`,
  };
}
