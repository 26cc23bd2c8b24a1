import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * DECISIONS D28: a partner signs its portal entry URL, so that nobody else can open a portal (and
 * read its operator's data) by guessing operator codes. docs/portal-signing.md is the partner's
 * side of this; tests/unit/portal-signature.test.ts checks its worked example.
 */

/** D28: the latest expiry a partner may give an entry, counted from now. */
export const PORTAL_ENTRY_MAX_AHEAD_SECONDS = 15 * 60;

/** A partner's secret: long enough that it cannot be guessed (README "Configuration"). */
export const PORTAL_SECRET_MIN_LENGTH = 32;

/** The entry URL's parameters that are signed (SPEC §2 "Start"), `exp` and `sig` aside. */
export const SIGNED_ENTRY_PARAMETERS = ['code', 'cislopz', 'ecv', 'poistenie', 'portal'] as const;
export type SignedEntryParameter = (typeof SIGNED_ENTRY_PARAMETERS)[number];
/** The entry's parameters as they stand in the URL (decoded); absent or empty ones are not signed. */
export type PortalEntryParameters = Partial<Record<SignedEntryParameter, string | null | undefined>>;

/** The secrets of each portal; a portal may have several while its partner rotates its secret. */
export type PortalSecrets = Readonly<Partial<Record<'SMP' | 'KZ', readonly string[]>>>;

/** The non-empty signed parameters with `extra`, sorted by name, each `name=value` URL-encoded, joined by `&`. */
function sortedPairs(parameters: PortalEntryParameters, extra: Array<[string, string]> = []): string {
  const pairs = [...extra];
  for (const name of SIGNED_ENTRY_PARAMETERS) {
    const value = parameters[name];
    if (value) pairs.push([name, value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/**
 * The text that is signed: the non-empty signed parameters and `exp`, sorted by name, each as
 * `name=value` with the value URL-encoded (encodeURIComponent), joined by `&`, e.g.
 * `code=KZ001&exp=1764300000&portal=KZ`.
 */
export function portalCanonicalString(parameters: PortalEntryParameters, exp: number): string {
  return sortedPairs(parameters, [['exp', String(exp)]]);
}

/** The entry's signed parameters without `exp`, written as in the canonical string: what a portal token is bound to (D31). */
export function entryParameterString(parameters: PortalEntryParameters): string {
  return sortedPairs(parameters);
}

/** HMAC-SHA256 of the canonical string with the partner's secret, as 64 lower-case hex digits (`sig`). */
export function signPortalEntry(secret: string, parameters: PortalEntryParameters, exp: number): string {
  return createHmac('sha256', secret).update(portalCanonicalString(parameters, exp), 'utf8').digest('hex');
}

/** The entry URL's query with `exp` and `sig` added (what a partner puts in the iframe's src). */
export function signedEntryQuery(secret: string, parameters: PortalEntryParameters, exp: number): string {
  const query = new URLSearchParams();
  for (const name of SIGNED_ENTRY_PARAMETERS) {
    const value = parameters[name];
    if (value) query.set(name, value);
  }
  query.set('exp', String(exp));
  query.set('sig', signPortalEntry(secret, parameters, exp));
  return query.toString();
}

export type PortalSignatureCheck = 'valid' | 'unsigned' | 'invalid' | 'expired' | 'too-far-ahead';

const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Whether `sig` signs these parameters and `exp` with one of the portal's secrets, and `exp` is
 * neither past nor more than PORTAL_ENTRY_MAX_AHEAD_SECONDS ahead. A portal without a secret has
 * no valid entry.
 */
export function checkPortalSignature(input: {
  secrets: PortalSecrets;
  portal: 'SMP' | 'KZ';
  parameters: PortalEntryParameters;
  exp: number | null | undefined;
  sig: string | null | undefined;
  nowMs?: number;
}): PortalSignatureCheck {
  const { exp, sig } = input;
  if (exp === null || exp === undefined || !sig) return 'unsigned';
  const now = Math.floor((input.nowMs ?? Date.now()) / 1000);
  if (!Number.isSafeInteger(exp) || !SIGNATURE.test(sig)) return 'invalid';
  const given = Buffer.from(sig, 'hex');
  const signed = (input.secrets[input.portal] ?? []).some((secret) =>
    timingSafeEqual(Buffer.from(signPortalEntry(secret, input.parameters, exp), 'hex'), given),
  );
  if (!signed) return 'invalid';
  if (exp > now + PORTAL_ENTRY_MAX_AHEAD_SECONDS) return 'too-far-ahead';
  if (exp < now) return 'expired';
  return 'valid';
}
