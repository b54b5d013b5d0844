import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * src/styles/index.scss keeps of Bootstrap's utility API only the classes the app writes, and none of its grid:
 * every utility or grid class a component names must be in the CSS every page loads, or it would silently do nothing.
 */
const bootstrapLike =
  /^(m|mt|mb|ms|me|mx|my|p|pt|pb|ps|pe|px|py|d|d-print|text|fw|fs|fst|lh|w|h|mw|mh|vw|vh|gap|row-gap|column-gap|flex|justify-content|align-items|align-content|align-self|order|float|bg|border|rounded|shadow|position|top|bottom|start|end|translate-middle|overflow|opacity|z|object-fit|user-select|pe|link|focus-ring)-[\w-]+$|^(row|col|col-[\w-]+|row-cols-[\w-]+|offset-[\w-]+|g-\d|gx-\d|gy-\d|container|container-[\w-]+|shadow|border|rounded|visible|invisible)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The class names written in `className` strings (plain, quoted or in a template's fixed parts). */
function classesWritten(): Set<string> {
  const classes = new Set<string>();
  for (const file of sourceFiles('src')) {
    const code = readFileSync(file, 'utf8');
    for (const [, value] of code.matchAll(/className=\{?\s*["'`]([^"'`]*)["'`]/g))
      for (const name of value!.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

describe('the CSS every page loads', () => {
  const css = compile('src/styles/index.scss', {
    loadPaths: ['node_modules'],
    quietDeps: true,
    silenceDeprecations: ['import'],
  }).css;
  const defined = (name: string) => new RegExp(`\\.${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(css);

  it('has every Bootstrap utility or grid class the components write', () => {
    const used = [...classesWritten()].filter((name) => bootstrapLike.test(name));
    expect(used).toEqual(expect.arrayContaining(['mb-0', 'me-2'])); // it sees the classes it checks
    expect(used.filter((name) => !defined(name))).toEqual([]);
  });

  it('leaves out the rest of the utility API and the grid', () => {
    expect(defined('mb-3')).toBe(false);
    expect(defined('d-md-flex')).toBe(false);
    expect(defined('col-lg-6')).toBe(false);
  });
});
