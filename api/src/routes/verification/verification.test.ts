import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ModerationVerificationsResponse, VERIFICATION_POSES, VerificationState } from '../../contracts/verification.ts';
import type { FaceChecker, FaceVerdict } from '../../services/verification/face-check.ts';
import { mediaStorage } from '../../lib/media-storage.ts';
import { solidJpeg } from '../../test/fake-picture-classifier.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from '../likes/test-members.ts';
import { addModerator, decide, expectModeratorsOnly } from '../moderation/test-moderation.ts';
import { multipartBody } from '../profile/multipart-body.ts';

/** A face check that answers what the test queued for the next selfie (null: no verdict), and counts its calls. */
function scriptedFaceChecker(): FaceChecker & { next: (FaceVerdict | null)[]; photosSeen: number[] } {
  const fake = {
    next: [] as (FaceVerdict | null)[],
    photosSeen: [] as number[],
    async check(_selfie: Buffer, photos: readonly Buffer[]) {
      fake.photosSeen.push(photos.length);
      return fake.next.shift() ?? null;
    },
    async close() {},
  };
  return fake;
}

describe('selfie verification: verification*.php and /api/moderation/verification*.php', () => {
  const faces = scriptedFaceChecker();
  const { app, db, dataDir } = useTestApp({ resolveMember: resolveTestMember, faceChecker: faces });
  const as = (memberId: number | null) => callAs(app(), memberId);
  let selfie: Buffer;
  let moderator: number;
  beforeAll(async () => {
    selfie = await solidJpeg('#c08a70', 480, 640);
    moderator = await addModerator(db());
  });

  const upload = (memberId: number | null, data: Buffer | null) => {
    const body = multipartBody(
      data ? [{ name: 'file', filename: 'selfie.jpg', contentType: 'image/jpeg', data }] : [{ name: 'other', data: 'x' }],
    );
    return app().inject({
      method: 'POST',
      url: '/api/verification-selfie.php',
      headers: { 'x-request-type': 'client', ...(memberId === null ? {} : { 'x-test-member': String(memberId) }), ...body.headers },
      payload: body.payload,
    });
  };
  /** A member who asked for a pose and sent a selfie; the face check answers `verdict`. */
  // A check without a verdict is tried again after a backoff, and would take the verdict the fake holds for the next
  // selfie: the tests here give such checks up at once, as after their last try.
  const giveUpWaitingChecks = () => db().query(`update media_checks set dropped_at = now() where dropped_at is null`);
  const submitted = async (name: string, verdict: FaceVerdict | null) => {
    const member = await addMember(db(), { name });
    // The file of the member's approved photo, which the face check reads.
    await mediaStorage(dataDir(), 'media').put(`members/${member}.jpg`, selfie, 'image/jpeg');
    expect((await as(member)('POST', '/api/verification-pose.php')).statusCode).toBe(200);
    faces.next.push(verdict);
    const sent = await upload(member, selfie);
    expect(sent.statusCode, sent.body).toBe(200);
    await app().mediaChecks.drain();
    await giveUpWaitingChecks();
    return member;
  };
  const queue = async () => {
    const response = await as(moderator)('GET', '/api/moderation/verifications.php');
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(ModerationVerificationsResponse, response.json())).toBe(true);
    return response.json().verifications as {
      id: number;
      member_id: number;
      match_score: number | null;
      faces: number | null;
      pose: string;
      selfie: string;
      photos: unknown[];
    }[];
  };

  it('answers visitors 403 authentication_required and members 403 moderator_required on the moderators’ routes', async () => {
    for (const url of ['/api/verification.php'])
      expect((await as(null)('GET', url)).json()).toMatchObject({ error: 'authentication_required' });
    expect((await as(null)('POST', '/api/verification-pose.php')).statusCode).toBe(403);
    expect((await upload(null, selfie)).statusCode).toBe(403);
    const member = await addMember(db(), { name: 'Plain' });
    await expectModeratorsOnly(as, member, [
      ['GET', '/api/moderation/verifications.php'],
      ['GET', '/api/moderation/verification-selfie.php?id=1'],
      ['POST', '/api/moderation/verification.php', { id: 1, action: 'confirm' }],
    ]);
  });

  it('asks for an approved photo first: the selfie is compared with it', async () => {
    const member = await addMember(db(), { name: 'NoPhoto', photo: false });
    const state = await as(member)('GET', '/api/verification.php');
    expect(state.json()).toEqual({ status: 'none', pose: null, rejection: null, has_approved_photo: false });
    const pose = await as(member)('POST', '/api/verification-pose.php');
    expect(pose.statusCode).toBe(409);
    expect(pose.json()).toMatchObject({ error: 'verification_photo_required' });
  });

  it('the server picks the pose and keeps it; a selfie needs a pose first and goes in once', async () => {
    const member = await addMember(db(), { name: 'Vera' });
    const early = await upload(member, selfie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'verification_no_pose' });

    const first = await as(member)('POST', '/api/verification-pose.php');
    expect(first.statusCode, first.body).toBe(200);
    expect(Value.Check(VerificationState, first.json())).toBe(true);
    expect(first.json()).toMatchObject({ status: 'awaiting_selfie', has_approved_photo: true });
    expect(VERIFICATION_POSES).toContain(first.json().pose);
    // Asking again (a reload) shows the same pose: it is stored with the attempt, not rolled per request.
    const again = await as(member)('POST', '/api/verification-pose.php');
    expect(again.json().pose).toBe(first.json().pose);
    expect((await as(member)('GET', '/api/verification.php')).json()).toMatchObject({ status: 'awaiting_selfie', pose: first.json().pose });

    const missing = await upload(member, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'selfie_missing' });
    const broken = await upload(member, Buffer.from('not a picture at all'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ error: 'invalid_image' });

    faces.next.push(null);
    const sent = await upload(member, selfie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'pending', pose: first.json().pose });
    const twice = await upload(member, selfie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'verification_pending' });
    expect((await as(member)('POST', '/api/verification-pose.php')).json()).toMatchObject({ error: 'verification_pending' });
  });

  it('sorts the queue by face match, best first, with unchecked selfies last; the face check saw the approved photo', async () => {
    await app().mediaChecks.drain();
    await giveUpWaitingChecks();
    const before = (await queue()).length;
    const unchecked = await submitted('Unchecked', null);
    const low = await submitted('Low', { faces: 1, match: 0.41, ms: 10 });
    const noFace = await submitted('NoFace', { faces: 0, match: null, ms: 10 });
    const high = await submitted('High', { faces: 1, match: 0.93, ms: 10 });
    expect(faces.photosSeen.at(-1)).toBe(1);
    const order = (await queue()).map((entry) => entry.member_id);
    expect(order.length).toBe(before + 4);
    // Checked before unchecked: the best match first, then lower; "no face" and no verdict wait, oldest first.
    expect(order.indexOf(high)).toBeLessThan(order.indexOf(low));
    expect(order.indexOf(low)).toBeLessThan(order.indexOf(unchecked));
    expect(order.indexOf(unchecked)).toBeLessThan(order.indexOf(noFace));
    const entry = (await queue()).find((item) => item.member_id === high)!;
    expect(entry).toMatchObject({ faces: 1, match_score: 0.93 });
    expect(entry.photos).toHaveLength(1);
    expect((await queue()).find((item) => item.member_id === noFace)).toMatchObject({ faces: 0, match_score: null });

    const picture = await as(moderator)('GET', entry.selfie);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect(picture.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('a confirmed selfie verifies the member: audited, in members.php and member.php, and in the verified=1 filter', async () => {
    const member = await submitted('Verona', { faces: 1, match: 0.9, ms: 10 });
    const other = await addMember(db(), { name: 'Unverified' });
    const attempt = (await queue()).find((item) => item.member_id === member)!;

    const confirm = await decide(as, moderator, '/api/moderation/verification.php', { id: attempt.id, action: 'confirm', note: 'pose ok' });
    expect(confirm).toMatchObject({
      moderator_id: moderator,
      member_id: member,
      subject_kind: 'verification',
      subject_id: attempt.id,
      action: 'confirm',
      note: 'pose ok',
    });
    const audit = await as(moderator)('GET', `/api/moderation/decisions.php?member=${member}`);
    expect(audit.json().decisions).toEqual([expect.objectContaining({ subject_kind: 'verification', action: 'confirm' })]);
    // Decided: out of the queue, its selfie no longer served, a second decision finds nothing.
    expect((await queue()).some((item) => item.id === attempt.id)).toBe(false);
    expect((await as(moderator)('GET', `/api/moderation/verification-selfie.php?id=${attempt.id}`)).statusCode).toBe(404);
    const twice = await as(moderator)('POST', '/api/moderation/verification.php', { id: attempt.id, action: 'reject', reason: 'other' });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ error: 'moderation_item_not_found' });

    expect((await as(member)('GET', '/api/verification.php')).json()).toMatchObject({ status: 'verified', pose: null });
    expect((await as(member)('POST', '/api/verification-pose.php')).json()).toMatchObject({ error: 'already_verified' });

    const profile = await as(other)('GET', `/api/member.php?id=${member}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().profile).toMatchObject({ verified: true });
    expect((await as(member)('GET', `/api/member.php?id=${other}`)).json().profile).toMatchObject({ verified: false });

    const everyone = (await as(other)('GET', '/api/members.php?per_page=60')).json();
    expect(everyone.profiles.find((card: { id: number }) => card.id === member)).toMatchObject({ verified: true });
    const verifiedOnly = (await as(other)('GET', '/api/members.php?verified=1&per_page=60')).json();
    expect(verifiedOnly.profiles.map((card: { id: number }) => card.id)).toEqual([member]);
    expect(verifiedOnly.numResults).toBe(1);
    expect(verifiedOnly.profiles[0]).toMatchObject({ verified: true });
    expect((await as(other)('GET', '/api/members.php?verified=0&per_page=60')).json().numResults).toBe(everyone.numResults);
    expect((await as(other)('GET', '/api/members.php?verified=yes')).statusCode).toBe(400);
  });

  it('a rejection needs a reason, reaches the member and lets them try again with a new attempt', async () => {
    const member = await submitted('Rejected', { faces: 1, match: 0.2, ms: 10 });
    const attempt = (await queue()).find((item) => item.member_id === member)!;
    const noReason = await as(moderator)('POST', '/api/moderation/verification.php', { id: attempt.id, action: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ error: 'moderation_reason_required' });
    const badReason = await as(moderator)('POST', '/api/moderation/verification.php', { id: attempt.id, action: 'reject', reason: 'ugly' });
    expect(badReason.statusCode).toBe(400);

    const reject = await as(moderator)('POST', '/api/moderation/verification.php', {
      id: attempt.id,
      action: 'reject',
      reason: 'pose_not_copied',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json().decision).toMatchObject({ action: 'reject', reason: 'pose_not_copied', subject_kind: 'verification' });
    expect((await as(member)('GET', '/api/verification.php')).json()).toEqual({
      status: 'none',
      pose: null,
      rejection: 'pose_not_copied',
      has_approved_photo: true,
    });
    const retry = await as(member)('POST', '/api/verification-pose.php');
    expect(retry.json()).toMatchObject({ status: 'awaiting_selfie', rejection: null });
    const { rows } = await db().query<{ verified_at: Date | null }>('select verified_at from members where id = $1', [member]);
    expect(rows[0]!.verified_at).toBeNull();
  });

  it('two pose requests at once open one attempt', async () => {
    const member = await addMember(db(), { name: 'Twice' });
    const [a, b] = await Promise.all([as(member)('POST', '/api/verification-pose.php'), as(member)('POST', '/api/verification-pose.php')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().pose).toBe(b.json().pose);
    const { rows } = await db().query<{ count: number }>('select count(*)::int as count from verification_attempts where member_id = $1', [
      member,
    ]);
    expect(rows[0]!.count).toBe(1);
  });
});
