import responseValidation from '@fastify/response-validation';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every JSON answer is checked against its schema in openapi.yaml, per media type, so the
 * content type is set before serialisation.
 */
async function validatedAnswers(app: FastifyInstance) {
  await app.register(responseValidation, {
    ajv: { removeAdditional: false, coerceTypes: false, allErrors: true, strict: false, discriminator: true, plugins: [addFormats] },
  });
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (!reply.getHeader('content-type')) reply.type('application/json; charset=utf-8');
    return payload;
  });
}

// Shared with the parent: the check applies to the routes registered after it, the API's.
export default fp(validatedAnswers, { name: 'response-validation' });
