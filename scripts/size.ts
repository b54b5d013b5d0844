/**
 * `npm run size`: gzip bytes of the JavaScript and CSS a browser requests to show /home: the entry chunk and its
 * static imports, plus the lazily loaded home page chunk and its imports, with their CSS (read from Vite's
 * manifest of the build in dist/). Goals: JS <= 170 KB, CSS <= 35 KB.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

// SIZE_DIST measures another build folder (`npx vite build --outDir /tmp/x`) without touching dist/.
const dist = path.resolve(process.env.SIZE_DIST ?? path.join(import.meta.dirname, '..', 'dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const goals = { js: 170 * 1024, css: 35 * 1024 };
const homeChunk = 'src/features/home/pages/HomePage.tsx';
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry || !manifest[homeChunk])
  throw new Error('dist/.vite/manifest.json lacks the entry or the home page chunk');

const files = new Set<string>();
function collect(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entry);
collect(homeChunk);

const rows = [...files].map((file) => {
  const content = readFileSync(path.join(dist, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});
const total = (kind: 'js' | 'css') =>
  rows.filter((row) => row.file.endsWith(`.${kind}`)).reduce((sum, row) => sum + row.gzip, 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${kb(row.gzip).padStart(10)} gzip ${kb(row.raw).padStart(10)} raw  ${row.file}`);
}
let failed = false;
for (const kind of ['js', 'css'] as const) {
  const ok = total(kind) <= goals[kind];
  failed ||= !ok;
  console.log(
    `${kind.toUpperCase()} for /home: ${kb(total(kind))} gzip (goal ${kb(goals[kind])}) ${ok ? 'ok' : 'OVER'}`,
  );
}
process.exitCode = failed ? 1 : 0;
