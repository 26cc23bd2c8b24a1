import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { assertValidClaimXml } from '../../support/claim-xml.ts';

export type CoreMode = 'down' | 'hold' | 'up';

/**
 * A stand-in for the insurer's core system that keeps claims as a careful receiver of
 * Idempotency-Key does (IETF draft "The Idempotency-Key HTTP Header Field"): the first request of a
 * key creates the claim, a repeat of the key is answered as the first was and creates nothing.
 *
 * - `down`: every request fails, by turns a 503 and a connection reset;
 * - `hold`: the claim is created, then the answer never comes (the sender dies waiting);
 * - `up`: 200, or 422 for a claim that does not match claim-notification.xsd.
 */
export async function startCoreSystem(initial: CoreMode = 'up') {
  let mode: CoreMode = initial;
  /** claim id (Idempotency-Key) -> the payload it was created with. */
  const created = new Map<string, string>();
  const requests: Array<{ key: string | undefined; mode: CoreMode; repeat: boolean; payloadDiffers: boolean }> = [];
  const held: ServerResponse[] = [];
  const sockets = new Set<Socket>();
  let downCount = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      const key = req.headers['idempotency-key'] as string | undefined;
      const repeat = key !== undefined && created.has(key);
      requests.push({ key, mode, repeat, payloadDiffers: repeat && created.get(key!) !== payload });
      if (mode === 'down') {
        downCount += 1;
        if (downCount % 2 === 0) req.socket.destroy();
        else res.writeHead(503, { 'content-type': 'text/plain' }).end('core system unavailable');
        return;
      }
      if (!key) {
        res.writeHead(400).end('Idempotency-Key required');
        return;
      }
      // As the real one would: a claim outside the hand-off contract (the XSD) is refused, for good.
      if (!repeat) {
        try {
          assertValidClaimXml(payload);
        } catch (error) {
          res.writeHead(422, { 'content-type': 'text/plain' }).end(String(error));
          return;
        }
        created.set(key, payload);
      }
      if (mode === 'hold') {
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end(repeat ? 'already received' : 'created');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}/claims`,
    created,
    requests,
    get held() {
      return held.length;
    },
    set mode(next: CoreMode) {
      mode = next;
    },
    get mode() {
      return mode;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type CoreSystem = Awaited<ReturnType<typeof startCoreSystem>>;
