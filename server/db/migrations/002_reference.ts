import { sql, type Kysely } from 'kysely';

// The insurer's reference registers; demo rows are seeded by server/reference/seed.ts.
const statements = [
  `CREATE TABLE policy (
     policy_id            text NOT NULL,
     license_plate        text,
     product              text NOT NULL CHECK (product IN ('PZP', 'CASCO', 'MINICASCO')),
     product_code         text NOT NULL,
     valid_from           date NOT NULL,
     valid_to             date NOT NULL,
     holder_party_type    text NOT NULL DEFAULT 'PERSON' CHECK (holder_party_type IN ('PERSON', 'BUSINESS')),
     holder_first_name    text,
     holder_last_name     text,
     holder_business_name text,
     vehicle_description  text,
     PRIMARY KEY (policy_id, product)
   )`,
  `CREATE INDEX policy_plate_idx ON policy (license_plate)`,
  `CREATE TABLE policy_bank_account (
     id        text PRIMARY KEY,
     policy_id text NOT NULL,
     iban      text NOT NULL,
     bic       text
   )`,
  `CREATE INDEX policy_bank_account_policy_idx ON policy_bank_account (policy_id)`,
  `CREATE TABLE operator (
     code           text PRIMARY KEY,
     portal         text NOT NULL CHECK (portal IN ('SMP', 'KZ')),
     verified       boolean NOT NULL,
     first_name     text NOT NULL,
     last_name      text NOT NULL,
     login          text,
     email          text,
     phone          text,
     party_type     text NOT NULL DEFAULT 'PERSON' CHECK (party_type IN ('PERSON', 'BUSINESS')),
     identification text,
     business_name  text
   )`,
  `CREATE TABLE repair_shop (
     id              text PRIMARY KEY,
     company_name    text NOT NULL,
     street          text NOT NULL,
     building_number text,
     town            text NOT NULL,
     postal_code     text NOT NULL,
     phone           text,
     email           text,
     lat             double precision NOT NULL,
     lon             double precision NOT NULL,
     services        text[] NOT NULL,
     options         text[] NOT NULL DEFAULT '{}'
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
