import type { PortalSession, TabReport } from '../../machines/claimReport.machine.ts';

/**
 * Drafts kept in this browser (SPEC §2 Start, §9): only the report id and when it was created —
 * never anything the reporter typed (that stays on the server, behind the id). Also the tab's
 * report in progress (D25, below).
 */
export interface LocalDraft {
  id: string;
  createdAt: string;
}

const STORAGE_KEY = 'motor.drafts';
/** SPEC §9: drafts are eligible for 7 days after creation (the privacy notice says so too). */
export const DRAFT_MAX_AGE_DAYS = 7;
export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** A report id as the server makes them (24 base64url characters). */
const REPORT_ID = /^[A-Za-z0-9_-]{24}$/;

const isDraft = (value: unknown): value is LocalDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocalDraft).id === 'string' &&
  REPORT_ID.test((value as LocalDraft).id) &&
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

/**
 * The report this tab is working on and the screen it shows (D25), in the tab's session storage:
 * a reload, or the tab reopened by the browser, resumes there; a new tab, or another person on a
 * shared device opening the wizard anew, has none (and sees /drafts instead). Ids and a route
 * only: the answers stay on the server, behind the id.
 */
const TAB_STORAGE_KEY = 'motor.tab';

export function readTabReport(): TabReport | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TAB_STORAGE_KEY) ?? 'null') as Partial<TabReport> | null;
    if (typeof kept?.reportId !== 'string' || !REPORT_ID.test(kept.reportId)) return null;
    return { reportId: kept.reportId, route: typeof kept.route === 'string' ? kept.route : null };
  } catch {
    return null;
  }
}

/** Kept as the journey moves; forgotten (null) when the tab has no report in progress. */
export function writeTabReport(tab: TabReport | null): void {
  try {
    if (tab) sessionStorage.setItem(TAB_STORAGE_KEY, JSON.stringify(tab));
    else sessionStorage.removeItem(TAB_STORAGE_KEY);
  } catch {
    // Storage blocked: a reload then offers the report on /drafts, as before.
  }
}

/**
 * D31: the portal entry this tab opened and the token its check gave, in the tab's session storage
 * until the token has started the report: a reload of the frame (on the first screen, maybe after
 * the entry's `exp`) resumes the portal instead of showing the public wizard. The entry's own
 * parameters and the token only; a new tab has none.
 */
const PORTAL_STORAGE_KEY = 'motor.portal';

export function readPortalSession(): PortalSession | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PORTAL_STORAGE_KEY) ?? 'null') as Partial<PortalSession> | null;
    if (typeof kept?.entry !== 'string' || typeof kept.token !== 'string') return null;
    return { entry: kept.entry, token: kept.token };
  } catch {
    return null;
  }
}

export function writePortalSession(session: PortalSession | null): void {
  try {
    if (session) sessionStorage.setItem(PORTAL_STORAGE_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(PORTAL_STORAGE_KEY);
  } catch {
    // Storage blocked (a cross-site frame may have none): a reload then asks the portal anew.
  }
}
