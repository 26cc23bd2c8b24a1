import { describe, expect, it } from 'vitest';
import {
  NOTICE_ATTACHMENT_TYPES,
  shownAttachmentNotices,
  type AttachmentNoticeFacts,
  type AttachmentNoticeId,
} from '../../src/domain/attachment-notices.ts';
import { ATTACHMENT_TYPES, fileRefusal } from '../../src/domain/attachments.ts';

const reason = (id: string) => ({ id, label: { sk: id, en: id } });
const facts = (scope: string, incident: AttachmentNoticeFacts['incident'] = {}): AttachmentNoticeFacts => ({ scope, incident });

/**
 * The table of src/domain/attachment-notices.ts (the product's decision), row by row: the
 * report's facts and the boxes expected, in the screen's order.
 */
const CASES: Array<[string, AttachmentNoticeFacts, AttachmentNoticeId[]]> = [
  ['photos always, alone when nothing else applies (scope 2)', facts('scope2'), ['photos']],
  [
    'photos for an injury alone (scope 4, police not involved)',
    facts('scope4', { specificAnswers: { policeInvestigated: false } }),
    ['photos'],
  ],
  [
    'police report: partial theft, even when the police did not investigate',
    facts('scope1', { reason: reason('1_THEFT_PARTIAL'), specificAnswers: { policeInvestigated: false } }),
    ['photos', 'policeReport'],
  ],
  ['police report: vandalism', facts('scope1', { reason: reason('1_VANDALISM') }), ['photos', 'policeReport']],
  [
    'police report: the police investigated (an injury, scope 14)',
    facts('scope14', { specificAnswers: { policeInvestigated: true } }),
    ['photos', 'policeReport'],
  ],
  [
    'police report: the police recorded the accident',
    facts('scope2', { specificAnswers: { accidentReportWritten: false, accidentRecordMade: true } }),
    ['photos', 'policeReport'],
  ],
  [
    'fire: fire brigade report; police when investigated',
    facts('scope1', {
      reason: reason('1_FIRE'),
      specificAnswers: { fireBrigadeCalled: true, policeInvestigated: true, didVehicleCompletelyBurn: false },
    }),
    ['photos', 'policeReport', 'fireReport'],
  ],
  [
    'fire without the fire brigade: no fire brigade report',
    facts('scope1', { reason: reason('1_FIRE'), specificAnswers: { fireBrigadeCalled: false } }),
    ['photos'],
  ],
  [
    'a completely burned vehicle: the bank approval too',
    facts('scope1', { reason: reason('1_FIRE'), specificAnswers: { fireBrigadeCalled: true, didVehicleCompletelyBurn: true } }),
    ['photos', 'fireReport', 'bankApproval'],
  ],
  ['joint accident report written', facts('scope12', { specificAnswers: { accidentReportWritten: true } }), ['photos', 'accidentReport']],
  [
    'entire theft: police, purchase document, bank approval',
    facts('scope1', { reason: reason('1_THEFT_ENTIRE'), specificAnswers: { policeInvestigated: true } }),
    ['photos', 'policeReport', 'entireTheft', 'bankApproval'],
  ],
  [
    'self repair: repair documents and the bank approval',
    facts('scope1', { resolveType: 'selfRepair' }),
    ['photos', 'selfRepair', 'bankApproval'],
  ],
  [
    'a repair shop that is not a contracted one: service documents',
    facts('scope13', { resolveType: 'toService', carRepairService: null }),
    ['photos', 'serviceDocuments', 'propertyDamage'],
  ],
  [
    'a contracted repair shop: no service documents',
    facts('scope1', { resolveType: 'inService', carRepairService: { objId: 'S1', companyName: 'Autoservis Senec', phone: null } }),
    ['photos'],
  ],
  ['assistance services called', facts('scope1', { specificAnswers: { assistanceServicesCalled: true } }), ['photos', 'assistance']],
  ['my property damaged (scope 3)', facts('scope3'), ['photos', 'propertyDamage']],
  ['my property damaged (scope 34)', facts('scope34'), ['photos', 'propertyDamage']],
  [
    'a reason and a resolve type left from an earlier choice of scopes count only with my vehicle',
    facts('scope3', { reason: reason('1_THEFT_ENTIRE'), resolveType: 'selfRepair' }),
    ['photos', 'propertyDamage'],
  ],
];

describe('attachment notices (README-style table in src/domain/attachment-notices.ts)', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    expect(shownAttachmentNotices(input)).toEqual(expected);
  });

  it('each box asks for attachment types the selector offers', () => {
    expect(NOTICE_ATTACHMENT_TYPES).toEqual({
      photos: ['PHOTO_DOC'],
      policeReport: ['POLICE_REPORT'],
      fireReport: ['FIRE_REPORT'],
      accidentReport: ['ACCIDENT_REPORT'],
      entireTheft: ['PURCHASE_DOC'],
      selfRepair: ['REPAIR_DOC', 'PAYMENT_RECEIPT'],
      serviceDocuments: ['SERVICE_DOC'],
      bankApproval: ['BANK_APPROVAL'],
      assistance: ['PAYMENT_RECEIPT'],
      propertyDamage: ['PURCHASE_DOC', 'EXPERT_TESTIMONY'],
    });
    for (const types of Object.values(NOTICE_ATTACHMENT_TYPES)) {
      for (const type of types) expect(ATTACHMENT_TYPES).toContain(type);
    }
  });
});

describe("the upload widget's pre-check (fileRefusal in src/domain/attachments.ts; SPEC §5, §9)", () => {
  const MB = 1024 * 1024;
  it.each([
    ['photo.jpg', 2 * MB, 'image/jpeg', null],
    ['IMG_0001.HEIC', 3 * MB, '', null],
    ['zmluva.docx', MB, '', null],
    ['archiv.rar', MB, 'application/vnd.rar', null],
    ['exactly-15.pdf', 15 * MB, 'application/pdf', null],
    ['setup.exe', 1000, 'application/x-msdownload', 'type'],
    ['clip.mov', MB, 'video/quicktime', 'type'],
    ['no-extension', 1000, 'application/x-msdownload', 'type'],
    ['no-extension', 1000, '', null],
    ['video.mp4', 16 * MB, 'video/mp4', 'size'],
    ['over.pdf', 15 * MB + 1, 'application/pdf', 'size'],
    ['empty.pdf', 0, 'application/pdf', 'empty'],
  ] as const)('%s (%i bytes, "%s") → %s', (name, size, type, expected) => {
    expect(fileRefusal({ name, size, type })).toBe(expected);
  });
});
