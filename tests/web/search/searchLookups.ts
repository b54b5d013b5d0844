/** The findBy calls a test's page made, in order, as 'text quickSearch' ('nivus true'): what reached the API. */
import { afterEach, beforeEach } from 'vitest';
import { server } from '../msw/server';

export function recordSearchLookups(): { readonly list: string[] } {
  const lookups = { list: [] as string[] };
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/elastic/elastic/findBy'))
      lookups.list.push(`${url.searchParams.get('search')} ${url.searchParams.get('quickSearch')}`);
  };
  beforeEach(() => {
    lookups.list = [];
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
  });
  return lookups;
}
