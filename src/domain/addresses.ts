/** Rules about addresses that the web app and the API both apply. */

/** 'https://idp.example/' and 'https://idp.example' name one address: compared and joined without the slash. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * A host name of this very machine: `localhost` (and its subdomains), 127.0.0.0/8 and [::1]. Such an address is
 * reached without TLS and never by a visitor, so it marks the newsroom (or a provider) running here, not deployed.
 */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}
