import type { IncidentReport, Saved } from '../../../src/domain/report.ts';
import type { ReportPatch, ScreenId } from '../../../machines/types.ts';
import { emptyReport } from '../../../machines/context.ts';
import { withServerFacts } from './documents.ts';
import { INCIDENT_DATE, NOW, PRODUCTS, REPORT_ID } from './fakes.ts';

/** Reports as `GET /load` answers them, for `?id=` and drafts. */

export const SCOPE1_CASCO_ANSWERS: ReportPatch = {
  incident: {
    scopesOfDamage: [{ objectId: 1 }],
    date: INCIDENT_DATE,
    policyType: 'CASCO',
    availableProducts: PRODUCTS.casco,
    myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', licensePlateIsVerified: true },
    address: { id: 'sk-zilina', town: 'Žilina', country: 'SVK' },
    reasonGroupIndex: 0,
    reason: { id: '1_ACCIDENT_PARKED', label: { sk: 'Zaparkované', en: 'Parked' } },
    responsibleParty: 'myVehicle',
    resolveType: 'selfRepair',
  },
  parties: { reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk' } },
};

/** The screens SCOPE1_CASCO_ANSWERS pass on the way to /incident-details (D1's replay of them). */
export const SCOPE1_CASCO_TRAIL_TO_DETAILS: ScreenId[] = [
  'incident-scope',
  'general-info',
  'reporter-details',
  'incident-map',
  'incident-reason-group',
  'incident-reason',
  'incident-details',
];

export function loadedReport(
  options: { lastRoute?: string | null; answers?: ReportPatch; saved?: Saved | null; context?: 'WEB' | 'SMP' | 'KZ'; id?: string } = {},
): IncidentReport {
  const document = withServerFacts(emptyReport(null), options.answers ?? SCOPE1_CASCO_ANSWERS);
  return {
    meta: {
      id: options.id ?? REPORT_ID,
      context: options.context ?? 'WEB',
      productCategory: 'MOTOR',
      portal: null,
      lastRoute: options.lastRoute ?? null,
      version: 5,
      createdAt: '2026-05-09T08:00:00.000Z',
      updatedAt: NOW,
      saved: options.saved ?? null,
    },
    parties: document.parties,
    incident: document.incident,
    attachments: [],
    availableBankAccounts: [],
  };
}

export const COMPLETED: Saved = {
  isCompleted: true,
  isDuplicate: false,
  incidentReportIds: ['2026000001'],
  claimIds: ['5026000001'],
  results: [{ objectType: 'VEHICLE', objectLabel: 'BA111AA', claimId: '5026000001', reportId: '2026000001' }],
};
