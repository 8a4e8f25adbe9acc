import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import { describeOperation, SECURITY_SCHEMES } from '../openapi/describe-operation.ts';

export const OPENAPI_PATH = '/api/openapi.json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (method, url), e.g. to check the document lists them all. */
    apiRoutes: { method: string; url: string }[];
  }
}

/**
 * The API's OpenAPI 3 document, generated from the TypeBox schemas the routes already declare (body,
 * querystring, headers, responses), so teams can generate clients and mocks from one source. Registered
 * before the routes: @fastify/swagger collects them as they are added.
 */
export const openApiPlugin = fp(
  async (app) => {
    const routes: { method: string; url: string }[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Datingsite API',
          version: '1.0.0',
          license: { name: 'Proprietary' },
          description:
            'The /api/*.php contract. Errors: { error, message, params?, details? } (contracts/common.ts ErrorResponse); ' +
            'state-changing calls need the X-Request-Type header; the session is the httpOnly sid cookie.',
        },
        // Every site serves the API on its own domain, under /api.
        servers: [{ url: '/', description: 'The site the client was loaded from' }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: describeOperation,
    });
    app.get(OPENAPI_PATH, { schema: { hide: true }, config: { site: false } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
