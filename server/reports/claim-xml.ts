import { create } from 'xmlbuilder2';
import { scopeCodeOf } from '../../src/domain/report.ts';
import type { Attachment } from '../../src/domain/report.ts';
import type { DamagedObject } from './claims.ts';
import type { StoredDocument } from './document.ts';

export interface ClaimMessageInput {
  reportId: string;
  reportNumber: string;
  claimId: string;
  object: DamagedObject;
  context: string;
  policyType: string;
  document: StoredDocument;
  attachments: Attachment[];
  savedAt: Date;
}

/** Plain JSON -> XML elements; xmlbuilder2 escapes text, so user input cannot break the message. */
function toXmlTree(value: unknown): unknown {
  if (Array.isArray(value)) return { item: value.map(toXmlTree) };
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, toXmlTree(child)]));
  }
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The message for the insurer's core system: one per claim, carrying the whole report so the
 * claim handler sees the context (other damage, parties, attachments' names).
 */
export function claimXml(input: ClaimMessageInput): string {
  const { document } = input;
  const objects = (document.incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele('claimNotification', { xmlns: 'urn:insurer:motor-claim:1' })
    .ele({
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
      parties: toXmlTree(document.parties),
      incident: toXmlTree(document.incident),
      attachments: { attachment: input.attachments.map((a) => ({ id: a.id, type: a.type, fileName: a.clientName })) },
    })
    .doc()
    .end({ prettyPrint: true });
}
