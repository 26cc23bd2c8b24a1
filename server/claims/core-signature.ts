/**
 * The core system signs each status event it posts (docs/core-system.md is its team's side of
 * this; tests/unit/core-signature.test.ts checks the worked example there): HMAC-SHA256 of the
 * request's body, byte for byte, with CORE_SYSTEM_SECRET, as `X-Core-Signature: sha256=<hex>`.
 * The body carries the time it was sent (`sentAt`), so a captured request is good for 5 minutes
 * at most, and its event id makes a repeat within them harmless.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config.ts';
import { ApiError } from '../http-errors.ts';
import { keptSecret } from '../services/attachment-links.ts';

export const CORE_SIGNATURE_HEADER = 'x-core-signature';
/** How far the body's `sentAt` may be from the server's clock, either way. */
export const CORE_EVENT_WINDOW_MS = 5 * 60_000;

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

/** Where the generated key is kept when CORE_SYSTEM_SECRET is unset (`npm run core:event` reads it there). */
export const coreSecretFile = (dataDir: string) => path.join(dataDir, 'core-system-secret');

/** CORE_SYSTEM_SECRET, or the key kept in DATA_DIR (made at the first start). */
export async function coreSystemSecret(config: Pick<Config, 'coreSystemSecret' | 'dataDir'>): Promise<string> {
  return config.coreSystemSecret ?? keptSecret(config.dataDir, coreSecretFile(config.dataDir));
}

/** The `X-Core-Signature` value of a body: `sha256=` and 64 lower-case hex digits. */
export function signCoreEvent(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Refuses (401 CORE_SIGNATURE_INVALID) a body whose signature is missing, malformed or not this secret's. */
export function requireCoreSignature(secret: string, body: string | undefined, header: string | string[] | undefined): void {
  const given = typeof header === 'string' ? SIGNATURE.exec(header.trim())?.[1] : undefined;
  const expected = SIGNATURE.exec(signCoreEvent(secret, body ?? ''))![1]!;
  if (!given || body === undefined || !timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) {
    throw new ApiError(401, 'CORE_SIGNATURE_INVALID');
  }
}

/** Refuses (401 CORE_EVENT_STALE) an event sent more than 5 minutes from now, before or after. */
export function requireFreshEvent(sentAt: string, now: Date): void {
  const sent = Date.parse(sentAt);
  if (!Number.isFinite(sent) || Math.abs(now.getTime() - sent) > CORE_EVENT_WINDOW_MS) throw new ApiError(401, 'CORE_EVENT_STALE');
}

/** The request the core system sends for `event`: its path, its headers (with the signature) and its body, byte for byte. */
export function signedCoreEventRequest(secret: string, claimId: string, event: object) {
  const body = JSON.stringify(event);
  return {
    path: `/v1/core-system/claims/${encodeURIComponent(claimId)}/events`,
    headers: { 'content-type': 'application/json', 'x-core-signature': signCoreEvent(secret, body) },
    body,
  };
}
