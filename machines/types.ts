import type {
  Attachment,
  Context,
  Incident,
  Parties,
  PolicyType,
  PortalEntry,
  ReportPatch,
  Saved,
  SavedBankAccount,
  UpdateReportResponse,
} from '../src/domain/report.ts';
import type { OperatorData, PhonePrefix, ReasonGroup, ScopeOfDamageOption } from './actors.ts';
import type { ScreenId } from './screens.ts';
import type { QueuedUpdate } from './update-queue.ts';

export type { ScreenId } from './screens.ts';

/** The client's copy of the document (what `updateReport` sends back whole). */
export interface ClientReport {
  parties: Parties;
  incident: Incident;
  attachments: Attachment[];
}

export type { DeepPartial, ReportPatch } from '../src/domain/report.ts';

/** The loading texts of SPEC §4; the app turns a key into a localised text. */
export type LoadingKey = 'sendingEmail' | 'loadingPolicies' | 'loadingReasons' | 'verifying' | 'savingReport' | 'loadingReport';

export const LOADING_KEYS: readonly LoadingKey[] = [
  'sendingEmail',
  'loadingPolicies',
  'loadingReasons',
  'verifying',
  'savingReport',
  'loadingReport',
];

/**
 * What failed, for the screen to say so. `save`: the summary banner (SPEC §4); `attachmentsSave`:
 * /additional-attachments could not save and went on to /summary anyway (SPEC §8);
 * `policyNotVerified`: D4's inline error on the alert screens' policy number.
 */
export type MachineErrorKind =
  'lookup' | 'operator' | 'load' | 'create' | 'persist' | 'verify' | 'policyNotVerified' | 'save' | 'attachmentsSave' | 'sendEmail';

export interface MachineError {
  kind: MachineErrorKind;
  message?: string;
  /**
   * The HTTP status when the server answered the failed call (a `load` of 404: the report no
   * longer exists); absent when it could not be reached, and trying again may help.
   */
  status?: number;
  /** The error code the server answered with (openapi.yaml `Error.code`), e.g. EMAIL_LIMIT_REACHED. */
  code?: string;
}

/** A local-storage draft (SPEC §3 "Draft": id, created date). */
export interface Draft {
  id: string;
  /** ISO date-time. */
  createdAt: string;
  /** What /drafts lists it by (D25), from the server's load; absent until loaded, or when it could not be. */
  overview?: DraftOverview;
}

/**
 * D25: a draft is listed by its scope of damage, plate, incident date, the step reached and when
 * it was last changed. Read from the server's load of a report whose id this device holds, so a
 * tab never shows what it could not open anyway.
 */
export interface DraftOverview {
  id: string;
  /** The chosen objects of damage (SPEC §2 "Scopes of damage"), e.g. [1, 3]. */
  objectIds: number[];
  /** My vehicle's plate, when it has one. */
  licensePlate: string | null;
  /** `yyyy-mm-dd`. */
  incidentDate: string | null;
  /** The step reached (the route its last Continue was sent from, D1). */
  lastRoute: string | null;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

/** What loading the drafts' overviews found: open drafts, and the ids gone (deleted) or completed meanwhile. */
export interface DraftOverviews {
  overviews: DraftOverview[];
  gone: string[];
}

/**
 * The report this tab was working on, and the screen it showed (the app keeps it in the tab's
 * session storage): a reload, or the tab reopened, resumes there (D25).
 */
export interface TabReport {
  reportId: string;
  /** The route shown, e.g. '/reporter-details'. */
  route: string | null;
}

/**
 * D24: a screen opened with "Zmeniť" on /summary, and the screens answered before it (the trail
 * up to /summary). On the way back to /summary a screen already answered is passed through with
 * its answers, so only the screens the change made newly needed are shown.
 */
export interface ChangeFromSummary {
  screen: ScreenId;
  answered: ScreenId[];
}

export interface ClaimReportInput {
  /** `location.search` of the entry URL, e.g. '?scope=2' or '?portal=SMP&code=SMP001'. */
  search: string;
  /** Drafts as the app read them from local storage. */
  drafts: Draft[];
  /** ISO date-time standing for "now" (tests); the clock otherwise. */
  now?: string;
  /** The report this tab had in progress before a reload (D25); none in a new tab. */
  tabReport?: TabReport | null;
  /** The portal entry this tab opened and its token (D31), kept for a reload; none in a new tab. */
  portalSession?: PortalSession | null;
  /**
   * A value no other page load has (a random UUID): the start of this page's update keys
   * (update-queue.ts). Tests leave it out and get the same keys each run.
   */
  updateKeySeed?: string;
}

/**
 * The entry URL's signed `poistenie` and `ecv` verbatim (PortalEntry holds them normalised), with
 * the partner's `exp` and `sig` when the URL has them (D28).
 */
export interface PortalEntrySignature {
  poistenie?: string;
  ecv?: string;
  exp?: number;
  sig?: string;
}

/**
 * D31: what a tab keeps of its portal entry (session storage), so that a reload of the frame
 * resumes it after the entry's `exp`: the entry's query without `exp` and `sig`, and the token its
 * check gave. Kept until the token has started the report.
 */
export interface PortalSession {
  entry: string;
  token: string;
}

/** What the entry URL asked for (SPEC "Start"). */
export interface EntryParams {
  /** `?scope=2`: scope of damage 2 is preselected. */
  scope2: boolean;
  /** `?id=`: the report to load. */
  reportId: string | null;
  /** Portal parameters (`portal`, `code`, `cislopz`, `poistenie`, `ecv`), null outside a portal. */
  portal: PortalEntry | null;
  /**
   * The partner's signature of a portal entry (`exp`, `sig`) with the signed `poistenie` and `ecv`
   * verbatim (D28): passed to get-operator-data, which refuses an entry without it; null outside a portal.
   */
  signature: PortalEntrySignature | null;
  /** D31: the token of the tab's portal session, when this start resumes one (a reload). */
  portalToken: string | null;
  /** The tab's report in progress (D25): loaded at start when the URL names none. */
  tabReport: TabReport | null;
}

export type UpdateVerification = NonNullable<UpdateReportResponse['verification']>;

export interface ClaimReportContext {
  /** Null until the report is created (on the first SUBMIT) or loaded. */
  reportId: string | null;
  report: ClientReport;
  /** Saved accounts of the verified policy, from the last update (SPEC §4). */
  availableBankAccounts: SavedBankAccount[];
  context: Context;
  entry: EntryParams;
  /** The portal entry sent with createReport (null on WEB). */
  portal: PortalEntry | null;
  /** D31: the portal token that starts this portal's report; null once it has (and on WEB). */
  portalToken: string | null;
  operator: OperatorData | null;
  scopesOfDamageOptions: ScopeOfDamageOption[];
  /** Every allowed set of objectIds (SPEC §2 "Scopes of damage"). */
  permissibleCombinations: number[][];
  reasonGroups: ReasonGroup[];
  /** The phone prefixes the forms offer (get-phone-prefixes), +421 alone until they come. */
  phonePrefixes: PhonePrefix[];
  /** The last update's `defaultPolicyType` (SPEC §4's rule, computed by the server). */
  defaultPolicyType: PolicyType | null;
  /** The reporter chose the policy type on /policy-type or an alert (cleared when scopes or plate change). */
  policyTypeChosen: boolean;
  /** The last update's verified flags. */
  verification: UpdateVerification | null;
  /** Screens shown, in order, for BACK and for `xstate.route` (browser back/forward). */
  trail: ScreenId[];
  /** Index in `trail` of the screen shown now (-1 before the first screen). */
  trailPosition: number;
  /** While a loaded report replays its journey: the screen to stop at (D1). */
  replayTo: ScreenId | null;
  /** A change from /summary is under way (D24). */
  changing: ChangeFromSummary | null;
  /** The screen entered now was answered before the change and is passed through with its answers (D24). */
  passingThrough: boolean;
  /** The save result once the report is completed (or a duplicate); null before. */
  saved: Saved | null;
  /** The answer of the last save call, whatever it was (D14: kept for debugging). */
  saveAttempt: Saved | null;
  error: MachineError | null;
  /** The truth about local-storage drafts: keepDrafts (page-actions.ts) writes this list there. */
  drafts: Draft[];
  /** The draft chosen on /drafts, while it loads. */
  draftToLoad: string | null;
  /** The address typed in the exit dialog. */
  continueEmail: string | null;
  /** Fixed "now" from the input (tests), or null to use the clock. */
  now: string | null;
  /** The updates not yet acknowledged by the server, oldest first (update-queue.ts). */
  updateQueue: QueuedUpdate[];
  /** The seed of this page's update keys and how many updates it has queued (update-queue.ts). */
  updateKeys: { seed: string; queued: number };
}

export type ClaimReportEvent =
  | { type: 'SUBMIT'; patch: ReportPatch }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'EXIT' }
  | { type: 'EXIT.QUIT' }
  | { type: 'EXIT.SEND_EMAIL'; email: string }
  | { type: 'EXIT.CANCEL' }
  | { type: 'DRAFTS.LOAD'; id: string }
  | { type: 'DRAFTS.START_NEW' }
  | { type: 'DRAFTS.DELETE_ALL' }
  /** "Forget drafts on this device": this device's list and the tab's unsent answers, not the reports on the server. */
  | { type: 'DRAFTS.FORGET' }
  /** `photosWaiting`: photos kept on the phone not yet uploaded; the save waits for them (PHOTOS.UP). */
  | { type: 'SUMMARY.SAVE'; photosWaiting?: number }
  /** /summary: no photo kept on the phone is waiting any more (each is up, or was removed). */
  | { type: 'PHOTOS.UP' }
  /** "Zmeniť" of a /summary block: opens the screen that answers it (D24). */
  | { type: 'SUMMARY.CHANGE'; screen: ScreenId }
  /** /additional-attachments: the uploaded list changed (kept when the reporter goes Back, not saved yet). */
  | { type: 'ATTACHMENTS.CHANGED'; attachments: Attachment[] }
  | { type: 'xstate.route'; to: `#${ScreenId}` }
  /** The browser is online again: a step waiting for the signal (no-signal.ts) tries its call again. */
  | { type: 'CONNECTION.ONLINE' }
  /** Raised by the update queue: the server acknowledged its oldest update (update-queue.ts). */
  | { type: 'UPDATE.SENT' }
  /** Raised by the update queue: the server refused an update, or kept failing (update-queue.ts). */
  | { type: 'UPDATE.FAILED'; error: unknown }
  // The phone prefixes' look-up, spawned for the whole visit, answered (setup.ts).
  | { type: 'xstate.done.actor.loadPhonePrefixes'; output: PhonePrefix[] | null };

/** Every event type the app may send (tests list them from here). */
export const EVENT_TYPES = [
  'SUBMIT',
  'BACK',
  'RETRY',
  'EXIT',
  'EXIT.QUIT',
  'EXIT.SEND_EMAIL',
  'EXIT.CANCEL',
  'DRAFTS.LOAD',
  'DRAFTS.START_NEW',
  'DRAFTS.DELETE_ALL',
  'DRAFTS.FORGET',
  'SUMMARY.SAVE',
  'SUMMARY.CHANGE',
  'PHOTOS.UP',
  'ATTACHMENTS.CHANGED',
  'xstate.route',
  'CONNECTION.ONLINE',
] as const satisfies readonly ClaimReportEvent['type'][];

/** The events the machine raises to itself (the update queue's word to the state that waits for it). */
export const RAISED_EVENT_TYPES = ['UPDATE.SENT', 'UPDATE.FAILED'] as const satisfies readonly ClaimReportEvent['type'][];
