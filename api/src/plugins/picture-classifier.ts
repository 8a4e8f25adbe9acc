import fp from 'fastify-plugin';
import { workerPictureClassifier } from '../services/trust/picture-classifier.ts';
import type { PictureClassifier } from '../services/trust/picture-verdict.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Explicit-picture classifier for chat images and profile photos; null when switched off. */
    pictures: PictureClassifier | null;
  }
}

export interface PictureClassifierPluginOptions {
  /** A ready classifier (tests), or null for none. Default: nsfwjs in a child process unless PICTURE_CLASSIFIER=off. */
  classifier?: PictureClassifier | null;
  /** PICTURE_CLASSIFIER=off. */
  off: boolean;
  /** MEDIA_CHECKS_NICE. */
  nice?: number;
}

/**
 * PICTURE_CLASSIFIER=off runs without one (the API tests, which hand in their own): pictures then go unchecked,
 * which the log says at start. Production does not refuse it: the model ships inside the npm package, and a
 * site without blurring still has every profile photo inspected by a person, while a refusal would take chat down.
 */
export const pictureClassifierPlugin = fp<PictureClassifierPluginOptions>(
  async (app, options) => {
    let classifier = options.classifier;
    if (classifier === undefined) {
      const { off } = options;
      if (off) app.log.warn('picture classifier off (PICTURE_CLASSIFIER=off): chat images and photos go unchecked');
      classifier = off ? null : workerPictureClassifier({ log: app.log, nice: options.nice });
    }
    app.decorate('pictures', classifier);
    app.addHook('onClose', async () => {
      await classifier?.close();
    });
  },
  { name: 'picture-classifier' },
);
