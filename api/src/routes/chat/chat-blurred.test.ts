import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ChatResponse, SendMessageResponse } from '../../contracts/chat.ts';
import { CLEAR_COLOUR, EXPLICIT_COLOUR, fakePictureClassifier, solidJpeg } from '../../test/fake-picture-classifier.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { multipartBody } from '../profile/multipart-body.ts';
import { balanceAndLedger, chatMember, recordEvents } from './test-chat.ts';
import type { FastifyInstance } from 'fastify';

function sendImage(app: FastifyInstance, memberId: number, to: number, file: Buffer) {
  const { payload, headers } = multipartBody([
    { name: 'profile', data: String(to) },
    { name: 'kind', data: 'image' },
    { name: 'client_id', data: randomUUID() },
    { name: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', data: file } as never,
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/chat.php',
    headers: { ...headers, 'x-request-type': 'client', 'x-test-member': String(memberId) },
    payload,
  });
}

let explicitPicture: Buffer;
let clearPicture: Buffer;
beforeAll(async () => {
  explicitPicture = await solidJpeg(EXPLICIT_COLOUR);
  clearPicture = await solidJpeg(CLEAR_COLOUR);
});

describe('explicit chat images reach the receiver blurred', () => {
  const classifier = fakePictureClassifier();
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, pictureClassifier: classifier });
  const flagsOf = async (messageId: number) =>
    (
      await db().query<{ reason: string; details: { scores: Record<string, number> } }>(
        `select reason, details from message_flags where message_id = $1`,
        [messageId],
      )
    ).rows;

  it('classifies an image after the send answered, then shows it blurred to the receiver, never to the sender, and flags it', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const events = recordEvents(app(), [me, anna]);
    const release = classifier.hold();
    const response = await sendImage(app(), me, anna, explicitPicture);
    events.stop();
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json();
    expect(Value.Check(SendMessageResponse, sent)).toBe(true);
    expect(sent.message).not.toHaveProperty('blurred');
    // Paid as any image: the verdict changes how it is shown, not what it costs.
    expect(sent.credits).toBe(90);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 90, ledger: 90 });

    // The send never waits for the classifier: the image is queued with the message and reaches the receiver
    // blurred until its verdict is in (the sender's own copy, live and read, never is).
    const [toAnna] = events.of(anna, 'message') as { message: { id: number; blurred?: boolean } }[];
    expect(toAnna!.message).toMatchObject({ id: sent.message.id, blurred: true });
    const [toMe] = events.of(me, 'message') as { message: { id: number; blurred?: boolean } }[];
    expect(toMe!.message).toMatchObject({ id: sent.message.id });
    expect(toMe!.message).not.toHaveProperty('blurred');
    expect((await db().query(`select kind, subject_id from media_checks`)).rows).toEqual([
      { kind: 'chat_image', subject_id: expect.anything() },
    ]);
    const before = (await callAs(app(), anna)('GET', `/api/chat.php?conversation=${sent.message.conversation}`)).json();
    expect(before.messages).toEqual([expect.objectContaining({ id: sent.message.id, blurred: true })]);
    const mineBefore = (await callAs(app(), me)('GET', `/api/chat.php?conversation=${sent.message.conversation}`)).json();
    expect(mineBefore.messages[0]).not.toHaveProperty('blurred');
    release();
    await app().mediaChecks.drain();
    expect((await db().query(`select 1 from media_checks`)).rows).toEqual([]);

    const page = (await callAs(app(), anna)('GET', `/api/chat.php?conversation=${sent.message.conversation}`)).json();
    expect(Value.Check(ChatResponse, page)).toBe(true);
    expect(page.messages).toEqual([expect.objectContaining({ id: sent.message.id, kind: 'image', blurred: true })]);
    const mine = (await callAs(app(), me)('GET', `/api/chat.php?conversation=${sent.message.conversation}`)).json();
    expect(mine.messages[0]).not.toHaveProperty('blurred');

    // The picture itself is still served to the receiver: "Toon foto" reveals it without another call.
    expect((await callAs(app(), anna)('GET', `/api/chat-image.php?id=${sent.message.id}`)).statusCode).toBe(200);
    expect(await flagsOf(sent.message.id)).toEqual([
      { reason: 'explicit_image', details: { scores: expect.objectContaining({ Porn: 0.9 }) } },
    ]);
  });

  it('holds a clear image blurred for the receiver until its verdict, then shows it unblurred and unflagged', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const release = classifier.hold();
    const sent = (await sendImage(app(), me, anna, clearPicture)).json();
    const before = (await callAs(app(), anna)('GET', `/api/chat.php?conversation=${sent.message.conversation}`)).json();
    expect(before.messages[0]).toMatchObject({ id: sent.message.id, blurred: true });
    release();
    await app().mediaChecks.drain();
    const page = (await callAs(app(), anna)('GET', `/api/chat.php?conversation=${sent.message.conversation}`)).json();
    expect(page.messages[0]).not.toHaveProperty('blurred');
    expect(await flagsOf(sent.message.id)).toEqual([]);
    const stored = await db().query(`select image_explicit from messages where id = $1`, [sent.message.id]);
    expect(stored.rows).toEqual([{ image_explicit: false }]);
  });

  it('does not classify (or charge for) an image that is refused before it is stored', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 5 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const seen = classifier.seen;
    const response = await sendImage(app(), me, anna, explicitPicture);
    expect(response.json()).toMatchObject({ error: 'insufficient_credits' });
    expect(classifier.seen).toBe(seen);
  });
});

describe('chat images without a verdict (no model)', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, pictureClassifier: fakePictureClassifier({ verdicts: false }) });

  it('still sends the image, held blurred for the receiver and stored as not classified, its check kept for a retry', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const response = await sendImage(app(), me, anna, explicitPicture);
    expect(response.statusCode, response.body).toBe(200);
    await app().mediaChecks.drain();
    const page = (await callAs(app(), anna)('GET', `/api/chat.php?conversation=${response.json().message.conversation}`)).json();
    expect(page.messages[0]).toMatchObject({ blurred: true });
    const mine = (await callAs(app(), me)('GET', `/api/chat.php?conversation=${response.json().message.conversation}`)).json();
    expect(mine.messages[0]).not.toHaveProperty('blurred');
    const stored = await db().query(`select image_explicit from messages where id = $1`, [response.json().message.id]);
    expect(stored.rows).toEqual([{ image_explicit: null }]);
    expect((await db().query(`select 1 from message_flags`)).rows).toEqual([]);
    expect((await db().query(`select attempts, last_error, dropped_at from media_checks`)).rows).toEqual([
      { attempts: 1, last_error: 'no verdict', dropped_at: null },
    ]);
  });
});

describe('chat images with the classifier off (PICTURE_CLASSIFIER=off)', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, pictureClassifier: null });

  it('queues no check and never holds an image blurred: nothing would ever check it', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const events = recordEvents(app(), [me, anna]);
    const response = await sendImage(app(), me, anna, explicitPicture);
    events.stop();
    expect(response.statusCode, response.body).toBe(200);
    const [toAnna] = events.of(anna, 'message') as { message: { id: number; blurred?: boolean } }[];
    expect(toAnna!.message).toMatchObject({ id: response.json().message.id });
    expect(toAnna!.message).not.toHaveProperty('blurred');
    expect((await db().query(`select 1 from media_checks`)).rows).toEqual([]);
    const page = (await callAs(app(), anna)('GET', `/api/chat.php?conversation=${response.json().message.conversation}`)).json();
    expect(page.messages[0]).toMatchObject({ kind: 'image' });
    expect(page.messages[0]).not.toHaveProperty('blurred');
  });
});
