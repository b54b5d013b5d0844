/**
 * How the newsroom logs. A person running `npm start` in a terminal reads one coloured line per event; anything
 * else (a pipe, a log collector, NODE_ENV=production) gets pino's JSON lines. A line per request only at `debug`:
 * at `info` they would drown the start-up and error lines.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export function loggerOptions(
  level: string,
  stream: { isTTY?: boolean } = process.stdout,
  traceFields?: () => Record<string, string>,
): object {
  const pretty = Boolean(stream.isTTY) && process.env.NODE_ENV !== 'production';
  // With tracing on, a line written while a request is handled names its trace (server/tracing.ts).
  const fields = traceFields ? { mixin: traceFields } : {};
  if (!pretty) return { level, ...fields };
  return {
    level,
    ...fields,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}

/** One line per request, when it ends: 'GET /api/home/json/ 200 3 ms'. */
export class RequestLogLines extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }
}
