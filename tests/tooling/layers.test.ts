/**
 * The import layers lint holds (eslint.config.js), tried with probe files: each rule must fire on an import that
 * crosses it, and stay quiet on one that doesn't. A rule that never fires (a pattern that matches no real import
 * path) would pass every lint run while guarding nothing.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The restricted-path messages lint gives `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const crossings: [string, string, string][] = [
  ['the server reaching the web app beyond its rules', 'server/probe.ts', '../src/lib/config'],
  ['the server reaching the web app’s state', 'server/content/probe.ts', '../../src/state/store'],
  ['a rule reaching a library of the app', 'src/domain/probe.ts', '../lib/config'],
  ['a rule reaching a feature', 'src/domain/probe.ts', '../features/news/newsApi'],
  ['a library reaching the state', 'src/lib/probe.ts', '../state/store'],
  ['a library reaching the app', 'src/lib/probe.ts', '../app/router'],
  ['the state reaching a feature', 'src/state/probe.ts', '../features/news/newsApi'],
  ['a shared component reaching a feature', 'src/components/probe.ts', '../features/news/newsApi'],
  ['a shared component reaching the app', 'src/components/layout/probe.ts', '../../app/SiteLayout'],
  ['a feature reaching another feature', 'src/features/news/probe.ts', '../cars/carsApi'],
  ['a feature reaching the app', 'src/features/news/probe.ts', '../../app/router'],
];

const allowed: [string, string, string][] = [
  ['the server using the shared rules', 'server/probe.ts', '../src/domain/routes'],
  ['a library using the rules', 'src/lib/probe.ts', '../domain/routes'],
  ['a component using the state', 'src/components/probe.ts', '../state/hooks'],
  ['a feature using shared components', 'src/features/news/probe.ts', '../../components/news/NewsCard'],
  ['a feature using its own files', 'src/features/news/probe.ts', './newsApi'],
  ['the app using a feature', 'src/app/probe.ts', '../features/news/newsApi'],
];

describe('import layers', () => {
  it.each(crossings)('refuses %s', async (_, filePath, imported) => {
    expect(await layerErrors(filePath, `import '${imported}';\n`)).toHaveLength(1);
  });

  it.each(allowed)('allows %s', async (_, filePath, imported) => {
    expect(await layerErrors(filePath, `import '${imported}';\n`)).toEqual([]);
  });
});
