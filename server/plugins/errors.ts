/**
 * Every API error answers JSON `{ statusCode, error, message }` with the right status: input problems are 400 with
 * a readable message, unknown resources 404, and a server fault 500 that says nothing of its internals (a stack
 * trace or SQL text would tell an attacker how the server is built).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        statusCode: 500,
        error: STATUS_CODES[500],
        message: 'Erro interno do servidor. Tente novamente em instantes.',
      });
    }
    const message = error.validation ? `Parâmetros inválidos: ${error.message}` : error.message;
    return reply.status(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
  });
}

/** A JSON 404 for an unknown API address. */
export function apiNotFound(url: string) {
  return {
    statusCode: 404,
    error: STATUS_CODES[404],
    message: `Recurso não encontrado: ${url.split('?')[0]}`,
  };
}
