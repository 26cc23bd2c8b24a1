/**
 * Real Redis for the shared-limit tests: the server on 127.0.0.1:6379 (`.ci/run` starts one when
 * nothing answers there; TEST_REDIS_URL names another), each test under a key prefix of its own,
 * or a redis-server the test starts on a free port and stops, pauses or restarts (fail-open).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test (or test file running in parallel) uses. */
export const uniqueKeyPrefix = () => `motor-test:${randomBytes(6).toString('hex')}:`;

/** Every key under `prefix` with its remaining time to live (ms; -1 = none), read with a client of the test's own. */
export async function keysUnder(url: string, prefix: string): Promise<Map<string, number>> {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 })) keys.push(...(batch as string[]));
    const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));
    return new Map(keys.map((key, index) => [key, ttls[index]!]));
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix` (the end of a test). */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const keys = [...(await keysUnder(url, prefix)).keys()];
  if (keys.length === 0) return;
  const redis = new Redis(url);
  try {
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function answersPing(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => null, connectTimeout: 500, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export interface RedisServerProcess {
  url: string;
  /** Starts it (again) on the same port, empty; resolves once it answers. */
  start(): Promise<void>;
  /** kill -9: gone at once, connections reset. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: connected but silent, as a hung server is. */
  pause(): void;
  resume(): void;
}

/** A redis-server of the test's own on a free port, without persistence. */
export async function redisServerProcess(): Promise<RedisServerProcess> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const process_ = {
    url,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if (await answersPing(url)) return;
        await sleep(50);
      }
      throw new Error(`redis-server on port ${port} did not start`);
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
  await process_.start();
  return process_;
}
