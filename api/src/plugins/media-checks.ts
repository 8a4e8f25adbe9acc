import fp from 'fastify-plugin';
import { mediaCheckDrainer, type MediaCheckDrainer } from '../services/media-checks/media-check-drainer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of pictures waiting for the classifier or the face check (media_checks), drained by this process. */
    mediaChecks: MediaCheckDrainer;
  }
}

/**
 * How often each API process looks for due checks another instance queued, or that wait for a retry or for a lease
 * that ran out. A picture queued by this process is checked at once (nudge), without waiting for the poll.
 */
export const MEDIA_CHECK_POLL_MS = 5_000;

export interface MediaChecksPluginOptions {
  dataDir: string;
}

/** Registered after the picture classifier and the face check: it drains the queue into them. */
export const mediaChecksPlugin = fp<MediaChecksPluginOptions>(
  async (app, { dataDir }) => {
    const drainer = mediaCheckDrainer(
      { db: app.db, log: app.log, dataDir, now: () => app.now(), pictures: app.pictures, faces: app.faces },
      { pollMs: MEDIA_CHECK_POLL_MS },
    );
    app.decorate('mediaChecks', drainer);
    app.addHook('onClose', () => drainer.stop());
  },
  { name: 'media-checks', dependencies: ['picture-classifier', 'face-checker'] },
);
