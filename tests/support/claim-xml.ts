/**
 * Every claim XML a test sees is checked against the hand-off contract with the core system,
 * server/reports/claim-notification.xsd, by xmllint (Debian's libxml2-utils), a validator that is
 * not ours: through the API client's save (`rawXmls`), the outbox's files and the core system's
 * stand-in (tests/faults/support/core-system.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClaimAttachment } from '../../server/reports/claim-xml.ts';
import { CLAIM_XSD_PATH } from '../../server/reports/claim-xsd.ts';

/** Throws, with xmllint's complaint, unless `xml` is a valid claim message. */
export function assertValidClaimXml(xml: string): void {
  try {
    execFileSync('xmllint', ['--noout', '--schema', CLAIM_XSD_PATH, '-'], { input: xml, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`The claim XML does not match ${CLAIM_XSD_PATH}:\n${stderr ?? String(error)}\n${xml}`);
  }
}

/** The claim XMLs of a save's answer (`rawXmls`), each checked against the schema. */
export function checkedRawXmls(body: unknown): string[] {
  const rawXmls = (body as { rawXmls?: unknown } | null)?.rawXmls;
  if (!Array.isArray(rawXmls)) return [];
  for (const xml of rawXmls) assertValidClaimXml(xml as string);
  return rawXmls as string[];
}

/** The claim message the outbox's directory target wrote for `claimId`, checked against the schema. */
export async function readOutboxClaim(dataDir: string, claimId: string): Promise<string> {
  const xml = await readFile(path.join(dataDir, 'outbox', 'core', `${claimId}.xml`), 'utf8');
  assertValidClaimXml(xml);
  return xml;
}

/** What a claim XML lists of one attachment (claim-notification.xsd `ClaimAttachment`), the time as written. */
export type ListedAttachment = Omit<ClaimAttachment, 'downloadUrlExpiresAt'> & { downloadUrlExpiresAt: string };

const ATTACHMENT_FIELDS: Array<keyof ListedAttachment> = [
  'id',
  'type',
  'fileName',
  'contentType',
  'size',
  'sha256',
  'downloadUrl',
  'downloadUrlExpiresAt',
];

/** Where a claim lists its attachments; a `claimDocument` message has its one at `DOCUMENT_ATTACHMENT`. */
const CLAIM_ATTACHMENTS = "//*[local-name()='attachments']/*[local-name()='attachment']";
export const DOCUMENT_ATTACHMENT = "/*[local-name()='claimDocument']/*[local-name()='attachment']";

/** The attachments a claim XML lists, read by xmllint (entities decoded as any XML reader does). */
export function listedAttachments(xml: string, at = CLAIM_ATTACHMENTS): ListedAttachment[] {
  const xpath = (expression: string) => execFileSync('xmllint', ['--xpath', expression, '-'], { input: xml, encoding: 'utf8' });
  const count = Number(xpath(`count(${at})`));
  return Array.from({ length: count }, (_, index) => {
    const fields = ATTACHMENT_FIELDS.map((field) => `string((${at})[${index + 1}]/*[local-name()='${field}'])`);
    // A line break cannot be in any of the fields; xmllint ends its answer with one of its own.
    const values = xpath(`concat(${fields.join(", '\n', ")})`)
      .replace(/\n$/, '')
      .split('\n');
    const listed = Object.fromEntries(ATTACHMENT_FIELDS.map((field, at) => [field, values[at] ?? '']));
    return { ...listed, size: Number(listed.size) } as ListedAttachment;
  });
}
