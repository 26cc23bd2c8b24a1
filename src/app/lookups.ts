import { ApiCallError } from '../api/actors.ts';
import type { ApiClient } from '../api/client.ts';
import { api } from './api.ts';
import type { ScreenFiles, ScreenLookups } from '../screens/screen-props.ts';

/** The data of a 2xx answer; otherwise an ApiCallError with the server's code and message. */
function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  const body = result.error as { code?: string; message?: string } | undefined;
  throw new ApiCallError(result.response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? result.response.statusText);
}

/** A call asked once per page; a failure is asked again next time (the maps work without it meanwhile). */
function askedOnce<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | null = null;
  return () => {
    answer ??= ask().catch((error: unknown) => {
      answer = null;
      throw error;
    });
    return answer;
  };
}

/** The map screens' look-ups (src/screens/screen-props.ts) as calls of openapi.yaml. */
function apiLookups(api: ApiClient): ScreenLookups {
  const settings = askedOnce(async () => dataOf(await api.GET('/v1/lookup/map-settings')));
  // The same for everyone and about 24 KB: fetched once per page, by the first map screen.
  const basemap = askedOnce(async () => dataOf(await api.GET('/v1/lookup/basemap')));
  return {
    searchAddress: async (q, { signal } = {}) =>
      dataOf(await api.GET('/v1/lookup/search-address', { params: { query: { q } }, ...(signal && { signal }) })).addresses,
    reverseAddress: async ({ lat, lon }, { signal } = {}) =>
      dataOf(await api.GET('/v1/lookup/reverse-address', { params: { query: { lat, lon } }, ...(signal && { signal }) })).address,
    repairShops: async ({ q, near, kinds, options }, { signal } = {}) =>
      dataOf(
        await api.GET('/v1/lookup/car-repair-services', {
          params: {
            query: {
              ...(q?.trim() && { q: q.trim() }),
              ...(near && { near: `${near.lat.toFixed(5)},${near.lon.toFixed(5)}` }),
              ...(kinds?.length && { kind: kinds.join(',') }),
              ...(options?.length && { options: options.join(',') }),
            },
          },
          ...(signal && { signal }),
        }),
      ).services,
    summaryPdf: async (reportId, locale, { signal } = {}) => {
      const result = await api.GET('/v1/incident-report/{id}/summary.pdf', {
        params: { path: { id: reportId }, query: { locale: locale === 'en' ? 'en' : 'sk' } },
        parseAs: 'blob',
        ...(signal && { signal }),
      });
      const blob = dataOf(result) as Blob;
      // RFC 6266's plain form, as the server writes it: filename="hlasenie-….pdf".
      const fileName = /filename="([^"]+)"/.exec(result.response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'hlasenie.pdf';
      return { blob, fileName };
    },
    // Without a tile server the maps draw their own basemap; failing that too, a plain background.
    mapSettings: async () => {
      const found = await settings();
      return { ...found, basemap: found.tileUrl ? null : await basemap().catch(() => null) };
    },
  };
}

/**
 * Uploads to the report the machine holds now (it exists from the first Continue on), resumable
 * (src/api/resumable-upload.ts, loaded with the first file picked: tus-js-client stays out of the
 * first screen's JavaScript).
 */
export function apiFiles(api: ApiClient, reportId: () => string | null): ScreenFiles {
  return {
    upload: async (file, type, callbacks = {}) => {
      const id = reportId();
      if (!id) throw new ApiCallError(404, 'NOT_FOUND', 'No report to attach the file to.');
      const { draftUploads, uploadResumable } = await import('../api/resumable-upload.ts');
      return uploadResumable(draftUploads(api, id), file, type, callbacks);
    },
  };
}

/** The one set of look-ups: the map settings and the basemap are asked for once per page. */
export const lookups = apiLookups(api);
