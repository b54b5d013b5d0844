import { describe, expect, it } from 'vitest';
import { cacheKey, createContentCache } from '../../server/shared/contentCache';

describe('the public answer cache', () => {
  it('keys a read by its arguments, in a stable order, leaving out absent ones', () => {
    expect(cacheKey('news/page', { page: 2, limit: 10 })).toBe('news/page?limit=10&page=2');
    expect(cacheKey('news/page', { limit: 10, page: 2, textEnum: undefined })).toBe(
      'news/page?limit=10&page=2',
    );
    expect(cacheKey('home')).toBe('home');
  });

  it('builds an answer once for concurrent asks, and again after content changed', async () => {
    const cache = createContentCache();
    let builds = 0;
    const build = async () => ({ build: ++builds });
    const [a, b] = await Promise.all([cache.get('home', build), cache.get('home', build)]);
    expect(a).toBe(b);
    expect(JSON.parse(a.json.toString())).toEqual({ build: 1 });
    cache.invalidate();
    expect(JSON.parse((await cache.get('home', build)).json.toString())).toEqual({ build: 2 });
  });

  it('keeps a bounded number of answers, so walking every page number cannot fill the memory', async () => {
    const cache = createContentCache({ maxAnswers: 3 });
    let builds = 0;
    const build = async () => ++builds;
    for (const page of [1, 2, 3, 4]) await cache.get(cacheKey('news/page', { page }), build);
    await cache.get(cacheKey('news/page', { page: 4 }), build);
    expect(builds).toBe(4);
    await cache.get(cacheKey('news/page', { page: 1 }), build);
    expect(builds).toBe(5);
  });

  it('forgets a failed build, so the next ask retries', async () => {
    const cache = createContentCache();
    await expect(cache.get('contacts', () => Promise.reject(new Error('fora do ar')))).rejects.toThrow();
    await expect(cache.get('contacts', async () => ['ok'])).resolves.toMatchObject({
      etag: expect.any(String),
    });
  });
});
