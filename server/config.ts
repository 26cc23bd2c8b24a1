import path from 'node:path';
import { PORTAL_SECRET_MIN_LENGTH, type PortalSecrets } from './http/portal-signature.ts';
import { UPDATES_PER_REPORT_PER_MINUTE } from '../src/domain/request-limits.ts';
import { DEFAULT_LEASE_MS } from './services/leased-jobs.ts';

/** Every setting of the server, read once from the environment at start-up (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL at most (docs/operations.md: instances x pool <= max_connections - reserve). */
  databasePoolSize: number;
  /** A statement running longer is cancelled by PostgreSQL and the request answers 503; 0 = no limit. */
  databaseStatementTimeoutMs: number;
  /** Attachments in an S3-compatible bucket (server/services/s3-attachment-store.ts); unset: on disk under DATA_DIR. */
  s3: S3Settings | undefined;
  /**
   * The key of the signed links with which the core system downloads attachments from the disk
   * store (server/services/attachment-links.ts); unset: one generated once and kept in DATA_DIR.
   */
  attachmentLinkSecret: string | undefined;
  /** CORE_SYSTEM_SECRET: signs the core system's status events (server/claims/core-signature.ts); unset, a key kept in DATA_DIR. */
  coreSystemSecret: string | undefined;
  /** How long an attachment's download link in the claim XML stays valid. */
  attachmentLinkTtlHours: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  coreSystemUrl: string | undefined;
  portalOrigins: string[];
  /** Each portal partner's secret(s) for signing its entry URLs (D28, docs/portal-signing.md); a portal without one is refused. */
  portalSecrets: PortalSecrets;
  /** An OpenStreetMap-compatible tile URL template ({z}/{x}/{y}, optional {s}, {r}). */
  mapTileUrl: string | undefined;
  /** Shown on the map for the tile server's licence (e.g. "© OpenStreetMap contributors"). */
  mapTileAttribution: string | undefined;
  geocoderUrl: string | undefined;
  /** How long an address look-up waits for the geocoder before answering from the gazetteer. */
  geocoderTimeoutMs: number;
  trustProxy: boolean | string;
  logLevel: string;
  outboxPollMs: number;
  /**
   * How long a claim or an e-mail a worker has taken stays with it unless the worker renews it
   * (every third of it, while the work is in flight); what a killed worker leaves behind before
   * another instance takes over (server/services/leased-jobs.ts).
   */
  outboxLeaseMs: number;
  /** Where the built SPA is served from (vite build output). */
  webDir: string;
  /** The insurer's fixed prefix of the summary PDF's data-matrix identifier (SPEC §9). */
  dataMatrixPrefix: string;
  /** Unfinished reports (and their files) untouched for this many days are deleted (server/reports/retention.ts). */
  retentionDays: number;
  /** `update`s of one report per minute (UPDATES_PER_REPORT_PER_MINUTE by default); the bench, driving 50 reports at capacity, raises it. */
  updatesPerReportPerMinute: number;
  /** A request must arrive whole within this time, or its connection is closed (slow clients); SPEC §9's 60 s by default, as in the browser. */
  requestTimeoutMs: number;
  /**
   * A connection must have sent a request's headers within this time of opening (at most
   * requestTimeoutMs), or it is closed: a socket that sends nothing holds a file descriptor.
   */
  idleConnectionTimeoutMs: number;
  /** Sockets open at once; the next one is closed as it arrives (a flood of sockets cannot exhaust the process). */
  maxConnections: number;
  /** Requests served at once; more are refused with 503 and Retry-After (server/http/load-shedding.ts). */
  maxInFlightRequests: number;
  /** Load shedding: the event loop's utilisation (0–1) above which, held for 1.5 s, requests are refused with 503; 1 = off. */
  maxEventLoopUtilization: number;
  /** Redis of the limits every instance shares (server/http/shared-limits.ts); unset: each instance counts in its memory. */
  redisUrl: string | undefined;
  /** Prefix of every key the limits write to Redis (several environments may share one Redis). */
  redisKeyPrefix: string;
  /** How long the limits go unenforced while Redis does not answer; after that each instance counts in its memory until Redis is back. */
  redisFailOpenMs: number;
  /** The bearer token `GET /metrics` asks for; unset: no metrics are served. */
  metricsToken: string | undefined;
}

export interface S3Settings {
  bucket: string;
  /** Another S3 API than AWS's (MinIO, Ceph ...); unset: AWS. */
  endpoint: string | undefined;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most others need it). */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** A pre-signed S3 URL (AWS Signature V4) is valid for 7 days at most. */
export const MAX_ATTACHMENT_LINK_TTL_HOURS = 7 * 24;
/** As PORTAL_SECRETS: at least 32 characters. */
export const ATTACHMENT_LINK_SECRET_MIN_LENGTH = 32;

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function origins(env: Env, name: string): string[] {
  const raw = env[name];
  if (!raw) return [];
  return raw.split(',').map((item) => {
    const value = item.trim();
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new ConfigError(`${name} must be a comma-separated list of origins, got "${value}"`);
    }
    // An origin, not a page: scheme://host[:port] and nothing after it.
    if (parsed.origin !== value || !['https:', 'http:'].includes(parsed.protocol)) {
      throw new ConfigError(`${name} must list origins like https://portal.example.sk, got "${value}"`);
    }
    return value;
  });
}

/**
 * PORTAL_SECRETS: `PORTAL:secret` items separated by commas, e.g. `SMP:…,KZ:…`. A portal may be
 * named more than once: every secret listed for it is accepted (rotation, docs/portal-signing.md).
 */
function portalSecrets(env: Env): PortalSecrets {
  const raw = env.PORTAL_SECRETS;
  if (!raw) return {};
  const secrets: Record<'SMP' | 'KZ', string[]> = { SMP: [], KZ: [] };
  for (const item of raw.split(',')) {
    const separator = item.indexOf(':');
    const portal = item.slice(0, separator).trim();
    const secret = item.slice(separator + 1).trim();
    if (separator < 0 || (portal !== 'SMP' && portal !== 'KZ')) {
      throw new ConfigError(
        `PORTAL_SECRETS must be a comma-separated list like SMP:secret1,KZ:secret2 (portal SMP or KZ), got an item "${item.slice(0, Math.max(separator, 0)) || '(no portal)'}:…"`,
      );
    }
    // The secret itself is never echoed into logs.
    if (secret.length < PORTAL_SECRET_MIN_LENGTH) {
      throw new ConfigError(
        `PORTAL_SECRETS: the secret for ${portal} must be at least ${PORTAL_SECRET_MIN_LENGTH} characters, got ${secret.length}`,
      );
    }
    secrets[portal].push(secret);
  }
  return secrets;
}

/** REDIS_KEY_PREFIX: letters, digits and `:_.-`, so keys stay readable in redis-cli and never need quoting. */
function redisKeyPrefix(env: Env): string {
  const raw = env.REDIS_KEY_PREFIX;
  if (raw === undefined || raw === '') return 'motor:';
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(raw)) {
    throw new ConfigError(`REDIS_KEY_PREFIX must be 1 to 64 letters, digits or ":_.-", got "${raw}"`);
  }
  return raw;
}

/** The shortest METRICS_TOKEN accepted: as long as a portal's secret. */
export const METRICS_TOKEN_MIN_LENGTH = PORTAL_SECRET_MIN_LENGTH;

/** METRICS_TOKEN: a bearer token of printable ASCII without spaces; the value itself is never echoed. */
function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < METRICS_TOKEN_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} printable characters without spaces, got ${raw.length} characters`,
    );
  }
  return raw;
}

const PLACEHOLDER = /\{[^{}]*\}/g;

/**
 * MAP_TILE_URL: an http(s) URL template with {z}, {x} and {y} (or {-y}); {s} (subdomains) and
 * other Leaflet placeholders may appear. Checked with every placeholder filled in.
 */
function tileUrlTemplate(env: Env): string | undefined {
  const raw = env.MAP_TILE_URL;
  if (raw === undefined || raw === '') return undefined;
  const example = 'like https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
  if (!raw.includes('{z}') || !raw.includes('{x}') || !(raw.includes('{y}') || raw.includes('{-y}'))) {
    throw new ConfigError(`MAP_TILE_URL must be a tile URL template with {z}, {x} and {y}, ${example}, got "${raw}"`);
  }
  let parsed: URL;
  try {
    parsed = new URL(raw.replace(PLACEHOLDER, (placeholder) => (placeholder === '{s}' ? 'a' : '0')));
  } catch {
    throw new ConfigError(`MAP_TILE_URL must be a tile URL template ${example}, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) {
    throw new ConfigError(`MAP_TILE_URL must use http: or https:, got "${parsed.protocol}"`);
  }
  // The CSP source needs a fixed registrable part after the placeholder labels.
  tileImageSources(raw);
  return raw;
}

/**
 * The CSP img-src sources for a tile URL template: its origin, with a placeholder in the host
 * ("https://{s}.tile.openstreetmap.org/…") as a wildcard of the labels up to and including the
 * last one that holds a placeholder ("https://*.tile.openstreetmap.org"). CSP allows `*` only as
 * the leftmost label, and `*.` covers subdomains at any depth.
 */
export function tileImageSources(template: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) throw new ConfigError(`MAP_TILE_URL must be a tile URL template, got "${template}"`);
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  if (!/[{}]/.test(authority)) return [new URL(template.replace(PLACEHOLDER, '0')).origin];
  // host[:port]; a placeholder in the port is not a template anyone uses.
  const portMatch = /:(\d+)$/.exec(authority);
  const host = portMatch ? authority.slice(0, portMatch.index) : authority;
  const labels = host.toLowerCase().split('.');
  let last = -1;
  labels.forEach((label, index) => {
    if (/[{}]/.test(label)) last = index;
  });
  const fixed = labels.slice(last + 1);
  // "*.com" or "*" would allow images from anywhere.
  if (fixed.length < 2 || fixed.some((label) => !/^[a-z0-9-]+$/.test(label))) {
    throw new ConfigError(`MAP_TILE_URL's host must end in a fixed domain after its placeholders, got "${template}"`);
  }
  return [`${scheme}://*.${fixed.join('.')}${portMatch ? portMatch[0] : ''}`];
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (['true', '1'].includes(raw)) return true;
  if (['false', '0'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

// AWS's rule for bucket names (3-63 lower-case letters, digits, dots and hyphens), which MinIO and Ceph follow too.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]{1,32}$/;
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * S3_BUCKET switches the attachments to S3; the other S3_ settings mean nothing without it, so one
 * of them alone is a mistake worth stopping for (the files would silently go to the disk).
 * Credentials are not configured here: the AWS SDK's default chain finds them.
 */
function s3Settings(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET;
  if (bucket === undefined || bucket === '') {
    const stray = S3_VARIABLES.find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not; set S3_BUCKET to keep attachments in S3`);
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, "." or "-", got "${bucket}"`);
  }
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1';
  if (!REGION_NAME.test(region)) {
    throw new ConfigError(`S3_REGION must be a region name like eu-central-1, got "${region}"`);
  }
  return {
    bucket,
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
  };
}

function secret(env: Env, name: 'ATTACHMENT_LINK_SECRET' | 'CORE_SYSTEM_SECRET'): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  // The secret itself is never echoed into logs.
  if (raw.length < ATTACHMENT_LINK_SECRET_MIN_LENGTH) {
    throw new ConfigError(`${name} must be at least ${ATTACHMENT_LINK_SECRET_MIN_LENGTH} characters, got ${raw.length}`);
  }
  return raw;
}

/** `_` and `;` separate the identifier's ids, so the prefix holds only letters, digits and "-". */
function dataMatrixPrefix(env: Env): string {
  const raw = env.DATAMATRIX_PREFIX;
  if (raw === undefined || raw === '') return 'MOTOR';
  if (!/^[A-Za-z0-9-]{1,16}$/.test(raw)) {
    throw new ConfigError(`DATAMATRIX_PREFIX must be 1 to 16 letters, digits or "-", got "${raw}"`);
  }
  return raw;
}

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }
  const trustProxyRaw = env.TRUST_PROXY ?? '';
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 20, 1, 1000),
    databaseStatementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 0, 0, 3_600_000),
    s3: s3Settings(env),
    attachmentLinkSecret: secret(env, 'ATTACHMENT_LINK_SECRET'),
    coreSystemSecret: secret(env, 'CORE_SYSTEM_SECRET'),
    attachmentLinkTtlHours: integer(env, 'ATTACHMENT_LINK_TTL_HOURS', MAX_ATTACHMENT_LINK_TTL_HOURS, 1, MAX_ATTACHMENT_LINK_TTL_HOURS),
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Nahlasovanie skod <skody@poistovna.example.sk>',
    coreSystemUrl: url(env, 'CORE_SYSTEM_URL', ['http:', 'https:']),
    portalOrigins: origins(env, 'PORTAL_ORIGINS'),
    portalSecrets: portalSecrets(env),
    mapTileUrl: tileUrlTemplate(env),
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || undefined,
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:']),
    geocoderTimeoutMs: integer(env, 'GEOCODER_TIMEOUT_MS', 3000, 100, 30_000),
    // '' = no proxy trusted (X-Forwarded-For ignored); 'true' or a list of addresses/CIDRs otherwise.
    trustProxy: trustProxyRaw === '' ? false : trustProxyRaw === 'true' ? true : trustProxyRaw,
    logLevel,
    outboxPollMs: integer(env, 'OUTBOX_POLL_MS', 1000, 10, 3_600_000),
    outboxLeaseMs: integer(env, 'OUTBOX_LEASE_MS', DEFAULT_LEASE_MS, 300, 3_600_000),
    webDir: path.resolve(env.WEB_DIR || 'dist/client'),
    dataMatrixPrefix: dataMatrixPrefix(env),
    retentionDays: integer(env, 'RETENTION_DAYS', 30, 1, 3650),
    updatesPerReportPerMinute: integer(env, 'UPDATES_PER_REPORT_PER_MINUTE', UPDATES_PER_REPORT_PER_MINUTE, 1, 1_000_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 1000, 600_000),
    idleConnectionTimeoutMs: integer(env, 'IDLE_CONNECTION_TIMEOUT_MS', 10_000, 1000, 600_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    maxInFlightRequests: integer(env, 'MAX_IN_FLIGHT_REQUESTS', 200, 1, 100_000),
    maxEventLoopUtilization: integer(env, 'MAX_EVENT_LOOP_UTILIZATION', 98, 1, 100) / 100,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: redisKeyPrefix(env),
    redisFailOpenMs: integer(env, 'REDIS_FAIL_OPEN_MS', 60_000, 0, 3_600_000),
    metricsToken: metricsToken(env),
  };
}
