import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../../../src/domain/limits';

/**
 * The stylesheets of the news pages, the media center and the shared news cards use only the breakpoints of
 * src/domain/limits.ts, written as in tests/web/home/breakpoints.test.ts: `max-width: B`, `min-width: B + 1`, or for
 * "under B" `max-width: B - 0.02` / `min-width: B`.
 */
const stylesheets = [
  'src/components/news/newsCard.css',
  'src/features/news/news.scss',
  'src/features/mediaCenter/mediaCenter.scss',
];

function mediaQueryWidths(css: string): string[] {
  const queries = css.match(/@media[^{]+/g) ?? [];
  return queries.flatMap((query) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map((m) => `${m[1]} ${m[2]}`),
  );
}

function allowed(): Set<string> {
  const widths = new Set<string>();
  for (const value of Object.values(breakpoints)) {
    widths.add(`max ${value}`).add(`min ${value + 1}`);
    widths.add(`max ${(value - 0.02).toFixed(2)}`).add(`min ${value}`);
  }
  return widths;
}

describe('news and media center breakpoints', () => {
  it.each(stylesheets)('%s uses only the breakpoints of src/domain/limits.ts', (file) => {
    const css = readFileSync(file, 'utf8');
    expect(css).not.toMatch(/media-breakpoint-(up|down|between|only)/);
    expect(mediaQueryWidths(css).filter((width) => !allowed().has(width))).toEqual([]);
  });

  it('finds the queries it checks', () => {
    expect(mediaQueryWidths(readFileSync(stylesheets[0]!, 'utf8'))).toEqual(['min 545', 'min 992']);
  });
});
