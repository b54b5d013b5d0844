/**
 * Behind a proxy every request arrives from the proxy's address: unless `TRUST_PROXY` names it, the whole site
 * shares one address's rate limits, and one visitor's guessing locks everyone out. A deployment says so in its log,
 * once, the first time a request shows it came through a proxy (`X-Forwarded-For`).
 */
import type { FastifyInstance } from 'fastify';

export function warnOfUntrustedProxy(app: FastifyInstance) {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor counts as the ' +
        "proxy's address for the rate limits; set TRUST_PROXY to the proxy's address or hop count",
    );
  });
}
