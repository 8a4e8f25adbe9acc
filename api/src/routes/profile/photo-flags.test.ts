import { beforeAll, describe, expect, it } from 'vitest';
import { listOpenPhotoFlags } from '../../repositories/content-flags.ts';
import { listPhotosForInspection } from '../../repositories/photos.ts';
import { CLEAR_COLOUR, EXPLICIT_COLOUR, fakePictureClassifier, solidJpeg } from '../../test/fake-picture-classifier.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addTestMember, testResolver, uploadTestPhoto } from './test-support.ts';

describe('new profile photos are classified after the upload answered', () => {
  const classifier = fakePictureClassifier();
  const { app, db } = useTestApp({ resolveMember: testResolver, pictureClassifier: classifier });
  let explicit: Buffer;
  let clear: Buffer;
  beforeAll(async () => {
    explicit = await solidJpeg(EXPLICIT_COLOUR, 640, 480);
    clear = await solidJpeg(CLEAR_COLOUR, 640, 480);
  });

  const upload = (memberId: number, data: Buffer) => uploadTestPhoto(app(), memberId, data);

  it('flags an explicit photo for the moderators, first in the inspection queue, and leaves it under inspection', async () => {
    const member = await addTestMember(db());
    const older = await upload(member, clear);
    const flagged = await upload(member, explicit);
    // The upload answered before the verdict: it is under inspection like every new photo.
    expect(flagged.status).toBe('inspection');
    await app().mediaChecks.drain();

    const flags = await listOpenPhotoFlags(db());
    expect(flags).toEqual([expect.objectContaining({ photo_id: flagged.id, details: { scores: expect.objectContaining({ Porn: 0.9 }) } })]);
    const queue = (await listPhotosForInspection(db())).map((photo) => photo.id);
    expect(queue.indexOf(flagged.id)).toBeLessThan(queue.indexOf(older.id));
    const status = await db().query(`select status from photos where id = $1`, [flagged.id]);
    expect(status.rows).toEqual([{ status: 'inspection' }]);
  });

  it('leaves a clear photo unflagged', async () => {
    const member = await addTestMember(db());
    const photo = await upload(member, clear);
    await app().mediaChecks.drain();
    expect((await listOpenPhotoFlags(db())).map((flag) => flag.photo_id)).not.toContain(photo.id);
  });
});
