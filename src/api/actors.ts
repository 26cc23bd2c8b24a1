import { fromPromise } from 'xstate';
import type { ActorInput, ActorOutput, ClaimReportActorName } from '../../machines/actors.ts';
import { NO_SIGNAL } from '../../machines/no-signal.ts';
import type { DraftOverview } from '../../machines/types.ts';
import type { ApiError as ApiErrorBody, IncidentReport, Locale } from '../domain/report.ts';
import type { ApiClient } from './client.ts';

/** A call that answered with an error: the status and the API's `{ code, message }`. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * A call that got no answer while the browser was offline: it failed for want of a signal, and
 * the step waits for the signal instead of saying it failed (D33, machines/no-signal.ts).
 */
export class NoSignalError extends Error {
  readonly code = NO_SIGNAL;
  constructor(cause: unknown) {
    super('No signal', { cause });
    this.name = 'NoSignalError';
  }
}

/** An error of a call as the machine takes it: no answer with the browser offline is no signal. */
function asMachineError(error: unknown): unknown {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline && !(error instanceof ApiCallError) ? new NoSignalError(error) : error;
}

/** The data of a 2xx answer, or an ApiCallError with what the server said. */
function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T;
  const body = result.error as Partial<ApiErrorBody> | undefined;
  throw new ApiCallError(result.response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? result.response.statusText);
}

/** Runs a call whose failure must not stop the wizard; the failure goes to the console only. */
async function bestEffort(what: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    console.warn(`${what} failed (best effort):`, error instanceof Error ? error.message : error);
  }
}

/** What /drafts lists a draft by (D25), from its load. */
function draftOverviewOf({ meta, incident }: IncidentReport): DraftOverview {
  const vehicle = incident.myVehicle;
  return {
    id: meta.id,
    objectIds: (incident.scopesOfDamage ?? []).map((scope) => scope.objectId),
    licensePlate: vehicle?.hasLicensePlate !== false && vehicle?.licensePlate ? vehicle.licensePlate : null,
    incidentDate: incident.date ?? null,
    lastRoute: meta.lastRoute ?? null,
    updatedAt: meta.updatedAt,
  };
}

type Implementations = { [N in ClaimReportActorName]: (input: ActorInput<N>) => Promise<ActorOutput<N>> };

export interface ApiActorOptions {
  /** Reads the rendered summary for save-summary (SPEC §4: the PDF step after save). */
  summaryHtml: () => string;
  /**
   * The language the wizard shows at the moment of the call. Each update and continue-link e-mail
   * carries it, so the report keeps the language the reporter chose, whatever the browser's
   * Accept-Language (D26): the e-mails and the reporter's PDF follow it.
   */
  locale: () => Locale;
}

/** The machine's actors (machines/actors.ts) as calls of openapi.yaml through the typed client. */
export function apiImplementations(api: ApiClient, options: ApiActorOptions): Implementations {
  const id = (reportId: string) => ({ params: { path: { id: reportId } } });
  return {
    createReport: async ({ context, portal, portalToken }) =>
      unwrap(
        await api.POST('/v1/incident-report/create', {
          body: {
            productCategory: 'MOTOR',
            context,
            ...(portal ? { portal } : {}),
            ...(portal && portalToken ? { portalToken } : {}),
          },
        }),
      ),
    loadReport: async ({ id: reportId }) => unwrap(await api.GET('/v1/incident-report/{id}/load', id(reportId))),
    // One load per draft this device holds (a few: 7 days' worth); the ones that answered say
    // what /drafts shows, a 404 or a completed report takes its draft off the list, and a draft
    // that could not be asked about just now stays, listed by its date alone.
    loadDraftOverviews: async ({ ids }) => {
      const answers = await Promise.allSettled(
        ids.map(async (reportId) => unwrap(await api.GET('/v1/incident-report/{id}/load', id(reportId)))),
      );
      const found: ActorOutput<'loadDraftOverviews'> = { overviews: [], gone: [] };
      answers.forEach((answer, index) => {
        if (answer.status === 'rejected') {
          if (answer.reason instanceof ApiCallError && answer.reason.status === 404) found.gone.push(ids[index]!);
          return;
        }
        if (answer.value.meta.saved?.isCompleted) found.gone.push(ids[index]!);
        else found.overviews.push(draftOverviewOf(answer.value));
      });
      return found;
    },
    updateReport: async ({ id: reportId, body, idempotencyKey }) =>
      unwrap(
        await api.PATCH('/v1/incident-report/{id}/update', {
          params: { path: { id: reportId }, ...(idempotencyKey && { header: { 'idempotency-key': idempotencyKey } }) },
          body: { ...body, meta: { ...body.meta, locale: options.locale() } },
        }),
      ),
    saveReport: async ({ id: reportId }) => unwrap(await api.POST('/v1/incident-report/{id}/save', id(reportId))),
    // saveSummary and deleteReport are best effort (SPEC §4 "PDF generation is still attempted";
    // "delete all" on the server): the machine spawns them beside itself (machines/setup.ts
    // attemptSummarySnapshot, deleteDraftsOnServer), and in XState 5 a spawned child that rejects
    // errors the whole root actor. Offline on /summary, the failed save's snapshot attempt ("Failed
    // to fetch") would leave a blank page, everything typed out of reach. A failure is logged and
    // swallowed here; the one invoke of saveSummary (after a successful save) goes to /confirm on
    // done and on error alike.
    saveSummary: async ({ id: reportId }) => {
      await bestEffort('save-summary', async () =>
        unwrap(await api.POST('/v1/incident-report/{id}/save-summary', { ...id(reportId), body: { html: options.summaryHtml() } })),
      );
    },
    sendContinueLink: async ({ id: reportId, email }) => {
      unwrap(
        await api.POST('/v1/incident-report/{id}/send-continue-link-email', { ...id(reportId), body: { email, locale: options.locale() } }),
      );
    },
    deleteReport: async ({ id: reportId }) => {
      await bestEffort('delete draft', async () => unwrap(await api.DELETE('/v1/incident-report/{id}', id(reportId))));
    },
    // D28: the entry's signature goes along, or on a reload the tab's portal token (D31, a header:
    // it stays out of URLs and their logs); without either the server answers 401 (the refusal page).
    fetchOperator: async ({ operatorCode, policyId, portal, signature, portalToken }) =>
      unwrap(
        await api.GET('/v1/lookup/get-operator-data', {
          params: {
            query: { operatorCode, portal, ...(policyId ? { policyId } : {}), ...signature },
            ...(portalToken ? { header: { 'Portal-Token': portalToken } } : {}),
          },
        }),
      ),
    verifyLicensePlate: async (query) => unwrap(await api.GET('/v1/lookup/verify-license-plate', { params: { query } })),
    verifyPolicyId: async (query) => unwrap(await api.GET('/v1/lookup/verify-policy-id', { params: { query } })),
    loadReasonGroups: async ({ scopes, policyType }) =>
      unwrap(await api.GET('/v1/lookup/reason-groups', { params: { query: { scopes, ...(policyType ? { policyType } : {}) } } }))
        .reasonGroups,
    loadPermissibleCombinations: async ({ scopes, casco }) =>
      unwrap(
        await api.GET('/v1/lookup/get-permissible-combinations', {
          params: {
            query: {
              productCategory: 'MOTOR',
              ...(scopes.length > 0 ? { scopes: scopes.join(',') } : {}),
              ...(casco !== undefined ? { casco } : {}),
            },
          },
        }),
      ).groups,
    loadScopesOfDamage: async () => unwrap(await api.GET('/v1/lookup/scopes-of-damage')).scopesOfDamage,
    loadPhonePrefixes: async () => {
      try {
        return unwrap(await api.GET('/v1/lookup/get-phone-prefixes')).phonePrefixes;
      } catch {
        return null;
      }
    },
  };
}

/** The same implementations as XState actors, ready for `createClaimReportMachine(actors)`. */
export function apiActors(api: ApiClient, options: ApiActorOptions) {
  const implementations = apiImplementations(api, options);
  const actors: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(implementations) as Array<[string, (input: unknown) => Promise<unknown>]>) {
    actors[name] = fromPromise(({ input }) =>
      run(input).catch((error: unknown) => {
        throw asMachineError(error);
      }),
    );
  }
  return actors as { [N in ClaimReportActorName]: ReturnType<typeof fromPromise<ActorOutput<N>, ActorInput<N>>> };
}
