/** `elastic/elastic/findBy?search&quickSearch` (spec section 7): the site search, for the header and /SearchPage. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { searchQueryOf, searchTexts } from '../../src/domain/search';
import { SearchQuerystring, SearchResponse } from '../../src/domain/searchSchemas';
import type { AppContext } from '../context';
import { sendPublicRead } from '../plugins/cachedAnswer';
import { cacheKey } from '../shared/contentCache';
import { DomainError } from '../shared/domainError';
import { searchSite } from './searchService';
import { searchTermsOf } from './searchTerms';

export const searchRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { cache, db, media } = ctx;

  app.get(
    '/elastic/elastic/findBy',
    {
      schema: {
        querystring: SearchQuerystring,
        response: { 200: SearchResponse, 400: ApiErrorBody },
      },
    },
    (request, reply) => {
      // The header checks the same rule (src/domain/search.ts), but the server never trusts the browser.
      const query = searchQueryOf(request.query.search);
      if (query === null) throw new DomainError(400, searchTexts.invalid);
      const quick = request.query.quickSearch === 'true';
      // The answer depends only on the words without case or accents: 'Tarumã' and 'taruma' share one entry.
      const key = cacheKey('search', { words: searchTermsOf(query).folded, quick });
      return sendPublicRead({
        cache,
        request,
        reply,
        key,
        build: () => searchSite(db, media, query, { quick }),
      });
    },
  );
};
