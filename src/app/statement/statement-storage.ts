/**
 * A driver's token of a statement, kept in this browser only (never in the address, which a driver
 * might show or send to the other): by statement id, with the join code and link while driver A
 * waits for driver B.
 */
const KEY = 'motor.accidentStatements';

export interface KeptStatement {
  token: string;
  joinCode?: string;
  joinLink?: string;
}

function readAll(): Record<string, KeptStatement> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, KeptStatement>;
  } catch {
    return {};
  }
}

export const keptStatement = (statementId: string): KeptStatement | undefined => readAll()[statementId];

export function keepStatement(statementId: string, kept: KeptStatement): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [statementId]: kept }));
  } catch {
    // Blocked storage: the statement still works in this tab until it is closed.
  }
}
