import type { PageActions } from '../../machines/claimReport.machine.ts';
import { writeDrafts, writePortalSession, writeTabReport } from './drafts.ts';
import { PUBLIC_SITE_URL } from './insurer.ts';
import { forgetSentAnswers, forgetUnsentAnswers } from './unsent-answers-storage.ts';

/**
 * The journey's page actions in this browser: drafts in local storage, the tab's report and portal
 * session in session storage (drafts.ts), the answers not acknowledged yet in IndexedDB
 * (unsent-answers-storage.ts), and the insurer's site to leave for.
 */
export const browserPageActions: PageActions = {
  keepDrafts: writeDrafts,
  keepTabReport: writeTabReport,
  keepPortalSession: writePortalSession,
  forgetUnsentAnswers,
  forgetSentAnswers,
  leaveToPublicSite: () => window.location.assign(PUBLIC_SITE_URL),
};
