import { inject } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';

/** The real server on PGlite, serving the e2e build of the app, listening on a free port. */
export async function startE2eServer(env: Record<string, string> = {}): Promise<TestServer & { url: string }> {
  const server = await startTestServer('pglite', { WEB_DIR: inject('e2eWebDir'), ...env });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, url: address };
}
