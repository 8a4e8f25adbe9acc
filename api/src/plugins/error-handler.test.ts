import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { useTestDb } from '../test/test-db.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, GENERIC_ERROR_MESSAGE } from './error-handler.ts';

describe('error handling and health', () => {
  const db = useTestDb();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ db: db(), dataDir: '/tmp/api-error-handler-test' });
    app.get('/test/crash', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get('/test/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418, code: 'TEAPOT' });
    });
    // What pg throws while PostgreSQL restarts, and when the pool waited too long for a connection.
    app.get('/test/db-starting', async () => {
      throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    });
    app.get('/test/db-pool', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('GET /api/health answers ok', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('hides the cause of a 5xx behind the generic message', async () => {
    const response = await app.inject('/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error', message: GENERIC_ERROR_MESSAGE });
    expect(response.body).not.toContain('secret_table');
  });

  it.each(['/test/db-starting', '/test/db-pool'])(
    'answers %s (PostgreSQL away) with 503, Retry-After and a code to translate',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ error: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    },
  );

  it('passes 4xx errors through with a machine code', async () => {
    const response = await app.inject('/test/teapot');
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ error: 'teapot', message: 'I am a teapot' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject('/api/nothing.php');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('turns a 500 when the site is not configured into the generic error', async () => {
    const response = await app.inject('/api/settings.php');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error', message: GENERIC_ERROR_MESSAGE });
  });
});
