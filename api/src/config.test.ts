import { describe, expect, it } from 'vitest';
import { readAppSettings, readConfig } from './config.ts';

describe('readConfig', () => {
  it('runs one API process by default, with the default slow-query threshold', () => {
    expect(readConfig({})).toMatchObject({ instances: 1, slowQueryMs: 50 });
  });

  it('runs API_INSTANCES processes only with PostgreSQL and Redis to share', () => {
    const shared = { DATABASE_URL: 'postgres://db/site', REDIS_URL: 'redis://cache' };
    expect(readConfig({ ...shared, API_INSTANCES: '3' }).instances).toBe(3);
    expect(() => readConfig({ API_INSTANCES: '2' })).toThrow('DATABASE_URL');
    expect(() => readConfig({ DATABASE_URL: shared.DATABASE_URL, API_INSTANCES: '2' })).toThrow('REDIS_URL');
    expect(() => readConfig({ ...shared, API_INSTANCES: 'many' })).toThrow('Invalid API_INSTANCES');
    expect(() => readConfig({ ...shared, API_INSTANCES: '0' })).toThrow('Invalid API_INSTANCES');
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(readConfig({}).databaseReplicaUrl).toBeUndefined();
    const primary = { DATABASE_URL: 'postgres://primary/site' };
    expect(readConfig({ ...primary, DATABASE_REPLICA_URL: 'postgres://replica/site' }).databaseReplicaUrl).toBe('postgres://replica/site');
    expect(() => readConfig({ DATABASE_REPLICA_URL: 'postgres://replica/site' })).toThrow('DATABASE_REPLICA_URL needs DATABASE_URL');
  });
});

describe('readAppSettings', () => {
  it('reads the defaults from an empty environment', () => {
    expect(readAppSettings({})).toMatchObject({
      redisUrl: undefined,
      rateLimitMax: {},
      devOutbox: false,
      production: false,
      mailOutboxPollMs: 5_000,
      mailEventsSecret: undefined,
    });
  });

  it('reads each setting by its name, and only the provider settings into providers', () => {
    const settings = readAppSettings({
      REDIS_URL: 'redis://cache',
      RATE_LIMITS: 'signup=500',
      MAIL_OUTBOX_POLL_MS: '0',
      NODE_ENV: 'production',
      MOLLIE_API_KEY: 'live_x',
      HOME: '/root',
    });
    expect(settings).toMatchObject({ redisUrl: 'redis://cache', rateLimitMax: { signup: 500 }, mailOutboxPollMs: 0, production: true });
    expect(settings.providers).toMatchObject({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_x' });
    expect(settings.providers).not.toHaveProperty('HOME');
  });

  it('stops on a bad value, naming the setting', () => {
    for (const [name, value] of [
      ['RATE_LIMITS', 'signup=lots'],
      ['REFERENCE_CACHE_MAX_AGE_MS', '-1'],
      ['MAIL_OUTBOX_POLL_MS', 'often'],
      ['SITE_ORIGIN', 'ftp://example.net'],
      ['SITE_ORIGIN', 'not a url'],
    ] as const) {
      expect(() => readAppSettings({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});
