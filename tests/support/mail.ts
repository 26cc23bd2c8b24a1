import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReadMail {
  to: string;
  messageId: string;
  subject: string;
  text: string;
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
      return { to, messageId: mail.messageId ?? '', subject: mail.subject ?? '', text: mail.text ?? '', attachments };
    }),
  );
}
