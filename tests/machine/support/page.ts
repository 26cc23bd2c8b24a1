import type { PageActions } from '../../../machines/page-actions.ts';
import type { Draft, PortalSession, TabReport } from '../../../machines/types.ts';

/** What the machine last handed the page of each kind it keeps (undefined: never), and how often it asked the rest. */
export interface PageRecord {
  drafts?: readonly Draft[];
  tabReport?: TabReport | null;
  portalSession?: PortalSession | null;
  unsentAnswersForgotten: number;
  /** The screens whose answers the server acknowledged, in order, as `<reportId>/<screen>`. */
  sentAnswersForgotten: string[];
  left: number;
}

/** A page that records what the machine asks of it (machines/page-actions.ts), as the browser's storage would keep it. */
export function recordingPage(record: PageRecord = { unsentAnswersForgotten: 0, sentAnswersForgotten: [], left: 0 }) {
  const page: PageActions = {
    keepDrafts: (drafts) => void (record.drafts = drafts),
    keepTabReport: (tab) => void (record.tabReport = tab),
    keepPortalSession: (session) => void (record.portalSession = session),
    forgetUnsentAnswers: () => void (record.unsentAnswersForgotten += 1),
    forgetSentAnswers: (reportId, screen) => void record.sentAnswersForgotten.push(`${reportId}/${screen}`),
    leaveToPublicSite: () => void (record.left += 1),
  };
  return { record, page };
}
