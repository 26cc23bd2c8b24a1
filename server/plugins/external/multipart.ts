import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A one-request upload is one file and nothing else (server/routes/attachments.ts). */
async function uploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fieldNameSize: 100, fields: 0, files: 1, parts: 2, headerPairs: 50 } });
}

// Shared with the parent: `request.file()` serves the upload route.
export default fp(uploads, { name: 'multipart' });
