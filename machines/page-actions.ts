import { currentScreen } from './trail.ts';
import type { ClaimReportContext, Draft, PortalSession, ScreenId, TabReport } from './types.ts';

/**
 * What the journey asks of the page it runs in: to keep in the browser what a reload or the next
 * visit resumes from, and to leave for the insurer's site. The machine says when (the actions of
 * its states); the app says how (src/app/page-actions.ts), so the statechart never touches storage
 * or `window`, and tests record what it asked. Ids, dates and a route only; the answers typed and not
 * acknowledged yet are the page's own (kept as typed, forgotten when the server has them).
 */
export interface PageActions {
  /** This device's drafts (SPEC "Start", §9), whenever the list changes. */
  keepDrafts(drafts: readonly Draft[]): void;
  /** D25: the tab's report and the screen it shows, so that a reload resumes there; null: none in progress. */
  keepTabReport(tab: TabReport | null): void;
  /** D31: the portal entry and its token until the token has started the report; null otherwise. */
  keepPortalSession(session: PortalSession | null): void;
  /** "Forget drafts on this device" (/drafts): the answers this device kept unsent, of any report. */
  forgetUnsentAnswers(): void;
  /** D33: the server acknowledged the answers of `screen` of the report: the device's copy of them goes. */
  forgetSentAnswers(reportId: string, screen: ScreenId): void;
  /** SPEC §2 "Header and quitting": quitting goes to the insurer's public site. */
  leaveToPublicSite(): void;
}

/** A machine that runs nowhere near a page (the server's replay of a journey, the tests). */
export const NO_PAGE_ACTIONS: PageActions = {
  keepDrafts: () => undefined,
  keepTabReport: () => undefined,
  keepPortalSession: () => undefined,
  forgetUnsentAnswers: () => undefined,
  forgetSentAnswers: () => undefined,
  leaveToPublicSite: () => undefined,
};

/**
 * The tab's report as the machine has it: the report, and the screen its trail is at (none while
 * booting). While a loaded report is replayed to its screen (D1, D25), that screen: the replay
 * waits on the way for the first screen's look-ups, and a reload meanwhile must resume where the
 * tab was, not where the replay waited.
 */
export function tabReportOf(context: Pick<ClaimReportContext, 'reportId' | 'trail' | 'trailPosition' | 'replayTo'>): TabReport | null {
  if (!context.reportId) return null;
  const screen = context.replayTo ?? currentScreen(context);
  return { reportId: context.reportId, route: screen ? `/${screen}` : null };
}
