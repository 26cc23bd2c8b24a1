/**
 * /additional-attachments (SPEC §2 "Warning boxes by condition", §3 "Attachment types"): which
 * boxes tell the reporter what documents to attach. SPEC names the ten attachment types but not
 * when each is worth asking for; this is the product's decision (README-decision style), one rule
 * per row, each box naming the attachment types it asks for:
 *
 * | box              | asks for                          | shown when                                                                                              |
 * |------------------|-----------------------------------|---------------------------------------------------------------------------------------------------------|
 * | photos           | PHOTO_DOC                         | always (photos of the damage help every claim)                                                          |
 * | policeReport     | POLICE_REPORT                     | my vehicle's reason is a theft (entire or partial) or vandalism; or the police investigated (yes); or the police recorded the accident (yes) |
 * | fireReport       | FIRE_REPORT                       | my vehicle's reason is fire (`1_FIRE`), unless the fire brigade did not come (answer no)                |
 * | accidentReport   | ACCIDENT_REPORT                   | the participants wrote the joint accident report (accidentReportWritten yes)                            |
 * | entireTheft      | PURCHASE_DOC                      | my vehicle's reason is entire theft (`1_THEFT_ENTIRE`)                                                  |
 * | selfRepair       | REPAIR_DOC, PAYMENT_RECEIPT       | my vehicle (object 1) is repaired by the reporter (resolve type `selfRepair`)                           |
 * | serviceDocuments | SERVICE_DOC                       | my vehicle is repaired in a repair shop (`toService`, `inService`) that is not a contracted one (none chosen) |
 * | bankApproval     | BANK_APPROVAL                     | the money for my vehicle goes to the reporter: self repair, entire theft, or the vehicle burned completely (yes); the box says it matters only for a vehicle on a loan or leasing |
 * | assistance       | PAYMENT_RECEIPT                   | assistance services were called (yes): their invoice, if the reporter paid it                           |
 * | propertyDamage   | PURCHASE_DOC, EXPERT_TESTIMONY    | my property was damaged (object 3): proof of its value and, if there is one, an expert's opinion        |
 *
 * "My vehicle's reason" and the resolve type count only while my vehicle (object 1) is among the
 * objects of damage: an answer left from scopes chosen earlier does not ask for documents.
 * The yes/no answers are those /incident-details stored (hidden questions are null there).
 * Every box can be dismissed; that lasts only while the screen is shown. Pure: no React, no i18n.
 */
import type { AttachmentType } from './attachments.ts';
import { objectsOf } from './incident-questions.ts';
import type { Incident } from './report.ts';

export const ATTACHMENT_NOTICE_IDS = [
  'photos',
  'policeReport',
  'fireReport',
  'accidentReport',
  'entireTheft',
  'selfRepair',
  'serviceDocuments',
  'bankApproval',
  'assistance',
  'propertyDamage',
] as const;

export type AttachmentNoticeId = (typeof ATTACHMENT_NOTICE_IDS)[number];

/** What the boxes depend on: the scope code and the incident as the journey stored it. */
export interface AttachmentNoticeFacts {
  /** The scope code, e.g. 'scope13'. */
  scope: string | null | undefined;
  incident: Pick<Incident, 'reason' | 'specificAnswers' | 'resolveType' | 'carRepairService'>;
}

/** The attachment types each box asks for (the upload widget's type selector offers them all). */
export const NOTICE_ATTACHMENT_TYPES: Record<AttachmentNoticeId, readonly AttachmentType[]> = {
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
};

const hasObject = (facts: AttachmentNoticeFacts, objectId: number) => objectsOf(facts.scope).includes(objectId);
/** The reason of my vehicle's damage, while my vehicle is involved. */
const reasonOf = (facts: AttachmentNoticeFacts) => (hasObject(facts, 1) ? (facts.incident.reason?.id ?? null) : null);
/** How my vehicle is repaired, while my vehicle is involved. */
const resolveTypeOf = (facts: AttachmentNoticeFacts) => (hasObject(facts, 1) ? (facts.incident.resolveType ?? null) : null);
const answer = (facts: AttachmentNoticeFacts, question: keyof NonNullable<Incident['specificAnswers']>) =>
  facts.incident.specificAnswers?.[question] ?? null;

const THEFT = ['1_THEFT_ENTIRE', '1_THEFT_PARTIAL'];
const REPAIR_SHOP = ['toService', 'inService'];

/** One rule per box: the table's "shown when" column. */
const RULES: Record<AttachmentNoticeId, (facts: AttachmentNoticeFacts) => boolean> = {
  photos: () => true,
  policeReport: (facts) =>
    [...THEFT, '1_VANDALISM'].includes(reasonOf(facts) ?? '') ||
    answer(facts, 'policeInvestigated') === true ||
    answer(facts, 'accidentRecordMade') === true,
  fireReport: (facts) => reasonOf(facts) === '1_FIRE' && answer(facts, 'fireBrigadeCalled') !== false,
  accidentReport: (facts) => answer(facts, 'accidentReportWritten') === true,
  entireTheft: (facts) => reasonOf(facts) === '1_THEFT_ENTIRE',
  selfRepair: (facts) => resolveTypeOf(facts) === 'selfRepair',
  serviceDocuments: (facts) => REPAIR_SHOP.includes(resolveTypeOf(facts) ?? '') && !facts.incident.carRepairService,
  bankApproval: (facts) =>
    resolveTypeOf(facts) === 'selfRepair' ||
    reasonOf(facts) === '1_THEFT_ENTIRE' ||
    (hasObject(facts, 1) && answer(facts, 'didVehicleCompletelyBurn') === true),
  assistance: (facts) => answer(facts, 'assistanceServicesCalled') === true,
  propertyDamage: (facts) => hasObject(facts, 3),
};

export function isAttachmentNoticeShown(id: AttachmentNoticeId, facts: AttachmentNoticeFacts): boolean {
  return RULES[id](facts);
}

/** The boxes to show, in the screen's order. */
export function shownAttachmentNotices(facts: AttachmentNoticeFacts): AttachmentNoticeId[] {
  return ATTACHMENT_NOTICE_IDS.filter((id) => isAttachmentNoticeShown(id, facts));
}
