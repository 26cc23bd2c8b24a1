import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { acceptedSamples, makeZip, refusedSamples } from '../services/sample-files.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { readMails } from '../support/mail.ts';
import { checkedRawXmls } from '../support/claim-xml.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, storeCases, type TestServer } from '../support/server.ts';
import {
  BOUNDARY,
  createReport,
  docxBomb,
  filesUnder,
  measureMemory,
  multipartBody,
  pixelFloodPng,
  startCanary,
  upload,
  zipArchive,
  zipBomb,
  type Canary,
} from './files-support.ts';

/**
 * File handling (ASVS 5.2–5.4, 1.3, 3.4), each
 * against the real server on every database mode: upload size and count, type spoofing, archive
 * bombs, hostile file names, the save-summary HTML, and every route's headers. One file, one
 * server per mode: starting the server is most of the cost of a suite this size.
 * The browser rows (polyglots opened in Chromium, CSP violations and browser storage on a whole
 * journey) are tests/e2e/security-files.test.ts.
 */

const run = promisify(execFile);
const jpeg = acceptedSamples.find((sample) => sample.name === 'fotka.jpg')!.content;
const png = acceptedSamples.find((sample) => sample.name === 'obrazok.png')!.content;
const pdf = acceptedSamples.find((sample) => sample.name === 'zapisnica.pdf')!.content;
const docx = acceptedSamples.find((sample) => sample.name === 'vyjadrenie.docx')!.content;
const zip = acceptedSamples.find((sample) => sample.name === 'fotky.zip')!.content;

/** `size` bytes that are a JPEG by their first bytes (the detector reads only those). */
function jpegOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size);
  jpeg.copy(buffer, 0, 0, Math.min(jpeg.length - 2, size));
  return buffer;
}

const refused = (label: string) => refusedSamples.find((sample) => sample.label === label)!.content;

/** ≥ 12 files whose name, claimed type or content is not an accepted kind that agrees with the rest. */
const MISMATCHES: Array<{ label: string; name: string; content: Buffer; contentType?: string }> = [
  { label: 'a Windows program named .jpg', name: 'fotka.jpg', content: refused('a Windows program named .jpg'), contentType: 'image/jpeg' },
  { label: 'a Windows program named .exe', name: 'program.exe', content: refused('a Windows program named .jpg') },
  { label: 'an ELF program named .pdf', name: 'program.pdf', content: refused('an ELF program') },
  { label: 'HTML named .png', name: 'obrazok.png', content: refused('HTML'), contentType: 'image/png' },
  { label: 'HTML named .html', name: 'stranka.html', content: refused('HTML'), contentType: 'text/html' },
  { label: 'HTML without an extension, claimed image/jpeg', name: 'image', content: refused('HTML'), contentType: 'image/jpeg' },
  { label: 'SVG with a script named .svg', name: 'obrazok.svg', content: refused('SVG'), contentType: 'image/svg+xml' },
  { label: 'SVG with a script named .png', name: 'obrazok.png', content: refused('SVG') },
  {
    label: 'plain text named .pdf',
    name: 'zapisnica.pdf',
    content: Buffer.from('Toto nie je PDF, len text.\n'),
    contentType: 'application/pdf',
  },
  { label: 'plain text named .doc', name: 'poznamka.doc', content: refused('plain text') },
  { label: 'a PHP script named .jpg', name: 'fotka.jpg', content: Buffer.from('<?php system($_GET["c"]); ?>') },
  { label: 'JavaScript named .js', name: 'skript.js', content: Buffer.from('alert(document.cookie)') },
  { label: 'a real PNG named .pdf', name: 'sken.pdf', content: png },
  { label: 'a real JPEG named .png', name: 'fotka.png', content: jpeg },
  { label: 'a real PDF named .jpg', name: 'fotka.jpg', content: pdf },
  { label: 'a real JPEG named .jpg.exe', name: 'fotka.jpg.exe', content: jpeg },
  { label: 'a real docx named .pdf', name: 'vyjadrenie.pdf', content: docx },
  { label: 'a plain zip named .docx', name: 'vyjadrenie.docx', content: zip },
  { label: 'a spreadsheet compound file named .doc', name: 'tabulka.doc', content: refused('a spreadsheet compound file posing as .doc') },
  { label: 'a QuickTime movie named .mp4', name: 'video.mp4', content: refused('a QuickTime movie') },
  { label: 'a Java archive named .zip', name: 'fotky.zip', content: refused('a Java archive (zip with a manifest)') },
  {
    label: 'a GIF named .jpg',
    name: 'fotka.jpg',
    content: Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    ),
  },
  {
    label: 'a WebP named .png',
    name: 'obrazok.png',
    content: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(14)]),
  },
  {
    label: 'a BMP named .jpg',
    name: 'fotka.jpg',
    content: Buffer.concat([Buffer.from('BM'), Buffer.from([0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0]), Buffer.alloc(40)]),
  },
  { label: 'a gzip named .zip', name: 'fotky.zip', content: Buffer.from('1f8b0800000000000003030000000000000000', 'hex') },
  {
    label: 'a 7-Zip named .rar',
    name: 'archiv.rar',
    content: Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]), Buffer.alloc(24)]),
  },
];

/** Hostile names (ASVS 5.3.2), sent as RFC 5987 `filename*=` so every byte arrives as written. */
const HOSTILE_NAMES: Array<{ label: string; name: string; refused?: { status: number; why: string } }> = [
  { label: '../ path traversal', name: '../../../../etc/passwd.jpg' },
  { label: 'Windows path traversal', name: '..\\..\\Windows\\System32\\fotka.jpg' },
  { label: 'absolute path', name: '/var/lib/motor/attachments/fotka.jpg' },
  { label: 'NUL byte', name: 'fotka\u0000.php.jpg' },
  // The multipart parser (busboy) drops a part whose file name holds a line break: no file arrives.
  {
    label: 'CR/LF header injection',
    name: 'fotka.jpg\r\nSet-Cookie: owned=1\r\nX-Injected: yes',
    refused: { status: 400, why: 'line break' },
  },
  { label: 'LF alone', name: 'fotka\nContent-Type: text/html.jpg', refused: { status: 400, why: 'line break' } },
  { label: 'U+202E right-to-left override', name: 'zmluva\u202Efdp.jpg' },
  // Shows as "fotkaexe.jpg" but is an .exe name: it does not agree with the JPEG inside.
  { label: 'U+202E hiding .exe', name: 'fotka\u202Egpj.exe', refused: { status: 415, why: '.exe' } },
  { label: '300 characters', name: `${'dlhy-nazov-'.repeat(27)}abc.jpg` },
  { label: 'double and single quotes', name: 'moja "najlepšia" fotka\'s.jpg' },
  { label: 'a second filename parameter', name: 'fotka.jpg"; filename="evil.html', refused: { status: 415, why: '.html' } },
  { label: 'a second filename parameter, .jpg', name: 'evil.html"; filename="fotka.jpg' },
  { label: 'NFD diacritics', name: 'nárazník čelné sklo.jpg'.normalize('NFD') },
  { label: 'percent and semicolon', name: '100% poškodenie; návrh.jpg' },
  { label: 'only dots', name: '....jpg' },
  { label: 'emoji and angle brackets', name: '<script>🚗</script>.jpg' },
];

type Bomb = { label: string; name: string; content: Buffer };
const ESCAPE_MARKER = `escape-${process.pid}-${Date.now()}`;
let archives: Bomb[] | undefined;

/** Zip and docx bombs, a 10,000-entry zip, `../` entries and a pixel flood, built once. */
function hostileArchives(): Bomb[] {
  if (archives) return archives;
  // Unpacked sizes: 1 GiB (short) or 4 GiB - 16 MiB (full, the most a zip32 entry can claim).
  const zipChunks = scale(64, 255);
  const docxChunks = scale(16, 255);
  const traversal = zipArchive([
    { name: `../../../../../../tmp/${ESCAPE_MARKER}.txt`, data: Buffer.from('mimo priečinka') },
    { name: `/tmp/${ESCAPE_MARKER}-absolute.txt`, data: Buffer.from('absolútna cesta') },
    { name: `..\\..\\${ESCAPE_MARKER}-windows.txt`, data: Buffer.from('windows') },
    { name: 'fotky/../../../fotka.jpg', data: jpeg },
  ]);
  const docxBombFile = docxBomb(docxChunks);
  archives = [
    { label: `zip bomb (${zipChunks * 16} MiB of zeros)`, name: 'fotky.zip', content: zipBomb(zipChunks) },
    {
      label: 'nested zip bomb (4 × 256 MiB)',
      name: 'archiv.zip',
      content: makeZip(Array.from({ length: 4 }, (_, i): [string, Buffer] => [`vrstva-${i}.zip`, zipBomb(16)])),
    },
    { label: `docx bomb (2 × ${docxChunks * 16} MiB parts)`, name: 'vyjadrenie.docx', content: docxBombFile },
    { label: 'docx bomb named .zip', name: 'vyjadrenie.zip', content: docxBombFile },
    {
      label: '10,000-entry zip',
      name: 'tisic-fotiek.zip',
      content: zipArchive(Array.from({ length: 10_000 }, (_, i) => ({ name: `fotky/fotka-${i}.jpg`, data: jpeg }))),
    },
    { label: '../ entries in a zip', name: 'cesty.zip', content: traversal },
    { label: 'pixel-flood PNG (100000 × 100000)', name: 'obrovsky.png', content: pixelFloodPng() },
  ];
  return archives;
}

/** RFC 8187 encoding of a name for the request's `filename*=`. */
const extValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

describe.each(storeCases)('file security ($database, attachments on $store)', ({ database: mode, store }) => {
  let server: TestServer;
  const label = `${mode}, ${store}`;

  beforeAll(async () => {
    server = await startTestServer(mode, {}, { store });
    // A stand-in build in the server's WEB_DIR, so the web pages answer as they do in production.
    await mkdir(path.join(server.config.webDir, 'assets'), { recursive: true });
    await writeFile(path.join(server.config.webDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    await writeFile(path.join(server.config.webDir, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(() => server?.close());

  /** The store holds exactly the files of the attachment rows: no temp file, no orphan, nothing elsewhere. */
  async function expectStoreMatchesRows() {
    const rows = await server.app.db.selectFrom('attachment').select('storage_key').execute();
    const files = await server.storedFiles();
    expect(
      files.filter((file) => file.endsWith('.part')),
      'temp files left',
    ).toEqual([]);
    expect(files).toEqual(rows.map((row) => row.storage_key).sort());
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{32}$/);
    return files;
  }

  const countRows = async () =>
    Number(
      (
        await server.app.db
          .selectFrom('attachment')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('upload size and count (ASVS 5.2.1)', () => {
    it('accepts exactly 15 MB, refuses 15 MB + 1 byte with 413, and keeps no temp file', async () => {
      const id = await createReport(server.app);
      const exact = await upload(server.app, id, jpegOfSize(MAX_ATTACHMENT_BYTES), { fileName: 'velka-fotka.jpg' });
      expect(exact.status, JSON.stringify(exact.body)).toBe(201);
      expect(exact.body.size).toBe(MAX_ATTACHMENT_BYTES);

      const over = await upload(server.app, id, jpegOfSize(MAX_ATTACHMENT_BYTES + 1), { fileName: 'privelka-fotka.jpg' });
      expect(over.status).toBe(413);
      expect(over.body.code).toBe('FILE_TOO_LARGE');

      const loaded = (await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/load` })).json();
      expect(loaded.attachments.map((attachment: { clientName: string }) => attachment.clientName)).toEqual(['velka-fotka.jpg']);
      const files = await expectStoreMatchesRows();
      reportFigure(
        `[${label}] upload of 15 MB / 15 MB + 1 byte`,
        `${exact.status} / ${over.status}; temp files left: 0 (${files.length} file stored)`,
      );
    });

    it(`accepts ${MAX_ATTACHMENTS_PER_REPORT} files per report and refuses the next; one file per request`, async () => {
      const id = await createReport(server.app);
      const statuses: number[] = [];
      for (let i = 1; i <= MAX_ATTACHMENTS_PER_REPORT; i += 1) {
        statuses.push((await upload(server.app, id, jpeg, { fileName: `fotka-${i}.jpg` })).status);
      }
      expect(
        statuses.every((status) => status === 201),
        statuses.join(','),
      ).toBe(true);

      const next = await upload(server.app, id, jpeg, { fileName: 'jedna-navyse.jpg' });
      expect(next.status).toBe(409);
      expect(next.body.code).toBe('TOO_MANY_ATTACHMENTS');
      // Refused before the body is read: a big file changes nothing.
      expect((await upload(server.app, id, jpegOfSize(MAX_ATTACHMENT_BYTES), { fileName: 'velka-navyse.jpg' })).status).toBe(409);
      // Another report has its own 40.
      expect((await upload(server.app, await createReport(server.app), jpeg, { fileName: 'ina.jpg' })).status).toBe(201);

      // Two files in one multipart request: never both stored.
      const third = await createReport(server.app);
      const two = Buffer.concat([
        multipartBody(jpeg, { fileName: 'prva.jpg' }).subarray(0, -`--${BOUNDARY}--\r\n`.length),
        multipartBody(jpeg, { fileName: 'druha.jpg' }),
      ]);
      const twoFiles = await server.app.inject({
        method: 'POST',
        url: `/v1/incident-report/${third}/upload-attachment`,
        payload: two,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      const thirdRows = await server.app.db.selectFrom('attachment').select('client_name').where('report_id', '=', third).execute();
      expect(thirdRows.length, `two files in one request answered ${twoFiles.statusCode}`).toBeLessThanOrEqual(1);
      expect(thirdRows.map((row) => row.client_name)).not.toContain('druha.jpg');

      const rows = await server.app.db.selectFrom('attachment').select('id').where('report_id', '=', id).execute();
      expect(rows).toHaveLength(MAX_ATTACHMENTS_PER_REPORT);
      await expectStoreMatchesRows();
      reportFigure(
        `[${label}] files per report: ${MAX_ATTACHMENTS_PER_REPORT} accepted; file ${MAX_ATTACHMENTS_PER_REPORT + 1}`,
        `${next.status} ${next.body.code}; a 2nd file in one request: not stored (${thirdRows.length} of 2)`,
      );
    });

    it('the per-report cap and the size limit are documented (README, docs/decisions.md, openapi.yaml)', async () => {
      const readme = await readFile('README.md', 'utf8');
      const decisions = await readFile('docs/decisions.md', 'utf8');
      const openapi = await readFile('openapi.yaml', 'utf8');
      expect(readme).toContain(`at most ${MAX_ATTACHMENTS_PER_REPORT} files per report`);
      expect(readme).toContain('each at most 15 MB');
      expect(decisions).toContain(`at most ${MAX_ATTACHMENTS_PER_REPORT} files per report`);
      expect(decisions).toContain('each at most 15 MB');
      expect(openapi).toContain(`at most ${MAX_ATTACHMENTS_PER_REPORT} files per report`);
      expect(openapi).toContain('at most 15 MB');
    });
  });

  describe('type spoofing (ASVS 5.2.2)', () => {
    it(`accepts every allowed type and refuses ${MISMATCHES.length} mismatches with 415`, async () => {
      const id = await createReport(server.app);
      const allowed = [
        ...acceptedSamples.map(({ name, content, expected }) => ({ name, content, mime: expected.mime })),
        { name: 'fotka.jpeg', content: jpeg, mime: 'image/jpeg' },
        { name: 'fotka-bez-pripony', content: jpeg, mime: 'image/jpeg' },
      ];
      let accepted = 0;
      for (const file of allowed) {
        const answer = await upload(server.app, id, file.content, { fileName: file.name, contentType: 'application/octet-stream' });
        expect(answer.status, `${file.name}: ${JSON.stringify(answer.body)}`).toBe(201);
        expect(answer.body.contentType, file.name).toBe(file.mime);
        const download = await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${answer.body.id}` });
        expect(download.rawPayload.equals(file.content), `${file.name} comes back byte for byte`).toBe(true);
        accepted += 1;
      }

      const other = await createReport(server.app);
      const rowsBefore = await countRows();
      let refusedCount = 0;
      const wrong: string[] = [];
      for (const file of MISMATCHES) {
        const answer = await upload(server.app, other, file.content, {
          fileName: file.name,
          contentType: file.contentType ?? 'application/octet-stream',
        });
        if (answer.status === 415) refusedCount += 1;
        else wrong.push(`${file.label}: ${answer.status}`);
      }
      expect(MISMATCHES.length).toBeGreaterThanOrEqual(12);
      expect(wrong).toEqual([]);
      expect(await countRows()).toBe(rowsBefore);
      await expectStoreMatchesRows();
      reportFigure(
        `[${label}] allowed types accepted`,
        `${accepted}/${allowed.length} (${Math.round((100 * accepted) / allowed.length)}%)`,
      );
      reportFigure(
        `[${label}] type mismatches refused with 415`,
        `${refusedCount}/${MISMATCHES.length} (${Math.round((100 * refusedCount) / MISMATCHES.length)}%)`,
      );
    });
  });

  // Nothing here touches the database beyond one row per file: run on the first mode only.
  if (mode === databaseModes[0])
    describe('archive bombs and pixel floods (ASVS 5.2.3)', () => {
      let bombs: Bomb[];
      beforeAll(() => {
        bombs = hostileArchives();
      });

      it('refuses each or stores it as sent, never unpacked: memory + < 100 MB, < 2 s per file', async () => {
        const id = await createReport(server.app);
        const filesBefore = await filesUnder(server.dataDir);
        const results: string[] = [];
        let worstRss = 0;
        let worstHeap = 0;
        let slowest = 0;
        for (const bomb of bombs) {
          const measured = await measureMemory(() => upload(server.app, id, bomb.content, { fileName: bomb.name }));
          const answer = measured.result;
          expect([201, 415], `${bomb.label}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
          if (answer.status === 201) {
            const download = await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${answer.body.id}` });
            expect(download.rawPayload.equals(bomb.content), `${bomb.label} is kept exactly as sent`).toBe(true);
          }
          results.push(
            `${bomb.label} (${Math.round(bomb.content.length / 1024)} KB): ${answer.status}, ${measured.ms} ms, RSS +${measured.rssGrowthMb} MB, heap +${measured.heapGrowthMb} MB`,
          );
          worstRss = Math.max(worstRss, measured.rssGrowthMb);
          worstHeap = Math.max(worstHeap, measured.heapGrowthMb);
          slowest = Math.max(slowest, measured.ms);
        }
        for (const line of results) reportFigure(`[${label}] bomb`, line);
        reportFigure(
          `[${label}] archive bombs: worst memory growth / slowest upload`,
          `RSS +${worstRss} MB, heap +${worstHeap} MB / ${slowest} ms`,
        );

        // Nothing was unpacked: the data directory gained only the stored archives, under random keys.
        const added = (await filesUnder(server.dataDir)).filter((file) => !filesBefore.includes(file));
        for (const file of added) expect(file).toMatch(/^attachments\/[0-9a-f]{32}$/);
        expect(existsSync(`/tmp/${ESCAPE_MARKER}.txt`)).toBe(false);
        expect(existsSync(`/tmp/${ESCAPE_MARKER}-absolute.txt`)).toBe(false);
        await expectStoreMatchesRows();

        // The summary PDF lists the files by name and never opens them.
        expect((await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf` })).statusCode).toBe(200);

        expect(worstRss).toBeLessThan(100);
        expect(worstHeap).toBeLessThan(100);
      });
    });

  describe('hostile file names (ASVS 5.3.2)', () => {
    it('stores each under a generated key, hands back a cleaned name with RFC 6266 filename*=, splits no header', async () => {
      const id = await createReport(server.app);
      let headerSplits = 0;
      const outcomes: string[] = [];
      for (const hostile of HOSTILE_NAMES) {
        const answer = await upload(server.app, id, jpeg, { disposition: `filename*=UTF-8''${extValue(hostile.name)}` });
        if (hostile.refused) {
          expect(answer.status, `${hostile.label}: ${JSON.stringify(answer.body)}`).toBe(hostile.refused.status);
          outcomes.push(`${hostile.label}: ${answer.status} ${answer.body.code} (${hostile.refused.why})`);
          continue;
        }
        expect(answer.status, `${hostile.label}: ${JSON.stringify(answer.body)}`).toBe(201);
        const stored = answer.body.clientName as string;
        // eslint-disable-next-line no-control-regex -- the control characters must be gone
        expect(stored, hostile.label).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/);
        expect(stored.normalize('NFC')).toBe(stored);
        expect(Array.from(stored).length).toBeLessThanOrEqual(150);
        expect(stored.endsWith('.jpg') || !hostile.name.endsWith('.jpg'), `${hostile.label}: keeps .jpg (${stored})`).toBe(true);

        const row = await server.app.db
          .selectFrom('attachment')
          .select(['storage_key', 'client_name'])
          .where('id', '=', answer.body.id)
          .executeTakeFirstOrThrow();
        expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
        expect(row.client_name).toBe(stored);

        const download = await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${answer.body.id}` });
        expect(download.statusCode).toBe(200);
        const disposition = String(download.headers['content-disposition']);
        const rawHead = Object.entries(download.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        const split =
          /[\r\n\0]/.test(disposition) ||
          'set-cookie' in download.headers ||
          'x-injected' in download.headers ||
          download.headers['content-type'] !== 'image/jpeg';
        if (split) headerSplits += 1;
        const match = /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(disposition);
        expect(match, `${hostile.label}: ${disposition}\n${rawHead}`).not.toBeNull();
        expect(match![1]).not.toMatch(/["\\]/);
        expect(decodeURIComponent(match![2]!)).toBe(stored);
        outcomes.push(`${hostile.label}: 201 "${stored.length > 40 ? `${stored.slice(0, 37)}…` : stored}"`);
      }
      for (const line of outcomes) reportFigure(`[${label}] hostile name`, line);

      // Nothing of any name reached the file system: only random keys in the store.
      await expectStoreMatchesRows();
      expect(existsSync(path.resolve(server.dataDir, 'attachments', '../../../../etc/passwd.jpg'))).toBe(false);
      reportFigure(`[${label}] hostile names: header splits on download`, headerSplits);
      expect(headerSplits).toBe(0);
    });

    it('a raw CR/LF inside the multipart filename="" splits nothing either', async () => {
      const id = await createReport(server.app);
      const answer = await upload(server.app, id, jpeg, { disposition: 'filename="fotka.jpg\r\nX-Injected: yes\r\n.jpg"' });
      // Either the part is malformed (refused) or the name is cut at the line end; never a header.
      if (answer.status === 201) {
        const download = await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${answer.body.id}` });
        expect(download.headers['x-injected']).toBeUndefined();
        expect(String(download.headers['content-disposition'])).not.toMatch(/[\r\n]/);
      } else {
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      await expectStoreMatchesRows();
    });
  });

  describe('save-summary HTML (ASVS 1.3.x)', () => {
    let canary: Canary;
    beforeAll(async () => {
      canary = await startCanary();
    });
    afterAll(() => canary?.close());

    it('keeps hostile HTML as an inert archive copy; the PDF is built from the data; the canary is never contacted', async () => {
      const marker = `ARCHIV-${mode.toUpperCase()}-ZNACKA`;
      const hostile = [
        '<!doctype html><html><head>',
        `<meta http-equiv="refresh" content="0;url=${canary.url}/meta">`,
        `<link rel="stylesheet" href="${canary.url}/css">`,
        `<style>@import url("${canary.url}/import"); body { background: url("${canary.url}/background") }</style>`,
        `<base href="${canary.url}/base/">`,
        '</head><body>',
        `<h1>${marker}</h1>`,
        `<script>fetch("${canary.url}/script"); document.write("<img src=${canary.url}/written>")</script>`,
        `<script src="${canary.url}/external.js"></script>`,
        '<iframe src="file:///etc/passwd"></iframe>',
        `<iframe src="${canary.url}/frame"></iframe>`,
        `<img src="${canary.url}/image.png" onerror="fetch('${canary.url}/onerror')">`,
        `<object data="${canary.url}/object"></object>`,
        `<svg><image href="${canary.url}/svg-image"/></svg>`,
        `<a href="javascript:fetch('${canary.url}/link')">odkaz</a>`,
        '</body></html>',
      ].join('\n');

      const id = await createReport(server.app);
      for (const step of scope1CascoSteps) {
        const answer = await server.app.inject({ method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: step });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      const post = (html: string) =>
        server.app.inject({ method: 'POST', url: `/v1/incident-report/${id}/save-summary`, payload: { html } });
      // A draft copy, then the saved report's own.
      expect((await post(hostile)).statusCode).toBe(204);
      const draftPdf = await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf` });
      const save = await server.app.inject({ method: 'POST', url: `/v1/incident-report/${id}/save` });
      expect(save.statusCode, save.body).toBe(200);
      expect(checkedRawXmls(save.json())).toHaveLength(1);
      expect((await post(hostile)).statusCode).toBe(204);

      // Stored as the text it was, byte for byte: an archive copy, not something the server renders.
      const row = await server.app.db.selectFrom('incident_report').select('summary_html').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.summary_html).toBe(hostile);

      // The PDF comes from the stored report: its data is there, the HTML's is not.
      const savedPdf = await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf` });
      for (const pdfAnswer of [draftPdf, savedPdf]) {
        expect(pdfAnswer.statusCode).toBe(200);
        expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
        const file = path.join(server.dataDir, `summary-${Date.now()}.pdf`);
        await writeFile(file, pdfAnswer.rawPayload);
        const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
        expect(text).toContain('BA111AA');
        expect(text).toContain('Novák');
        expect(text).not.toContain(marker);
        expect(text).not.toContain('passwd');
        expect(text).not.toContain('127.0.0.1');
      }

      // No answer of the API hands the HTML back, and no message carries it.
      await server.app.afterResponseSettled();
      const everywhere = [
        (await server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/load` })).body,
        ...(await readMails(server.dataDir)).map((mail) => `${mail.subject}\n${mail.text}`),
        ...(await Promise.all(
          (await filesUnder(path.join(server.dataDir, 'outbox'))).map((file) =>
            readFile(path.join(server.dataDir, 'outbox', file), 'utf8'),
          ),
        )),
      ];
      for (const text of everywhere) expect(text).not.toContain(marker);

      await new Promise((resolve) => setTimeout(resolve, 300));
      reportFigure(`[${label}] save-summary: canary connections`, `${canary.connections()} (${canary.requests().join(', ') || 'none'})`);
      expect(canary.connections()).toBe(0);
    });
  });

  // The headers come from the app, not the database: the first mode is enough.
  if (mode === databaseModes[0])
    describe('headers of every route (ASVS 3.4.x)', () => {
      it('no unsafe-inline/unsafe-eval in script-src, nosniff everywhere, API answers no-store', async () => {
        const spec = parse(await readFile('openapi.yaml', 'utf8')) as {
          paths: Record<string, Record<string, { parameters?: Array<{ $ref?: string; name?: string; in?: string; required?: boolean }> }>>;
        };
        const id = await createReport(server.app);
        const victim = await createReport(server.app);
        const attachment = (await upload(server.app, id, jpeg, { fileName: 'fotka.jpg' })).body.id as string;
        const values: Record<string, string> = {
          id,
          attachmentId: attachment,
          licensePlate: 'BA111AA',
          policyId: '4010000011',
          incidentDate: '2026-05-10',
          policyType: 'CASCO',
          productCategory: 'MOTOR',
          scopes: '1',
          casco: 'true',
          q: 'Žilina',
          lat: '49.22',
          lon: '18.74',
          operatorCode: 'SMP001',
          portal: 'SMP',
          reportId: id,
        };

        const requests: Array<{ method: string; url: string; payload?: unknown; api: boolean }> = [];
        for (const [template, item] of Object.entries(spec.paths)) {
          for (const [method, operation] of Object.entries(item)) {
            if (!['get', 'post', 'patch', 'delete', 'put'].includes(method)) continue;
            const reportId = method === 'delete' ? victim : id;
            const url = template.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? reportId : (values[name] ?? 'x')));
            const query = (operation.parameters ?? [])
              .filter((parameter) => parameter.in === 'query' && parameter.name && values[parameter.name])
              .map((parameter) => `${parameter.name}=${encodeURIComponent(values[parameter.name!]!)}`)
              .join('&');
            const body = method === 'post' || method === 'patch' || method === 'put' ? {} : undefined;
            requests.push({
              method: method.toUpperCase(),
              url: query ? `${url}?${query}` : url,
              payload: body,
              api: url.startsWith('/v1/'),
            });
          }
        }
        // The error answers too: unknown id, unknown API path, a bad body.
        requests.push(
          { method: 'GET', url: '/v1/incident-report/AAAAAAAAAAAAAAAAAAAAAAAA/load', api: true },
          { method: 'GET', url: '/v1/nothing-here', api: true },
          { method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: { nope: 1 }, api: true },
        );
        const pages = [
          '/motor/',
          '/motor/incident-map',
          '/motor/summary?id=x',
          '/motor/assets/app.js',
          '/motor/assets/missing.js',
          '/nope',
          '/',
        ];
        for (const url of pages) requests.push({ method: 'GET', url, api: false });

        const problems: string[] = [];
        const styleInline = new Set<string>();
        for (const request of requests) {
          const response = await server.app.inject({
            method: request.method as 'GET',
            url: request.url,
            ...(request.payload ? { payload: request.payload as object } : {}),
          });
          const where = `${request.method} ${request.url} (${response.statusCode})`;
          const csp = String(response.headers['content-security-policy'] ?? '');
          if (!csp) problems.push(`${where}: no CSP`);
          const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
          if (/unsafe-inline|unsafe-eval|\*/.test(scriptSrc)) problems.push(`${where}: script-src ${scriptSrc}`);
          if (/unsafe-inline/.test(/(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1] ?? '')) styleInline.add(where);
          if (response.headers['x-content-type-options'] !== 'nosniff') problems.push(`${where}: no nosniff`);
          if (request.api && !String(response.headers['cache-control'] ?? '').includes('no-store'))
            problems.push(`${where}: cache-control ${response.headers['cache-control']}`);
          if (request.api && response.headers['set-cookie']) problems.push(`${where}: sets a cookie`);
          if (response.headers['x-powered-by']) problems.push(`${where}: x-powered-by`);
        }
        reportFigure(
          `[${label}] headers: responses checked`,
          `${requests.length} (${Object.keys(spec.paths).length} API paths, ${pages.length} web URLs)`,
        );
        reportFigure(`[${label}] headers: problems (unsafe script-src, missing nosniff/no-store)`, problems.length);
        reportFigure(`[${label}] headers: responses with style-src 'unsafe-inline'`, styleInline.size);
        expect(problems).toEqual([]);
      });
    });
});
