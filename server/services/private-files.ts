/**
 * The files the server writes hold personal data (claim XML, mails, attachments): readable and
 * writable by the server's user only, in directories only it may enter. And what a killed process
 * leaves half-written (kill -9 between a temp file and its rename) does not stay on disk for good.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { periodicJob, type PeriodicJob, type PeriodicJobLog } from './periodic-job.ts';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;

/**
 * A temp file lives for one write: milliseconds for a claim or a mail, at most a request's time
 * (REQUEST_TIMEOUT_MS, 10 minutes at most) for an upload. One older than this is a leftover; a
 * younger one may be another instance's write in progress on a shared data directory.
 */
export const LEFTOVER_TEMP_FILE_AGE_MS = 15 * 60 * 1000;

export interface TempFileLocation {
  dir: string;
  /** Matches the names of this directory's temp files, and nothing that was delivered or stored. */
  name: RegExp;
}

/** Removes the temp files in `locations` not modified for LEFTOVER_TEMP_FILE_AGE_MS; the number removed. */
export async function removeLeftoverTempFiles(locations: TempFileLocation[], now = new Date()): Promise<number> {
  const before = now.getTime() - LEFTOVER_TEMP_FILE_AGE_MS;
  let removed = 0;
  for (const { dir, name } of locations) {
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const file of names.filter((entry) => name.test(entry))) {
      const info = await stat(path.join(dir, file)).catch(() => undefined);
      if (!info?.isFile() || info.mtimeMs >= before) continue;
      await rm(path.join(dir, file), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Once an hour, like the retention purge: a leftover younger than the age above at start goes then. */
export const LEFTOVER_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function createLeftoverSweepJob(options: {
  locations: TempFileLocation[];
  log: PeriodicJobLog & { info(details: object, message: string): void };
}): PeriodicJob<number> {
  const { locations, log } = options;
  return periodicJob(() => removeLeftoverTempFiles(locations), {
    intervalMs: LEFTOVER_SWEEP_INTERVAL_MS,
    log,
    failure: 'removing leftover temp files failed, will retry',
    onDone: (removed) => {
      if (removed > 0) log.info({ removed }, 'leftover temp files removed');
    },
  });
}
