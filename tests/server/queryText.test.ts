/**
 * Text in a query that no column can compare: a NUL (%00), which PostgreSQL refuses in any text it is given, so a
 * search with one failed as a 500 once its query ran. Every text a route reads from its query is refused before
 * validation with the one message a body with the same text gets (plugins/storableText.ts): the staff searches, the
 * fleet's periods, the public search, the preview token and the signed links alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextMessage } from '../../server/plugins/storableText';
import { embeddedDatabase } from './databases';
import { startTestApp, type TestApp } from './testApp';

const nul = 'a%00b';

/** Each text a route reads from its query, with a NUL in it; the other parameters are good ones. */
const staffSearches = [
  `/api/redacao/people?q=${nul}`,
  `/api/lendingcontract/approvals?q=${nul}`,
  `/api/lendingcontract/approvals.csv?q=${nul}`,
  `/api/redacao/news?q=${nul}`,
  `/api/redacao/photos?q=${nul}`,
  `/api/redacao/events/accounts?search=${nul}cd`,
];
const otherTexts = [
  `/api/redacao/fleet?q=${nul}`,
  `/api/lendingcontract/approvals?admin=${nul}`,
  `/api/lendingcontract/approvals/choices?admin=${nul}`,
  `/api/car_frota/json/search?frota=${nul}cdef`,
  `/api/car_frota/json/search?frota=abcdef&startDate=2026-12-10${nul}&endDate=2026-12-12`,
  `/api/car_frota/json/agenda?startDate=2026-12-10&endDate=2026-12-12${nul}`,
  `/api/car_frota/json/free?carId=1&startDate=2026-12-10${nul}&endDate=2026-12-12`,
  `/api/car_frota/json/availability?startDate=2026-12-10${nul}&endDate=2026-12-12`,
  `/api/car_frota/json/calendar/1?month=2026-12${nul}`,
  `/api/elastic/elastic/findBy?search=${nul}`,
  `/api/elastic/elastic/findBy?search=carro&quickSearch=${nul}`,
  `/api/news/json/news/1?token=${nul}`,
  `/api/cars/json/?category=1&token=${nul}`,
  `/api/cartfiles/1/zip?expires=1&signature=${nul}`,
];

describe('a NUL in the query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(embeddedDatabase, { sendQueuedMail: false });
  });
  afterAll(async () => t?.close());

  it.each(staffSearches)('is refused (400) with a clear message in a staff search: %s', async (url) => {
    const response = await t.injectAs(1, { url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(unstorableTextMessage);
  });

  it.each(otherTexts)('is refused (400) in every other text a query carries: %s', async (url) => {
    const response = await t.injectAs(1, { url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(unstorableTextMessage);
  });

  it('is refused before the sign-in is asked for, so nobody reaches a query with it', async () => {
    const response = await t.inject({ url: `/api/redacao/people?q=${nul}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unstorableTextMessage);
  });

  it('leaves the same searches without it alone', async () => {
    for (const url of [
      '/api/redacao/people?q=ab',
      '/api/lendingcontract/approvals?q=ab',
      '/api/redacao/news?q=ab',
      '/api/redacao/photos?q=ab',
      '/api/elastic/elastic/findBy?search=carro',
    ])
      expect((await t.injectAs(1, { url })).statusCode, url).toBe(200);
  });
});
