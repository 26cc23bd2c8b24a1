import type { StoredDocument } from './document.ts';

export interface KnownDraft {
  version: number;
  document: StoredDocument;
}

export interface DraftCache {
  /** The draft as this process last wrote it, as a copy of its own; undefined if not known. */
  read(id: string): KnownDraft | undefined;
  /**
   * Call only once the write is committed: an entry is a version the database has held. `json` is
   * the document as written (the JSON text the write sent), so it is made once per update.
   */
  remember(id: string, version: number, json: string): void;
  forget(id: string): void;
}

export interface DraftCacheOptions {
  /** Drafts kept at most; the least recently used goes first. */
  size?: number;
  /**
   * Characters of JSON kept at most, over all drafts (a character is up to 2 bytes in memory): a
   * draft is usually 2–10 KB, but many drafts at the largest the API accepts must not grow the
   * process without bound.
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
 * Kept as JSON text, so each update merges into a copy of its own: the merge shares untouched
 * objects with what it merges into, and verification then sets flags on them.
 */
export function createDraftCache({ size = 1000, maxChars = 8_000_000, maxAgeMs = 60 * 60_000, now = Date.now }: DraftCacheOptions = {}): DraftCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { version: number; json: string; at: number }>();
  let chars = 0;
  const drop = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    chars -= entry.json.length;
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
      return { version: entry.version, document: JSON.parse(entry.json) as StoredDocument };
    },
    remember(id, version, json) {
      drop(id);
      // Larger than the whole allowance: not kept, rather than pushing every other draft out.
      if (json.length > maxChars) return;
      entries.set(id, { version, json, at: now() });
      chars += json.length;
      while (entries.size > size || chars > maxChars) drop(entries.keys().next().value!);
    },
    forget: drop,
  };
}
