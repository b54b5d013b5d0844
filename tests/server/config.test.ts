import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadServerSettings, SettingsError } from '../../server/config';

describe('server settings', () => {
  it('needs none: media on the site itself, no proxy trusted', () => {
    const settings = loadServerSettings({});
    expect(settings).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      mediaBaseUrl: '/media',
      trustProxy: false,
      smtpUrl: undefined,
    });
    expect(settings.timeouts.databaseMs).toBeGreaterThan(0);
  });

  it('reads a CDN, named proxies or a hop count', () => {
    expect(loadServerSettings({ MEDIA_BASE_URL: 'https://cdn.aurora.test/media/' }).mediaBaseUrl).toBe(
      'https://cdn.aurora.test/media',
    );
    expect(loadServerSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(loadServerSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('stops with the list of what is wrong', () => {
    expect(() =>
      loadServerSettings({
        PORT: 'abc',
        MEDIA_BASE_URL: '//evil.example',
        TRUST_PROXY: 'everyone',
        SMTP_URL: 'x',
        LINK_SECRET: 'curto',
      }),
    ).toThrow(
      /PORT must be a whole number[\s\S]*MEDIA_BASE_URL must be a path[\s\S]*SMTP_URL must start[\s\S]*TRUST_PROXY must be[\s\S]*LINK_SECRET must have at least 32/,
    );
  });

  it('allows 5 loan requests per person a day unless a fleet says otherwise', () => {
    expect(loadServerSettings({}).loanRequestsPerDay).toBe(5);
    expect(loadServerSettings({ LOAN_REQUESTS_PER_DAY: '12' }).loanRequestsPerDay).toBe(12);
    expect(() => loadServerSettings({ LOAN_REQUESTS_PER_DAY: '0' })).toThrow(
      /LOAN_REQUESTS_PER_DAY must be a whole number between 1/,
    );
  });

  it('has no metrics listener unless METRICS_PORT names one, and never on the public port', () => {
    expect(loadServerSettings({}).metricsPort).toBeUndefined();
    expect(loadServerSettings({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadServerSettings({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadServerSettings({ METRICS_PORT: 'prometheus' })).toThrow(
      /METRICS_PORT must be a whole number between 0 and 65535 \(got 'prometheus'\)/,
    );
    expect(() => loadServerSettings({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT must be another port than PORT: the metrics are never served on the public one \(both are 8080\)/,
    );
  });

  it('takes a shared secret for download links, or none (each data folder then makes its own key)', () => {
    expect(loadServerSettings({}).linkSecret).toBeUndefined();
    const secret = 'x'.repeat(32);
    expect(loadServerSettings({ LINK_SECRET: secret }).linkSecret).toBe(secret);
  });

  it('signs in at the embedded provider unless an external one is named, 30 tries a minute unless set', () => {
    expect(loadServerSettings({})).toMatchObject({
      oidcIssuer: undefined,
      oidcClientId: 'newsroom-local',
      signInLimitPerMinute: 30,
    });
    expect(
      loadServerSettings({
        OIDC_ISSUER: 'https://id.grupo-aurora.com.br/oidc/',
        OIDC_CLIENT_ID: 'newsroom-web',
        SIGN_IN_LIMIT_PER_MINUTE: '300',
      }),
    ).toMatchObject({
      oidcIssuer: 'https://id.grupo-aurora.com.br/oidc',
      oidcClientId: 'newsroom-web',
      signInLimitPerMinute: 300,
    });
    expect(() => loadServerSettings({ OIDC_ISSUER: 'id.grupo-aurora' })).toThrow(
      /OIDC_ISSUER must be an absolute/,
    );
    expect(() => loadServerSettings({ SIGN_IN_LIMIT_PER_MINUTE: '0' })).toThrow(/SIGN_IN_LIMIT_PER_MINUTE/);
  });

  it('takes an empty variable as unset, and resolves the folders to absolute paths', () => {
    const settings = loadServerSettings({
      PORT: '',
      TRUST_PROXY: '',
      LINK_SECRET: '',
      DATA_DIR: 'tmp/newsroom',
    });
    expect(settings).toMatchObject({
      port: 3000,
      trustProxy: false,
      linkSecret: undefined,
      logLevel: 'info',
    });
    expect(settings.dataDir).toBe(path.resolve('tmp/newsroom'));
    expect(path.isAbsolute(settings.webDir)).toBe(true);
  });

  it('names the allowed range and what was given, one line per variable', () => {
    let message = '';
    try {
      loadServerSettings({
        PORT: '65536',
        RATE_LIMIT_PER_MINUTE: '0',
        CHROME_PATH: 'chromium',
        LOG_LEVEL: 'verbose',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid server settings:',
      "- PORT must be a whole number between 0 and 65535 (got '65536')",
      "- CHROME_PATH must be an absolute path to a Chromium executable (got 'chromium')",
      // A level the logger doesn't know would otherwise stop the start later, with a stack trace.
      "- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'verbose')",
      `- RATE_LIMIT_PER_MINUTE must be a whole number between 1 and ${Number.MAX_SAFE_INTEGER} (got '0')`,
    ]);
  });
});
