/** The built SPA under /motor/; client-side routes fall back to its page; anything else is the API's 404. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isAppPage } from '../../http/app-routes.ts';
import { errorBody } from './error-handler.ts';

async function webApp(app: FastifyInstance) {
  const { webDir } = app.config;
  const hasBuild = existsSync(path.join(webDir, 'index.html'));
  // index.html holds the first screen prerendered (scripts/prerender); shell.html is the same page
  // without it, for every other route and any query (a continue link, a portal entry), where the
  // first screen would be the wrong picture. Older builds have index.html only.
  const shellPage = existsSync(path.join(webDir, 'shell.html')) ? 'shell.html' : 'index.html';
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: webDir,
      prefix: '/motor/',
      wildcard: false,
      // /motor/ itself is answered below, by its query string.
      index: false,
      // The build writes .br and .gz beside each asset (scripts/prerender/plugin.ts).
      preCompressed: true,
      // Every file's Cache-Control is set here: the plugin's own ("public, max-age=0") is written
      // after setHeaders and replaced the year the hashed assets were meant to have.
      cacheControl: false,
      // Hashed file names never change content: cached for a year. Pages are revalidated. The
      // icon (not hashed) for a day: while it was revalidated, Chromium asked for it again after
      // every screen of a journey. `file` is the one sent: index.html.br for a browser taking brotli.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        // The service worker (which lists every file of the build) and the web app manifest:
        // revalidated, so a new version is found at the next start (scripts/pwa/service-worker.ts).
        else if (/(\.html|[/\\]sw\.js|\.webmanifest)(\.br|\.gz)?$/.test(file)) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=86400');
      },
    });
  }
  app.get('/', (_request, reply) => reply.redirect('/motor/'));
  app.get('/motor', (_request, reply) => reply.redirect('/motor/'));

  // Fastify answers HEAD itself for its GET routes; what the fallback below answers (pages, the
  // JSON 404) gets the same treatment here: the GET's headers, Content-Length included, no body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'HEAD' || !request.is404 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    reply.header('content-length', String(Buffer.byteLength(payload)));
    return null;
  });
  app.setNotFoundHandler((request, reply) => {
    const [pathname, query] = request.url.split('?') as [string, string | undefined];
    // HEAD as GET (uptime monitors ask with HEAD): Node sends a HEAD answer's headers without its body.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/motor/') && !path.extname(pathname);
    if (wantsPage && hasBuild) {
      const firstScreen = !query && (pathname === '/motor/' || pathname === '/motor/incident-scope');
      // An unknown path gets the app all the same, which shows its not-found page, with 404.
      return reply
        .code(isAppPage(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .sendFile(firstScreen ? 'index.html' : shellPage);
    }
    if (wantsPage) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.');
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody(app.i18n, request, 'NOT_FOUND'));
  });
}

// Shared with the parent: the fallback is the whole app's 404, and its HEAD answers the app's too.
export default fp(webApp, { name: 'web-app', dependencies: ['decorations'] });
