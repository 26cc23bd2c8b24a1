/**
 * `npm run import -- <kind> <file.csv>`: loads an insurer's register into the database the server
 * uses (DATABASE_URL, else PGlite under DATA_DIR), after migrating it. Prints every bad row as
 * `line N: <column>: <problem>` and imports nothing (exit 1), or prints `imported N <kind>`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { importRegister } from './import.ts';
import { formatProblem, isRegisterKind, REGISTER_KINDS, registerColumns } from './register-files.ts';

const USAGE = `usage: npm run import -- <kind> <file.csv>
kinds: ${REGISTER_KINDS.join(', ')}
columns (header line, any order; lists inside a cell separated by |):
${REGISTER_KINDS.map((kind) => `  ${kind}: ${registerColumns(kind).join(',')}`).join('\n')}`;

async function main(args: string[]): Promise<number> {
  const [kind, file, ...extra] = args;
  if (!kind || !file || extra.length > 0 || !isRegisterKind(kind)) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }

  // The same settings, and so the same database, as the server (server/config.ts).
  const config = loadConfig();
  const handle = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await migrateToLatest(handle.db);
    const result = await importRegister(handle.db, kind, text);
    if (!result.ok) {
      for (const problem of result.problems) console.error(formatProblem(problem));
      console.error(`nothing imported: ${result.problems.length} problem(s) in ${file}`);
      return 1;
    }
    console.log(`imported ${result.imported} ${kind}`);
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
