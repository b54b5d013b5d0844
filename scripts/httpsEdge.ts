/**
 * An HTTPS edge with HTTP/2 in front of the newsroom, for `npm run lighthouse`: what a public deployment puts before
 * the API server (a reverse proxy or a CDN ends TLS and speaks HTTP/2 to browsers). `npm start` itself speaks
 * HTTP/1.1, and Lighthouse's simulation gives an HTTP/1.1 origin six connections with a round trip for every
 * request on each, where HTTP/2 sends them all on one connection: the same page would be measured with about half
 * a second of waiting no phone on the deployed site has.
 *
 * The certificate is made for the run (self-signed, for localhost); Chromium is told to trust that one key only
 * (`spkiHash` for `--ignore-certificate-errors-spki-list`). The newsroom sees the visitor's protocol and address
 * in `X-Forwarded-Proto` and `X-Forwarded-For`, as behind any proxy (it is started with `TRUST_PROXY=loopback`).
 */
import { createHash, createPublicKey } from 'node:crypto';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import { generate } from 'selfsigned';

/** Headers that describe one connection, not the message: HTTP/2 forbids them, and a proxy drops them. */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !connectionHeaders.has(name)) kept[name] = value;
  }
  return kept;
}

export interface HttpsEdge {
  /** The base64 SHA-256 of the certificate's public key, which Chromium's SPKI list takes. */
  spkiHash: string;
  close(): Promise<void>;
}

/** Listens on `port` (HTTPS, HTTP/2 with HTTP/1.1 for older clients) and passes every request to `targetPort`. */
export async function startHttpsEdge(port: number, targetPort: number): Promise<HttpsEdge> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(
    { key: pems.private, cert: pems.cert, allowHTTP1: true },
    (request, response) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: targetPort,
          method: request.method,
          path: request.url,
          agent,
          headers: {
            ...forwardable(request.headers),
            host: request.headers[':authority'] ?? request.headers.host,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': request.socket.remoteAddress,
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  // Browsers keep their connections open; closing the edge ends them.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      }),
  };
}
