/**
 * The download links with which the insurer's core system fetches a claim's attachments (the
 * hand-off contract): listed in the claim XML, each needs no report id, reveals none, and
 * expires after ATTACHMENT_LINK_TTL_HOURS. With the S3 store a link is an S3 pre-signed URL (the
 * bucket serves the file); with the disk store it is this server's
 * `/v1/attachment-download/{attachmentId}?expires=…&signature=…`, signed with HMAC-SHA256.
 *
 * The signing key is ATTACHMENT_LINK_SECRET, or, when unset, a random one generated at the first
 * start and kept in DATA_DIR: a link in a claim the outbox delivers after a restart must still
 * work, and instances sharing DATA_DIR (the only way several can share a disk store) share it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { ApiError } from '../http-errors.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

export interface LinkedAttachment {
  id: string;
  storageKey: string;
  clientName: string;
  contentType: string;
}

export interface AttachmentLink {
  url: string;
  expiresAt: Date;
}

export interface AttachmentLinks {
  /** The core system's download link for an attachment, valid from `now` for the configured time. */
  linkFor(attachment: LinkedAttachment, now?: Date): Promise<AttachmentLink>;
  /** Refuses a server link whose signature does not match (403 LINK_INVALID) or that has expired (403 LINK_EXPIRED). */
  verify(attachmentId: string, expires: number, signature: string, now?: Date): void;
}

/** Where the generated key is kept when ATTACHMENT_LINK_SECRET is unset. */
export const linkSecretFile = (dataDir: string) => path.join(dataDir, 'attachment-link-secret');

/** ATTACHMENT_LINK_SECRET, or the key kept in DATA_DIR (made at the first start, exclusively, so two starting instances agree). */
export async function attachmentLinkSecret(config: Pick<Config, 'attachmentLinkSecret' | 'dataDir'>): Promise<string> {
  return config.attachmentLinkSecret ?? keptSecret(config.dataDir, linkSecretFile(config.dataDir));
}

/** The random key kept in `file` in `dataDir`, made by the first start that needs it (exclusively, so two starting instances agree). */
export async function keptSecret(dataDir: string, file: string): Promise<string> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  // Written whole to a file of its own, then linked into place: a link never replaces an existing
  // key, and another starting instance never reads a half-written one.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, randomBytes(32).toString('base64url'), { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    await link(temp, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temp, { force: true });
  }
  return (await readFile(file, 'utf8')).trim();
}

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createAttachmentLinks(options: {
  store: AttachmentStore;
  secret: string;
  publicUrl: string;
  ttlHours: number;
}): AttachmentLinks {
  const { store, secret, publicUrl, ttlHours } = options;
  const ttlSeconds = ttlHours * 3600;
  // The purpose is part of what is signed, so no other signature of this key can pass for a link.
  const sign = (attachmentId: string, expires: number) =>
    createHmac('sha256', secret).update(`attachment-download\n${attachmentId}\n${expires}`).digest('base64url');

  return {
    async linkFor(attachment, now = new Date()) {
      const expires = toSeconds(now) + ttlSeconds;
      const expiresAt = new Date(expires * 1000);
      if (store.directLink) {
        const url = await store.directLink(attachment.storageKey, {
          fileName: attachment.clientName,
          contentType: attachment.contentType,
          expiresInSeconds: ttlSeconds,
          signedAt: now,
        });
        return { url, expiresAt };
      }
      const query = new URLSearchParams({ expires: String(expires), signature: sign(attachment.id, expires) });
      return { url: `${publicUrl}/v1/attachment-download/${encodeURIComponent(attachment.id)}?${query}`, expiresAt };
    },

    verify(attachmentId, expires, signature, now = new Date()) {
      const expected = Buffer.from(sign(attachmentId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(403, 'LINK_INVALID');
      }
      if (expires <= toSeconds(now)) throw new ApiError(403, 'LINK_EXPIRED');
    },
  };
}
