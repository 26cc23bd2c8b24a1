/**
 * The joint accident statement (D35): start, join by a single-use code, read, change a section
 * (own column or a shared one, never over a newer version), sign, and the seal once both signed.
 *
 * Each driver's token (256 random bits) is the capability for their side; the database keeps only
 * its SHA-256. The join code is short enough to type, so it is good once and for 24 hours, and the
 * unknown-id limiter counts the misses of whoever guesses.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import type { Kysely } from 'kysely';
import {
  fieldsOf,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  JOIN_CODE_PATTERN,
  JOIN_CODE_VALID_MS,
  mayEdit,
  SECTION_IDS,
  statementJoinPath,
  type Driver,
  type SectionId,
  type SectionValue,
  type StatementStatus,
} from '../../src/domain/accident-statement.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { canonicalJson } from './canonical-json.ts';
import {
  insertStatement,
  lockStatement,
  recordJoin,
  statementOfJoinCode,
  statementOfToken,
  updateStatement,
  type StatementRow,
  type StoredSection,
  type StoredSignatures,
} from './repository.ts';

type Db = Kysely<Database>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const newJoinCode = () => Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

/** A write made from an older version of the section than the stored one: the answer carries the stored one. */
export class SectionConflict extends Error {
  constructor(readonly current: StoredSection) {
    super('STATEMENT_SECTION_CHANGED');
  }
}

export interface StatementView {
  statementId: string;
  you: Driver;
  status: StatementStatus;
  revision: number;
  sections: Partial<Record<SectionId, StoredSection>>;
  signatures: StoredSignatures;
  signaturesWithdrawnAt?: string;
  sealedAt?: string;
  sha256?: string;
}

function statusOf(row: StatementRow): StatementStatus {
  if (row.sealed_at) return 'sealed';
  if (!row.joined_at) return 'waitingForOther';
  return Object.keys(row.signatures).length > 0 ? 'signedByOne' : 'editing';
}

function viewOf(row: StatementRow, you: Driver): StatementView {
  return {
    statementId: row.id,
    you,
    status: statusOf(row),
    revision: row.revision,
    sections: row.sections,
    signatures: row.signatures,
    ...(row.withdrawn_at ? { signaturesWithdrawnAt: row.withdrawn_at.toISOString() } : {}),
    ...(row.sealed_at ? { sealedAt: row.sealed_at.toISOString(), sha256: row.sha256 ?? undefined } : {}),
  };
}

/** What the seal's SHA-256 is taken of: every section's value and both signatures. */
export function sealedDocument(statementId: string, sections: StatementRow['sections'], signatures: StoredSignatures) {
  const values = Object.fromEntries(Object.entries(sections).map(([id, section]) => [id, section.value]));
  return { statementId, sections: values, signatures };
}

async function driverOf(db: Db, token: string) {
  const found = TOKEN_PATTERN.test(token) ? await statementOfToken(db, sha256(token)) : undefined;
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  return found;
}

export async function createStatement(db: Db, publicUrl: string, now = new Date()) {
  const token = newToken();
  const joinCode = newJoinCode();
  const statementId = randomBytes(18).toString('base64url');
  const joinExpiresAt = new Date(now.getTime() + JOIN_CODE_VALID_MS);
  await insertStatement(db, { id: statementId, tokenAHash: sha256(token), joinCodeHash: sha256(joinCode), joinExpiresAt });
  const joinLink = `${publicUrl.replace(/\/+$/, '')}/motor${statementJoinPath(joinCode)}`;
  return { statementId, token, joinCode, joinLink, joinExpiresAt: joinExpiresAt.toISOString() };
}

export async function joinStatement(db: Db, code: string, now = new Date()) {
  const normalised = code.trim().toUpperCase();
  if (!JOIN_CODE_PATTERN.test(normalised)) throw new ApiError(404, 'NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const row = await statementOfJoinCode(trx, sha256(normalised));
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.joined_at) throw new ApiError(409, 'STATEMENT_ALREADY_JOINED');
    if (row.join_expires_at.getTime() <= now.getTime()) throw new ApiError(410, 'STATEMENT_CODE_EXPIRED');
    const token = newToken();
    await recordJoin(trx, row.id, sha256(token), now);
    return { statementId: row.id, token };
  });
}

export async function readStatement(db: Db, token: string): Promise<StatementView> {
  const { row, driver } = await driverOf(db, token);
  return viewOf(row, driver);
}

/** Runs `change` on the locked row of the token's statement, refused once sealed; answers the new view. */
async function changeStatement(
  db: Db,
  token: string,
  change: (trx: Db, row: StatementRow, driver: Driver) => Promise<void>,
): Promise<StatementView> {
  const { row: found, driver } = await driverOf(db, token);
  return db.transaction().execute(async (trx) => {
    const row = await lockStatement(trx, found.id);
    if (row.sealed_at) throw new ApiError(409, 'STATEMENT_SEALED');
    await change(trx, row, driver);
    return viewOf(await lockStatement(trx, found.id), driver);
  });
}

function checkedValue(section: SectionId, value: SectionValue): SectionValue {
  const allowed = fieldsOf(section);
  const stray = Object.keys(value).filter((field) => !allowed.includes(field as keyof SectionValue));
  if (stray.length > 0) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      stray.map((field) => ({ path: `/value/${field}`, message: msg`Tento údaj do tejto časti správy nepatrí.` })),
    );
  }
  if ((value.latitude === undefined) !== (value.longitude === undefined)) {
    const missing = value.latitude === undefined ? 'latitude' : 'longitude';
    throw new ApiError(400, 'VALIDATION_FAILED', [{ path: `/value/${missing}`, message: msg`Poloha potrebuje zemepisnú šírku aj dĺžku.` }]);
  }
  if (value.boxes) return { ...value, boxes: [...new Set(value.boxes)].sort((a, b) => a - b) };
  return value;
}

export function updateSection(
  db: Db,
  token: string,
  section: string,
  body: { version: number; value: SectionValue },
  now = new Date(),
): Promise<StatementView> {
  if (!(SECTION_IDS as readonly string[]).includes(section)) throw new ApiError(404, 'NOT_FOUND');
  const id = section as SectionId;
  return changeStatement(db, token, async (trx, row, driver) => {
    if (!row.joined_at) throw new ApiError(409, 'STATEMENT_NOT_JOINED');
    if (!mayEdit(driver, id)) throw new ApiError(403, 'STATEMENT_NOT_YOUR_COLUMN');
    const value = checkedValue(id, body.value);
    const current = row.sections[id] ?? { version: 0, value: {} };
    if (body.version !== current.version) throw new SectionConflict(current);
    if (canonicalJson(current.value) === canonicalJson(value)) return;
    const signed = Object.keys(row.signatures).length > 0;
    await updateStatement(
      trx,
      row.id,
      {
        sections: { ...row.sections, [id]: { version: current.version + 1, value } },
        ...(signed ? { signatures: {}, withdrawnAt: now } : {}),
      },
      now,
    );
  });
}

/** What a driver signs with: the typed name and the drawn path, or the typed name confirmed as the signature (openapi.yaml). */
export type SignatureInput = { name: string; path?: string; typed?: true };

export function signStatement(db: Db, token: string, signature: SignatureInput, now = new Date()) {
  return changeStatement(db, token, async (trx, row, driver) => {
    if (!row.joined_at) throw new ApiError(409, 'STATEMENT_NOT_JOINED');
    const drawnOrTyped = signature.path !== undefined ? { path: signature.path } : { typed: true as const };
    const signatures = { ...row.signatures, [driver]: { name: signature.name.trim(), ...drawnOrTyped, signedAt: now.toISOString() } };
    const bothSigned = signatures.A !== undefined && signatures.B !== undefined;
    const seal = bothSigned ? { sealedAt: now, sha256: sha256(canonicalJson(sealedDocument(row.id, row.sections, signatures))) } : {};
    await updateStatement(trx, row.id, { signatures, withdrawnAt: null, ...seal }, now);
  });
}
