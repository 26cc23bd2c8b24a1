import type { FastifyBaseLogger } from 'fastify';
import type { AttachmentStore } from '../services/attachment-store.ts';

/**
 * Removes the stored files of attachment rows already gone for good: the files go only after their
 * rows, so a failure here leaves an orphan file (logged), never a row without its file.
 */
export async function removeStoredFiles(store: AttachmentStore, keys: readonly string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) await store.remove(key).catch((error) => log.warn({ err: error }, 'attachment file not removed'));
}
