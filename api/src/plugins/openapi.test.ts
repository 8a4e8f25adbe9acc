import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { OPENAPI_PATH } from './openapi.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
  >;
}

describe('GET /api/openapi.json', () => {
  const { app } = useTestApp({ devOutbox: true });

  it('is an OpenAPI 3 document that lists every /api route with its method', async () => {
    const response = await app().inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);

    const expected = app()
      .apiRoutes.filter((route) => route.url.startsWith('/api/') && route.url !== OPENAPI_PATH && route.method !== 'HEAD')
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    // The app really has the families the teams use (guards against an empty route list passing).
    expect(expected.length).toBeGreaterThan(35);
    for (const route of [
      'post /api/signup.php',
      'get /api/members.php',
      'post /api/like.php',
      'put /api/profile.php',
      'get /api/settings.php',
    ]) {
      expect(expected).toContain(route);
    }
    expect([...listed].sort()).toEqual([...new Set(expected)].sort());
    expect(listed).not.toContain(`get ${OPENAPI_PATH}`);
  });

  it('carries the TypeBox schemas: bodies, query parameters and the error responses', async () => {
    const document = (await app().inject(OPENAPI_PATH)).json<OpenApiDocument>();
    const signup = document.paths['/api/signup.php']!.post!;
    expect(JSON.stringify(signup.requestBody)).toContain('password_confirm');
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
    const members = document.paths['/api/members.php']!.get!;
    expect(members.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'min_age']));
  });
});
