import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { importRegister } from '../../server/reference/import.ts';
import {
  formatProblem,
  parseRegisterCsv,
  REGISTER_FILES,
  REGISTER_KINDS,
  REGISTER_TABLES,
  type RegisterKind,
} from '../../server/reference/register-files.ts';
import { DEMO_DATA_DIR, seedReferenceData } from '../../server/reference/seed.ts';
import { openSeededDatabase } from './reference-db.ts';
import { RUN_TS } from '../support/run-ts.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POLICY_HEADER =
  'policy_id,license_plate,product,product_code,valid_from,valid_to,holder_party_type,holder_first_name,holder_last_name,holder_business_name,vehicle_description';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

afterAll(async () => {
  await handle.close();
});

const demoText = (kind: RegisterKind) => readFileSync(path.join(DEMO_DATA_DIR, REGISTER_FILES[kind]), 'utf8');
const count = async (kind: RegisterKind) =>
  Number(
    (
      await handle.db
        .selectFrom(REGISTER_TABLES[kind])
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const problemsOf = (kind: RegisterKind, text: string) => {
  const result = parseRegisterCsv(kind, text);
  return result.ok ? [] : result.problems.map(formatProblem);
};

describe('the demo files', () => {
  it.each(REGISTER_KINDS)('%s imports cleanly with the importer and matches the seed', async (kind) => {
    const seeded = await count(kind);
    const result = await importRegister(handle.db, kind, demoText(kind));
    expect(result).toEqual({ ok: true, kind, imported: seeded });
    expect(await count(kind)).toBe(seeded);
  });

  it('seeds every register, and seeding again changes nothing', async () => {
    expect(await count('policies')).toBe(15);
    expect(await count('policy-bank-accounts')).toBe(6);
    expect(await count('operators')).toBe(5);
    expect(await count('repair-shops')).toBe(28);
    await seedReferenceData(handle.db);
    expect(await count('policies')).toBe(15);
    expect(await count('repair-shops')).toBe(28);
  });
});

describe('importRegister', () => {
  it('replaces the register with a good file: BOM, CRLF, quoted commas and quotes, plates normalised', async () => {
    const text =
      '\uFEFF' +
      [
        POLICY_HEADER,
        '7000000001,ba 123-xy,PZP,PZP,2024-01-01,2027-12-31,PERSON,Anna,Nová,,"Škoda Fabia, 2015"',
        '7000000002,,CASCO,hav,2024-01-01,2027-12-31,BUSINESS,,,"Stavby ""Hron"", s.r.o.","Iveco Daily,\nvan"',
      ].join('\r\n') +
      '\r\n';
    const result = await importRegister(handle.db, 'policies', text);
    expect(result).toEqual({ ok: true, kind: 'policies', imported: 2 });
    const rows = await handle.db.selectFrom('policy').selectAll().orderBy('policy_id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ policy_id: '7000000001', license_plate: 'BA123XY', vehicle_description: 'Škoda Fabia, 2015' });
    expect(rows[1]).toMatchObject({
      license_plate: null,
      product_code: 'HAV',
      holder_party_type: 'BUSINESS',
      holder_business_name: 'Stavby "Hron", s.r.o.',
      vehicle_description: 'Iveco Daily,\nvan',
    });
    // Back to the demo register for the other tests.
    expect((await importRegister(handle.db, 'policies', demoText('policies'))).ok).toBe(true);
  });

  it('reports both bad rows of a file by line and leaves the table exactly as it was', async () => {
    const before = await handle.db.selectFrom('policy').selectAll().orderBy('policy_id').orderBy('product').execute();
    const text = [
      POLICY_HEADER,
      '7000000001,BA123XY,PZP,PZP,2024-01-01,2027-12-31,PERSON,Anna,Nová,,"A quoted, multi-line',
      'description"',
      '7000000002,BA124XY,PZP,PZP,2024-13-01,2027-12-31,PERSON,Boris,Malý,,',
      '7000000003,BA125XY,PZP,PZP,2024-01-01,2027-12-31,PERSON,Cyril,Veľký,,',
      '7000000004,BA126XY,LIFE,PZP,2024-01-01,2027-12-31,PERSON,Dana,Krátka,,',
    ].join('\n');
    const result = await importRegister(handle.db, 'policies', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toEqual([
      'line 4: valid_from: must be a date yyyy-mm-dd, got "2024-13-01"',
      'line 6: product: must be one of PZP, CASCO, MINICASCO, got "LIFE"',
    ]);
    const after = await handle.db.selectFrom('policy').selectAll().orderBy('policy_id').orderBy('product').execute();
    expect(after).toEqual(before);
  });

  it('checks the validity window, plate, holder and duplicates of policies', () => {
    expect(
      problemsOf(
        'policies',
        [
          POLICY_HEADER,
          '7000000001,BA1234567,PZP,PZP,2025-01-01,2024-12-31,PERSON,Anna,,,',
          '7000000002,BA2,CASCO,HAV,2024-01-01,2024-12-31,BUSINESS,Jan,Kos,,',
          '70000A0003,BA3,PZP,PZP,2024-01-01,2024-12-31,PERSON,Jan,Kos,,',
          '7000000004,BA4,PZP,PZP,2024-01-01,2024-12-31,PERSON,Jan,Kos,,',
          '7000000004,BA4,PZP,PZP,2024-01-01,2024-12-31,PERSON,Jan,Kos,,',
          '7000000004,BA4,CASCO,HAV,2024-01-01,2024-12-31,PERSON,Jan,Kos,,',
        ].join('\n'),
      ),
    ).toEqual([
      'line 2: license_plate: must be 1 to 7 letters or digits, got "BA1234567"',
      'line 2: valid_to: must not be before valid_from (2025-01-01), got "2024-12-31"',
      'line 2: holder_last_name: required for a PERSON holder',
      'line 3: holder_business_name: required for a BUSINESS holder',
      'line 4: policy_id: must be 1 to 20 digits, got "70000A0003"',
      'line 6: policy_id: duplicate of line 5',
    ]);
  });

  it('validates IBANs with their check digits and BICs', () => {
    expect(
      problemsOf(
        'policy-bank-accounts',
        [
          'id,policy_id,iban,bic',
          'A1,4010000011,SK26 1100 0000 0026 2011 0007,tatrskbx',
          'A2,4010000011,SK2611000000002620110008,TATRSKBX',
          'A3,4010000011,SK2611000000002620110007,TATR',
          'A4,4010000011,,',
        ].join('\n'),
      ),
    ).toEqual([
      'line 3: iban: not a valid IBAN (length, structure or check digits), got "SK2611000000002620110008"',
      'line 4: bic: must be a BIC of 8 or 11 characters, got "TATR"',
      'line 5: iban: required',
    ]);
    const good = parseRegisterCsv('policy-bank-accounts', 'id,policy_id,iban,bic\nA1,4010000011,sk26 1100 0000 0026 2011 0007,tatrskbx\n');
    expect(good).toEqual({ ok: true, rows: [{ id: 'A1', policy_id: '4010000011', iban: 'SK2611000000002620110007', bic: 'TATRSKBX' }] });
  });

  it('validates repair shops: coordinates, postal code and the service and option lists', () => {
    const header = 'id,company_name,street,building_number,town,postal_code,phone,email,lat,lon,services,options';
    expect(
      problemsOf(
        'repair-shops',
        [
          header,
          'S1,"Dielňa, s.r.o.",Hlavná,1,Žilina,01001,+421 41 111 2222,a@b.sk,49.2,18.7,GENERAL|glass,towing',
          'S2,Dielňa 2,Hlavná,1,Žilina,010 01,,,91,18.7,PAINT,',
          'S3,Dielňa 3,Hlavná,1,Žilina,1001,,not-an-email,49.2,east,,TOWING|FLYING',
        ].join('\n'),
      ),
    ).toEqual([
      'line 3: lat: must be a number from -90 to 90, got "91"',
      'line 3: services: unknown "PAINT"; allowed GENERAL, GLASS, HAIL separated by |',
      'line 4: postal_code: must be a postal code like 010 01, got "1001"',
      'line 4: email: must be an e-mail address, got "not-an-email"',
      'line 4: lon: must be a number from -180 to 180, got "east"',
      'line 4: services: required, one or more of GENERAL, GLASS, HAIL separated by |',
      'line 4: options: unknown "FLYING"; allowed REPLACEMENT_VEHICLE, CLIENT_PICKUP, TOWING separated by |',
    ]);
    const good = parseRegisterCsv(
      'repair-shops',
      `${header}\nS1,"Dielňa, s.r.o.",Hlavná,1,Žilina,01001,,,49.2,18.7,GENERAL|glass,towing\n`,
    );
    expect(good.ok && good.rows[0]).toMatchObject({
      company_name: 'Dielňa, s.r.o.',
      postal_code: '010 01',
      lat: 49.2,
      services: ['GENERAL', 'GLASS'],
      options: ['TOWING'],
    });
  });

  it('validates operators', () => {
    const header = 'code,portal,verified,first_name,last_name,login,email,phone,party_type,identification,business_name';
    expect(problemsOf('operators', [header, 'X1,WEB,maybe,Ján,,,,,BUSINESS,,'].join('\n'))).toEqual([
      'line 2: portal: must be one of SMP, KZ, got "WEB"',
      'line 2: verified: must be true or false, got "maybe"',
      'line 2: last_name: required',
      'line 2: business_name: required for a BUSINESS operator',
    ]);
  });

  it('refuses a wrong header, a short row, bad quoting and an empty register', () => {
    expect(problemsOf('policy-bank-accounts', 'id,policy,iban,bic\nA1,1,SK2611000000002620110007,\n')).toEqual([
      'line 1: policy_id: missing column in the header',
      'line 1: policy: unknown column; expected id, policy_id, iban, bic',
    ]);
    expect(problemsOf('policy-bank-accounts', 'id,policy_id,iban,bic\nA1,1\n')).toEqual(['line 2: (row): has 2 fields, the header has 4']);
    expect(problemsOf('policy-bank-accounts', 'id,policy_id,iban,bic\nA1,1,"SK26,\n')[0]).toMatch(/^line 2: \(file\): not valid CSV/);
    expect(problemsOf('policy-bank-accounts', 'id,policy_id,iban,bic\n')).toEqual([
      'line 1: (file): no data rows; an empty register is not imported',
    ]);
    expect(problemsOf('policy-bank-accounts', '')).toEqual(['line 1: (file): empty file, expected a header line']);
  });
});

describe('seedReferenceData', () => {
  it('does not overwrite a register the insurer imported', async () => {
    const own = 'id,policy_id,iban,bic\nOWN-1,4010000011,SK2611000000002620110007,TATRSKBX\n';
    expect(await importRegister(handle.db, 'policy-bank-accounts', own)).toMatchObject({ ok: true, imported: 1 });
    await seedReferenceData(handle.db);
    expect(await count('policy-bank-accounts')).toBe(1);
    await importRegister(handle.db, 'policy-bank-accounts', demoText('policy-bank-accounts'));
  });

  it('refuses to start from a broken demo file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reference-seed-'));
    try {
      for (const kind of REGISTER_KINDS) writeFileSync(path.join(dir, REGISTER_FILES[kind]), demoText(kind));
      writeFileSync(path.join(dir, REGISTER_FILES.operators), 'code,portal\nX,SMP\n');
      await handle.db.deleteFrom('operator').execute();
      await expect(seedReferenceData(handle.db, { dataDir: dir })).rejects.toThrow(/demo operators file .* is invalid/);
      expect(await count('operators')).toBe(0);
      await seedReferenceData(handle.db);
      expect(await count('operators')).toBe(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run import (import-cli.ts)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reference-import-'));
  const run = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    return spawnSync(process.execPath, [...RUN_TS, 'server/reference/import-cli.ts', ...args], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
  };

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('imports a good file into the PGlite database under DATA_DIR and says how many', () => {
    const result = run('repair-shops', path.join(DEMO_DATA_DIR, 'repair-shops.csv'));
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('imported 28 repair-shops');
    expect(result.status).toBe(0);
  }, 60_000);

  it('prints every bad row, imports nothing and exits 1', () => {
    const file = path.join(dataDir, 'bad.csv');
    writeFileSync(file, 'id,policy_id,iban,bic\nA1,4010000011,SK2611000000002620110007,\nA2,x,SK00,\nA3,4010000011,NOPE,\n');
    const result = run('policy-bank-accounts', file);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      'line 3: policy_id: must be 1 to 20 digits, got "x"',
      'line 3: iban: not a valid IBAN (length, structure or check digits), got "SK00"',
      'line 4: iban: not a valid IBAN (length, structure or check digits), got "NOPE"',
      `nothing imported: 3 problem(s) in ${file}`,
    ]);
  }, 60_000);

  it('explains its usage for an unknown kind', () => {
    const result = run('cars', 'x.csv');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('kinds: policies, policy-bank-accounts, operators, repair-shops');
  }, 60_000);
});
