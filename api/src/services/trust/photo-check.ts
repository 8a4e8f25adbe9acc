import type { Db } from '../../db/db.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import { insertPhotoFlag } from '../../repositories/content-flags.ts';
import type { PictureClassifier } from './picture-verdict.ts';

export interface PhotoCheck {
  db: Db;
  log: ServiceLog;
  pictures: PictureClassifier;
}

/**
 * A new profile photo, after its upload answered: an explicit one gets a photo flag, which puts it first in the
 * moderators' inspection queue with the classifier's scores. It stays under inspection either way: only a
 * moderator makes a photo active. No verdict (no classifier, over time) leaves it to the moderators unflagged.
 */
export async function checkNewPhoto({ db, log, pictures }: PhotoCheck, photoId: number, jpeg: Buffer): Promise<void> {
  try {
    const verdict = await pictures.classify(jpeg);
    if (verdict?.explicit) await insertPhotoFlag(db, photoId, { scores: verdict.scores });
  } catch (error) {
    log.error({ err: error, photoId }, 'photo check failed');
  }
}
