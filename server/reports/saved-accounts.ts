/**
 * Saved bank accounts of a policy (DECISIONS D27): the browser only ever gets an opaque id and a
 * mask of each; the IBAN stays in the register and reaches only the claim XML, at save.
 *
 * The id is an HMAC of the register's account id under a key of the report's own (random, never
 * sent): it cannot be guessed or enumerated, means nothing in another report, and stays the same
 * through the report's verifications (the plate changed and changed back offers the same ids).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SavedBankAccount } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { bankAccountById, bankAccountsForPolicies } from '../reference/registers.ts';
import type { StoredDocument } from './document.ts';

/** A saved account as the report's document keeps it: never the IBAN. */
export interface StoredSavedAccount {
  /** The opaque id the browser sees (accountToken). */
  id: string;
  /** The register's id (policy_bank_account.id); server-only. */
  accountId: string;
  mask: string;
}

/** 128 bits of key, and 128 bits of the HMAC as the id: as hard to guess as a report id. */
const KEY_BYTES = 16;
const TOKEN_BYTES = 16;
/** The characters of an IBAN left readable at its end (D27: "SK** **** **** **** **** 0007"). */
const VISIBLE_TAIL = 4;

/** `SK26 1100 …0007` -> `SK** **** **** **** **** 0007`: the country and the last four characters. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const hidden = compact.length - 2 - VISIBLE_TAIL;
  const masked = compact.slice(0, 2) + '*'.repeat(Math.max(0, hidden)) + compact.slice(Math.max(2, compact.length - VISIBLE_TAIL));
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The report's key for its account ids, made on first use (a draft from before D27 has none). */
function accountKeyOf(document: StoredDocument): Buffer {
  document.bankAccountKey ??= randomBytes(KEY_BYTES).toString('base64url');
  return Buffer.from(document.bankAccountKey, 'base64url');
}

function accountToken(key: Buffer, accountId: string): string {
  return createHmac('sha256', key).update(accountId).digest().subarray(0, TOKEN_BYTES).toString('base64url');
}

/** The register's accounts of these policies, as the document keeps them (stable order). */
export async function savedAccountsForPolicies(
  db: Kysely<Database>,
  document: StoredDocument,
  policyIds: readonly string[],
): Promise<StoredSavedAccount[]> {
  const rows = await bankAccountsForPolicies(db, [...policyIds]);
  if (rows.length === 0) return [];
  const key = accountKeyOf(document);
  return rows.map((row) => ({ id: accountToken(key, row.id), accountId: row.id, mask: maskIban(row.iban) }));
}

/** Object 1 of SPEC §2: my vehicle was damaged, the vehicle whose policies the plate found. */
const OWN_VEHICLE_DAMAGED = 1;

/**
 * Whether the saved accounts may be offered: only where the payout goes to the policyholder of the
 * policies they belong to (D27). On SMP the reporter is the aggrieved party, not the insured (SPEC
 * §4); without damage to the reporter's own vehicle (scopes 2, 3, 4, 34) the plate or policy
 * number is the vehicle that caused the damage, and the payout goes to the person it harmed (the
 * issue's SMP scope 3). With the own vehicle damaged (scopes 1, 12, 13, 14, 134 on the web or KZ,
 * where the reporter is the insured) the payout goes to that vehicle's policyholder.
 */
export function offersSavedAccounts(document: StoredDocument): boolean {
  if (document.meta.portal?.portal === 'SMP') return false;
  return (document.incident.scopesOfDamage ?? []).some((scope) => scope.objectId === OWN_VEHICLE_DAMAGED);
}

/** A stored entry of D27's shape (a draft stored before it kept IBANs and the register's ids). */
export const isStoredSavedAccount = (entry: unknown): entry is StoredSavedAccount =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as StoredSavedAccount).accountId === 'string' &&
  typeof (entry as StoredSavedAccount).mask === 'string';

/** The accounts this report offers, in the document's form (server-only fields included). */
export function offeredStoredAccounts(document: StoredDocument): StoredSavedAccount[] {
  if (!offersSavedAccounts(document)) return [];
  return (document.availableBankAccounts as unknown[]).filter(isStoredSavedAccount);
}

/** What the browser gets (load, update, the bank-accounts lookup): an id and a mask, nothing more. */
export function offeredBankAccounts(document: StoredDocument): SavedBankAccount[] {
  return offeredStoredAccounts(document).map(({ id, mask }) => ({ id, mask }));
}

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The offered account with this id, if any. */
export function offeredAccount(document: StoredDocument, id: string): StoredSavedAccount | undefined {
  return offeredStoredAccounts(document).find((account) => sameToken(account.id, id));
}

/** The register's IBAN and BIC of the chosen saved account, for the claim XML; undefined when it is gone. */
export async function registerAccount(
  db: Kysely<Database>,
  account: StoredSavedAccount,
): Promise<{ iban: string; bic: string | null } | undefined> {
  return bankAccountById(db, account.accountId);
}

/**
 * The document the claim XML is made of: with a saved account chosen, its IBAN and BIC from the
 * register (the stored document keeps only the id, so neither load nor the PDF can show the IBAN).
 * Undefined when the account is no longer offered or no longer on file: the save is refused.
 */
export async function withRegisterAccount(db: Kysely<Database>, document: StoredDocument): Promise<StoredDocument | undefined> {
  const chosen = document.incident.bankAccount;
  if (!chosen?.id) return document;
  const offered = offeredAccount(document, chosen.id);
  const account = offered && (await registerAccount(db, offered));
  if (!account) return undefined;
  return { ...document, incident: { ...document.incident, bankAccount: { ...chosen, value: account.iban, bic: account.bic } } };
}
