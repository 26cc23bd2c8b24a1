import { copyJson } from '../../src/domain/report-merge.ts';
import type { StoredDocument } from './document.ts';

export interface KnownDraft {
  version: number;
  document: StoredDocument;
}

export interface DraftCache {
  /** The draft as this process last wrote it, as a copy of its own; undefined if not known. */
  read(id: string): KnownDraft | undefined;
  /**
   * Call only once the write is committed: an entry is a version the database has held.
   * `documentChars` is the length of the JSON text the write sent, the entry's size for `maxChars`.
   */
  remember(id: string, version: number, document: StoredDocument, documentChars: number): void;
  forget(id: string): void;
}

export interface DraftCacheOptions {
  /** Drafts kept at most; the least recently used goes first. */
  size?: number;
  /**
   * Characters of JSON kept at most, over all drafts (a draft held parsed takes about 2 bytes of
   * memory per character of its JSON): a draft is usually 2–10 KB, but many drafts at the largest
   * the API accepts must not grow the process without bound.
   */
  maxChars?: number;
  /** An entry older than this is not used (a person between two Continues takes minutes). */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The last version of each draft this process wrote, so that an update (one per Continue) can be
 * one conditional UPDATE instead of a SELECT and an UPDATE. It is never trusted on its own:
 * storeDocument writes only over the version it is given, so an entry made stale by another
 * process, a save or a purge costs one write that matches nothing and a read, never a lost change.
 *
 * Entries are copies, in and out: the merge shares untouched objects with what it merges into, and
 * verification then sets flags on them, so an update must never change what the next one reads.
 * (A copy of the parsed document takes a sixth of the time of parsing its JSON text again.)
 */
export function createDraftCache({
  size = 1000,
  maxChars = 8_000_000,
  maxAgeMs = 60 * 60_000,
  now = Date.now,
}: DraftCacheOptions = {}): DraftCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { version: number; document: StoredDocument; chars: number; at: number }>();
  let chars = 0;
  const drop = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    chars -= entry.chars;
  };
  return {
    read(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (now() - entry.at > maxAgeMs) {
        drop(id);
        return undefined;
      }
      entries.delete(id);
      entries.set(id, entry);
      return { version: entry.version, document: copyJson(entry.document) };
    },
    remember(id, version, document, documentChars) {
      drop(id);
      // Larger than the whole allowance: not kept, rather than pushing every other draft out.
      if (documentChars > maxChars) return;
      entries.set(id, { version, document: copyJson(document), chars: documentChars, at: now() });
      chars += documentChars;
      while (entries.size > size || chars > maxChars) drop(entries.keys().next().value!);
    },
    forget: drop,
  };
}
