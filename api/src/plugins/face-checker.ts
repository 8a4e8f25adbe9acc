import fp from 'fastify-plugin';
import type { FaceChecker } from '../services/verification/face-check.ts';
import { workerFaceChecker } from '../services/verification/worker-face-checker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The face check of verification selfies; null when switched off. */
    faces: FaceChecker | null;
  }
}

export interface FaceCheckerPluginOptions {
  /** A ready checker (tests), or null for none. Default: Human in a child process unless FACE_CHECK=off. */
  checker?: FaceChecker | null;
  /** FACE_CHECK=human. */
  on: boolean;
  /** MEDIA_CHECKS_NICE. */
  nice?: number;
}

/**
 * Without a face check (FACE_CHECK=off) selfies still reach the moderators, oldest first and without a
 * score: a person decides every verification either way, so production does not refuse it.
 */
export const faceCheckerPlugin = fp<FaceCheckerPluginOptions>(
  async (app, options) => {
    let checker = options.checker;
    if (checker === undefined) {
      if (!options.on) app.log.info('face check off (FACE_CHECK=off): verification selfies reach the moderators unsorted');
      checker = options.on ? workerFaceChecker({ log: app.log, nice: options.nice }) : null;
    }
    app.decorate('faces', checker);
    app.addHook('onClose', async () => {
      await checker?.close();
    });
  },
  { name: 'face-checker' },
);
