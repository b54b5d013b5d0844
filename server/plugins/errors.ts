/**
 * Every API error answers JSON `{ statusCode, error, message }` with the right status and a message in Portuguese:
 * input the schemas refuse is a 400 saying which field and why, a rule of the newsroom a 4xx from the service
 * (`DomainError`), a clash with a database constraint a 409, an unreachable or hung database a 503 that asks to try
 * again, and any other fault a 500 that says nothing of its internals (a stack trace or SQL text would tell an
 * attacker how the server is built). Nothing of the validator's or Fastify's English reaches the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import localize from 'ajv-i18n/localize/pt-BR';
import { STATUS_CODES } from 'node:http';
import { DomainError } from '../shared/domainError';
import { LimitReached } from '../shared/limitReached';
import { constraintMessages } from '../db/constraints';
import { databaseErrorOf, isDatabaseUnavailable } from '../db/errors';

export const messages = {
  internal: 'Erro interno do servidor. Tente novamente em instantes.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  uniqueViolation: 'Este registro já existe.',
  exclusionViolation: 'O período escolhido conflita com outro registro.',
  notFound: (path: string) => `Recurso não encontrado: ${path}`,
} as const;

/** Fastify's own input errors, said plainly. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho declarado do corpo não confere.',
};

/** What a client error says when nothing more precise is known; guards and handlers use these same words. */
export const statusMessages = {
  400: 'Requisição inválida.',
  401: 'Faça login para continuar.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido neste endereço.',
  406: 'Formato de resposta não suportado.',
  408: 'A requisição demorou demais para chegar.',
  413: 'A requisição é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas requisições. Aguarde um instante e tente novamente.',
} as const satisfies Record<number, string>;

const statusMessageOf = (status: number): string | undefined =>
  (statusMessages as Record<number, string>)[status];

export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
}

const validationPlace: Record<string, string> = {
  querystring: 'na consulta',
  params: 'no endereço',
  body: 'no corpo da requisição',
  headers: 'nos cabeçalhos',
};

type ValidationProblem = NonNullable<FastifyError['validation']>[number];

/**
 * A body's complaint comes from TypeBox's validator (plugins/strictBodies.ts), whose errors are Ajv's in shape but
 * for two parameters named in the plural: given Ajv's names, the localiser words them as it does Ajv's. A field no
 * schema names comes first as the field failing the `false` schema of `additionalProperties` ('schema is false'),
 * which says nothing to a reader: it is Ajv's complaint of an additional property, that field.
 */
function inAjvTerms(problem: ValidationProblem): ValidationProblem {
  const params = problem.params as Record<string, unknown>;
  const first = (value: unknown) => (Array.isArray(value) ? String(value[0]) : undefined);
  if (problem.keyword === 'boolean' && problem.schemaPath.endsWith('/additionalProperties')) {
    const slash = problem.instancePath.lastIndexOf('/');
    return {
      ...problem,
      keyword: 'additionalProperties',
      instancePath: problem.instancePath.slice(0, Math.max(slash, 0)),
      params: { additionalProperty: problem.instancePath.slice(slash + 1) },
    };
  }
  if (problem.keyword === 'required' && params.missingProperty === undefined)
    return { ...problem, params: { ...params, missingProperty: first(params.requiredProperties) } };
  if (problem.keyword === 'additionalProperties' && params.additionalProperty === undefined)
    return { ...problem, params: { ...params, additionalProperty: first(params.additionalProperties) } };
  return problem;
}

/** 'Parâmetro inválido na consulta: page deve ser >= 1.' from the validator's first complaint. */
function validationMessage(error: FastifyError): string {
  const [found] = error.validation ?? [];
  if (!found) return statusMessages[400];
  const first = inAjvTerms(found);
  // Fastify's error objects are Ajv's: the localiser rewrites their message in place.
  localize([first] as Parameters<typeof localize>[0]);
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const place = validationPlace[error.validationContext ?? ''] ?? '';
  if (first.keyword === 'additionalProperties') {
    const extra = [field, String(first.params.additionalProperty ?? '')].filter(Boolean).join('.');
    return `Parâmetro inválido${place ? ` ${place}` : ''}: o campo ${extra} não é aceito.`;
  }
  const subject = first.keyword === 'required' || !field ? '' : `${field} `;
  return `Parâmetro inválido${place ? ` ${place}` : ''}: ${subject}${first.message ?? 'é inválido'}.`;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return sendError(reply, 400, validationMessage(error));
    if (error instanceof LimitReached) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof DomainError) return sendError(reply, error.statusCode, error.message);

    const database = databaseErrorOf(error);
    if (database?.code === '23505' || database?.code === '23P01') {
      const message =
        (database.constraint && constraintMessages[database.constraint]) ??
        (database.code === '23505' ? messages.uniqueViolation : messages.exclusionViolation);
      return sendError(reply, 409, message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, messages.unavailable);
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, messages.internal);
    }
    return sendError(
      reply,
      status,
      frameworkMessages[error.code] ?? statusMessageOf(status) ?? statusMessages[400],
    );
  });
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (a malformed address) get the same shape. */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  return sendError(reply, error.statusCode ?? 400, frameworkMessages[error.code] ?? statusMessages[400]);
}

/** A JSON 404 for an unknown address. */
export function notFound(reply: FastifyReply, url: string) {
  return sendError(reply, 404, messages.notFound(url.split('?')[0] ?? url));
}
