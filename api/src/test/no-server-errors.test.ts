import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, resolveTestMember } from '../routes/likes/test-members.ts';
import { badObjectArb, brokenJsonArb, brokenMultipartArb, encodeLoose, queryArb, type JsonSchema, type RawBody } from './bad-input.ts';
import { useTestApp } from './test-app.ts';

/**
 * Property: no input makes the API answer 5xx, on every route the app registers (collected by an onRoute
 * hook, so a new route is covered without touching this file), as a visitor and as a logged-in member.
 * Every 4xx is a JSON { error, message }. NO_5XX_RUNS sets the requests per route and role, NO_5XX_SEED
 * replays a run.
 */
const RUNS = Number(process.env.NO_5XX_RUNS ?? 30);
const SEED = Number(process.env.NO_5XX_SEED ?? Date.now() % 2 ** 31);

interface FuzzRequest {
  path: string;
  query: string;
  body: RawBody | undefined;
}

const MULTIPART_ROUTES = new Set(['/api/photos.php', '/api/chat.php']);
const PATH_SEGMENTS = ['x', '..%2f..%2fetc%2fpasswd', '%00', '%ED%A0%80', 'a'.repeat(300), '.env', 'members/1.jpg', '%2e%2e/'];

function requestArb(route: RouteOptions, method: string): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema };
  const path = route.url.includes('*')
    ? fc.constantFrom(...PATH_SEGMENTS).map((segment) => route.url.replace('*', segment))
    : fc.constant(route.url);
  const jsonBody = schema.body
    ? badObjectArb(schema.body).map((value): RawBody => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? '' }))
    : fc.constant<RawBody>({ contentType: 'application/json', payload: '{}' });
  const body: fc.Arbitrary<RawBody | undefined> =
    method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 6, arbitrary: jsonBody },
          { weight: 2, arbitrary: brokenJsonArb },
          // The upload routes take multipart bodies: give them many more.
          { weight: MULTIPART_ROUTES.has(route.url) ? 6 : 1, arbitrary: brokenMultipartArb },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  return fc.record({ path, query: queryArb(schema.querystring), body });
}

describe('no input answers 5xx (property over every route)', () => {
  const routes: RouteOptions[] = [];
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, onRoute: (route) => void routes.push(route) });
  let memberId = 0;

  beforeAll(async () => {
    memberId = await addMember(db(), { name: 'Fuzz' });
    await addMember(db(), { name: 'Other' });
  });

  it(`sends ${RUNS} hostile requests per route and role without a 5xx`, { timeout: 600_000 }, async () => {
    const targets = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ route, method })),
    );
    // The walk must find the routes: a broken hook would make this test pass on nothing.
    expect(targets.map(({ method, route }) => `${method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/member.php', 'POST /api/photos.php', 'PUT /api/profile.php', 'POST /api/signup.php']),
    );

    let sent = 0;
    let serverErrors = 0;
    const failures: string[] = [];
    const started = Date.now();
    for (const { route, method } of targets) {
      for (const role of ['visitor', 'member'] as const) {
        const details = await fc.check(
          fc.asyncProperty(requestArb(route, method), async (request) => {
            const response = await app().inject({
              method: method as 'GET',
              url: request.query ? `${request.path}?${request.query}` : request.path,
              headers: {
                'x-request-type': 'client',
                ...(role === 'member' ? { 'x-test-member': String(memberId) } : {}),
                ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}),
              },
              ...(request.body ? { payload: request.body.payload } : {}),
            });
            sent++;
            if (response.statusCode >= 500) {
              serverErrors++;
              return false;
            }
            if (response.statusCode >= 400) {
              const body = response.json<{ error?: unknown; message?: unknown }>();
              return typeof body.error === 'string' && typeof body.message === 'string';
            }
            return true;
          }),
          // No shrinking: the first counterexample is reported and the run goes on with the next route.
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        if (details.failed) {
          const example = JSON.stringify(details.counterexample, (_key, value: unknown) =>
            typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}...(${value.length})` : value,
          );
          failures.push(
            `${role} ${method} ${route.url}: ${example}${'errorInstance' in details && details.errorInstance ? ` ${String(details.errorInstance)}` : ''}`,
          );
        }
      }
    }
    console.log(
      `no-5xx property: ${sent} requests over ${targets.length} routes, ${serverErrors} answered 5xx ` +
        `(seed ${SEED}, ${RUNS} runs per route and role, ${Math.round((Date.now() - started) / 1000)} s)`,
    );
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
  });

  it('encodes lone surrogates in query strings instead of throwing', () => {
    expect(encodeLoose('a\ud800')).toBe('a%ed%a0%80');
  });
});
