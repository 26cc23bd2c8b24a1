import { create } from 'xmlbuilder2';
import { normalizeText } from '../../src/domain/validation/free-text.ts';
import { scopeCodeOf } from '../../src/domain/report.ts';
import type { DamagedObject } from '../../src/domain/damaged-objects.ts';
import type { StoredDocument } from './document.ts';

/** An attachment as the core system gets it: what it is, and where and until when to fetch it. */
export interface ClaimAttachment {
  id: string;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Lower-case hex, to check the downloaded bytes against. */
  sha256: string;
  downloadUrl: string;
  downloadUrlExpiresAt: Date;
}

export interface ClaimMessageInput {
  reportId: string;
  reportNumber: string;
  claimId: string;
  object: DamagedObject;
  context: string;
  policyType: string;
  document: StoredDocument;
  attachments: ClaimAttachment[];
  savedAt: Date;
}

type XmlElement = ReturnType<typeof create>;

/**
 * A text as xmlbuilder2 must be given it to write it literally. Its writer escapes "&" except
 * where an entity reference seems to follow ("&nbsp;", "&amp;", "&#60;", "AT&T;"), which it
 * leaves as markup: the message was then not well-formed, or said something else than the
 * reporter wrote. Every "&" given as "&amp;" is one such reference, written as it is.
 * The text is normalised as every update's is (src/domain/validation/free-text.ts), for a draft
 * stored before that was done.
 */
const literalText = (value: string) => normalizeText(value).replaceAll('&', '&amp;');

/**
 * Plain JSON -> XML elements under `parent`, an array as `item`s. Built element by element with
 * text nodes: xmlbuilder2's object form reads "&amp;" and "&#60;" in a value as references and
 * decodes them, and treats keys starting with "@" or "#" as attributes and text.
 */
function appendJson(parent: XmlElement, name: string, value: unknown): void {
  const element = parent.ele(name);
  if (Array.isArray(value)) {
    for (const item of value) appendJson(element, 'item', item);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) appendJson(element, key, child);
  } else if (value !== null && value !== undefined && value !== '') {
    element.txt(literalText(String(value)));
  }
}

type StoredParties = StoredDocument['parties'];
type StoredOtherParty = NonNullable<StoredParties['otherResponsibleParty']>;

/**
 * Another party as the core system reads it. Its "plate unknown" box is stored as
 * `hasLicensePlate: false`, which would read as a vehicle without a plate: the message says the
 * plate is unknown instead (`licensePlateIsUnknown`, `hasLicensePlate` empty). A party nobody
 * knows ("Neviem, kto to bol") has no type: `partyType` empty, not the form's default.
 */
export function claimOtherParty(party: StoredOtherParty): Record<string, unknown> {
  const plateUnknown = party.hasLicensePlate === false;
  return {
    ...party,
    hasLicensePlate: plateUnknown ? null : (party.hasLicensePlate ?? null),
    licensePlateIsUnknown: plateUnknown,
    ...(party.isUnknown === true && { partyType: null }),
  };
}

function claimParties(parties: StoredParties): Record<string, unknown> {
  const { otherResponsibleParty, otherCoresponsibleParty } = parties;
  return {
    ...parties,
    ...(otherResponsibleParty && { otherResponsibleParty: claimOtherParty(otherResponsibleParty) }),
    ...(otherCoresponsibleParty && { otherCoresponsibleParty: claimOtherParty(otherCoresponsibleParty) }),
  };
}

/**
 * The message for the insurer's core system: one per claim, carrying the whole report so the
 * claim handler sees the context (other damage, parties), and each attachment with a link to fetch
 * it. The contract is server/reports/claim-notification.xsd (generated, scripts/claim-xsd.ts).
 */
export function claimXml(input: ClaimMessageInput): string {
  const { document } = input;
  const objects = (document.incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('claimNotification', { xmlns: 'urn:insurer:motor-claim:1' });
  const fields: Record<string, unknown> = {
    claimId: input.claimId,
    incidentReportId: input.reportNumber,
    reportReference: input.reportId,
    productCategory: 'MOTOR',
    context: input.context,
    scope: scopeCodeOf(objects),
    policyType: input.policyType,
    savedAt: input.savedAt.toISOString(),
    damagedObject: {
      type: input.object.objectType,
      label: input.object.objectLabel ?? '',
      source: input.object.source,
    },
    parties: claimParties(document.parties),
    incident: document.incident,
  };
  for (const [name, value] of Object.entries(fields)) appendJson(root, name, value);
  const attachments = root.ele('attachments');
  for (const attachment of input.attachments) {
    appendJson(attachments, 'attachment', { ...attachment, downloadUrlExpiresAt: attachment.downloadUrlExpiresAt.toISOString() });
  }
  // wellFormed: a character XML cannot carry fails the save (nothing is written) instead of
  // queueing a message the core system refuses on every attempt.
  return root.doc().end({ prettyPrint: true, wellFormed: true });
}

export interface ClaimDocumentInput {
  claimId: string;
  reportNumber: string;
  reportId: string;
  attachment: ClaimAttachment;
  sentAt: Date;
}

/**
 * A document the reporter added to a claim on its own page after the report was saved: one
 * message per claim and document, beside the claim's own (`claimDocument` in
 * claim-notification.xsd), with the same attachment fields and link as the claim's attachments.
 */
export function claimDocumentXml(input: ClaimDocumentInput): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('claimDocument', { xmlns: 'urn:insurer:motor-claim:1' });
  const fields: Record<string, unknown> = {
    claimId: input.claimId,
    incidentReportId: input.reportNumber,
    reportReference: input.reportId,
    sentAt: input.sentAt.toISOString(),
    attachment: { ...input.attachment, downloadUrlExpiresAt: input.attachment.downloadUrlExpiresAt.toISOString() },
  };
  for (const [name, value] of Object.entries(fields)) appendJson(root, name, value);
  return root.doc().end({ prettyPrint: true, wellFormed: true });
}
