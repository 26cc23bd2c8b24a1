import { entryInsurance, entryLicensePlate } from '../src/domain/portal-entry.ts';
import {
  scopeCodeOf,
  type AvailableProducts,
  type Incident,
  type PolicyType,
  type PortalEntry,
  type ScopeCode,
} from '../src/domain/report.ts';
import type {
  ClaimReportContext,
  ClaimReportInput,
  ClientReport,
  Draft,
  EntryParams,
  PortalEntrySignature,
  PortalSession,
  TabReport,
} from './types.ts';

/** SPEC §9: drafts are eligible 7 days after creation. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const NO_PRODUCTS: AvailableProducts = {
  liability: false,
  casco: false,
  minicasco: false,
  cascoProductCode: 'HPL',
};

/**
 * SPEC "Start": `scope`, `id`, and the portal parameters `code`, `cislopz` (policy number),
 * `poistenie` (`hav` = CASCO, otherwise PZP), `ecv` (licence plate), `portal` (SMP or KZ).
 */
export function parseEntry(search: string, tabReport: TabReport | null = null, portalSession: PortalSession | null = null): EntryParams {
  const given = new URLSearchParams(search);
  // D31: a reload of the frame (the journey's URLs carry no query) resumes the tab's portal entry
  // with its token, until the token has started the report (then the tab's report resumes, D25).
  const resumed = portalSession && !given.has('portal') && !given.get('id') && !tabReport ? portalSession : null;
  const query = resumed ? new URLSearchParams(resumed.entry) : given;
  const portalName = query.get('portal')?.toUpperCase();
  const insurance = query.get('poistenie');
  const plate = query.get('ecv');
  const portal: PortalEntry | null =
    portalName === 'SMP' || portalName === 'KZ'
      ? {
          portal: portalName,
          operatorCode: query.get('code') || null,
          policyId: query.get('cislopz') || null,
          insurance: entryInsurance(insurance),
          licensePlate: entryLicensePlate(plate),
        }
      : null;
  const scope2 = query.get('scope') === '2';
  return {
    scope2,
    reportId: query.get('id') || null,
    portal,
    signature: portal && signatureOf(query),
    portalToken: portal && resumed ? resumed.token : null,
    // D25 resumes the tab's report on a reload. A link that starts a report (a portal's entry, the
    // scope-2 link) is not a reload: it starts anew, even in a tab that had a report open (which
    // stays in /drafts). The journey's own URLs carry no query, so a reload still resumes.
    tabReport: portal || scope2 ? null : tabReport,
  };
}

/** D28: the signed values the server cannot get from PortalEntry's normalised ones, and the partner's `exp` and `sig`. */
function signatureOf(query: URLSearchParams): PortalEntrySignature {
  const exp = query.get('exp');
  const sig = query.get('sig');
  const poistenie = query.get('poistenie');
  const ecv = query.get('ecv');
  return {
    ...(poistenie !== null && { poistenie }),
    ...(ecv !== null && { ecv }),
    ...(exp && /^\d{1,11}$/.test(exp) && sig && { exp: Number(exp), sig }),
  };
}

/** The entry parameters the partner signed, as a query: what a portal session keeps of the entry (D31). */
const SESSION_PARAMETERS = ['portal', 'code', 'cislopz', 'poistenie', 'ecv'] as const;

/** D31: what the tab keeps for a reload while its portal token has not started the report; null otherwise. */
export function portalSessionOf(context: Pick<ClaimReportContext, 'entry' | 'portalToken' | 'reportId'>): PortalSession | null {
  const { portal, signature } = context.entry;
  if (!portal || !context.portalToken || context.reportId) return null;
  const values: Record<(typeof SESSION_PARAMETERS)[number], string | null | undefined> = {
    portal: portal.portal,
    code: portal.operatorCode,
    cislopz: portal.policyId,
    poistenie: signature?.poistenie,
    ecv: signature?.ecv,
  };
  const entry = new URLSearchParams();
  for (const name of SESSION_PARAMETERS) {
    const value = values[name];
    if (value) entry.set(name, value);
  }
  return { entry: entry.toString(), token: context.portalToken };
}

/** The document before anything is entered; portal parameters are prefilled (SPEC "Start"). */
export function emptyReport(portal: PortalEntry | null): ClientReport {
  return {
    parties: { reporter: { phone: { prefix: '+421', number: null } } },
    incident: {
      policyType: portal?.insurance ?? null,
      policyId: portal?.policyId ?? null,
      availableProducts: { ...NO_PRODUCTS },
      scopesOfDamage: [],
      otherDamage: [],
      myVehicle: { hasLicensePlate: true, licensePlate: portal?.licensePlate ?? null },
    },
    attachments: [],
  };
}

export function nowOf(context: Pick<ClaimReportContext, 'now'>): string {
  return context.now ?? new Date().toISOString();
}

/** Drafts still eligible (SPEC §9: 7 days after creation); the others are dropped. */
export function eligibleDrafts(drafts: readonly Draft[], now: string): Draft[] {
  const nowMs = Date.parse(now);
  return drafts.filter((draft) => {
    const created = Date.parse(draft.createdAt);
    return Number.isFinite(created) && nowMs - created < DRAFT_MAX_AGE_MS;
  });
}

/** The HTTP status an actor's error carries (src/api/actors.ts ApiCallError); none when no answer came. */
export function answerStatusOf(cause: unknown): number | undefined {
  const status = (cause as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function initialContext(input: ClaimReportInput): ClaimReportContext {
  const entry = parseEntry(input.search, input.tabReport ?? null, input.portalSession ?? null);
  const now = input.now ?? null;
  return {
    reportId: null,
    report: emptyReport(entry.portal),
    availableBankAccounts: [],
    context: entry.portal?.portal ?? 'WEB',
    entry,
    portal: entry.portal,
    portalToken: entry.portalToken,
    operator: null,
    scopesOfDamageOptions: [],
    permissibleCombinations: [],
    reasonGroups: [],
    phonePrefixes: [{ code: '+421', country: 'SK' }],
    defaultPolicyType: null,
    policyTypeChosen: false,
    verification: null,
    trail: [],
    trailPosition: -1,
    replayTo: null,
    changing: null,
    passingThrough: false,
    saved: null,
    saveAttempt: null,
    error: null,
    drafts: eligibleDrafts(input.drafts, now ?? new Date().toISOString()),
    draftToLoad: null,
    continueEmail: null,
    updateQueue: [],
    updateKeys: { seed: input.updateKeySeed ?? 'update', queued: 0 },
    now,
  };
}

export function objectIdsOf(incident: Pick<Incident, 'scopesOfDamage'>): number[] {
  return (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
}

/** The scope code of the chosen objects, e.g. 'scope13'; null when nothing (valid) is chosen. */
export function scopeOf(incident: Pick<Incident, 'scopesOfDamage'>): ScopeCode | null {
  const ids = objectIdsOf(incident);
  return ids.length ? (scopeCodeOf(ids) as ScopeCode) : null;
}

/** SPEC §4: "Policy type becomes PZP when the scopes are only 2, 3, 4 or 3+4". */
export function isLiabilityOnlyScope(scope: ScopeCode | null): boolean {
  return scope === 'scope2' || scope === 'scope3' || scope === 'scope4' || scope === 'scope34';
}

/**
 * SPEC §4 after each update: "Policy type becomes PZP when the scopes are only 2, 3, 4 or 3+4;
 * otherwise CASCO if a casco product is available; otherwise PZP" (the server answers this as
 * `defaultPolicyType`). A choice the reporter made on /policy-type or an alert stands, and so does
 * the portal's `poistenie`, except where the scopes leave only liability.
 */
export function resolvePolicyType(
  context: Pick<ClaimReportContext, 'policyTypeChosen' | 'portal'>,
  incident: Incident,
  serverDefault: PolicyType,
): PolicyType {
  if (isLiabilityOnlyScope(scopeOf(incident))) return 'PZP';
  if (context.policyTypeChosen && incident.policyType) return incident.policyType;
  return context.portal?.insurance ?? serverDefault;
}

/**
 * The policy type an update stores: the reporter's choice or the portal's `poistenie`, never the
 * server's default. The server applies the default where none is stored (docs/decisions.md "Policy type");
 * a default stored with the report came back when it was loaded as if the reporter had chosen it,
 * and one verification late (an update carries the default of the answer before it), so a scope-1
 * draft resumed after its plate was verified went on as PZP though the vehicle has CASCO.
 */
export function storedPolicyType(context: Pick<ClaimReportContext, 'policyTypeChosen' | 'portal' | 'report'>): PolicyType | null {
  return context.policyTypeChosen || context.portal?.insurance ? (context.report.incident.policyType ?? null) : null;
}
