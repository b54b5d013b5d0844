import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkSettings, parseEnvFile, settingKeys } from '../../src/domain/settingsRules';

const read = (mode: string) =>
  parseEnvFile(readFileSync(new URL(`../../.env.${mode}`, import.meta.url), 'utf8'));

describe('settings of the four environments', () => {
  it.each(['local', 'dev', 'beta', 'prod'] as const)('.env.%s defines every key, each valid', (mode) => {
    const values = read(mode);
    expect(Object.keys(values).sort()).toEqual(Object.keys(settingKeys).sort());
    expect(checkSettings(values, mode)).toMatchObject({ ok: true });
  });

  it('asks the provider for what the API needs: openid and email, scopes separated by spaces', () => {
    const problemsWith = (scope: string) => {
      const check = checkSettings({ ...read('prod'), VITE_IDP_SCOPE: scope }, 'prod');
      return check.ok ? [] : check.problems;
    };
    expect(problemsWith('openid')).toEqual(["VITE_IDP_SCOPE must include email (got 'openid')"]);
    expect(problemsWith('profile')).toEqual(["VITE_IDP_SCOPE must include openid and email (got 'profile')"]);
    // A comma is a character of a scope (RFC 6749 3.3), so this is one scope, neither of the two.
    expect(problemsWith('openid,email')).toEqual([
      "VITE_IDP_SCOPE must include openid and email (got 'openid,email')",
    ]);
    expect(problemsWith('openid email "x"')).toEqual([
      'VITE_IDP_SCOPE must be scopes separated by spaces (got \'openid email "x"\')',
    ]);
    expect(problemsWith('openid  email offline_access')).toEqual([]);
    const check = checkSettings({ ...read('prod'), VITE_IDP_SCOPE: 'openid  email' }, 'prod');
    expect(check.ok && check.settings.idp.scope).toBe('openid email');
  });

  it('uses the production analytics property in PROD only', () => {
    const prod = read('prod').VITE_GA_MEASUREMENT_ID;
    const others = ['local', 'dev', 'beta'].map((mode) => read(mode).VITE_GA_MEASUREMENT_ID);
    expect(new Set(others).size).toBe(1);
    expect(others).not.toContain(prod);
  });

  it('lists every problem of a bad file', () => {
    const values = { ...read('prod'), VITE_API_BASE: 'not a url', VITE_FLAVOUR: 'desktop' };
    delete (values as Record<string, string>).VITE_IDP_CLIENT_ID;
    const check = checkSettings(values, 'prod');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual([
      "VITE_API_BASE must be an absolute http(s) address or a path starting with '/' (got 'not a url')",
      'VITE_IDP_CLIENT_ID is missing',
      "VITE_FLAVOUR must be 'WEB' or 'mobile' (got 'desktop')",
    ]);
  });

  it('refuses a file that names another environment than its mode', () => {
    const check = checkSettings(read('local'), 'prod');
    expect(check).toEqual({ ok: false, problems: ["VITE_ENVIRONMENT must be PROD in mode 'prod'"] });
  });

  it('reads comments, quotes and blank lines of a .env file', () => {
    expect(parseEnvFile('# comment\n\nA=1\nB="two words"\n  C = \'x\'  \n#D=4')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x',
    });
  });
});

describe('the public address', () => {
  it("is an absolute address, or '/' for wherever the site is reached", () => {
    const prod = read('prod');
    expect(checkSettings({ ...prod, VITE_PUBLIC_URL: '/' }, 'prod')).toMatchObject({
      ok: true,
      settings: { publicUrl: '' },
    });
    expect(checkSettings({ ...prod, VITE_PUBLIC_URL: 'https://imprensa.example/' }, 'prod')).toMatchObject({
      ok: true,
      settings: { publicUrl: 'https://imprensa.example' },
    });
    expect(checkSettings({ ...prod, VITE_PUBLIC_URL: '/imprensa' }, 'prod')).toMatchObject({ ok: false });
  });
});
