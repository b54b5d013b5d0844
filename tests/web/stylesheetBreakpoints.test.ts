import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../../src/domain/limits';

/**
 * The breakpoints live in src/domain/limits.ts; the stylesheets can't import them, so they are held to them here:
 * every width in a media query is a breakpoint, written as `max-width: B` (B and under), `min-width: B + 1` (above
 * B) or, for "under B" (992 and 567), `max-width: B - 0.02` / `min-width: B`. Bootstrap's breakpoint mixins (576,
 * 768, 992, 1200 of its own) are not used, so no width slips in through them.
 */
const homeStylesheets = ['src/features/home/home.css', 'src/components/media/media.css'];
const newsStylesheets = [
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

describe('stylesheet breakpoints', () => {
  it.each([...homeStylesheets, ...newsStylesheets])(
    '%s uses only the breakpoints of src/domain/limits.ts',
    (file) => {
      const css = readFileSync(file, 'utf8');
      expect(css).not.toMatch(/media-breakpoint-(up|down|between|only)/);
      expect(mediaQueryWidths(css).filter((width) => !allowed().has(width))).toEqual([]);
    },
  );

  it('finds the queries it checks', () => {
    expect(mediaQueryWidths(readFileSync(homeStylesheets[0]!, 'utf8'))).toContain('max 991.98');
    expect(mediaQueryWidths(readFileSync(newsStylesheets[0]!, 'utf8'))).toEqual(['min 545', 'min 992']);
  });
});
