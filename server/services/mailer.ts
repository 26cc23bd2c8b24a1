/**
 * Outgoing e-mail (DESIGN.md §2): SMTP when SMTP_URL is set, otherwise each message is written as
 * an .eml file under `${dataDir}/outbox/mail/`, so the product runs with no mail server and a
 * developer can open what would have been sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { messages } from '../../src/domain/validation/messages.ts';
import { ApiError } from '../http-errors.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

export { completionMessage, continueLinkMessage, newClaimLinkMessage, statusChangeMessage } from './mail-messages.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Further headers (Content-Language, Auto-Submitted), as the message's builder sets them. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** `<id@domain>`; unset: one made up by nodemailer. The same for every attempt of one e-mail, so a repeat is recognisable. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  /** Throws ApiError 400 INVALID_EMAIL unless `to` is exactly one plain address. */
  send(message: MailMessage): Promise<SentMail>;
}

// One bare address: no display name, no list (`,` `;`), no whitespace or line breaks (header
// injection such as "a@b.sk\r\nBcc: x@y.z"), exactly one @ and a dot in the domain.
const ADDRESS_CHARACTER = String.raw`[^\s@,;:<>()[\]"\\]`;
const LABEL = String.raw`[^\s@,;:<>()[\]"\\.]+`;
const SINGLE_ADDRESS = new RegExp(`^${ADDRESS_CHARACTER}+@(?:${LABEL}\\.)+${LABEL}$`, 'u');

export function isSingleEmailAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refuses control characters (header injection)
  return value.length <= 254 && SINGLE_ADDRESS.test(value) && !/[\u0000-\u001F\u007F]/.test(value);
}

/** `2024-05-12T10-11-12-123Z-<random>.eml`: sorts by time, no colons (Windows), never collides. */
function emlFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
}

/** `<name>.eml.<12 hex>.tmp`: a mail being written (writeAtomically); one still there was left by a killed process. */
export const MAIL_TEMP_FILE = /\.eml\.[0-9a-f]{12}\.tmp$/;

async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Where the .eml files go when no SMTP server is configured. */
export const mailDirectory = (dataDir: string) => path.join(dataDir, 'outbox', 'mail');

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  const mailDir = mailDirectory(config.dataDir);
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        // Shorter than nodemailer's minutes-long defaults: a continue link is sent inside a request
        // that has 60 s (DESIGN.md §5) in total.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      if (!isSingleEmailAddress(message.to)) {
        throw new ApiError(400, 'INVALID_EMAIL', [{ path: '/email', message: messages.email }]);
      }
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      if (config.smtpUrl) return { messageId: info.messageId };

      // Stream transport with `buffer: true`: the whole RFC 5322 message is in `info.message`.
      await mkdir(mailDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const file = path.join(mailDir, emlFileName(new Date()));
      await writeAtomically(file, (info as unknown as { message: Buffer }).message);
      return { messageId: info.messageId, file };
    },
  };
}
