import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PolicyType } from '../../src/domain/report.ts';
import { ApiError } from '../http-errors.ts';
import { requestLocale } from '../http/locale.ts';
import { requireSignedEntry } from '../http/signed-entry.ts';
import { issuePortalToken, requirePortalToken, requireSameEntry } from '../http/portal-tokens.ts';
import { basemap } from '../reference/basemap.ts';
import { addressLookup, geocoderSettings } from '../reference/geocoder.ts';
import {
  operatorData,
  permissibleCombinations,
  phonePrefixes,
  reasonGroups,
  scopesOfDamage,
  searchRepairShops,
  verifyLicensePlate,
  verifyPolicyId,
} from '../reference/registers.ts';

type Query<T> = FastifyRequest<{ Querystring: T }>;

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : undefined);

export const lookupHandlers = {
  async getOperatorData(
    request: Query<{
      operatorCode: string;
      policyId?: string;
      portal: 'SMP' | 'KZ';
      poistenie?: string;
      ecv?: string;
      exp?: number;
      sig?: string;
    }>,
  ) {
    const { operatorCode, policyId, portal, poistenie, ecv, exp, sig } = request.query;
    const { db, config } = request.server;
    const entry = { portal, code: operatorCode, cislopz: policyId, poistenie, ecv };
    // D31: a reload of the frame shows its token, which must have been given for this very entry;
    // otherwise the entry's signature (D28), good only until its `exp`.
    const shown = request.headers['portal-token'];
    const token = typeof shown === 'string' ? shown : undefined;
    if (token !== undefined) requireSameEntry(entry, await requirePortalToken(db, portal, token));
    else requireSignedEntry(config.portalSecrets, entry, { exp, sig });
    const data = await operatorData(db, { operatorCode, portal, policyId });
    // SPEC §7: SMP answers `verified`; an unknown SMP operator is simply not verified (no token: it starts nothing).
    if (!data) {
      if (portal === 'SMP') return { portal: 'SMP', verified: false };
      throw new ApiError(404, 'NOT_FOUND');
    }
    if (data.portal === 'SMP' && !data.verified) return data;
    return { ...data, portalToken: token ?? (await issuePortalToken(db, portal, entry)) };
  },

  async verifyLicensePlate(request: Query<{ licensePlate: string; incidentDate: string; policyType?: PolicyType }>) {
    const { licensePlate, incidentDate, policyType } = request.query;
    return { verified: await verifyLicensePlate(request.server.db, { licensePlate, incidentDate, ...(policyType ? { policyType } : {}) }) };
  },

  async verifyPolicyId(request: Query<{ policyId: string; incidentDate: string; policyType?: PolicyType }>) {
    const { policyId, incidentDate, policyType } = request.query;
    return { verified: await verifyPolicyId(request.server.db, { policyId, incidentDate, ...(policyType ? { policyType } : {}) }) };
  },

  async getPermissibleCombinations(request: Query<{ productCategory: 'MOTOR'; casco?: boolean; scopes?: string }>) {
    const scopes = list(request.query.scopes)?.map(Number);
    const { casco } = request.query;
    return { groups: permissibleCombinations({ ...(scopes && { scopes }), ...(casco !== undefined && { casco }) }) };
  },

  async getPhonePrefixes() {
    return { phonePrefixes: phonePrefixes() };
  },

  async getScopesOfDamage() {
    return { scopesOfDamage: scopesOfDamage() };
  },

  async getReasonGroups(request: Query<{ scopes?: string; policyType?: PolicyType }>) {
    const { scopes, policyType } = request.query;
    return { reasonGroups: reasonGroups({ ...(scopes ? { scopes } : {}), ...(policyType ? { policyType } : {}) }) };
  },

  /** The geocoder when GEOCODER_URL is set, the embedded gazetteer otherwise and whenever it fails. */
  async searchAddress(request: Query<{ q: string; country?: string }>) {
    const { q, country } = request.query;
    const lookup = addressLookup(geocoderSettings(request.server.config, requestLocale(request)), request.log);
    return { addresses: await lookup.search(q, country ? { country } : {}) };
  },

  async reverseAddress(request: Query<{ lat: number; lon: number }>) {
    const lookup = addressLookup(geocoderSettings(request.server.config, requestLocale(request)), request.log);
    return { address: await lookup.reverse(request.query.lat, request.query.lon) };
  },

  /** The map screens' background (DESIGN.md §2): no tile server means a plain background. */
  async getMapSettings(request: FastifyRequest) {
    const { mapTileUrl, mapTileAttribution } = request.server.config;
    return { tileUrl: mapTileUrl ?? null, attribution: mapTileAttribution ?? null };
  },

  /**
   * The basemap of the map screens without a tile server (server/reference/basemap.ts): the same
   * for everyone, gzipped once; sent so to a browser that takes gzip (every one does), else as JSON.
   */
  async getBasemap(request: FastifyRequest, reply: FastifyReply) {
    const { basemap: value, gzip } = basemap();
    reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return value;
    return reply.header('content-encoding', 'gzip').type('application/json; charset=utf-8').send(gzip);
  },

  /** The portals' origins (PORTAL_ORIGINS): the only ones the wizard frames for and posts to. */
  async getPortalSettings(request: FastifyRequest) {
    return { origins: request.server.config.portalOrigins };
  },

  /** The privacy notice's retention period: RETENTION_DAYS, the one the retention job and the continue-link e-mail use. */
  async getPrivacySettings(request: FastifyRequest) {
    return { retentionDays: request.server.config.retentionDays };
  },

  async getCarRepairServices(request: Query<{ q?: string; near?: string; kind?: string; options?: string }>) {
    const { q, near, kind, options } = request.query;
    const [lat, lon] = near ? near.split(',').map(Number) : [];
    const services = await searchRepairShops(request.server.db, {
      ...(q ? { q } : {}),
      ...(lat !== undefined && lon !== undefined ? { near: { lat, lon } } : {}),
      ...(kind ? { services: list(kind) } : {}),
      ...(options ? { options: list(options) } : {}),
    });
    return { services };
  },
};
