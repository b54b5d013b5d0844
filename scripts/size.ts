/**
 * `npm run size`: the gzip bytes of JavaScript (and CSS) a browser must load before each route of the route table
 * (src/domain/routes.ts) shows its page: the entry chunk and its static imports, plus the route's lazily loaded page chunk and its static
 * imports (read from Vite's manifest of the build in dist/). A signed-in route also loads the header's user menu,
 * which the header imports lazily as soon as someone is signed in. Later loads (the lightbox, the terms dialog,
 * analytics after consent, react-slick once the page is idle: Carousel.tsx) are not first load and are left out.
 *
 * Budgets: at most 130 KB gzip of JS on every route's first load, and 35 KB of CSS. The script fails
 * (exit 1) when a route is over, prints by how much, and lists what /home's first load is made of, chunk by chunk
 * and module by module (scripts/sizeModules.ts), so the next person knows what holds it back.
 *
 * `-- --route /news/:newsId` lists the modules of another route's first load instead of /home's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appRoutes, pageFileOf, patternsOf } from '../src/domain/routes';
import { modulesOf } from './sizeModules';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const root = path.resolve(import.meta.dirname, '..');
// SIZE_DIST measures another build folder (`npx vite build --outDir /tmp/x`) without touching dist/.
const dist = path.resolve(process.env.SIZE_DIST ?? path.join(root, 'dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const budgets = { js: 130 * 1024, css: 35 * 1024 };

/** Where the header loads its user menu from once someone is signed in (HeaderAccount.tsx). */
const userMenu = 'src/features/auth/components/UserMenu.tsx';

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('dist/.vite/manifest.json has no entry chunk');

/** The table's routes by page module: the routes that open one page load the same code. */
const pages = [...new Set(appRoutes.map(pageFileOf))];
const routes = pages.map((page) => {
  const sharing = appRoutes.filter((route) => pageFileOf(route) === page);
  return { page, paths: sharing.flatMap(patternsOf), signedIn: sharing.some((route) => route.signedIn) };
});

/** The files a chunk brings with it: its own, its CSS, and those of its static imports, recursively. */
function firstLoadFiles(keys: string[]): Set<string> {
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}: rebuild (npm run build)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  keys.forEach(collect);
  return files;
}

const fileSizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = fileSizes.get(file);
  if (!size) {
    const content = readFileSync(path.join(dist, file));
    // Level 9, as scripts/build-if-stale.mjs pre-compresses what the server sends.
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    fileSizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const totalOf = (files: Iterable<string>, kind: 'js' | 'css') =>
  [...files].filter((file) => file.endsWith(`.${kind}`)).reduce((sum, file) => sum + sizeOf(file).gzip, 0);

const measured = routes.map((route) => {
  const files = firstLoadFiles([entry, route.page, ...(route.signedIn ? [userMenu] : [])]);
  return { route, files, js: totalOf(files, 'js'), css: totalOf(files, 'css') };
});

const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'ok' : `OVER by ${kb(bytes - budget)}`);
console.log(
  `First load of every route, gzip (budget: JS ${kb(budgets.js)}, CSS ${kb(budgets.css)}); build in ${path.relative(root, dist) || dist}`,
);
console.log(`${'route'.padEnd(48)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)}  verdict`);
let failed = false;
for (const { route, js, css } of measured) {
  const over = [
    js > budgets.js && `JS ${verdict(js, budgets.js)}`,
    css > budgets.css && `CSS ${verdict(css, budgets.css)}`,
  ]
    .filter(Boolean)
    .join(', ');
  failed ||= over !== '';
  const signedIn = route.signedIn ? ' (signed in)' : '';
  const all = `${route.paths.join(' ')}${signedIn}`;
  const label = all.length <= 48 ? all : `${route.paths[0]} (+${route.paths.length - 1})${signedIn}`;
  console.log(`${label.padEnd(48)} ${kb(js).padStart(9)} ${kb(css).padStart(9)}  ${over || 'ok'}`);
}
const entryJs = totalOf(firstLoadFiles([entry]), 'js');
console.log(
  `(the entry and its static imports alone: ${kb(entryJs)} JS, shared by every route; ${kb(budgets.js - entryJs)} left for a page under the budget)`,
);

// What one route's first load is made of: /home unless --route names another.
const routeFlag = process.argv.indexOf('--route');
const focusPath = routeFlag >= 0 ? process.argv[routeFlag + 1] : '/home';
const focus = measured.find(({ route }) => route.paths.includes(focusPath ?? ''));
if (!focus) throw new Error(`--route takes a path of the table above, not '${focusPath}'`);
const jsChunks = [...focus.files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, ...sizeOf(file) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\n${focusPath}: its first load, chunk by chunk (gzip, raw)`);
for (const chunk of jsChunks)
  console.log(`${kb(chunk.gzip).padStart(10)} ${kb(chunk.raw).padStart(10)}  ${chunk.file}`);
console.log(
  `\n${focusPath}: the biggest modules of that JS (gzip estimated from each chunk's ratio; raw exact)`,
);
for (const module of modulesOf(dist, jsChunks).slice(0, 20))
  console.log(`${kb(module.gzip).padStart(10)} ${kb(module.raw).padStart(10)}  ${module.name}`);

process.exitCode = failed ? 1 : 0;
