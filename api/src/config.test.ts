import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

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
