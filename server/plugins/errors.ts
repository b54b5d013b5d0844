/**
 * Every API error answers JSON `{ statusCode, error, message }` with the right status: input problems are 4xx with
 * a readable message in Portuguese, unknown resources 404, and a server fault 500 that says nothing of its
 * internals (a stack trace or SQL text would tell an attacker how the server is built).
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** Fastify's own input errors, said plainly. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'A requisição é grande demais.',
};

export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, 'Erro interno do servidor. Tente novamente em instantes.');
    }
    const message = error.validation
      ? `Parâmetros inválidos: ${error.message}`
      : (frameworkMessages[error.code] ?? error.message);
    return sendError(reply, status, message);
  });
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (a malformed address) get the same shape. */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  return sendError(reply, error.statusCode ?? 400, frameworkMessages[error.code] ?? 'Requisição inválida.');
}

/** A JSON 404 for an unknown API address. */
export function apiNotFound(url: string) {
  return {
    statusCode: 404,
    error: STATUS_CODES[404],
    message: `Recurso não encontrado: ${url.split('?')[0]}`,
  };
}
