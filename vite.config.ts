import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkSettings, environments, parseEnvFile, type Mode } from './src/app/settingsRules.ts';

/**
 * Modes are the four environments. Vite's own env loading is switched off (`envDir: false`) because it reads
 * `.env.local` in every mode: a key missing from `.env.prod` would silently take the LOCAL value. Here each mode
 * reads exactly its own file, checked, and a bad file stops the build with the list of what is wrong.
 */
function settingsFor(mode: string): Record<string, string> {
  // `vite` (serve) and a bare `vite build` use Vite's default modes: both mean this machine.
  const resolved = (mode === 'development' || mode === 'production' ? 'local' : mode) as Mode;
  if (!(resolved in environments)) {
    throw new Error(`Unknown mode '${mode}': use one of ${Object.keys(environments).join(', ')}`);
  }
  const file = `.env.${resolved}`;
  const raw = parseEnvFile(readFileSync(new URL(file, import.meta.url), 'utf8'));
  const check = checkSettings(raw, resolved);
  if (!check.ok) throw new Error(`${file} is not valid:\n- ${check.problems.join('\n- ')}`);
  return raw;
}

export default defineConfig(({ mode }) => {
  const settings = settingsFor(mode);
  const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
  return {
    envDir: false,
    define: Object.fromEntries(
      Object.entries(settings).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    plugins: [react()],
    // react-slick is CommonJS: under "type": "module" its default import is an object in the production build
    // (React error #130 at run time while tests pass). STACK.md.
    legacy: { inconsistentCjsInterop: true },
    build: { sourcemap: true, manifest: true, reportCompressedSize: false },
    server: {
      proxy: { '/api': apiTarget, '/oidc': apiTarget, '/media': apiTarget },
    },
  };
});
