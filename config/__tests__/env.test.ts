import {describe, expect, it} from 'vitest';
import {siteServerConfigFromEnv, tryItOriginsFromEnv} from '../env';

describe('tryItOriginsFromEnv', () => {
  it('is empty when TRY_IT_ORIGINS is unset or blank', () => {
    expect(tryItOriginsFromEnv({})).toEqual([]);
    expect(tryItOriginsFromEnv({TRY_IT_ORIGINS: ' , '})).toEqual([]);
  });

  it('reads a comma-separated list of origins', () => {
    expect(tryItOriginsFromEnv({TRY_IT_ORIGINS: 'http://localhost:3000, https://store.example.com'})).toEqual([
      'http://localhost:3000',
      'https://store.example.com',
    ]);
  });

  it.each(['localhost:3000', 'https://store.example.com/', 'https://store.example.com/api', "'unsafe-inline'", 'javascript:alert(1)', '*'])(
    'refuses %s, which is not an http(s) origin, naming it',
    (value) => {
      expect(() => tryItOriginsFromEnv({TRY_IT_ORIGINS: value})).toThrow(`TRY_IT_ORIGINS: "${value}" is not an origin`);
    },
  );
});

describe('siteServerConfigFromEnv', () => {
  const defaults = {dataDir: '/srv/site/.data', siteUrl: 'https://merchantry.io'};

  it('has the documented defaults', () => {
    expect(siteServerConfigFromEnv(defaults, {})).toEqual({
      dataDir: '/srv/site/.data',
      port: 3000,
      host: '0.0.0.0',
      hsts: false,
      searchAllowedOrigins: ['http://localhost:3000', 'https://merchantry.io'],
      searchAdminApiKey: undefined,
      searchAnalyticsApiKey: undefined,
      smtpUrl: undefined,
      contactTo: undefined,
      trustProxyHops: undefined,
      logLevel: 'info',
      tryItOrigins: [],
    });
  });

  it('reads each variable', () => {
    const config = siteServerConfigFromEnv(defaults, {
      DATA_DIR: '/var/lib/site',
      PORT: '8080',
      HOST: '127.0.0.1',
      HSTS: 'true',
      SEARCH_RATE_LIMIT: '60',
      SEARCH_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      SEARCH_ADMIN_API_KEY: 'admin',
      TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      dataDir: '/var/lib/site',
      port: 8080,
      host: '127.0.0.1',
      hsts: true,
      searchRateLimit: {max: 60, timeWindowMs: 60_000},
      searchAllowedOrigins: ['https://a.example', 'https://b.example'],
      searchAdminApiKey: 'admin',
      trustProxyHops: 1,
      logLevel: 'warn',
    });
  });

  it('turns the search rate limit off with 0 and refuses what is not a whole number', () => {
    expect(siteServerConfigFromEnv(defaults, {SEARCH_RATE_LIMIT: '0'}).searchRateLimit).toBe(false);
    expect(() => siteServerConfigFromEnv(defaults, {SEARCH_RATE_LIMIT: 'lots'})).toThrow('SEARCH_RATE_LIMIT must be a whole number');
  });

  it('trusts no proxy when TRUST_PROXY_HOPS is not a number', () => {
    expect(siteServerConfigFromEnv(defaults, {TRUST_PROXY_HOPS: 'two'}).trustProxyHops).toBeUndefined();
  });
});
