/**
 * Drafts kept in this browser (SPEC §2 Start, §9): only the report id and when it was created —
 * never anything the reporter typed (that stays on the server, behind the id).
 */
export interface LocalDraft {
  id: string;
  createdAt: string;
}

const STORAGE_KEY = 'motor.drafts';
/** SPEC §9: drafts are eligible for 7 days after creation (the privacy notice says so too). */
export const DRAFT_MAX_AGE_DAYS = 7;
export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

const isDraft = (value: unknown): value is LocalDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocalDraft).id === 'string' &&
  /^[A-Za-z0-9_-]{24}$/.test((value as LocalDraft).id) &&
  !Number.isNaN(Date.parse((value as LocalDraft).createdAt));

/** The drafts younger than 7 days, newest first; anything unreadable is dropped. */
export function readDrafts(now = Date.now()): LocalDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isDraft)
      .filter((draft) => now - Date.parse(draft.createdAt) < DRAFT_MAX_AGE_MS)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  } catch {
    return [];
  }
}

export function writeDrafts(drafts: readonly LocalDraft[]): void {
  try {
    if (drafts.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(drafts.map(({ id, createdAt }) => ({ id, createdAt }))));
  } catch {
    // Blocked storage (private mode, a portal's iframe): drafts are then only the e-mailed link.
  }
}
