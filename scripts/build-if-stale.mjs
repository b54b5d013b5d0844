#!/usr/bin/env node
/**
 * Builds the web app for an environment: `node scripts/build-if-stale.mjs [--mode local|dev|beta|prod] [--force]
 * [--out folder]`. `WEB_SETTINGS_FILE` names another settings file for the mode, and `VITE_FLAVOUR` (WEB or
 * mobile) the flavour over the mode's file (vite.config.ts).
 * Without --force it skips the build when `dist/` already holds one of the same sources for that mode, so
 * `npm start` on an unchanged checkout goes straight to the server. Afterwards every text asset but the source
 * maps is pre-compressed (gzip and brotli) so the server sends the smaller file without compressing per request.
 *
 * Vite 8 refuses a mode named `local` (it clashes with the `.local` suffix of env files), so LOCAL is built in
 * Vite's default mode, which vite.config.ts maps to `.env.local`.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const modeFlag = args.indexOf('--mode');
const mode = modeFlag >= 0 ? args[modeFlag + 1] : 'local';
const force = args.includes('--force');
if (!['local', 'dev', 'beta', 'prod'].includes(mode)) {
  console.error(`Unknown mode '${mode}': use local, dev, beta or prod`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const outFlag = args.indexOf('--out');
const dist = path.resolve(root, outFlag >= 0 ? args[outFlag + 1] : 'dist');
const stampFile = path.join(dist, '.build-stamp.json');

const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  process.env.WEB_SETTINGS_FILE ?? `.env.${mode}`,
];

function* files(entry) {
  const full = path.resolve(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else yield entry;
}

function fingerprint() {
  // The flavour may come from the shell (vite.config.ts): a mobile build is not the web one of the same sources.
  const hash = createHash('sha256')
    .update(mode)
    .update(process.env.VITE_FLAVOUR ?? '');
  for (const entry of inputs) {
    for (const file of files(entry)) hash.update(file).update(readFileSync(path.resolve(root, file)));
  }
  return hash.digest('hex');
}

const wanted = fingerprint();
const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : null;
if (!force && stamp?.fingerprint === wanted && existsSync(path.join(dist, 'index.html'))) {
  console.log(`web app already built for mode '${mode}' (${path.relative(root, dist)}/ is up to date)`);
  process.exit(0);
}

console.log(`building the web app for mode '${mode}'…`);
const viteArgs = [
  ...(mode === 'local' ? ['vite', 'build'] : ['vite', 'build', '--mode', mode]),
  '--outDir',
  dist,
];
const build = spawnSync('npx', viteArgs, { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

for (const full of files(dist)) {
  // Source maps are left out: only a developer's tools ask for them (never a deployment's visitors), and at
  // brotli's best they took four fifths of this loop's minute.
  if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(full)) continue;
  const content = readFileSync(full);
  if (content.length < 1024) continue;
  writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${full}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
writeFileSync(stampFile, JSON.stringify({ mode, fingerprint: wanted, builtAt: new Date().toISOString() }));
