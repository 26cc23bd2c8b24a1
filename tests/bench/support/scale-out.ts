/**
 * Scale: whole API journeys per second against one server instance and against
 * two, both on the same PostgreSQL database (an isolated one of BENCH_DATABASE_URL) and sharing
 * their limits in Redis (BENCH_REDIS_URL, default 127.0.0.1:6379, under a key prefix of this run),
 * driven by the same client (8 people at once). Both instances run throughout; the rounds
 * alternate (one instance, then both taking the calls in turn), so each pair ran under the same
 * drift of the machine. On a 2-core machine a second instance has no core of its own: the figure
 * to watch is that it costs nothing, not that it gains.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { isolatedPostgres } from '../../support/databases.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from '../../faults/support/processes.ts';
import { journeysPerSecond } from './api.ts';

export async function journeysOneVsTwoInstances(seconds: number, rounds: number) {
  const postgres = await isolatedPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 'motor_bench');
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `motor-bench:${randomBytes(4).toString('hex')}:`;
  const dirs = [await tempDataDir('motor-bench-a-'), await tempDataDir('motor-bench-b-')];
  const instances: ServerProcess[] = [];
  try {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      // As the bench server (bench-server.ts): every simulated person has an address of their
      // own, and the run is at capacity on purpose (no load shedding by the event loop).
      TRUST_PROXY: 'true',
      MAX_EVENT_LOOP_UTILIZATION: '100',
      UPDATES_PER_REPORT_PER_MINUTE: '1000000',
    };
    // One after the other: the second finds the database migrated and seeded.
    for (const dir of dirs) instances.push(await startServerProcess({ dataDir: dir.dir, databaseUrl: postgres.url, env }));
    const one = instances[0]!.url;
    const both = instances.map((instance) => instance.url);
    // A whole round of each first: on a loaded machine the first rounds ran at a fraction of the
    // later ones (JIT, the database's caches), whichever side they measured.
    await journeysPerSecond(one, seconds);
    await journeysPerSecond(both, seconds);
    const pairs: Array<{ one: number; two: number }> = [];
    for (let round = 0; round < rounds; round += 1) {
      const single = await journeysPerSecond(one, seconds);
      const pair = await journeysPerSecond(both, seconds);
      pairs.push({ one: single.perSecond, two: pair.perSecond });
    }
    return { pairs, instances: instances.length };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all(dirs.map((dir) => dir.remove()));
    await postgres.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}
