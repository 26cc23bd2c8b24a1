import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReadMail {
  to: string;
  messageId: string;
  subject: string;
  text: string;
  /** The HTML part, as sent. */
  html: string;
  /** The message's headers, by lower-case name (as mailparser gives them). */
  headers: Map<string, unknown>;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** The e-mails the server wrote as .eml files, decoded as a mail client would show them. */
export async function readMails(dataDir: string): Promise<ReadMail[]> {
  const dir = path.join(dataDir, 'outbox', 'mail');
  const files = await readdir(dir).catch(() => []);
  return Promise.all(
    files.sort().map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      const attachments = mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content }));
      const html = typeof mail.html === 'string' ? mail.html : '';
      return {
        to,
        messageId: mail.messageId ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html,
        headers: mail.headers,
        attachments,
      };
    }),
  );
}
