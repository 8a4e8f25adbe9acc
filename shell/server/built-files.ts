import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-policy';

/**
 * Serves an app's build folder as a CDN would, for the gateway (the shell) and each remote's static server:
 * the .br/.gz copies the build wrote beside every text asset go to browsers that accept them (Vary:
 * Accept-Encoding), with ETag and 304s, and every answer without a cache policy of its own gets the one of
 * cache-policy.ts (a year for content-hashed files, revalidation for the rest). No directory index: a path
 * that is no file falls through to the app's not-found handler.
 */
export async function registerBuiltFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, { root, index: false, cacheControl: false, preCompressed: true });
  app.addHook('onSend', async (request, reply) => {
    if (reply.getHeader('cache-control')) return;
    reply.header('cache-control', cacheControlFor(new URL(request.url, 'http://site').pathname));
  });
}
