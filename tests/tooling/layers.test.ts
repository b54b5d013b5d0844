/**
 * The import layers lint holds (eslint.config.js), the web app's and the server's, tried with probe files: each rule
 * must fire on an import that crosses it, and stay quiet on one that doesn't. The same for the import circles and
 * the `as unknown as` casts lint refuses. A rule that never fires (a pattern that matches no real import
 * path) would pass every lint run while guarding nothing.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lint running only `rule`: no-cycle reads every file an import reaches, which the other probes need not wait for. */
const linters = new Map<string, ESLint>();
function linterFor(rule: string): ESLint {
  let linter = linters.get(rule);
  if (!linter) {
    linter = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === rule });
    linters.set(rule, linter);
  }
  return linter;
}

/** The messages of `rule` lint gives `code` as if it were the file at `filePath`. */
async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await linterFor(rule).lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const layerErrors = (filePath: string, code: string) =>
  ruleErrors('import-x/no-restricted-paths', filePath, code);

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
  ['the server’s database reaching a feature', 'server/db/probe.ts', '../content/contentPage'],
  ['a shared helper reaching a plugin', 'server/shared/probe.ts', '../plugins/auth'],
  ['the file store reaching the features’ context', 'server/storage/probe.ts', '../context'],
  ['the settings reaching a feature', 'server/config.ts', './media/mediaUrls'],
  ['the logging reaching the app', 'server/logging.ts', './app'],
  ['the tracing reaching the app', 'server/tracing.ts', './app'],
  ['a plugin reaching a feature', 'server/plugins/probe.ts', '../content/publication'],
  ['a plugin reaching the features’ context', 'server/plugins/probe.ts', '../context'],
  ['a feature reaching a module another keeps to itself', 'server/news/probe.ts', '../content/homeService'],
  ['a feature reaching one that offers nothing', 'server/loans/probe.ts', '../editorial/newsChanges'],
  [
    'a feature’s inner folder reaching another’s own module',
    'server/editorial/events/probe.ts',
    '../../events/eventService',
  ],
  ['a feature reaching the app', 'server/news/probe.ts', '../app'],
  ['a feature reaching the timed tasks’ list', 'server/loans/probe.ts', '../newsroomJobs'],
  ['a feature reaching the seed', 'server/media/probe.ts', '../seed/index'],
];

const allowed: [string, string, string][] = [
  ['the server using the shared rules', 'server/probe.ts', '../src/domain/routes'],
  ['a library using the rules', 'src/lib/probe.ts', '../domain/routes'],
  ['a component using the state', 'src/components/probe.ts', '../state/hooks'],
  ['a feature using shared components', 'src/features/news/probe.ts', '../../components/news/NewsCard'],
  ['a feature using its own files', 'src/features/news/probe.ts', './newsApi'],
  ['the app using a feature', 'src/app/probe.ts', '../features/news/newsApi'],
  ['a shared helper using the database', 'server/shared/probe.ts', '../db/schema'],
  ['a plugin using a shared helper', 'server/plugins/probe.ts', '../shared/clock'],
  ['a feature using the change log', 'server/loans/probe.ts', '../shared/changeLog'],
  ['a feature using a plugin', 'server/news/probe.ts', '../plugins/auth'],
  ['a feature using the features’ context', 'server/news/probe.ts', '../context'],
  ['a feature using what another offers it', 'server/news/probe.ts', '../content/contentPage'],
  ['a feature using its own inner folder', 'server/editorial/probe.ts', './events/eventDeskRead'],
  ['the app using any feature’s module', 'server/probe.ts', './editorial/newsChanges'],
];

// A probe's first lint loads the config and its parsers: seconds on a machine busy with other tests.
const lintTime = { timeout: 60_000 };

describe('import layers', lintTime, () => {
  it.each(crossings)('refuses %s', async (_, filePath, imported) => {
    expect(await layerErrors(filePath, `import '${imported}';\n`)).toHaveLength(1);
  });

  it.each(allowed)('allows %s', async (_, filePath, imported) => {
    expect(await layerErrors(filePath, `import '${imported}';\n`)).toEqual([]);
  });
});

// Following every import the content page reaches reads a good part of the server, as long as a first lint.
describe('import circles', lintTime, () => {
  // Each file named imports the other by value: contentPage.ts reads galleryService.ts, the store its slices.
  it.each([
    ['server/media/galleryService.ts', '../content/contentPage'],
    ['src/state/consent/consentSlice.ts', '../store'],
  ])('refuses an import that closes a circle: %s importing %s', async (filePath, imported) => {
    expect(await ruleErrors('import-x/no-cycle', filePath, `import '${imported}';\n`)).toHaveLength(1);
  });

  it('allows the same import where nothing imports back', async () => {
    const code = `import '../content/contentPage';\n`;
    expect(await ruleErrors('import-x/no-cycle', 'server/media/probe.ts', code)).toEqual([]);
  });
});

describe('casts', lintTime, () => {
  const cast = `const answer: unknown = 1;\nexport const count = answer as unknown as string;\n`;

  it.each(['server/probe.ts', 'src/lib/probe.ts'])('refuses `as unknown as` in %s', async (filePath) => {
    expect(await ruleErrors('no-restricted-syntax', filePath, cast)).toHaveLength(1);
  });

  it('allows a single cast of an unknown value', async () => {
    const code = `const answer: unknown = 1;\nexport const count = answer as number;\n`;
    expect(await ruleErrors('no-restricted-syntax', 'server/probe.ts', code)).toEqual([]);
  });
});
