import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processPhoto, storePhotoFiles } from '../../services/profile/photo-files.ts';
import { mirrored, sampleFaces } from '../../services/verification/test-faces.ts';
import { workerFaceChecker } from '../../services/verification/worker-face-checker.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from '../likes/test-members.ts';
import { addModerator } from '../moderation/test-moderation.ts';
import { multipartBody } from '../profile/multipart-body.ts';

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {}, fatal: () => {}, trace: () => {} };

/** The real face check (Human's models from its npm package, in a worker) behind the routes, on pictures the test makes. */
describe('the face match sorts the moderators’ verification queue', () => {
  const checker = workerFaceChecker({ log: silent });
  const { app, db, dataDir } = useTestApp({ resolveMember: resolveTestMember, faceChecker: checker });
  afterAll(() => checker.close());
  let faces: Awaited<ReturnType<typeof sampleFaces>>;
  beforeAll(async () => {
    faces = await sampleFaces();
  });

  /** A member whose one approved photo is `photo`, who sends `selfie` for verification. */
  const verifying = async (name: string, photo: Buffer, selfie: Buffer) => {
    const member = await addMember(db(), { name, photo: false });
    const files = await storePhotoFiles(dataDir(), member, await processPhoto(photo));
    await db().query(`insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, 'active', true)`, [
      member,
      files.filename,
      files.thumbFilename,
    ]);
    expect((await callAs(app(), member)('POST', '/api/verification-pose.php')).statusCode).toBe(200);
    const body = multipartBody([{ name: 'file', filename: 'selfie.jpg', contentType: 'image/jpeg', data: selfie }]);
    const sent = await app().inject({
      method: 'POST',
      url: '/api/verification-selfie.php',
      headers: { 'x-request-type': 'client', 'x-test-member': String(member), ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return member;
  };

  it('puts the selfie of the photo’s own face above a selfie of someone else', async () => {
    const impostor = await verifying('Impostor', faces.man, await mirrored(faces.woman));
    const genuine = await verifying('Genuine', faces.man, await mirrored(faces.man));
    await app().mediaChecks.drain();
    const moderator = await addModerator(db());
    const queue = (await callAs(app(), moderator)('GET', '/api/moderation/verifications.php')).json().verifications;
    expect(queue.map((entry: { member_id: number }) => entry.member_id)).toEqual([genuine, impostor]);
    expect(queue[0]).toMatchObject({ faces: 1 });
    expect(queue[0].match_score).toBeGreaterThanOrEqual(0.8);
    expect(queue[1]).toMatchObject({ faces: 1 });
    expect(queue[1].match_score).toBeLessThan(0.75);
  });
});
