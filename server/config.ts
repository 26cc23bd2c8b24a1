import path from 'node:path';

/** Every setting of the server, read once from the environment at start-up (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  coreSystemUrl: string | undefined;
  portalOrigins: string[];
  mapTileUrl: string | undefined;
  /** Shown on the map for the tile server's licence (e.g. "© OpenStreetMap contributors"). */
  mapTileAttribution: string | undefined;
  geocoderUrl: string | undefined;
  trustProxy: boolean | string;
  logLevel: string;
  outboxPollMs: number;
  /** Where the built SPA is served from (vite build output). */
  webDir: string;
  /** The insurer's fixed prefix of the summary PDF's data-matrix identifier (SPEC §9). */
  dataMatrixPrefix: string;
}

export class ConfigError extends Error {}

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
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Nahlasovanie skod <skody@poistovna.example.sk>',
    coreSystemUrl: url(env, 'CORE_SYSTEM_URL', ['http:', 'https:']),
    portalOrigins: origins(env, 'PORTAL_ORIGINS'),
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || undefined,
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:']),
    // '' = no proxy trusted (X-Forwarded-For ignored); 'true' or a list of addresses/CIDRs otherwise.
    trustProxy: trustProxyRaw === '' ? false : trustProxyRaw === 'true' ? true : trustProxyRaw,
    logLevel,
    outboxPollMs: integer(env, 'OUTBOX_POLL_MS', 1000, 10, 3_600_000),
    webDir: path.resolve(env.WEB_DIR || 'dist'),
    dataMatrixPrefix: dataMatrixPrefix(env),
  };
}
