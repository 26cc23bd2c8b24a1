/**
 * How a request's parts are read and checked against openapi.yaml: the media types the API takes
 * and the schema validators of its parts.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerJsonBodyParser } from '../../http/json-body.ts';
import { registerTextInput } from '../../http/text-input.ts';

/**
 * Query strings and paths arrive as text, so they are coerced to the schema's types; JSON bodies
 * are not: `"isVerified": "yes"` is a wrong type and gets a 400, never a silent conversion.
 * Unknown properties are refused (removeAdditional off) and defaults are not filled in, so an
 * update never writes a value the client did not send.
 */
function validatorCompilers() {
  // `verbose` keeps a refused value in its error, so the answer can give the form's message for it
  // (server/http/schema-errors.ts).
  const options = {
    allErrors: true,
    removeAdditional: false,
    useDefaults: false,
    strict: false,
    discriminator: true,
    verbose: true,
  } as const;
  const query = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const body = addFormats(new Ajv({ ...options, coerceTypes: false }));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => (httpPart === 'body' ? body : query).compile(schema);
}

async function requestParsing(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompilers());
  // The API speaks JSON (and multipart for uploads); Fastify's default text/plain parser would let
  // a plain-text body past the JSON schemas, which apply per media type.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  // A resumable upload's PATCH body is read by its handler as it arrives, piece by piece into the
  // database (server/routes/resumable-uploads.ts): not buffered here, not limited by bodyLimit (the
  // handler holds it to the length the upload announced).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  registerTextInput(app);
}

// Shared with the parent: the routes of every plugin are read and validated so.
export default fp(requestParsing, { name: 'request-parsing' });
