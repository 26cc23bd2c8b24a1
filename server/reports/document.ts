import { mergeUpdate } from '../../src/domain/report-merge.ts';
import { type Incident, type Locale, type Parties, type PortalEntry, type UpdateReportRequest } from '../../src/domain/report.ts';
import type { StoredSavedAccount } from './saved-accounts.ts';

/** What the `document` column of incident_report holds: everything but columns and attachments. */
export interface StoredDocument {
  parties: Parties;
  incident: Incident;
  meta: {
    productCategory: 'MOTOR';
    portal: PortalEntry | null;
    lastRoute: string | null;
    /** The language the wizard showed at the last update that told it (D26); absent: Slovak. */
    locale?: Locale;
  };
  /**
   * Computed by the server at the last verification: the saved accounts of the verified policy,
   * each as an opaque id, the register's id and a mask, never the IBAN (D27, saved-accounts.ts).
   * Which of them are offered is decided when they are shown (offeredBankAccounts).
   */
  availableBankAccounts: StoredSavedAccount[];
  /** The report's key for the opaque ids of its saved accounts; server-only, never sent. */
  bankAccountKey?: string;
  /**
   * The Idempotency-Keys of the last updates applied, newest last; server-only, never sent. A
   * phone that sends its queued answers again (the reply was lost) must not have an older answer
   * written over a newer one, so a key seen here is answered without a write.
   */
  appliedUpdateKeys?: string[];
}

/** How many update keys a report remembers: more than a phone queues between two acknowledged sends. */
export const APPLIED_UPDATE_KEYS_KEPT = 50;

/**
 * The reporter's language (D26): the one the wizard last told (meta.locale of an update), else
 * Slovak. The e-mails to the reporter and the reporter's PDF are in it; the claim XML never is.
 */
export function reporterLocale(document: StoredDocument): Locale {
  return document.meta.locale ?? 'sk';
}

export function emptyDocument(portal: PortalEntry | null): StoredDocument {
  return {
    parties: {
      reporter: { phone: { prefix: '+421', number: null }, isVerified: false },
    },
    incident: {
      availableProducts: { liability: false, casco: false, minicasco: false, cascoProductCode: 'HPL' },
      policyIdIsVerified: false,
      policyType: null,
      scopesOfDamage: [],
      otherDamage: [],
      myVehicle: { hasLicensePlate: true, licensePlateIsVerified: false },
    },
    meta: { productCategory: 'MOTOR', portal, lastRoute: null },
    availableBankAccounts: [],
  };
}

/** The stored document after an update's `parties` and `incident` are merged in (src/domain/report-merge.ts). */
export function applyUpdate(stored: StoredDocument, update: UpdateReportRequest, idempotencyKey?: string): StoredDocument {
  // The merged parts share no object with the request body (a retried update merges it again),
  // so verification may change them in place.
  const { parties, incident } = mergeUpdate(stored, update);
  return {
    ...stored,
    parties,
    incident,
    meta: {
      ...stored.meta,
      lastRoute: update.meta?.lastRoute !== undefined ? update.meta.lastRoute : stored.meta.lastRoute,
      ...(update.meta?.locale ? { locale: update.meta.locale } : {}),
    },
    ...(idempotencyKey && {
      appliedUpdateKeys: [...(stored.appliedUpdateKeys ?? []), idempotencyKey].slice(-APPLIED_UPDATE_KEYS_KEPT),
    }),
  };
}

/** The update with this Idempotency-Key has been applied already (a repeat is answered, not written). */
export function appliedBefore(stored: StoredDocument, idempotencyKey: string | undefined): boolean {
  return idempotencyKey !== undefined && (stored.appliedUpdateKeys ?? []).includes(idempotencyKey);
}
