/**
 * X-Request-Id: the id of a request in every log line it causes (pino's `reqId`)
 * and in its response's `X-Request-Id`, so an operator can follow one request from the load
 * balancer through the instance's logs. The id a proxy sends is taken only from a proxy that
 * TRUST_PROXY trusts (the same rule as for X-Forwarded-For; a client could otherwise put any text
 * into the logs or pass itself off as another request); otherwise the server makes one up.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: a UUID, a hex or base64 trace id; no spaces, quotes or line breaks. */
const ACCEPTED_ID = /^[\w.:=+/@-]{1,128}$/;

/** Fastify's `genReqId`: the trusted proxy's X-Request-Id, else a random UUID. */
export function requestIdGenerator(trustProxy: boolean | string): (request: IncomingMessage) => string {
  // As Fastify reads TRUST_PROXY for X-Forwarded-For: `true` trusts every hop, a list its addresses.
  const trusted =
    trustProxy === true ? () => true : trustProxy ? proxyAddr.compile(trustProxy.split(',').map((item) => item.trim())) : () => false;
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (typeof offered === 'string' && ACCEPTED_ID.test(offered) && trusted(request.socket.remoteAddress ?? '', 0)) return offered;
    return randomUUID();
  };
}

/** Every response carries its request's id; registered first, so even a refusal by load shedding has it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
