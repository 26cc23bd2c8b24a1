import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * What the stand-in mail server does with a connection:
 * - `up`: takes every message (250);
 * - `down`: 421 at the greeting and hangs up, as a server in maintenance does;
 * - `hold`: takes the connection and never says a word (the sender waits until it gives up or dies);
 * - `lose-answer`: takes the whole message, then answers 451, as when the sender timed out
 *   waiting for the answer to DATA: the message was transmitted, the sender thinks it was not.
 */
export type SmtpMode = 'up' | 'down' | 'hold' | 'lose-answer';

/** A minimal SMTP server (RFC 5321's plain dialogue, no TLS, no auth) that keeps what it received. */
export async function startSmtpServer(initial: SmtpMode = 'up') {
  let mode: SmtpMode = initial;
  /** Every message whose DATA arrived whole, taken or not. */
  const received: Array<{ raw: string; taken: boolean }> = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const modeNow = mode;
    if (modeNow === 'hold') return;
    if (modeNow === 'down') {
      socket.end('421 4.3.2 service not available\r\n');
      return;
    }
    socket.write('220 stand-in ESMTP\r\n');
    let buffer = '';
    let data: string[] | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const taken = modeNow === 'up';
          received.push({ raw: `${data.join('\r\n')}\r\n`, taken });
          data = undefined;
          socket.write(taken ? '250 2.0.0 queued\r\n' : '451 4.4.2 timeout waiting for data\r\n');
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 stand-in\r\n');
        else if (/^DATA/i.test(line)) {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages taken (250), decoded as a mail client shows them. */
    taken: (): Promise<ParsedMail[]> =>
      Promise.all(received.filter((message) => message.taken).map((message) => simpleParser(message.raw))),
    get connections() {
      return connections;
    },
    set mode(next: SmtpMode) {
      mode = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
