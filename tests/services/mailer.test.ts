import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../server/i18n.ts';
import { ApiError } from '../../server/http-errors.ts';
import { completionMessage, continueLinkMessage, createMailer, isSingleEmailAddress, type Mailer } from '../../server/services/mailer.ts';

const catalogs = await loadCatalogs();
const LINK = 'https://poistovna.example.sk/motor/?id=Zx8kP2mQ9vR4tY7wB1nC5dF3';
const mailFrom = 'Nahlasovanie skod <skody@poistovna.example.sk>';

let dataDir: string;
let mailer: Mailer;
const mailDir = () => path.join(dataDir, 'outbox', 'mail');

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mailer-'));
  mailer = createMailer({ dataDir, mailFrom, smtpUrl: undefined });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('mailer without SMTP: .eml files', () => {
  it('writes a parseable Slovak continue-link e-mail with diacritics and the link intact', async () => {
    const sent = await mailer.send(continueLinkMessage(catalogs.sk, { to: 'jana.novakova@example.sk', link: LINK, keptDays: 30 }));
    expect(sent.file).toBeDefined();
    expect(path.dirname(sent.file!)).toBe(mailDir());
    expect(path.basename(sent.file!)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{12}\.eml$/);
    expect(await readdir(mailDir())).toEqual([path.basename(sent.file!)]); // no temp file left

    const mail = await simpleParser(await readFile(sent.file!));
    expect(mail.subject).toBe('Pokračujte v hlásení poistnej udalosti');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe('jana.novakova@example.sk');
    expect(mail.from?.text).toContain('skody@poistovna.example.sk');
    expect(mail.messageId).toBe(sent.messageId);
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('ďakujeme, že ste začali hlásiť poistnú udalosť');
    expect(mail.text).toContain('nikomu ho nepreposielajte');
    expect(mail.text).toContain('Ak v hlásení nebudete pokračovať do 30 dní, vymažeme ho aj s prílohami a museli by ste začať odznova.');
    expect(mail.html).toContain(`<a href="${LINK}">`);
  });

  it('writes the English variant', async () => {
    const sent = await mailer.send(continueLinkMessage(catalogs.en, { to: 'john@example.com', link: LINK, keptDays: 30 }));
    const mail = await simpleParser(await readFile(sent.file!));
    expect(mail.subject).toBe('Continue your claim report');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('do not forward it');
    expect(mail.text).toContain('If you do not continue within 30 days, we will delete the report and its attachments');
  });

  it('says how long the draft is kept, in words for one day and for more', () => {
    const kept = (keptDays: number, locale: 'sk' | 'en') =>
      continueLinkMessage(catalogs[locale], { to: 'a@b.sk', link: LINK, keptDays }).text;
    expect(kept(1, 'sk')).toContain('nebudete pokračovať do 1 dňa,');
    expect(kept(3, 'sk')).toContain('nebudete pokračovať do 3 dní,');
    expect(kept(1, 'en')).toContain('continue within 1 day,');
    expect(kept(90, 'en')).toContain('continue within 90 days,');
  });

  it('escapes the link in the HTML part', () => {
    const message = continueLinkMessage(catalogs.sk, { to: 'a@b.sk', link: 'https://x.sk/motor/?id=a&b="<x>"', keptDays: 30 });
    expect(message.html).toContain('href="https://x.sk/motor/?id=a&amp;b=&quot;&lt;x&gt;&quot;"');
    expect(message.html).not.toContain('<x>');
  });

  it('sends the completion e-mail with the claim numbers and a PDF attachment named by the report number in its language', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const sent = await mailer.send(
      completionMessage(catalogs.sk, {
        to: 'jana@example.sk',
        reportNumbers: ['1000001'],
        claimNumbers: ['5000001', '5000002'],
        attachments: [{ filename: 'súhrn-hlásenia.pdf', content: pdf, contentType: 'application/pdf' }],
      }),
    );
    const mail = await simpleParser(await readFile(sent.file!));
    expect(mail.subject).toBe('Potvrdenie o prijatí hlásenia poistnej udalosti');
    expect(mail.text).toContain('Čísla poistných udalostí: 5000001, 5000002');
    expect(mail.text).toContain('Číslo hlásenia: 1000001');
    expect(mail.text).toContain('V prílohe nájdete súhrn');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('hlasenie-1000001.pdf');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(mail.attachments[0]?.content).toEqual(pdf);
  });

  it('writes a completion e-mail without numbers or attachment in English', () => {
    const message = completionMessage(catalogs.en, { to: 'a@b.sk', reportNumbers: [], claimNumbers: [] });
    expect(message.subject).toBe('Your claim report has been received');
    expect(message.text).toContain('as soon as it is assigned');
    expect(message.text).not.toContain('attached');
    expect(message.attachments).toBeUndefined();
  });

  it.each([
    ['a list', 'a@b.sk, c@d.sk'],
    ['a semicolon list', 'a@b.sk;c@d.sk'],
    ['a header injection', 'a@b.sk\r\nBcc: x@y.z'],
    ['a bare LF', 'a@b.sk\nBcc: x@y.z'],
    ['a display name', 'Jana <a@b.sk>'],
    ['no domain dot', 'a@b'],
    ['two @', 'a@@b.sk'],
    ['empty', ''],
  ])('refuses %s with 400 INVALID_EMAIL and writes nothing', async (_label, to) => {
    const error = await mailer.send(continueLinkMessage(catalogs.sk, { to, link: LINK, keptDays: 30 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    expect((error as ApiError).code).toBe('INVALID_EMAIL');
    await expect(readdir(mailDir())).rejects.toThrow(/ENOENT/);
  });

  it('accepts ordinary single addresses', () => {
    for (const address of ['jana.novakova@example.sk', 'j+claims@sub.example.co.uk', 'ján@pošta.sk']) {
      expect(isSingleEmailAddress(address)).toBe(true);
    }
  });
});

describe('mailer with SMTP_URL', () => {
  let server: Server;
  let received: string[];

  /** Just enough of an SMTP server (RFC 5321) to accept one message per connection. */
  beforeEach(async () => {
    received = [];
    server = createServer((socket) => {
      let buffer = '';
      let inData = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            received.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write('250 OK queued\r\n');
            continue;
          }
          const newline = buffer.indexOf('\r\n');
          if (newline < 0) return;
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends through the SMTP server and writes no file', async () => {
    const port = (server.address() as { port: number }).port;
    const smtpMailer = createMailer({ dataDir, mailFrom, smtpUrl: `smtp://127.0.0.1:${port}` });
    const sent = await smtpMailer.send(continueLinkMessage(catalogs.sk, { to: 'jana@example.sk', link: LINK, keptDays: 30 }));
    expect(sent.file).toBeUndefined();
    expect(sent.messageId).toMatch(/^<.+>$/);
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]!);
    expect(mail.subject).toBe('Pokračujte v hlásení poistnej udalosti');
    expect(mail.text).toContain(LINK);
    await expect(readdir(mailDir())).rejects.toThrow(/ENOENT/);
  });
});
