import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, type Browser } from './browser.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';

/** The real server on PGlite, serving the e2e build of the app, listening on a free port. */
export async function startE2eServer(env: Record<string, string> = {}): Promise<TestServer & { url: string }> {
  const server = await startTestServer('pglite', { WEB_DIR: inject('e2eWebDir'), ...env });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, url: address };
}

export type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;

/**
 * The server and the browser of a browser-test file: started before its tests (beforeAll, so a
 * file's own beforeAll registered after this one may use them) and closed after them. Read them
 * as `e2e.server` and `e2e.browser` inside tests and hooks.
 */
export function e2eServerAndBrowser(env: Record<string, string> = {}): { server: E2eServer; browser: Browser } {
  const e2e = {} as { server: E2eServer; browser: Browser };
  beforeAll(async () => {
    e2e.server = await startE2eServer(env);
    e2e.browser = await launchBrowser();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.close();
  });
  return e2e;
}
