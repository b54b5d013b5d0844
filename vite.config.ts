import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { checkSettings, environments, parseEnvFile, type Mode } from './src/domain/settingsRules.ts';

/**
 * Modes are the four environments. Vite's own env loading is switched off (`envDir: false`) because it reads
 * `.env.local` in every mode: a key missing from `.env.prod` would silently take the LOCAL value. Here each mode
 * reads exactly its own file, checked, and a bad file stops the build with the list of what is wrong.
 */
function settingsFor(mode: string): Record<string, string> {
  // Vite 8 refuses a mode named `local` (it clashes with the `.local` suffix of env files), so LOCAL is Vite's
  // default mode: `vite` (development) and a bare `vite build` (production). scripts/build-if-stale.mjs maps
  // `--mode local` to that.
  const resolved = (mode === 'development' || mode === 'production' ? 'local' : mode) as Mode;
  if (!(resolved in environments)) {
    throw new Error(`Unknown mode '${mode}': use one of ${Object.keys(environments).join(', ')}`);
  }
  // Another file for the same environment (WEB_SETTINGS_FILE): a build tried against a provider of its own, as the
  // browser suite's foreign-provider test does. It must still say the mode's environment.
  const file = process.env.WEB_SETTINGS_FILE ?? `.env.${resolved}`;
  const raw = parseEnvFile(
    readFileSync(path.resolve(fileURLToPath(new URL('.', import.meta.url)), file), 'utf8'),
  );
  // The flavour alone may come from the shell (`VITE_FLAVOUR=mobile npm run build -- --mode prod`): the same
  // environment is built for the web and for the car maker's app, from one committed file.
  if (process.env.VITE_FLAVOUR) raw.VITE_FLAVOUR = process.env.VITE_FLAVOUR;
  const check = checkSettings(raw, resolved);
  if (!check.ok) throw new Error(`${file} is not valid:\n- ${check.problems.join('\n- ')}`);
  return raw;
}

/**
 * react-router's package points every bundler at its development build, whose warnings survive minification: the
 * production build of the same version is half a kilobyte lighter in the first load. Both entries are mapped, so the
 * router and its DOM part share one copy of the internals.
 */
const routerFile = (name: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: routerFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
];

/**
 * The build's settings, written beside it as `newsroom-settings.json` (public values: they are in the bundle
 * anyway). The server reads them at start: its content security policy allows the provider this build talks to,
 * and it refuses to start when the build names another provider than its own `OIDC_ISSUER`.
 */
function builtSettingsFile(settings: Record<string, string>): Plugin {
  return {
    name: 'newsroom-settings',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'newsroom-settings.json',
        source: `${JSON.stringify(settings, null, 2)}\n`,
      });
    },
  };
}

/** The build says which flavour it is in the HTML it serves too, where a host app or a person can read it. */
function flavourMeta(flavour: string): Plugin {
  return {
    name: 'newsroom-flavour',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'newsroom-flavour', content: flavour }, injectTo: 'head' },
    ],
  };
}

export default defineConfig(({ mode, command }) => {
  const settings = settingsFor(mode);
  const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
  return {
    envDir: false,
    define: Object.fromEntries(
      Object.entries(settings).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    plugins: [react(), builtSettingsFile(settings), flavourMeta(settings.VITE_FLAVOUR ?? 'WEB')],
    resolve: { alias: command === 'build' ? reactRouterProduction : [] },
    // react-slick is CommonJS: under "type": "module" its default import is an object in the production build
    // (React error #130 at run time while tests pass). STACK.md.
    legacy: { inconsistentCjsInterop: true },
    // Bootstrap is compiled from its SCSS, only the parts the app uses (src/styles/index.scss). Its sources still use
    // Sass @import, deprecated in Dart Sass: without these the build output drowns in warnings about them.
    css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import' as const] } } },
    // Source maps carry the whole of src/: fine for LOCAL, DEV and BETA builds, never served by PROD.
    build: { sourcemap: mode !== 'prod', manifest: true, reportCompressedSize: false },
    server: {
      proxy: { '/api': apiTarget, '/oidc': apiTarget, '/media': apiTarget },
    },
  };
});
