import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SectionValue } from '../../src/domain/accident-statement.ts';
import { errorBody } from '../plugins/app/error-handler.ts';
import {
  createStatement,
  joinStatement,
  readStatement,
  SectionConflict,
  signStatement,
  updateSection,
  type SignatureInput,
} from '../statements/service.ts';

/** The driver's token travels in a header of its own, so it is never in a URL, a log line or a Referer. */
const tokenOf = (request: FastifyRequest) => String(request.headers['statement-token'] ?? '');

type SectionRequest = FastifyRequest<{ Params: { section: string }; Body: { version: number; value: SectionValue } }>;

export const accidentStatementHandlers = {
  async createAccidentStatement(request: FastifyRequest, reply: FastifyReply) {
    const created = await createStatement(request.server.db, request.server.config.publicUrl);
    return reply.code(201).send(created);
  },

  async joinAccidentStatement(request: FastifyRequest<{ Body: { code: string } }>, reply: FastifyReply) {
    return reply.code(201).send(await joinStatement(request.server.db, request.body.code));
  },

  async getAccidentStatement(request: FastifyRequest) {
    return readStatement(request.server.db, tokenOf(request));
  },

  async updateAccidentStatementSection(request: SectionRequest, reply: FastifyReply) {
    try {
      return await updateSection(request.server.db, tokenOf(request), request.params.section, request.body);
    } catch (error) {
      if (!(error instanceof SectionConflict)) throw error;
      return reply
        .code(409)
        .type('application/json; charset=utf-8')
        .send({ ...errorBody(request.server.i18n, request, 'STATEMENT_SECTION_CHANGED'), current: error.current });
    }
  },

  async signAccidentStatement(request: FastifyRequest<{ Body: SignatureInput }>) {
    return signStatement(request.server.db, tokenOf(request), request.body);
  },
};
