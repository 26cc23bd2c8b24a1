/**
 * A TCP proxy in front of the server that counts the bytes the browser sends and cuts a
 * connection, once, when they pass a mark: a phone losing its signal in the middle of an upload
 *. What it forwarded is what the server got, counted on the server's side.
 */
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface CuttingProxy {
  url: string;
  /** Bytes the browser sent through since the last reset (requests' headers included). */
  readonly sentBytes: number;
  /** Connections cut (0 or 1). */
  readonly cuts: number;
  /** Starts counting anew; `cutAfter` bytes from now one connection is cut (Infinity: none). */
  reset(cutAfter?: number): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  let sentBytes = 0;
  let cutAfter = Infinity;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect({ host: hostname, port: Number(port) });
    sockets.add(client).add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (cuts === 0 && sentBytes + chunk.length >= cutAfter) {
        // Only what came before the mark gets through; then the signal is gone.
        const before = Math.max(0, cutAfter - sentBytes);
        sentBytes += before;
        cuts += 1;
        upstream.write(chunk.subarray(0, before), cut);
        return;
      }
      sentBytes += chunk.length;
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    client.on('error', cut);
    upstream.on('error', cut);
    client.on('close', () => {
      upstream.destroy();
      sockets.delete(client);
    });
    upstream.on('close', () => {
      client.destroy();
      sockets.delete(upstream);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    get sentBytes() {
      return sentBytes;
    },
    get cuts() {
      return cuts;
    },
    reset(next = Infinity) {
      sentBytes = 0;
      cuts = 0;
      cutAfter = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
