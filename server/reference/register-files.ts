/**
 * The one definition of each reference register's CSV file: its columns, how a cell becomes a
 * column value and what makes a row bad. The importer (import.ts) and the demo seed (seed.ts)
 * both read files through parseRegisterCsv, so a demo file that seeds also imports, and the
 * other way round.
 */
import { parse } from 'csv-parse/sync';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { Insertable } from 'kysely';
import type { Database, OperatorTable, PolicyBankAccountTable, PolicyTable, RepairShopTable } from '../db/schema.ts';
import { isIsoDate, normalizePlate, PLATE_PATTERN } from './text.ts';

export const REGISTER_KINDS = ['policies', 'policy-bank-accounts', 'operators', 'repair-shops'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

export const isRegisterKind = (value: string): value is RegisterKind => (REGISTER_KINDS as readonly string[]).includes(value);

export interface RegisterRows {
  policies: Insertable<PolicyTable>;
  'policy-bank-accounts': Insertable<PolicyBankAccountTable>;
  operators: Insertable<OperatorTable>;
  'repair-shops': Insertable<RepairShopTable>;
}

/** The table each register replaces. */
export const REGISTER_TABLES = {
  policies: 'policy',
  'policy-bank-accounts': 'policy_bank_account',
  operators: 'operator',
  'repair-shops': 'repair_shop',
} as const satisfies Record<RegisterKind, keyof Database>;

/** The demo file of each register in server/reference/data/. */
export const REGISTER_FILES: Record<RegisterKind, string> = {
  policies: 'policies.csv',
  'policy-bank-accounts': 'policy-bank-accounts.csv',
  operators: 'operators.csv',
  'repair-shops': 'repair-shops.csv',
};

export const POLICY_PRODUCTS = ['PZP', 'CASCO', 'MINICASCO'] as const;
export const PARTY_TYPES = ['PERSON', 'BUSINESS'] as const;
export const PORTALS = ['SMP', 'KZ'] as const;
export const REPAIR_SERVICES = ['GENERAL', 'GLASS', 'HAIL'] as const;
export const REPAIR_OPTIONS = ['REPLACEMENT_VEHICLE', 'CLIENT_PICKUP', 'TOWING'] as const;

/** Separates the values of a list inside one cell (services, options): `GENERAL|GLASS`. */
export const LIST_SEPARATOR = '|';

/** One bad cell, reported as `line N: <column>: <problem>`. `line` is the file line where the row starts. */
export interface RowProblem {
  line: number;
  column: string;
  problem: string;
}

export const formatProblem = (problem: RowProblem) => `line ${problem.line}: ${problem.column}: ${problem.problem}`;

export type ParseResult<Row> = { ok: true; rows: Row[] } | { ok: false; problems: RowProblem[] };

/** Reads the cells of one row; every problem is recorded and reading goes on, so all are reported at once. */
class CellReader {
  constructor(
    private readonly cells: Record<string, string>,
    private readonly line: number,
    private readonly problems: RowProblem[],
  ) {}

  fail(column: string, problem: string): void {
    this.problems.push({ line: this.line, column, problem });
  }

  /** The trimmed cell, or null when empty. */
  optional(column: string, maxLength = 200): string | null {
    const value = (this.cells[column] ?? '').trim();
    if (value === '') return null;
    if (value.length > maxLength) this.fail(column, `longer than ${maxLength} characters`);
    return value;
  }

  required(column: string, maxLength = 200): string {
    const value = this.optional(column, maxLength);
    if (value === null) this.fail(column, 'required');
    return value ?? '';
  }

  matching(column: string, pattern: RegExp, description: string, required: boolean): string | null {
    const value = required ? this.required(column) : this.optional(column);
    if (value !== null && value !== '' && !pattern.test(value)) this.fail(column, `must be ${description}, got "${value}"`);
    return value;
  }

  oneOf<T extends string>(column: string, values: readonly T[], fallback?: T): T {
    const value = this.optional(column)?.toUpperCase() ?? null;
    if (value === null) {
      if (fallback !== undefined) return fallback;
      this.fail(column, `required, one of ${values.join(', ')}`);
      return values[0]!;
    }
    if (!(values as readonly string[]).includes(value)) {
      this.fail(column, `must be one of ${values.join(', ')}, got "${value}"`);
      return values[0]!;
    }
    return value as T;
  }

  date(column: string): string {
    const value = this.required(column);
    if (value !== '' && !isIsoDate(value)) this.fail(column, `must be a date yyyy-mm-dd, got "${value}"`);
    return value;
  }

  decimal(column: string, min: number, max: number): number {
    const value = this.required(column);
    const number = Number(value);
    if (value !== '' && (!/^-?\d+(\.\d+)?$/.test(value) || number < min || number > max)) {
      this.fail(column, `must be a number from ${min} to ${max}, got "${value}"`);
    }
    return number;
  }

  boolean(column: string): boolean {
    const value = this.optional(column)?.toLowerCase() ?? null;
    if (value === 'true' || value === '1' || value === 'yes') return true;
    if (value === 'false' || value === '0' || value === 'no') return false;
    this.fail(column, value === null ? 'required, true or false' : `must be true or false, got "${value}"`);
    return false;
  }

  list<T extends string>(column: string, values: readonly T[], atLeastOne: boolean): T[] {
    const raw = this.optional(column, 500);
    const items =
      raw === null
        ? []
        : raw
            .split(LIST_SEPARATOR)
            .map((item) => item.trim().toUpperCase())
            .filter(Boolean);
    const unknown = items.filter((item) => !(values as readonly string[]).includes(item));
    if (unknown.length > 0) {
      this.fail(
        column,
        `unknown ${unknown.map((item) => `"${item}"`).join(', ')}; allowed ${values.join(', ')} separated by ${LIST_SEPARATOR}`,
      );
    } else if (atLeastOne && items.length === 0) {
      this.fail(column, `required, one or more of ${values.join(', ')} separated by ${LIST_SEPARATOR}`);
    }
    return [...new Set(items)] as T[];
  }
}

interface RegisterSpec<Row> {
  columns: readonly string[];
  read(cells: CellReader): Row;
  /** Rows must be unique by this key; `column` names it in the duplicate problem. */
  key(row: Row): { column: string; value: string };
}

const POLICY_ID = /^[0-9]{1,20}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9][0-9 /-]{3,30}$/;
const POSTAL_CODE = /^\d{3} ?\d{2}$/;

/** Slovak postal codes are written "010 01"; the file may have "01001". */
const formatPostalCode = (value: string) =>
  POSTAL_CODE.test(value) ? `${value.replace(' ', '').slice(0, 3)} ${value.replace(' ', '').slice(3)}` : value;

const policies: RegisterSpec<RegisterRows['policies']> = {
  columns: [
    'policy_id',
    'license_plate',
    'product',
    'product_code',
    'valid_from',
    'valid_to',
    'holder_party_type',
    'holder_first_name',
    'holder_last_name',
    'holder_business_name',
    'vehicle_description',
  ],
  read(cells) {
    const policyId = cells.matching('policy_id', POLICY_ID, '1 to 20 digits', true) ?? '';
    const rawPlate = cells.optional('license_plate');
    const plate = rawPlate === null ? null : normalizePlate(rawPlate);
    if (plate !== null && !PLATE_PATTERN.test(plate)) cells.fail('license_plate', `must be 1 to 7 letters or digits, got "${rawPlate}"`);
    const product = cells.oneOf('product', POLICY_PRODUCTS);
    const productCode = (cells.matching('product_code', /^[A-Za-z0-9_]{1,10}$/, '1 to 10 letters or digits', true) ?? '').toUpperCase();
    const validFrom = cells.date('valid_from');
    const validTo = cells.date('valid_to');
    if (isIsoDate(validFrom) && isIsoDate(validTo) && validFrom > validTo) {
      cells.fail('valid_to', `must not be before valid_from (${validFrom}), got "${validTo}"`);
    }
    const partyType = cells.oneOf('holder_party_type', PARTY_TYPES, 'PERSON');
    const firstName = cells.optional('holder_first_name', 100);
    const lastName = cells.optional('holder_last_name', 100);
    const businessName = cells.optional('holder_business_name', 200);
    if (partyType === 'PERSON' && lastName === null) cells.fail('holder_last_name', 'required for a PERSON holder');
    if (partyType === 'BUSINESS' && businessName === null) cells.fail('holder_business_name', 'required for a BUSINESS holder');
    return {
      policy_id: policyId,
      license_plate: plate,
      product,
      product_code: productCode,
      valid_from: validFrom,
      valid_to: validTo,
      holder_party_type: partyType,
      holder_first_name: firstName,
      holder_last_name: lastName,
      holder_business_name: businessName,
      vehicle_description: cells.optional('vehicle_description', 200),
    };
  },
  // The table's primary key: one policy number may hold several products, each once.
  key: (row) => ({ column: 'policy_id', value: `${row.policy_id} ${row.product}` }),
};

const policyBankAccounts: RegisterSpec<RegisterRows['policy-bank-accounts']> = {
  columns: ['id', 'policy_id', 'iban', 'bic'],
  read(cells) {
    const id = cells.matching('id', CODE, 'letters, digits, - or _ (at most 64)', true) ?? '';
    const policyId = cells.matching('policy_id', POLICY_ID, '1 to 20 digits', true) ?? '';
    const rawIban = cells.required('iban', 42);
    const iban = electronicFormatIBAN(rawIban) ?? '';
    if (rawIban !== '' && !isValidIBAN(iban)) cells.fail('iban', `not a valid IBAN (length, structure or check digits), got "${rawIban}"`);
    const rawBic = cells.optional('bic', 11);
    const bic = rawBic === null ? null : rawBic.toUpperCase();
    if (bic !== null && !isValidBIC(bic)) cells.fail('bic', `must be a BIC of 8 or 11 characters, got "${rawBic}"`);
    return { id, policy_id: policyId, iban, bic };
  },
  key: (row) => ({ column: 'id', value: row.id }),
};

const operators: RegisterSpec<RegisterRows['operators']> = {
  columns: [
    'code',
    'portal',
    'verified',
    'first_name',
    'last_name',
    'login',
    'email',
    'phone',
    'party_type',
    'identification',
    'business_name',
  ],
  read(cells) {
    const code = cells.matching('code', CODE, 'letters, digits, - or _ (at most 64)', true) ?? '';
    const partyType = cells.oneOf('party_type', PARTY_TYPES, 'PERSON');
    const businessName = cells.optional('business_name', 200);
    if (partyType === 'BUSINESS' && businessName === null) cells.fail('business_name', 'required for a BUSINESS operator');
    return {
      code,
      portal: cells.oneOf('portal', PORTALS),
      verified: cells.boolean('verified'),
      first_name: cells.required('first_name', 100),
      last_name: cells.required('last_name', 100),
      login: cells.optional('login', 100),
      email: cells.matching('email', EMAIL, 'an e-mail address', false),
      phone: cells.matching('phone', PHONE, 'a phone number', false),
      party_type: partyType,
      identification: cells.optional('identification', 20),
      business_name: businessName,
    };
  },
  key: (row) => ({ column: 'code', value: row.code }),
};

const repairShops: RegisterSpec<RegisterRows['repair-shops']> = {
  columns: [
    'id',
    'company_name',
    'street',
    'building_number',
    'town',
    'postal_code',
    'phone',
    'email',
    'lat',
    'lon',
    'services',
    'options',
  ],
  read(cells) {
    return {
      id: cells.matching('id', CODE, 'letters, digits, - or _ (at most 64)', true) ?? '',
      company_name: cells.required('company_name', 200),
      street: cells.required('street', 100),
      building_number: cells.optional('building_number', 20),
      town: cells.required('town', 100),
      postal_code: formatPostalCode(cells.matching('postal_code', POSTAL_CODE, 'a postal code like 010 01', true) ?? ''),
      phone: cells.matching('phone', PHONE, 'a phone number', false),
      email: cells.matching('email', EMAIL, 'an e-mail address', false),
      lat: cells.decimal('lat', -90, 90),
      lon: cells.decimal('lon', -180, 180),
      services: cells.list('services', REPAIR_SERVICES, true),
      options: cells.list('options', REPAIR_OPTIONS, false),
    };
  },
  key: (row) => ({ column: 'id', value: row.id }),
};

const SPECS: { [K in RegisterKind]: RegisterSpec<RegisterRows[K]> } = {
  policies,
  'policy-bank-accounts': policyBankAccounts,
  operators,
  'repair-shops': repairShops,
};

export const registerColumns = (kind: RegisterKind): readonly string[] => SPECS[kind].columns;

interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * Splits CSV text into records with the file line each starts on. csv-parse does the quoting
 * (commas, quotes and line breaks inside quotes), the BOM and empty lines; line endings are made
 * LF first so a CRLF file and a LF file count lines alike.
 */
function readCsvRecords(text: string): CsvRecord[] | RowProblem {
  const normalized = text.replace(/\r\n?/g, '\n');
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, csv-parse returns { record, info } per record; its typings only describe plain records.
    parsed = parse(normalized, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof parsed;
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    return { line: typeof lines === 'number' ? lines : 1, column: '(file)', problem: `not valid CSV: ${(error as Error).message}` };
  }
  return parsed.map(({ record, info }) => {
    // info.lines is the line the record ends on; line breaks inside quoted fields move its start up.
    const breaks = record.reduce((count, field) => count + (field.match(/\n/g)?.length ?? 0), 0);
    return { fields: record, line: info.lines - breaks };
  });
}

/**
 * Parses and validates a register file. Either every row is good and all are returned, or the
 * problems of every bad row are returned and no row.
 */
export function parseRegisterCsv<K extends RegisterKind>(kind: K, text: string): ParseResult<RegisterRows[K]> {
  const spec = SPECS[kind] as RegisterSpec<RegisterRows[K]>;
  const records = readCsvRecords(text);
  if (!Array.isArray(records)) return { ok: false, problems: [records] };
  const [header, ...body] = records;
  if (!header) return { ok: false, problems: [{ line: 1, column: '(file)', problem: 'empty file, expected a header line' }] };

  const names = header.fields.map((name) => name.trim().toLowerCase());
  const problems: RowProblem[] = [];
  for (const column of spec.columns) {
    if (!names.includes(column)) problems.push({ line: header.line, column, problem: 'missing column in the header' });
  }
  for (const name of names) {
    if (!spec.columns.includes(name))
      problems.push({ line: header.line, column: name || '(empty)', problem: `unknown column; expected ${spec.columns.join(', ')}` });
  }
  if (names.length !== new Set(names).size) problems.push({ line: header.line, column: '(header)', problem: 'a column is named twice' });
  if (problems.length > 0) return { ok: false, problems };
  if (body.length === 0)
    return { ok: false, problems: [{ line: header.line, column: '(file)', problem: 'no data rows; an empty register is not imported' }] };

  const rows: RegisterRows[K][] = [];
  const firstLineOfKey = new Map<string, number>();
  for (const record of body) {
    if (record.fields.length !== names.length) {
      problems.push({ line: record.line, column: '(row)', problem: `has ${record.fields.length} fields, the header has ${names.length}` });
      continue;
    }
    const cells = Object.fromEntries(names.map((name, index) => [name, record.fields[index] ?? '']));
    const rowProblems: RowProblem[] = [];
    const row = spec.read(new CellReader(cells, record.line, rowProblems));
    if (rowProblems.length > 0) {
      // Reported in the order of the columns, whatever order the checks ran in.
      const position = (problem: RowProblem) => spec.columns.indexOf(problem.column);
      problems.push(...rowProblems.sort((a, b) => position(a) - position(b)));
      continue;
    }
    const key = spec.key(row);
    const earlier = firstLineOfKey.get(key.value);
    if (earlier !== undefined) {
      problems.push({ line: record.line, column: key.column, problem: `duplicate of line ${earlier}` });
      continue;
    }
    firstLineOfKey.set(key.value, record.line);
    rows.push(row);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
