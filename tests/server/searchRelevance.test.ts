/**
 * The search's relevance table on the demo seed: what a journalist types, and the item that must come in the top
 * three. Accents, plural and singular, punctuation in model names, a year beside a model, prefixes while typing
 * (quick) and one wrong letter (quick).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchCategory } from '../../src/domain/search';
import type { SearchResponse } from '../../src/domain/searchSchemas';
import { draftNews, draftVersion } from '../../server/seed/content/drafts';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

type Row = [query: string, mode: 'full' | 'quick', category: SearchCategory, title: string];

const table: Row[] = [
  // Accents and forms of a word
  ['seguranca', 'full', 'technology', 'Segurança'],
  ['historia', 'full', 'session', 'História'],
  ['hibridos a etanol', 'full', 'mobilidade-eletrica', 'Híbridos a etanol'],
  ['fabrica de motores jundiai', 'full', 'sub_session', 'Fábrica de Motores de Jundiaí'],
  ['FÁBRICA PINHAIS', 'full', 'sub_session', 'Fábrica de Pinhais'],
  ['acervo historico', 'full', 'gallery', 'Acervo histórico: clássicos Aurora'],
  ['eletricos', 'full', 'mobilidade-eletrica', 'Mobilidade Elétrica'],
  ['mobilidade eletrica', 'full', 'mobilidade-eletrica', 'Mobilidade Elétrica'],
  ['reciclagem bateria', 'full', 'submobilidade-eletrica', 'Reciclagem de baterias'],
  ['bateria', 'full', 'mobilidade-eletrica', 'Baterias'],
  ['eletroposto', 'full', 'submobilidade-eletrica', 'Rede de eletropostos Aurora'],
  ['motor turboflex', 'full', 'technology', 'Motores TurboFlex'],
  ['instituto aurora', 'full', 'sub_session', 'Instituto Aurora'],
  ['wallbox', 'full', 'submobilidade-eletrica', 'Wallbox residencial'],
  // Model names, with and without their punctuation
  ['tcross', 'full', 'car', 'Aurora T-Cross'],
  ['t cross', 'full', 'car', 'Aurora T-Cross'],
  ['T-Cross', 'full', 'car', 'Aurora T-Cross'],
  ['ipe ev', 'full', 'car', 'Aurora Ipê EV'],
  ['boreal concept', 'full', 'car', 'Aurora Boreal Concept'],
  ['guara gts', 'full', 'car_version', 'Guará GTS 2.0 (1980)'],
  // A model and a year
  ['sabia 1975', 'full', 'car_version', 'Sabiá 1500 (1975)'],
  ['guara 1974', 'full', 'car_version', 'Guará GT 1.8 (1974)'],
  // Prefixes while typing
  ['taru', 'quick', 'car', 'Aurora Tarumã'],
  ['sabi', 'quick', 'car', 'Aurora Sabiá'],
  ['serr', 'quick', 'car', 'Aurora Serra'],
  ['tcro', 'quick', 'car', 'Aurora T-Cross'],
  ['reciclag', 'quick', 'submobilidade-eletrica', 'Reciclagem de baterias'],
  // One wrong letter while typing
  ['tarunã', 'quick', 'car', 'Aurora Tarumã'],
  ['vemto', 'quick', 'car', 'Aurora Vento'],
  ['jangda', 'quick', 'car', 'Aurora Jangada'],
  ['fabrca', 'quick', 'session', 'Fábricas'],
];

describe.each(testDatabases)('search relevance on the demo seed, $name', (target) => {
  let t: TestApp;
  const search = async (text: string, quick: boolean) => {
    const response = await t.app.inject({
      url: '/api/elastic/elastic/findBy',
      query: { search: text, quickSearch: String(quick) },
    });
    expect(response.statusCode, text).toBe(200);
    return response.json<SearchResponse>();
  };

  beforeAll(async () => {
    t = await startTestApp(target, { demoSeed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(table)('"%s" (%s) has %s "%s" in its top 3', async (query, mode, category, title) => {
    const answer = await search(query, mode === 'quick');
    const top = answer.listAll.slice(0, 3).map((result) => `${result.category_type} ${result.item.title}`);
    expect(top).toContain(`${category} ${title}`);
  });

  it('never shows the seeded drafts', async () => {
    for (const quick of [false, true]) {
      const found = (await search('ipe ev cross', quick)).listAll.map((result) => result.item.title);
      expect(found).not.toContain(draftNews.title);
      expect(found).not.toContain(draftVersion.title);
    }
  });
});
