import { fromPromise } from 'xstate';
import type { AvailableProducts, IncidentReport, SaveResult, UpdateReportResponse } from '../../../src/domain/report.ts';
import { emptyDocument, type StoredDocument } from '../../../server/reports/document.ts';
import { updateResponse } from '../../../server/reports/update-response.ts';
import type { ActorInput, ActorOutput, ClaimReportActorName, OperatorData, ReasonGroup } from '../../../machines/actors.ts';
import { NO_PRODUCTS } from '../../../machines/context.ts';
import type { DraftOverview, DraftOverviews } from '../../../machines/types.ts';

/**
 * Fake actors answering like the API would, configured per test. Every call is recorded with its
 * input, so a test can say what the machine asked for. An answer that is an Error rejects.
 */

export const REPORT_ID = 'R000000000000000000000id';
export const INCIDENT_DATE = '2026-05-10';
export const NOW = '2026-05-10T10:00:00.000Z';

export const PRODUCTS = {
  casco: { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' },
  cascoAndMini: { liability: true, casco: true, minicasco: true, cascoProductCode: 'HAV' },
  miniOnly: { liability: true, casco: false, minicasco: true, cascoProductCode: 'HPL' },
  liabilityOnly: { liability: true, casco: false, minicasco: false, cascoProductCode: 'HPL' },
  /** ZA444DD: casco without liability. */
  cascoWithoutLiability: { liability: false, casco: true, minicasco: false, cascoProductCode: 'HPL' },
  none: { ...NO_PRODUCTS },
} satisfies Record<string, AvailableProducts>;

export interface FakeAnswers {
  /** Products the update answers; by default what the document already has. */
  products?: AvailableProducts;
  /**
   * verifyLicensePlate / verifyPolicyId answers; `plateVerified` is also what the update answers
   * for my own plate, which only the update verifies (/general-info).
   */
  plateVerified?: boolean | Error;
  policyVerified?: boolean | Error;
  update?: Error;
  create?: Error;
  load?: IncidentReport | Error;
  /** What /drafts learns of the drafts (D25); by default each draft open, with an overview. */
  draftOverviews?: DraftOverviews | Error;
  save?: SaveResult | Error;
  saveSummary?: Error;
  sendContinueLink?: Error;
  operator?: OperatorData | Error;
  reasonGroups?: ReasonGroup[] | Error;
  scopes?: Error;
}

export interface Call {
  actor: ClaimReportActorName;
  input: unknown;
}

export function savedResult(overrides: Partial<SaveResult> = {}): SaveResult {
  return {
    isCompleted: true,
    isDuplicate: false,
    incidentReportIds: ['2026000001'],
    claimIds: ['5026000001'],
    results: [{ objectType: 'VEHICLE', objectLabel: 'BA111AA', claimId: '5026000001', reportId: '2026000001' }],
    rawXmls: ['<claim/>'],
    ...overrides,
  };
}

const hasOwnPlate = (incident: NonNullable<ActorInput<'updateReport'>['body']['incident']>) =>
  incident.myVehicle?.hasLicensePlate !== false && !!incident.myVehicle?.licensePlate;

/** The policy's saved account that the register holds, offered where the server offers one (D27). */
const SAVED_ACCOUNT = { id: 'BA-1', accountId: 'account-1', mask: 'SK** **** **** **** **** 0007' };

/**
 * The update's answer is the server's own (server/reports/update-response.ts) for the document the
 * machine sent (every update carries the whole report), as a server would store it: with the
 * products and verified flags the fake's answers say.
 */
function updateAnswer(input: ActorInput<'updateReport'>, answers: FakeAnswers): UpdateReportResponse {
  const incident = input.body.incident ?? {};
  const context = input.body.meta?.context ?? 'WEB';
  const stored = emptyDocument(context === 'WEB' ? null : { portal: context });
  const document = {
    ...stored,
    parties: { ...stored.parties, ...input.body.parties },
    incident: {
      ...incident,
      availableProducts: answers.products ?? incident.availableProducts ?? NO_PRODUCTS,
      // A server that verifies my own plate itself, and agrees with the verify calls made before the update.
      myVehicle: { ...incident.myVehicle, licensePlateIsVerified: hasOwnPlate(incident) && answers.plateVerified !== false },
    },
    availableBankAccounts: [SAVED_ACCOUNT],
  } as StoredDocument;
  return updateResponse({ document, version: 2, updatedAt: new Date(NOW) });
}

export const REASON_GROUPS: ReasonGroup[] = [
  {
    id: 'ACCIDENT',
    label: { sk: 'Dopravná nehoda', en: 'Traffic accident' },
    icon: 'accident',
    reasons: [
      { id: '1_ACCIDENT_MOVING', label: { sk: 'Nehoda počas jazdy', en: 'Accident while driving' } },
      { id: '1_ACCIDENT_PARKED', label: { sk: 'Zaparkované', en: 'Parked' } },
    ],
  },
  {
    id: 'THEFT',
    label: { sk: 'Krádež', en: 'Theft' },
    icon: 'theft',
    reasons: [{ id: '1_THEFT_ENTIRE', label: { sk: 'Krádež vozidla', en: 'Theft of the vehicle' } }],
  },
];

/** A draft as the server describes it to /drafts (D25): scope 1, BA111AA, at /reporter-details. */
export function draftOverview(id: string, overrides: Partial<DraftOverview> = {}): DraftOverview {
  return {
    id,
    objectIds: [1],
    licensePlate: 'BA111AA',
    incidentDate: INCIDENT_DATE,
    lastRoute: '/reporter-details',
    updatedAt: '2026-05-09T09:30:00.000Z',
    ...overrides,
  };
}

/** What the fake get-operator-data answers a verified operator with (D31). */
export const PORTAL_TOKEN = 'portal-token-of-the-entry-0123456789abcdefg';

export function makeFakes(answers: FakeAnswers = {}) {
  const calls: Call[] = [];
  const fake = <N extends ClaimReportActorName>(actor: N, answer: (input: ActorInput<N>) => ActorOutput<N> | Error) =>
    fromPromise<ActorOutput<N>, ActorInput<N>>(async ({ input }) => {
      calls.push({ actor, input });
      const result = answer(input);
      if (result instanceof Error) throw result;
      return result;
    });
  const orError = <T>(value: T | Error | undefined, fallback: T): T | Error => (value === undefined ? fallback : value);

  const actors = {
    createReport: fake('createReport', () => answers.create ?? { id: REPORT_ID }),
    loadReport: fake('loadReport', () => answers.load ?? new Error('404 no such report')),
    loadDraftOverviews: fake('loadDraftOverviews', ({ ids }) =>
      orError(answers.draftOverviews, { overviews: ids.map((id) => draftOverview(id)), gone: [] }),
    ),
    updateReport: fake('updateReport', (input) => answers.update ?? updateAnswer(input, answers)),
    saveReport: fake('saveReport', () => orError(answers.save, savedResult())),
    saveSummary: fake('saveSummary', () => answers.saveSummary ?? undefined),
    sendContinueLink: fake('sendContinueLink', () => answers.sendContinueLink ?? undefined),
    deleteReport: fake('deleteReport', () => undefined),
    fetchOperator: fake('fetchOperator', (input) =>
      orError<OperatorData>(
        answers.operator,
        input.portal === 'SMP'
          ? { portal: 'SMP', verified: true, firstName: 'Peter', lastName: 'Horváth', portalToken: PORTAL_TOKEN }
          : {
              portal: 'KZ',
              firstName: 'Jana',
              lastName: 'Molnárová',
              partyType: 'PERSON',
              phone: '+421 905 111 222',
              portalToken: PORTAL_TOKEN,
            },
      ),
    ),
    verifyLicensePlate: fake('verifyLicensePlate', () => {
      const verified = answers.plateVerified ?? true;
      return verified instanceof Error ? verified : { verified };
    }),
    verifyPolicyId: fake('verifyPolicyId', () => {
      const verified = answers.policyVerified ?? true;
      return verified instanceof Error ? verified : { verified };
    }),
    loadReasonGroups: fake('loadReasonGroups', () => orError(answers.reasonGroups, REASON_GROUPS)),
    loadPermissibleCombinations: fake('loadPermissibleCombinations', () => [[1], [2], [1, 2], [1, 3], [1, 4], [1, 3, 4], [3], [4], [3, 4]]),
    loadScopesOfDamage: fake(
      'loadScopesOfDamage',
      () =>
        answers.scopes ??
        [1, 2, 3, 4].map((objectId) => ({
          objectId: objectId as 1 | 2 | 3 | 4,
          kind: { sk: `Objekt ${objectId}`, en: `Object ${objectId}` },
          kindSmp: { sk: `Objekt ${objectId}`, en: `Object ${objectId}` },
        })),
    ),
  };
  return { actors, calls };
}
