import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file of the web app under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the IBGE list of states and municipalities (~40 KB compressed)', () => {
  it('is imported by the profile feature only, so it loads with the lazy /registry chunk and nowhere else', () => {
    const importers = sourceFiles('src')
      .filter((file) => /from '[./]*(domain\/)?brazilPlaces'/.test(readFileSync(file, 'utf8')))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) expect(file).toMatch(/^src\/features\/profile\//);
  });
});
