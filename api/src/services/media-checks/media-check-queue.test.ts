import { beforeAll, describe, expect, it } from 'vitest';
import { listOpenPhotoFlags } from '../../repositories/content-flags.ts';
import { claimMediaChecks, enqueueMediaCheck } from '../../repositories/media-checks.ts';
import { listPhotosForInspection } from '../../repositories/photos.ts';
import { addTestMember, testResolver, uploadTestPhoto } from '../../routes/profile/test-support.ts';
import { CLEAR_COLOUR, EXPLICIT_COLOUR, fakePictureClassifier, solidJpeg } from '../../test/fake-picture-classifier.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { PictureClassifier } from '../trust/picture-verdict.ts';
import { MEDIA_CHECK_LEASE_MS, MEDIA_CHECK_MAX_ATTEMPTS, mediaCheckDrainer } from './media-check-drainer.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

/**
 * The queue itself, with drainers made here: the app runs without a classifier (so its own drainer claims nothing
 * and uploads queue nothing), the photos are queued by hand, and each drainer gets its own fake classifier and clock.
 */
describe('the picture check queue (media_checks)', () => {
  const { app, db, dataDir } = useTestApp({ resolveMember: testResolver, pictureClassifier: null });
  let explicit: Buffer;
  let clear: Buffer;
  beforeAll(async () => {
    explicit = await solidJpeg(EXPLICIT_COLOUR, 320, 240);
    clear = await solidJpeg(CLEAR_COLOUR, 320, 240);
  });

  const queuedPhoto = async (data: Buffer) => {
    const photoId = (await uploadTestPhoto(app(), await addTestMember(db()), data)).id;
    await enqueueMediaCheck(db(), 'photo', photoId);
    return photoId;
  };
  const drainerWith = (pictures: PictureClassifier, offsetMs = 0) =>
    mediaCheckDrainer(
      { db: db(), log: quiet, dataDir: dataDir(), now: () => new Date(Date.now() + offsetMs), pictures, faces: null },
      { pollMs: 0 },
    );
  const rowOf = async (photoId: number) =>
    (await db().query(`select attempts, dropped_at, last_error from media_checks where kind = 'photo' and subject_id = $1`, [photoId]))
      .rows[0];
  const flagged = async (photoId: number) => (await listOpenPhotoFlags(db())).some((flag) => flag.photo_id === photoId);

  it('queues a picture once, and an upload without a classifier queues nothing', async () => {
    const photoId = await queuedPhoto(clear);
    await enqueueMediaCheck(db(), 'photo', photoId);
    expect((await db().query(`select kind from media_checks where subject_id = $1`, [photoId])).rows).toEqual([{ kind: 'photo' }]);
    const uploads = await db().query(`select count(*)::int as count from media_checks`);
    expect(uploads.rows[0]!.count).toBe(1);
    await drainerWith(fakePictureClassifier()).drain();
    expect(await rowOf(photoId)).toBeUndefined();
  });

  it('puts an explicit photo first in the moderators’ queue, still under inspection, and removes its check', async () => {
    const older = await queuedPhoto(clear);
    const photoId = await queuedPhoto(explicit);
    const classifier = fakePictureClassifier();
    await drainerWith(classifier).drain();
    expect(classifier.seen).toBe(2);
    expect(await flagged(photoId)).toBe(true);
    expect(await flagged(older)).toBe(false);
    const queue = (await listPhotosForInspection(db())).map((photo) => photo.id);
    expect(queue.indexOf(photoId)).toBeLessThan(queue.indexOf(older));
    expect((await db().query(`select status from photos where id = $1`, [photoId])).rows).toEqual([{ status: 'inspection' }]);
    expect(await rowOf(photoId)).toBeUndefined();
  });

  it('two drainers at once (two API instances) check every picture exactly once', async () => {
    const photos = await Promise.all(Array.from({ length: 6 }, (_, index) => queuedPhoto(index % 2 === 0 ? explicit : clear)));
    const one = fakePictureClassifier();
    const other = fakePictureClassifier();
    await Promise.all([drainerWith(one).drain(), drainerWith(other).drain()]);
    expect(one.seen + other.seen).toBe(6);
    const flags = (await listOpenPhotoFlags(db())).filter((flag) => photos.includes(flag.photo_id));
    expect(flags.map((flag) => flag.photo_id).sort((a, b) => a - b)).toEqual(
      photos.filter((_, index) => index % 2 === 0).sort((a, b) => a - b),
    );
    expect((await db().query(`select count(*)::int as count from media_checks`)).rows[0]!.count).toBe(0);
  });

  it('a check held by a drainer that died is taken again once its lease ran out, not before', async () => {
    const photoId = await queuedPhoto(explicit);
    // A drainer claims the row and dies before a verdict.
    const claimed = await claimMediaChecks(db(), new Date(), new Date(Date.now() + MEDIA_CHECK_LEASE_MS), 10, ['photo']);
    expect(claimed).toEqual([expect.objectContaining({ subjectId: photoId, attempts: 1 })]);
    const early = fakePictureClassifier();
    await drainerWith(early).drain();
    expect(early.seen).toBe(0);
    const late = fakePictureClassifier();
    await drainerWith(late, MEDIA_CHECK_LEASE_MS + 1_000).drain();
    expect(late.seen).toBe(1);
    expect(await flagged(photoId)).toBe(true);
    expect(await rowOf(photoId)).toBeUndefined();
  });

  it('a checker without a verdict (crashed, absent) delays the check with a backoff, and a later one catches up', async () => {
    const photoId = await queuedPhoto(explicit);
    const crashed = fakePictureClassifier({ verdicts: false });
    await drainerWith(crashed).drain();
    expect(crashed.seen).toBe(1);
    expect(await rowOf(photoId)).toEqual({ attempts: 1, dropped_at: null, last_error: 'no verdict' });
    // Not due again at once: a checker restarting after a crash is not hammered.
    const soon = fakePictureClassifier();
    await drainerWith(soon).drain();
    expect(soon.seen).toBe(0);
    const back = fakePictureClassifier();
    await drainerWith(back, 3_000).drain();
    expect(back.seen).toBe(1);
    expect(await flagged(photoId)).toBe(true);
    expect(await rowOf(photoId)).toBeUndefined();
  });

  it('a classifier that throws counts as no verdict; after the last try the check is given up and kept for the operator', async () => {
    const photoId = await queuedPhoto(explicit);
    const broken: PictureClassifier = {
      classify: () => Promise.reject(new Error('checker process gone')),
      close: async () => {},
    };
    for (let attempt = 1; attempt <= MEDIA_CHECK_MAX_ATTEMPTS; attempt++) await drainerWith(broken, attempt * 10 * 60_000).drain();
    expect(await rowOf(photoId)).toEqual({
      attempts: MEDIA_CHECK_MAX_ATTEMPTS,
      dropped_at: expect.any(Date),
      last_error: 'Error: checker process gone',
    });
    // Given up: no later drainer takes it, and the photo waits for a moderator unflagged, as an unchecked one.
    const later = fakePictureClassifier();
    await drainerWith(later, 24 * 60 * 60_000).drain();
    expect(later.seen).toBe(0);
    expect(await flagged(photoId)).toBe(false);
    expect((await db().query(`select status from photos where id = $1`, [photoId])).rows).toEqual([{ status: 'inspection' }]);
  });
});
