import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export const MEDIA_PREFIX = '/media/';

/**
 * Uploaded and generated pictures under <dataDir>/media at settings.cdn_prefix. File names never change
 * once written (a new upload gets a new name), so browsers may cache them for a year.
 */
export const mediaPlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const root = join(dataDir, 'media');
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: MEDIA_PREFIX,
      maxAge: '365d',
      immutable: true,
      index: false,
      list: false,
    });
  },
  { name: 'media' },
);
