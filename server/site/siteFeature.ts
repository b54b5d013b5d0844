/**
 * What the site offers crawlers: the news feed under /api, the site index and robots.txt outside it. The web app
 * itself (staticFiles.ts) is registered by app.ts, last, as the answer to every address nothing else took.
 */
import { featurePart, type Feature } from '../plugins/feature';
import { newsFeedRoutes, siteIndexRoutes, type CrawlerRouteOptions } from './crawlerRoutes';

export const siteFeature: Feature<CrawlerRouteOptions> = {
  api: featurePart('site api', async (api, options) => {
    await api.register(newsFeedRoutes, options);
  }),
  pages: featurePart('site pages', async (app, options) => {
    await app.register(siteIndexRoutes, options);
  }),
};
