/**
 * Questions the wizard asks of the insurer's registers: is this plate or policy insured on the
 * incident date, which products does the vehicle have, which bank accounts are on file, who is
 * this portal operator, which contracted repair shops are near. Dates are 'yyyy-mm-dd'.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { DEFAULT_CASCO_PRODUCT_CODE } from '../../src/domain/report.ts';
import type { Database, OperatorTable, PolicyTable, RepairShopTable } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { distanceKm } from './geo.ts';
import { foldText, isIsoDate, normalizePlate } from './text.ts';

export {
  permissibleCombinations,
  phonePrefixCodes,
  phonePrefixes,
  reasonGroups,
  scopesOfDamage,
  type PhonePrefix,
  type ReasonGroup,
  type ScopeOfDamageOption,
} from './static-lists.ts';

export type PolicyRow = Selectable<PolicyTable>;

/** PZP asks for liability cover; CASCO for a full casco product (mini-casco is not casco, DECISIONS D3). */
export type VerifiedPolicyType = 'PZP' | 'CASCO';

function assertDate(date: string): void {
  if (!isIsoDate(date)) throw new ApiError(400, 'INVALID_DATE');
}

/**
 * The policies in force on `date` for the plate and/or the policy number. Given both, the union:
 * the vehicle's policies and the named one (a casco number entered on an alert screen adds to
 * what the plate found).
 */
export async function policiesValidAt(
  db: Kysely<Database>,
  query: { licensePlate?: string | undefined; policyId?: string | undefined; date: string },
): Promise<PolicyRow[]> {
  assertDate(query.date);
  const plate = query.licensePlate ? normalizePlate(query.licensePlate) : '';
  const policyId = query.policyId?.trim() ?? '';
  if (!plate && !policyId) return [];
  return db
    .selectFrom('policy')
    .selectAll()
    .where((eb) => {
      const matches = [];
      if (plate) matches.push(eb('license_plate', '=', plate));
      if (policyId) matches.push(eb('policy_id', '=', policyId));
      return eb.or(matches);
    })
    .where('valid_from', '<=', query.date)
    .where('valid_to', '>=', query.date)
    .orderBy('policy_id')
    .orderBy('product')
    .execute();
}

const coversType = (policyType: VerifiedPolicyType | undefined) => (policy: PolicyRow) =>
  policyType === undefined ? true : policy.product === policyType;

/** True when the plate has a policy of the type (any product when no type) in force on the incident date. */
export async function verifyLicensePlate(
  db: Kysely<Database>,
  query: { licensePlate: string; incidentDate: string; policyType?: VerifiedPolicyType | undefined },
): Promise<boolean> {
  if (!normalizePlate(query.licensePlate)) return false;
  const policies = await policiesValidAt(db, { licensePlate: query.licensePlate, date: query.incidentDate });
  return policies.some(coversType(query.policyType));
}

/** True when the policy number is of the type (any product when no type) and in force on the incident date. */
export async function verifyPolicyId(
  db: Kysely<Database>,
  query: { policyId: string; incidentDate: string; policyType?: VerifiedPolicyType | undefined },
): Promise<boolean> {
  if (!query.policyId.trim()) return false;
  const policies = await policiesValidAt(db, { policyId: query.policyId, date: query.incidentDate });
  return policies.some(coversType(query.policyType));
}

export interface AvailableProducts {
  liability: boolean;
  casco: boolean;
  minicasco: boolean;
  /** The casco policy's product code; HPL when there is no casco (SPEC §4). */
  cascoProductCode: string;
}

/** Which products the vehicle (plate) and/or policy number have on `date`. */
export async function availableProducts(
  db: Kysely<Database>,
  query: { licensePlate?: string | undefined; policyId?: string | undefined; date: string },
): Promise<AvailableProducts> {
  const policies = await policiesValidAt(db, query);
  const casco = policies.find((policy) => policy.product === 'CASCO');
  return {
    liability: policies.some((policy) => policy.product === 'PZP'),
    casco: casco !== undefined,
    minicasco: policies.some((policy) => policy.product === 'MINICASCO'),
    cascoProductCode: casco?.product_code ?? DEFAULT_CASCO_PRODUCT_CODE,
  };
}

/** A payout account on file. Server-only: the browser gets an opaque id and a mask (D27, server/reports/saved-accounts.ts). */
export interface RegisterBankAccount {
  id: string;
  iban: string;
  bic: string | null;
}

/** The account with this register id, if it is still on file. */
export async function bankAccountById(db: Kysely<Database>, id: string): Promise<RegisterBankAccount | undefined> {
  return db.selectFrom('policy_bank_account').select(['id', 'iban', 'bic']).where('id', '=', id).executeTakeFirst();
}

/** The payout accounts the insurer has on file for these policies, in a stable order. */
export async function bankAccountsForPolicies(db: Kysely<Database>, policyIds: string[]): Promise<RegisterBankAccount[]> {
  const ids = [...new Set(policyIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) return [];
  return db
    .selectFrom('policy_bank_account')
    .select(['id', 'iban', 'bic'])
    .where('policy_id', 'in', ids)
    .orderBy('policy_id')
    .orderBy('id')
    .execute();
}

export interface Insured {
  firstName: string | null;
  lastName: string | null;
  partyType: 'PERSON' | 'BUSINESS';
  businessName: string | null;
}

export interface SmpOperatorData {
  portal: 'SMP';
  verified: boolean;
  firstName: string;
  lastName: string;
  login: string | null;
  email: string | null;
  phone: string | null;
  /** The holder of the policy number the portal passed, when it is in the register. */
  insured: Insured | null;
}

export interface KzOperatorData {
  portal: 'KZ';
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  partyType: 'PERSON' | 'BUSINESS';
  businessName: string | null;
}

async function insuredOf(db: Kysely<Database>, policyId: string | undefined): Promise<Insured | null> {
  const id = policyId?.trim();
  if (!id) return null;
  const holder = await db
    .selectFrom('policy')
    .select(['holder_first_name', 'holder_last_name', 'holder_party_type', 'holder_business_name'])
    .where('policy_id', '=', id)
    .orderBy('valid_to', 'desc')
    .orderBy('product')
    .executeTakeFirst();
  if (!holder) return null;
  return {
    firstName: holder.holder_first_name,
    lastName: holder.holder_last_name,
    partyType: holder.holder_party_type,
    businessName: holder.holder_business_name,
  };
}

/**
 * The operator of an SMP or KZ portal (SPEC §7 get-operator-data); null for a code unknown on
 * that portal (an SMP code asked for as KZ is unknown, and the other way round).
 */
export async function operatorData(
  db: Kysely<Database>,
  query: { operatorCode: string; portal: 'SMP'; policyId?: string | undefined },
): Promise<SmpOperatorData | null>;
export async function operatorData(
  db: Kysely<Database>,
  query: { operatorCode: string; portal: 'KZ'; policyId?: string | undefined },
): Promise<KzOperatorData | null>;
export async function operatorData(
  db: Kysely<Database>,
  query: { operatorCode: string; portal: 'SMP' | 'KZ'; policyId?: string | undefined },
): Promise<SmpOperatorData | KzOperatorData | null>;
export async function operatorData(
  db: Kysely<Database>,
  query: { operatorCode: string; portal: 'SMP' | 'KZ'; policyId?: string | undefined },
): Promise<SmpOperatorData | KzOperatorData | null> {
  const operator: Selectable<OperatorTable> | undefined = await db
    .selectFrom('operator')
    .selectAll()
    .where('code', '=', query.operatorCode.trim())
    .where('portal', '=', query.portal)
    .executeTakeFirst();
  if (!operator) return null;
  if (operator.portal === 'SMP') {
    return {
      portal: 'SMP',
      verified: operator.verified,
      firstName: operator.first_name,
      lastName: operator.last_name,
      login: operator.login,
      email: operator.email,
      phone: operator.phone,
      insured: await insuredOf(db, query.policyId),
    };
  }
  return {
    portal: 'KZ',
    email: operator.email,
    phone: operator.phone,
    firstName: operator.first_name,
    lastName: operator.last_name,
    partyType: operator.party_type,
    // D28: never the operator's own birth number or identification number (the register's
    // `identification`): this answer goes to the browser.
    businessName: operator.business_name,
  };
}

export interface RepairShop {
  id: string;
  companyName: string;
  address: { street: string; buildingNumber: string | null; town: string; postalCode: string; country: 'SVK' };
  phone: string | null;
  email: string | null;
  lat: number;
  lon: number;
  services: string[];
  options: string[];
  /** Set when the search was `near` a point. */
  distanceKm?: number;
}

const DEFAULT_SHOP_LIMIT = 50;

function toRepairShop(row: Selectable<RepairShopTable>): RepairShop {
  return {
    id: row.id,
    companyName: row.company_name,
    address: { street: row.street, buildingNumber: row.building_number, town: row.town, postalCode: row.postal_code, country: 'SVK' },
    phone: row.phone,
    email: row.email,
    lat: row.lat,
    lon: row.lon,
    services: row.services,
    options: row.options,
  };
}

/** The contracted repair shop with this id, if the register has it. */
export async function repairShopById(db: Kysely<Database>, id: string): Promise<RepairShop | undefined> {
  const row = await db.selectFrom('repair_shop').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRepairShop(row);
}

/**
 * Contracted repair shops for /car-repair-map. `q` matches the name, street, town or postal code
 * regardless of case and diacritics (every word of `q` must match); every listed service and option
 * is required; nearest first when `near` is given, else by name.
 */
export async function searchRepairShops(
  db: Kysely<Database>,
  query: {
    q?: string | undefined;
    near?: { lat: number; lon: number } | undefined;
    services?: string[] | undefined;
    options?: string[] | undefined;
    limit?: number | undefined;
  },
): Promise<RepairShop[]> {
  const services = [...new Set(query.services ?? [])];
  const options = [...new Set(query.options ?? [])];
  let select = db.selectFrom('repair_shop').selectAll();
  // Array containment keeps the service and option filters in the database.
  // (One text[] parameter each: a plain array would be expanded into a value list.)
  if (services.length > 0) select = select.where('services', '@>', sql<string[]>`${services}::text[]`);
  if (options.length > 0) select = select.where('options', '@>', sql<string[]>`${options}::text[]`);
  const rows = await select.execute();

  // Diacritics-insensitive matching is done here: PostgreSQL's unaccent is an extension that
  // neither PGlite nor every managed server has, and a register of repair shops is small.
  const words = query.q ? foldText(query.q).split(' ').filter(Boolean) : [];
  const matching = rows.filter((row) => {
    if (words.length === 0) return true;
    const haystack = foldText(`${row.company_name} ${row.street} ${row.town} ${row.postal_code} ${row.postal_code.replace(' ', '')}`);
    return words.every((word) => haystack.includes(word));
  });

  const near = query.near;
  const ranked = matching.map((row) => ({ shop: toRepairShop(row), distance: near ? distanceKm(near, row) : 0 }));
  ranked.sort((a, b) => a.distance - b.distance || a.shop.companyName.localeCompare(b.shop.companyName, 'sk'));
  const limit = Math.max(1, Math.min(query.limit ?? DEFAULT_SHOP_LIMIT, 500));
  return ranked.slice(0, limit).map(({ shop, distance }) =>
    // Shown to people, so to 100 m; sorting used the exact distance.
    near ? { ...shop, distanceKm: Math.round(distance * 10) / 10 } : shop,
  );
}
