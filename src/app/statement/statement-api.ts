import type { SectionId, SectionValue } from '../../domain/accident-statement.ts';
import type { components } from '../../domain/openapi.gen.ts';
import { api } from '../api.ts';

export type Statement = components['schemas']['AccidentStatement'];
export type StatementSection = components['schemas']['StatementSection'];
export type StartedStatement = components['schemas']['StatementStarted'];

const header = (token: string) => ({ header: { 'statement-token': token } });

export async function startStatement(): Promise<StartedStatement | null> {
  const { data } = await api.POST('/v1/accident-statement', {});
  return data ?? null;
}

/** What joining with a code came to. */
export type JoinResult = { kind: 'joined'; statementId: string; token: string } | { kind: 'used' | 'expired' | 'unknown' | 'failed' };

export async function joinStatement(code: string): Promise<JoinResult> {
  try {
    const { data, response } = await api.POST('/v1/accident-statement/join', { body: { code } });
    if (data) return { kind: 'joined', ...data };
    if (response.status === 409) return { kind: 'used' };
    if (response.status === 410) return { kind: 'expired' };
    if (response.status === 404 || response.status === 400) return { kind: 'unknown' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

export async function readStatement(token: string, signal?: AbortSignal): Promise<Statement | null> {
  const { data } = await api.GET('/v1/accident-statement/current', { params: header(token), signal });
  return data ?? null;
}

/** What writing a section came to: the statement after it, or the newer section the other phone wrote. */
export type WriteResult = { kind: 'written'; statement: Statement } | { kind: 'conflict'; current: StatementSection } | { kind: 'failed' };

export async function writeSection(token: string, section: SectionId, version: number, value: SectionValue): Promise<WriteResult> {
  try {
    const { data, error, response } = await api.PUT('/v1/accident-statement/current/sections/{section}', {
      params: { ...header(token), path: { section } },
      body: { version, value },
    });
    if (data) return { kind: 'written', statement: data };
    if (response.status === 409 && error && 'current' in error) return { kind: 'conflict', current: error.current };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Signs with the typed name and the drawn `path`, or with the typed name alone when `path` is null (confirmed by the driver). */
export async function signStatement(token: string, name: string, path: string | null): Promise<Statement | null> {
  try {
    const body = path === null ? { name, typed: true as const } : { name, path };
    const { data } = await api.PUT('/v1/accident-statement/current/signature', { params: header(token), body });
    return data ?? null;
  } catch {
    return null;
  }
}

export type LocatedAddress = components['schemas']['LocatedAddress'];

/** The address nearest to a point (null where none is known near it); undefined when the look-up failed. */
export async function addressAt(lat: number, lon: number): Promise<LocatedAddress | null | undefined> {
  try {
    const { data } = await api.GET('/v1/lookup/reverse-address', { params: { query: { lat, lon } } });
    return data ? data.address : undefined;
  } catch {
    return undefined;
  }
}
