import { fromPromise } from 'xstate';
import type { components } from '../src/domain/openapi.gen.ts';
import type {
  Context,
  IncidentReport,
  PolicyType,
  PortalEntry,
  SaveResult,
  ScopeCode,
  UpdateReportRequest,
  UpdateReportResponse,
} from '../src/domain/report.ts';
import type { DraftOverviews, PortalEntrySignature } from './types.ts';

/**
 * The machine's asynchronous work, by name. The machine declares placeholders that reject; the app
 * gives the real calls to `createClaimReportMachine(actors)` (src/api; DESIGN.md's `provide()`,
 * without building the statechart twice), tests provide fakes with `claimReportMachine.provide`.
 * Inputs and outputs are the contract between the two.
 */

type Schemas = components['schemas'];

export type ReasonGroup = Schemas['ReasonGroup'];
export type Reason = Schemas['Reason'];
export type ScopeOfDamageOption = Schemas['ScopeOfDamageOption'];
export type PhonePrefix = { code: string; country: string };

export type SmpOperatorData = Schemas['SmpOperatorData'];
export type KzOperatorData = Schemas['KzOperatorData'];
export type OperatorData = SmpOperatorData | KzOperatorData;

export interface ClaimReportActorIO {
  /** `portalToken`: what the portal entry's check answered (D31), null on WEB. */
  createReport: { input: { context: Context; portal: PortalEntry | null; portalToken: string | null }; output: { id: string } };
  loadReport: { input: { id: string }; output: IncidentReport };
  /** D25: what /drafts lists each draft by, from the server's load of each id this device holds. */
  loadDraftOverviews: { input: { ids: string[] }; output: DraftOverviews };
  /**
   * `idempotencyKey`: the queued update's own key, sent with every try of it, so a repeat (its reply
   * was lost) is applied once (machines/update-queue.ts).
   */
  updateReport: { input: { id: string; body: UpdateReportRequest; idempotencyKey?: string }; output: UpdateReportResponse };
  saveReport: { input: { id: string }; output: SaveResult };
  /** The app renders the summary HTML itself and posts it (save-summary). */
  saveSummary: { input: { id: string }; output: void };
  sendContinueLink: { input: { id: string; email: string }; output: void };
  deleteReport: { input: { id: string }; output: void };
  fetchOperator: {
    /** With the signature of the entry URL, or on a reload the tab's `portalToken` (D31). */
    input: {
      operatorCode: string;
      policyId: string | null;
      portal: 'SMP' | 'KZ';
      signature: PortalEntrySignature | null;
      portalToken: string | null;
    };
    /** A verified operator's answer carries the portal token that starts the report (D31). */
    output: OperatorData;
  };
  verifyLicensePlate: {
    input: { licensePlate: string; incidentDate: string; policyType?: PolicyType };
    output: { verified: boolean };
  };
  verifyPolicyId: {
    input: { policyId: string; incidentDate: string; policyType?: PolicyType };
    output: { verified: boolean };
  };
  loadReasonGroups: { input: { scopes: ScopeCode; policyType: PolicyType | null }; output: ReasonGroup[] };
  /**
   * `scopes` chosen so far (the machine asks with none, which answers every allowed set); `casco`
   * when the entry says which cover the claim is on (a portal's `poistenie`), else absent.
   */
  loadPermissibleCombinations: { input: { scopes: number[]; casco?: boolean }; output: number[][] };
  loadScopesOfDamage: { input: void; output: ScopeOfDamageOption[] };
  /** The phone prefixes the forms offer, once per visit; null when they could not be had (a best effort). */
  loadPhonePrefixes: { input: void; output: PhonePrefix[] | null };
}

export type ClaimReportActorName = keyof ClaimReportActorIO;
export type ActorInput<N extends ClaimReportActorName> = ClaimReportActorIO[N]['input'];
export type ActorOutput<N extends ClaimReportActorName> = ClaimReportActorIO[N]['output'];

export const ACTOR_NAMES = [
  'createReport',
  'loadReport',
  'loadDraftOverviews',
  'updateReport',
  'saveReport',
  'saveSummary',
  'sendContinueLink',
  'deleteReport',
  'fetchOperator',
  'verifyLicensePlate',
  'verifyPolicyId',
  'loadReasonGroups',
  'loadPermissibleCombinations',
  'loadScopesOfDamage',
  'loadPhonePrefixes',
] as const satisfies readonly ClaimReportActorName[];

function notProvided<N extends ClaimReportActorName>(name: N) {
  return fromPromise<ActorOutput<N>, ActorInput<N>>(async () => {
    throw new Error(`actor ${name} not provided`);
  });
}

/** The placeholders declared in `setup({ actors })`. */
export const placeholderActors = {
  createReport: notProvided('createReport'),
  loadReport: notProvided('loadReport'),
  loadDraftOverviews: notProvided('loadDraftOverviews'),
  updateReport: notProvided('updateReport'),
  saveReport: notProvided('saveReport'),
  saveSummary: notProvided('saveSummary'),
  sendContinueLink: notProvided('sendContinueLink'),
  deleteReport: notProvided('deleteReport'),
  fetchOperator: notProvided('fetchOperator'),
  verifyLicensePlate: notProvided('verifyLicensePlate'),
  verifyPolicyId: notProvided('verifyPolicyId'),
  loadReasonGroups: notProvided('loadReasonGroups'),
  loadPermissibleCombinations: notProvided('loadPermissibleCombinations'),
  loadScopesOfDamage: notProvided('loadScopesOfDamage'),
  // A best effort never fails (an error would stop the machine): without the look-up, +421 alone.
  loadPhonePrefixes: fromPromise<ActorOutput<'loadPhonePrefixes'>, ActorInput<'loadPhonePrefixes'>>(async () => null),
};

/**
 * What the app passes to `createClaimReportMachine` (tests to `provide({ actors })`): one
 * `fromPromise` per name with these types, e.g.
 * `updateReport: fromPromise<ActorOutput<'updateReport'>, ActorInput<'updateReport'>>(({ input }) => ...)`.
 */
export type ClaimReportActors = typeof placeholderActors;
