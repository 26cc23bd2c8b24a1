import type { FastifyRequest } from 'fastify';

export type Locale = 'sk' | 'en';

/** Slovak is the default and the fallback (SPEC §9); English only when the client prefers it. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  const preferred = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag.startsWith('sk') || entry.tag.startsWith('en'))
    .sort((a, b) => b.q - a.q)[0];
  return preferred?.tag.startsWith('en') ? 'en' : 'sk';
}
