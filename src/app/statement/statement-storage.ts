/**
 * A driver's token of a statement, kept in this browser only (never in the address, which a driver
 * might show or send to the other): by statement id, with the join code and link while driver A
 * waits for driver B, and for driver B the code they joined with, so that the join link opened
 * again on their phone reopens their column instead of asking to join once more.
 */
const KEY = 'motor.accidentStatements';

export interface KeptStatement {
  token: string;
  joinCode?: string;
  joinLink?: string;
  /** Driver B's: the code this phone joined with. */
  joinedWith?: string;
}

function readAll(): Record<string, KeptStatement> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, KeptStatement>;
  } catch {
    return {};
  }
}

export const keptStatement = (statementId: string): KeptStatement | undefined => readAll()[statementId];

/** The statement of this phone that the join code `code` belongs to (either driver's), if any. */
export function keptStatementOfCode(code: string): string | undefined {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  return Object.entries(readAll()).find(([, kept]) => kept.joinCode === wanted || kept.joinedWith === wanted)?.[0];
}

export function keepStatement(statementId: string, kept: KeptStatement): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [statementId]: kept }));
  } catch {
    // Blocked storage: the statement still works in this tab until it is closed.
  }
}
