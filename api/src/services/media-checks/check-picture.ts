import type { Db } from '../../db/db.ts';
import { mediaStorage } from '../../lib/media-storage.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import { insertMessageFlag, insertPhotoFlag } from '../../repositories/content-flags.ts';
import {
  type ClaimedMediaCheck,
  findSelfieToCheck,
  findUncheckedChatImage,
  recordChatImageVerdict,
} from '../../repositories/media-checks.ts';
import { findPhoto } from '../../repositories/photos.ts';
import { listApprovedPhotoFiles, recordFaceCheck } from '../../repositories/verification.ts';
import { readChatImage } from '../chat/chat-image-files.ts';
import type { PictureClassifier } from '../trust/picture-verdict.ts';
import type { FaceChecker } from '../verification/face-check.ts';
import { readSelfie } from '../verification/selfie-files.ts';
import { VERIFICATION_MAX_PHOTOS } from '../../contracts/verification.ts';

export interface PictureCheckDeps {
  db: Db;
  log: ServiceLog;
  dataDir: string;
  now: () => Date;
  /** The classifier in its own process; null: PICTURE_CLASSIFIER=off (photo and chat-image checks wait). */
  pictures: PictureClassifier | null;
  /** The face check in its own process; null: FACE_CHECK=off (selfie checks wait). */
  faces: FaceChecker | null;
}

/** `checked`: the verdict is kept (or the picture is gone, nothing to check). `no_verdict`: try again later. */
export type PictureCheckOutcome = 'checked' | 'no_verdict';

/**
 * One queued check: reads the picture, asks the checker process, keeps the verdict where the product reads it. An
 * explicit profile photo gets a photo flag (first in the inspection queue; it stays under inspection either way); an
 * explicit chat image gets image_explicit (it stays blurred for its receiver, as it was unchecked) and a message flag; a selfie
 * gets its face score (sorting the moderators' queue). Writing a verdict twice changes nothing, so a check tried
 * again after a lease ran out is harmless.
 */
export async function checkPicture(deps: PictureCheckDeps, check: ClaimedMediaCheck): Promise<PictureCheckOutcome> {
  const { db, dataDir, pictures, faces } = deps;
  if (check.kind === 'photo') {
    const photo = await findPhoto(db, check.subjectId);
    const bytes = photo && (await mediaStorage(dataDir, 'media').get(photo.filename));
    if (!bytes || !pictures) return bytes ? 'no_verdict' : 'checked';
    const verdict = await pictures.classify(bytes);
    if (!verdict) return 'no_verdict';
    if (verdict.explicit) await insertPhotoFlag(db, check.subjectId, { scores: verdict.scores });
    return 'checked';
  }
  if (check.kind === 'chat_image') {
    const file = await findUncheckedChatImage(db, check.subjectId);
    const bytes = file && (await readChatImage(dataDir, file));
    if (!bytes || !pictures) return bytes ? 'no_verdict' : 'checked';
    const verdict = await pictures.classify(bytes);
    if (!verdict) return 'no_verdict';
    await db.transaction(async (tx) => {
      if ((await recordChatImageVerdict(tx, check.subjectId, verdict.explicit)) && verdict.explicit)
        await insertMessageFlag(tx, check.subjectId, 'explicit_image', { scores: verdict.scores });
    });
    return 'checked';
  }
  const attempt = await findSelfieToCheck(db, check.subjectId);
  const selfie = attempt && (await readSelfie(dataDir, attempt.selfie_file));
  if (!attempt || !selfie || !faces) return selfie ? 'no_verdict' : 'checked';
  const storage = mediaStorage(dataDir, 'media');
  const photos: Buffer[] = [];
  for (const photo of await listApprovedPhotoFiles(db, attempt.member_id, VERIFICATION_MAX_PHOTOS)) {
    const bytes = await storage.get(photo.filename);
    if (bytes) photos.push(bytes);
  }
  const verdict = await faces.check(selfie, photos);
  if (!verdict) return 'no_verdict';
  deps.log.info(
    { attemptId: check.subjectId, faces: verdict.faces, match: verdict.match, ms: Math.round(verdict.ms), photos: photos.length },
    'face check',
  );
  await recordFaceCheck(db, check.subjectId, verdict, deps.now());
  return 'checked';
}
