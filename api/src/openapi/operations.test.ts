import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { OPENAPI_PATH } from '../plugins/openapi.ts';
import { OPERATIONS } from './operations.ts';

describe('the operations table of the OpenAPI document', () => {
  const { app } = useTestApp();

  const apiRoutes = () =>
    app()
      .apiRoutes.filter((route) => route.url.startsWith('/api/') && route.url !== OPENAPI_PATH && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);

  it('has exactly one entry per API route', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual([...new Set(apiRoutes())].sort());
  });

  it('says member exactly where the API answers a visitor 403 authentication_required', async () => {
    const refusedVisitors: string[] = [];
    for (const route of new Set(apiRoutes())) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const response = await app().inject({
        method,
        url,
        headers: { 'x-request-type': 'client', ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      const body = String(response.headers['content-type']).includes('json') ? (response.json() as { error?: string }) : {};
      if (response.statusCode === 403 && body.error === 'authentication_required') refusedVisitors.push(route);
    }
    const members = Object.entries(OPERATIONS)
      .filter(([, info]) => info.access !== 'anyone')
      .map(([route]) => route);
    expect(members.length).toBeGreaterThan(30);
    expect(refusedVisitors.sort()).toEqual(members.sort());
  });
});
