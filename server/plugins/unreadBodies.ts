/**
 * An answer given before its request's body was read whole ends the reading of that body soon after. To keep a
 * connection for a next request, Node reads the rest of a body nobody read and throws it away, however long: a
 * 200 MB upload refused at its first bytes (too large, not signed in, over a limit) was still read to its end, and
 * a client could keep a process busy reading bodies it was refused. The routes that read their body themselves (the
 * multipart upload, tus) and every refusal made before any reading (a guard, a rate limit) are concerned.
 *
 * Not at once, though: closing a connection while the client is still sending makes its system answer with a reset,
 * which often reaches the client before the answer does, and the client then shows a network failure instead of the
 * refusal (the well-known lost 413). So the rest of the body is read and thrown away for a moment, a few MB or a few
 * seconds at most, which lets the answer be read, and then the connection is closed. A client whose body ends within
 * that keeps its connection.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How much of a refused body is still read after the answer, at most, and for how long. */
export const refusedBodyGrace = { bytes: 4 * 1024 * 1024, ms: 3000 } as const;

/** The request has a body (declared, or sent in chunks) and it has not been read to its end. */
export function hasUnreadBody(request: IncomingMessage): boolean {
  const declared =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  return declared && !request.readableEnded;
}

/** Once the answer is out: reads on, throwing the bytes away, within `refusedBodyGrace`, then closes. */
export function closeAfterGrace(request: IncomingMessage) {
  if (!hasUnreadBody(request)) return;
  let left: number = refusedBodyGrace.bytes;
  // Destroying the request destroys its connection.
  const close = () => request.destroy();
  const timer = setTimeout(close, refusedBodyGrace.ms);
  timer.unref();
  // Counted on the connection: a body Node reads only to throw away never reaches the request's own events.
  const count = (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) close();
  };
  const { socket } = request;
  socket.on('data', count);
  // The body ended within the grace: the connection stays for the next request, which is not counted.
  const stop = () => {
    clearTimeout(timer);
    socket.removeListener('data', count);
  };
  request.once('end', stop);
  request.once('close', stop);
  // A reading stopped half way (the multipart parser's, at the size limit) is taken up again, to throw away.
  request.resume();
}

export function closeConnectionsOfUnreadBodies(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (hasUnreadBody(request.raw)) reply.raw.once('finish', () => closeAfterGrace(request.raw));
  });
}
