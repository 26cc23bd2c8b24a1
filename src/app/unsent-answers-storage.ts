import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { DRAFT_MAX_AGE_MS, readDrafts } from './drafts.ts';

/**
 * Where this device keeps the answers typed on a screen and not acknowledged by the server yet
 * (D33): IndexedDB through idb-keyval, one entry per report with its screens' form values, so they
 * outlive Back, a reload, the closed tab and a restart of the phone. An entry lives as long as its
 * draft may (7 days from the report's creation, SPEC §9); a screen's values go when the server has
 * them, and everything goes with "Forget drafts on this device". Read once when the page starts
 * (a form takes its first values at once, not after a promise), then written through.
 */
interface KeptReport {
  /** When the report was created (its draft's date), else when this device first kept its answers. */
  since: number;
  screens: Record<string, unknown>;
}

let database: UseStore | null | undefined;
/** The store, opened on first use; none where the browser offers no IndexedDB (the page then keeps nothing). */
function store(): UseStore | null {
  if (database === undefined) database = typeof indexedDB === 'undefined' ? null : createStore('motor-unsent-answers', 'reports');
  return database;
}

const kept = new Map<string, KeptReport>();
/** Writes go one after another, so the last one typed is the one stored. */
let writing: Promise<unknown> = Promise.resolve();
function write(job: (db: UseStore) => Promise<unknown>): void {
  const db = store();
  // A refusing storage (full, blocked by the browser's settings) leaves the answers in this page only.
  if (db) writing = writing.then(() => job(db)).catch(() => undefined);
}

const isKept = (value: unknown): value is KeptReport =>
  typeof (value as KeptReport | null)?.since === 'number' &&
  typeof (value as KeptReport).screens === 'object' &&
  (value as KeptReport).screens !== null;

/** Reads what this device keeps (as a page does when it starts); entries past the draft rule are dropped. */
export async function loadUnsentAnswers(now = Date.now()): Promise<void> {
  await writing;
  kept.clear();
  const db = store();
  if (!db) return;
  try {
    for (const [reportId, value] of await entries<string, unknown>(db)) {
      if (isKept(value) && now - value.since < DRAFT_MAX_AGE_MS) kept.set(reportId, value);
      else write((db) => del(reportId, db));
    }
  } catch {
    // Unreadable storage: the forms start from the report.
  }
}

export function keptAnswersOf(reportId: string, screen: string): unknown {
  return kept.get(reportId)?.screens[screen];
}

export function keepAnswers(reportId: string, screen: string, values: unknown, now = Date.now()): void {
  const created = Date.parse(readDrafts(now).find((draft) => draft.id === reportId)?.createdAt ?? '');
  const since = kept.get(reportId)?.since ?? (Number.isNaN(created) ? now : created);
  const entry: KeptReport = { since, screens: { ...kept.get(reportId)?.screens, [screen]: values } };
  kept.set(reportId, entry);
  write((db) => set(reportId, entry, db));
}

/** The server acknowledged the answers of `screen`: this device's copy goes. */
export function forgetSentAnswers(reportId: string, screen: string): void {
  const entry = kept.get(reportId);
  if (!entry || !(screen in entry.screens)) return;
  const screens = { ...entry.screens };
  delete screens[screen];
  if (Object.keys(screens).length === 0) {
    kept.delete(reportId);
    write((db) => del(reportId, db));
  } else {
    kept.set(reportId, { ...entry, screens });
    write((db) => set(reportId, { ...entry, screens }, db));
  }
}

/** "Forget drafts on this device" (/drafts): this device keeps no unsent answers of any report. */
export function forgetUnsentAnswers(): void {
  kept.clear();
  write((db) => clear(db));
}

/** Every write asked for so far has reached the storage (or failed). */
export const unsentAnswersWritten = (): Promise<unknown> => writing;
