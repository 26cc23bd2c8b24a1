import type {
  Attachment,
  AvailableProducts,
  Context,
  Incident,
  IncidentReport,
  Parties,
  PolicyType,
  PortalEntry,
  ReportPatch,
  Saved,
  SavedBankAccount,
} from '../domain/report.ts';
import type { Basemap } from '../domain/address.ts';
import type { JourneyScreens } from '../steps/summary.ts';
import type { components, operations } from '../domain/openapi.gen.ts';

/** A screen's answer on Continue (src/domain/report.ts). */
export type ScreenPatch = ReportPatch;

export type ScopeOfDamageOption = components['schemas']['ScopeOfDamageOption'];
export type ReasonGroup = components['schemas']['ReasonGroup'];
export type PhonePrefix = { code: string; country: string };
/** A place found by the address search or the reverse look-up (country ISO alpha-3, e.g. 'SVK'). */
export type LocatedAddress = components['schemas']['LocatedAddress'];
export type RepairShop = components['schemas']['RepairShop'];
export type RepairServiceKind = RepairShop['services'][number];
export type RepairOption = RepairShop['options'][number];
/** GET /v1/lookup/map-settings, and without a tile server the basemap (GET /v1/lookup/basemap), null where it failed. */
export type MapSettings = operations['getMapSettings']['responses'][200]['content']['application/json'] & { basemap: Basemap | null };

export interface RepairShopQuery {
  /** Part of the shop's name, street or town. */
  q?: string;
  /** Sort nearest first from this point. */
  near?: { lat: number; lon: number };
  /** Every shop must offer all of these services / options. */
  kinds?: RepairServiceKind[];
  options?: RepairOption[];
}

/**
 * The look-ups the map screens make while the user searches (not steps of the journey, so not the
 * machine's actors). Each rejects when the call fails or times out; the screen says so and keeps
 * what was typed.
 */
export interface ScreenLookups {
  searchAddress(q: string, options?: { signal?: AbortSignal }): Promise<LocatedAddress[]>;
  reverseAddress(point: { lat: number; lon: number }, options?: { signal?: AbortSignal }): Promise<LocatedAddress | null>;
  repairShops(query: RepairShopQuery, options?: { signal?: AbortSignal }): Promise<RepairShop[]>;
  mapSettings(): Promise<MapSettings>;
  /**
   * The report's summary PDF in `locale`, retried by itself on a lost connection, 503 or 429 for
   * about a minute (D34). Rejects with the HTTP `status` and the API's `code` when the server
   * answered, or with a network error (with `code` NO_SIGNAL when the browser is offline).
   */
  summaryPdf(reportId: string, locale: string, options?: { signal?: AbortSignal }): Promise<SummaryPdf>;
}

/** A summary PDF as downloaded: the file and the name the server gives it. */
export interface SummaryPdf {
  blob: Blob;
  fileName: string;
}

export type AttachmentType = components['schemas']['AttachmentType'];
export type OperatorData = components['schemas']['SmpOperatorData'] | components['schemas']['KzOperatorData'];
/**
 * A local-storage draft (SPEC §3 "Draft"): the report id and when it was created (ISO date-time),
 * with what the server holds of it when it could be asked (D25).
 */
export type DraftItem = {
  id: string;
  createdAt: string;
  overview?: {
    objectIds: number[];
    licensePlate: string | null;
    /** `yyyy-mm-dd`. */
    incidentDate: string | null;
    /** The step reached, e.g. '/reporter-details'. */
    lastRoute: string | null;
    /** ISO date-time. */
    updatedAt: string;
  };
};

/** File uploads of /additional-attachments (upload-attachment of SPEC §7, resumable). */
export interface ScreenFiles {
  /**
   * Uploads one file to the current report, trying again by itself after a dropped connection.
   * Rejects with an error carrying the HTTP `status` and the API's `code` and localised `message`
   * (413 too large, 415 unsupported type, ...) or a network/timeout error once the tries are spent.
   */
  upload(
    file: File,
    type: AttachmentType,
    options?: {
      signal?: AbortSignal;
      onProgress?(sent: number, total: number): void;
      onRetry?(attempt: number, attempts: number): void;
    },
  ): Promise<Attachment>;
  /**
   * Files picked with no signal, kept on this phone (IndexedDB) for the current report until they
   * are uploaded or removed: across a reload and a closed tab. Without it (a device without
   * IndexedDB) they wait in the page only.
   */
  waiting?: {
    keep(key: string, file: File, type: AttachmentType): Promise<void>;
    list(): Promise<WaitingFile[]>;
    drop(key: string): Promise<void>;
  };
}

/** A file kept on the phone until the signal returns. */
export interface WaitingFile {
  key: string;
  file: File;
  type: AttachmentType;
}

/**
 * What every screen receives from the shell (src/app), which reads it from the statechart. Screens
 * import nothing of the app or the machine (DESIGN.md §3): they show this and call `submit`.
 */
export interface ScreenProps {
  /** The document as the journey has it now (the form's initial values come from here). */
  report: { parties: Parties; incident: Incident; attachments: Attachment[] };
  reportId: string | null;
  /** WEB, SMP or KZ: wording and fields differ in portals (SPEC §1). */
  context: Context;
  portal: PortalEntry | null;
  /** The scope code of the chosen objects of damage, e.g. 'scope13' (null before a choice). */
  scope: string | null;
  /** The policy type in force (chosen, or the server's default per SPEC §4). */
  policyType: PolicyType | null;
  availableProducts: AvailableProducts | null;
  availableBankAccounts: SavedBankAccount[];
  scopesOfDamageOptions: ScopeOfDamageOption[];
  /** Every allowed set of objectIds (SPEC §2 "Scopes of damage"). */
  permissibleCombinations: number[][];
  reasonGroups: ReasonGroup[];
  /** From get-phone-prefixes; +421 first. */
  phonePrefixes: PhonePrefix[];
  saved: Saved | null;
  /**
   * What failed last, e.g. `policyNotVerified` (D4: an inline error on the policy number field),
   * `persist` / `verify` (the step could not be saved or verified: say so and offer Continue again),
   * `save` (the summary banner), `attachmentsSave`. `code` is the server's error code, when it answered.
   */
  error: { kind: string; message?: string; status?: number; code?: string } | null;
  /** A call is running (the shell shows the loading overlay): disable Continue. */
  busy: boolean;
  /** Today in Slovakia, `yyyy-mm-dd` (max of date pickers, "in the past" rules). */
  today: string;
  /** The time in Slovakia right now, `HH:mm`: an incident time later today is in the future (D23). Asked at each check. */
  now(): string;
  /** The portal operator (SMP, KZ) from get-operator-data, shown on the summary; null on WEB. */
  operator: OperatorData | null;
  /** The local drafts (for /drafts), newest first. */
  drafts: DraftItem[];
  /** The screens of the way to the one shown (ids, oldest first): /summary offers "Zmeniť" for these (D24). */
  visitedScreens: string[];
  /**
   * The screens the journey of `report` visits (machines/journey-path.ts over this session's
   * look-ups), as the server finds them for the PDF: the steps /summary restates.
   */
  journeyScreens(report: IncidentReport): JourneyScreens;
  /** The privacy notice's address (the first screens asking for personal data link to it). */
  privacyNoticeUrl: string;
  files: ScreenFiles;
  /** Address search, reverse look-up, repair shops and map settings for the map screens. */
  lookups: ScreenLookups;
  /** Continue: the machine merges the patch, saves, verifies and routes (SPEC §2). */
  submit(patch: ScreenPatch): void;
  /** Sends another machine event the screen offers (e.g. 'RETRY', 'SUMMARY.SAVE', 'DRAFTS.LOAD'). */
  send(event: { type: string; [key: string]: unknown }): void;
}
