/**
 * The full search's order is the ranking rule of migration 0011: text rank plus how close the whole title is to the
 * query (pg_trgm's `similarity`, the query written with and without its spaces), times the recency boost. The
 * function counts the shared trigrams from the title's stored ones (migration 0024) instead of calling
 * `similarity`: this pins that the order is still the one `similarity` gives, on titles whose trigrams are unusual
 * (accents, punctuation, digits, characters outside Latin, one letter, none).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/domain/searchSchemas';
import { searchTermsOf } from '../../server/search/searchTerms';
import { createNews } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

const titles = [
  'Aurora T-Cross 2025',
  'Aurora',
  'aurora tcross',
  'Auroras do T-Cross',
  'A nova Aurora chega às concessionárias de Curitiba, Pinhais e Jundiaí',
  'Aurora ID.4: elétrico',
  'Aurora em Tóquio 東京',
  'Ação! Aurora',
  'A',
  '—',
  'T-Cross 2025: a Aurora',
  'tcross aurora aurora aurora',
  'Aurorа (com а cirílico)',
  'Prêmio 2025 para o T-Cross',
];

describe.each(testDatabases)('full search order on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target);
    // Every news item matches every query below through its text, so the title closeness decides the order.
    for (const [n, title] of titles.entries())
      await createNews(t.database.db, {
        title,
        description: '<p>Aurora TCross, o T-Cross 2025 em Tóquio</p>',
        newsDate: `2026-0${1 + (n % 9)}-1${n % 10}`,
      });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The ranking rule with pg_trgm's own `similarity`, over every match (fewer than the candidates kept). */
  async function byRule(query: string): Promise<string[]> {
    const { words, folded, compact } = searchTermsOf(query);
    const match = sql`(plainto_tsquery('pt_unaccent', ${words.join(' ')}) || to_tsquery('simple', ${compact}))`;
    const result = (await t.database.db.execute(sql`
      select title from search_items
      where published and document @@ ${match}
      order by (ts_rank_cd('{0.05, 0.1, 0.4, 1.0}', document, ${match})
          + greatest(similarity(title_norm, ${folded}), similarity(title_norm, ${compact})))
          * search_recency(item_date) desc,
        item_date desc nulls last, source_id desc`)) as unknown as { rows: { title: string }[] };
    return result.rows.map((row) => row.title);
  }

  it.each(['aurora', 'aurora tcross', 't cross 2025', 'aurora toquio', 'auroras'])(
    "orders '%s' as pg_trgm's similarity does",
    async (query) => {
      const response = await t.app.inject({
        url: '/api/elastic/elastic/findBy',
        query: { search: query, quickSearch: 'false' },
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json<SearchResponse>();
      const expected = await byRule(query);
      expect(expected.length).toBeGreaterThan(5);
      expect(answer.listAll.map((result) => result.item.title)).toEqual(expected);
    },
  );
});
