/**
 * Claim XML, mails and uploads are personal data. They are written 0600 in
 * directories 0700, and the temp files a killed process leaves (kill -9 between writing a temp
 * file and renaming it) are removed when the server starts, never the delivered or stored files.
 */
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { loadCatalogs } from '../../server/i18n.ts';
import { startServer } from '../../server/start.ts';
import { createDiskAttachmentStore } from '../../server/services/attachment-store.ts';
import { createMailer, continueLinkMessage } from '../../server/services/mailer.ts';
import { directoryDelivery } from '../../server/services/outbox-delivery.ts';
import { LEFTOVER_TEMP_FILE_AGE_MS } from '../../server/services/private-files.ts';
import { PNG } from '../security/api-support.ts';

let dataDir: string;
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('files with personal data', () => {
  it('claims, mails and attachments are written 0600, in directories the server creates 0700', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'motor-files-'));
    const outbox = path.join(dataDir, 'outbox', 'core');
    await directoryDelivery(outbox)({ claimId: '4711', idempotencyKey: '4711', payload: '<claim><name>Jana Nováková</name></claim>' });
    const sent = await createMailer({ dataDir, mailFrom: 'skody@poistovna.example.sk', smtpUrl: undefined }).send(
      continueLinkMessage((await loadCatalogs()).sk, {
        to: 'jana.novakova@example.sk',
        link: 'https://poistovna.example.sk/motor/?id=x',
        keptDays: 30,
      }),
    );
    const attachments = path.join(dataDir, 'attachments');
    const stored = await createDiskAttachmentStore(attachments).save(Readable.from([PNG]), { maxBytes: 1024 * 1024 });

    const files = { claim: path.join(outbox, '4711.xml'), mail: sent.file!, attachment: path.join(attachments, stored.key) };
    const directories = { outbox: path.join(dataDir, 'outbox'), claims: outbox, mails: path.dirname(sent.file!), attachments };
    const modes = async (paths: Record<string, string>) =>
      Object.fromEntries(await Promise.all(Object.entries(paths).map(async ([name, file]) => [name, (await modeOf(file)).toString(8)])));
    expect(await modes(files)).toEqual({ claim: '600', mail: '600', attachment: '600' });
    expect(await modes(directories)).toEqual({ outbox: '700', claims: '700', mails: '700', attachments: '700' });
  });

  it('the server removes at start the temp files a killed process left, and nothing else', { timeout: 60_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'motor-leftovers-'));
    const at = (...parts: string[]) => path.join(dataDir, ...parts);
    await mkdir(at('outbox', 'core'), { recursive: true });
    await mkdir(at('outbox', 'mail'), { recursive: true });
    await mkdir(at('attachments'), { recursive: true });
    const key = 'ab'.repeat(16);
    // What a process killed in the middle of each write leaves, beside what it had finished.
    const leftovers = [
      at('outbox', 'core', '.4711.0123456789ab.tmp'),
      at('outbox', 'mail', '2026-11-27T10-00-00-000Z-0123456789ab.eml.ba9876543210.tmp'),
      at('attachments', `${key}.part`),
    ];
    const kept = [
      at('outbox', 'core', '4711.xml'),
      at('outbox', 'mail', '2026-11-27T10-00-00-000Z-0123456789ab.eml'),
      at('attachments', key),
    ];
    // Another instance's write in progress on a shared data directory: too young to be a leftover.
    const inProgress = at('outbox', 'core', '.4712.0123456789ab.tmp');
    const crashedAt = new Date(Date.now() - LEFTOVER_TEMP_FILE_AGE_MS - 60_000);
    for (const file of [...leftovers, ...kept]) {
      await writeFile(file, 'personal data');
      await utimes(file, crashedAt, crashedAt);
    }
    await writeFile(inProgress, 'personal data');

    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: at('web'), LOG_LEVEL: 'silent', PORT: '0', MAX_EVENT_LOOP_UTILIZATION: '100' });
    const server = await startServer(config, { listen: false, outboxWorker: false });
    try {
      const remaining = [
        ...(await readdir(at('outbox', 'core'))),
        ...(await readdir(at('outbox', 'mail'))),
        ...(await readdir(at('attachments'))),
      ];
      expect(remaining.sort()).toEqual([...kept, inProgress].map((file) => path.basename(file)).sort());
      // The embedded database the server created holds every report: its directory too is the server's alone.
      expect((await modeOf(at('db'))).toString(8)).toBe('700');
    } finally {
      await server.close();
    }
  });
});
