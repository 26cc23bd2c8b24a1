import type { IncidentReport } from '../../../src/domain/report.ts';

const words = 'Pri cúvaní na parkovisku som narazil do stĺpa a poškodil zadný nárazník aj ľavé svetlo. ';
const text = (length: number) =>
  words
    .repeat(Math.ceil(length / words.length))
    .slice(0, length)
    .trim();

/** A full report (the largest a person can make in practice): both own-vehicle objects, 6 damaged vehicles, 2 properties, 20 attachments. */
export function fullReport(version: number): IncidentReport {
  return {
    meta: {
      id: 'BenchBenchBenchBenchBenc',
      context: 'SMP',
      version,
      createdAt: '2026-05-10T08:00:00.000Z',
      updatedAt: '2026-05-10T09:00:00.000Z',
      saved: {
        isCompleted: true,
        isDuplicate: false,
        incidentReportIds: ['1000042'],
        claimIds: ['2000100', '2000101', '2000102', '2000103', '2000104', '2000105', '2000106', '2000107', '2000108'],
        results: [],
        savedAt: '2026-05-10T09:00:00.000Z',
      },
    },
    parties: {
      reporter: {
        firstName: 'Ľubomír',
        lastName: 'Šťastný',
        email: 'lubomir@example.sk',
        phone: { prefix: '+421', number: '905123456' },
        isSameAsInsured: true,
      },
      operator: { firstName: 'Peter', lastName: 'Horváth', identificationNumber: 'phorvath', email: 'peter@example.sk' },
      otherCoresponsibleParty: { licensePlate: 'BA888HH', firstName: 'Lukáš', lastName: 'Varga', description: text(400) },
      inspectionContactPerson: { isSeparate: true, firstName: 'Ján', lastName: 'Ďurčo', phone: { prefix: '+421', number: '948111222' } },
    },
    incident: {
      scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }],
      date: '2026-05-10',
      policyType: 'CASCO',
      myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', damageDescription: text(900) },
      address: { street: 'Hlavná', buildingNumber: '12', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
      reason: { id: '12_ACCIDENT', label: { sk: 'Dopravná nehoda s iným účastníkom', en: 'Traffic accident with another party' } },
      responsibleParty: 'notClearSharedResponsibility',
      description: text(950),
      descriptionAdditional: text(950),
      specificAnswers: { policeInvestigated: true, accidentReportWritten: true, assistanceServicesCalled: false },
      resolveType: 'toService',
      carRepairService: {
        objId: 'RS020',
        companyName: 'Karoséria Žilina, s.r.o.',
        address: { street: 'Kamenná', buildingNumber: '3', town: 'Žilina' },
        phone: '+421 41 500 2020',
      },
      forcePayoutToAggrieved: true,
      bankAccount: { id: null, value: 'SK3112000000198742637541', bic: 'TATRSKBX' },
      inspectionAddressIsTheSame: false,
      inspectionAddress: { street: 'Nám. Andreja Hlinku', buildingNumber: '7', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
      damagedVehicles: Array.from({ length: 6 }, (_, index) => ({
        licensePlate: `KE${100 + index}AB`,
        firstName: 'Eva',
        lastName: `Malá ${index + 1}`,
        phone: { prefix: '+421', number: '911222333' },
        description: text(500),
      })),
      damagedProperties: [
        { partyType: 'BUSINESS', businessName: 'Obec Višňové', description: text(300) },
        { partyType: 'PERSON', firstName: 'Mária', lastName: 'Kováčová', description: text(300) },
      ],
    },
    attachments: Array.from({ length: 20 }, (_, index) => ({
      id: `attachment-${String(index).padStart(8, '0')}`,
      type: index % 3 === 0 ? 'POLICE_REPORT' : 'PHOTO_DOC',
      clientName: `fotka-poškodenia-${index + 1}.jpg`,
      size: 1000,
      contentType: 'image/jpeg',
    })),
    availableBankAccounts: [],
  } as IncidentReport;
}
