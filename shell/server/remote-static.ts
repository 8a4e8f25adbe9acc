import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { registerBuiltFiles } from './built-files';

export interface RemoteStaticOptions {
  /** The remote's built folder (its `dist`). */
  root: string;
}

/**
 * One remote's built files as a CDN would serve them: any origin may load them (the shell runs on another
 * origin), the precompressed .br/.gz copies the build wrote go to browsers that accept them, hashed files
 * are cached for a year and the rest (manifest, remoteEntry.js) are revalidated with their ETag.
 */
export async function buildRemoteStatic(options: RemoteStaticOptions) {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  await registerBuiltFiles(app, options.root);
  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [dir = 'dist'] = process.argv.slice(2);
  const port = Number(process.env.PORT ?? 3001);
  const app = await buildRemoteStatic({ root: path.resolve(dir) });
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
}
