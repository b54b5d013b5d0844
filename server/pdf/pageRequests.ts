/**
 * What a page being printed may load. It is opened at the public address (so its API calls, to a relative or to the
 * public base, stay same-origin), but every request to that origin is answered from this very server over
 * loopback: the renderer never depends on DNS, a proxy or a certificate, and never reaches anything but us. Other
 * origins are blocked, except the media CDN when one is set; an editor's `<img src="http://10.0.0.1/...">` in
 * content would otherwise make the server fetch an internal address.
 */
import type { Route } from 'playwright-core';

export interface PageRequestRules {
  /** The origin visitors use (PUBLIC_URL's): what the page believes it is on. */
  publicOrigin: string;
  /** The media CDN's origin, when media are not served by this site. */
  mediaOrigin: string | undefined;
  /** This server's own loopback origin ('http://127.0.0.1:3000'), which answers in the public origin's place. */
  serverAddress: string;
  timeoutMs: number;
}

export async function answerFromThisServer(route: Route, rules: PageRequestRules): Promise<void> {
  const { publicOrigin, mediaOrigin, serverAddress, timeoutMs } = rules;
  const request = route.request();
  const url = new URL(request.url());
  if (mediaOrigin && url.origin === mediaOrigin && request.method() === 'GET') return route.continue();
  if (url.origin !== publicOrigin) return route.abort('blockedbyclient');
  // A page asking for a PDF while being printed would wait behind itself in the queue until the time-out.
  if (url.pathname.toLowerCase().startsWith('/api/pdf/')) return route.abort('blockedbyclient');
  try {
    const headers = await request.allHeaders();
    delete headers.host;
    // Node's fetch would unpack a compressed body and leave its content-encoding header behind: ask for none.
    headers['accept-encoding'] = 'identity';
    const body = request.postDataBuffer();
    const response = await fetch(serverAddress + url.pathname + url.search, {
      method: request.method(),
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
        answerHeaders[name] = value;
    });
    await route.fulfill({
      status: response.status,
      headers: answerHeaders,
      body: Buffer.from(await response.arrayBuffer()),
    });
  } catch {
    await route.abort('failed').catch(() => {});
  }
}
