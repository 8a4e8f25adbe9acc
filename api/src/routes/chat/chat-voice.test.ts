import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { oggVoice, webmVoice } from '../../test/voice-files.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { VOICE_MAX_BYTES } from '../../services/chat/chat-voice-files.ts';
import { balanceAndLedger, chatMember, recordEvents, sendText } from './test-chat.ts';
import { fileSendMembers, sendChatFile, storedChatFiles } from './test-chat-files.ts';

describe('voice messages (POST chat.php multipart kind voice, GET chat-voice.php)', () => {
  const { app, db, dataDir } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { 'chat-send': 1000 } });

  const sendVoice = (memberId: number, fields: Record<string, string | number>, file: Buffer | null, type = 'audio/webm') =>
    sendChatFile(app(), memberId, fields, file && { filename: 'spraak.webm', contentType: type, data: file });
  /** Recordings in the sender's folder of the private chat media store (each test has its own members). */
  const storedFiles = (senderId: number) => storedChatFiles(dataDir(), senderId);

  it('stores a WebM recording, charges photo_credits, tells the partner and serves it only to the two members', async () => {
    const { me, anna, stranger } = await fileSendMembers(db());
    const recording = webmVoice(12_340);
    const recorder = recordEvents(app(), [anna]);
    const response = await sendVoice(me, { profile: anna, kind: 'voice', client_id: randomUUID() }, recording);
    recorder.stop();
    expect(response.statusCode, response.body).toBe(200);
    const { message, credits } = response.json();
    expect(credits).toBe(40);
    expect(message).toMatchObject({
      kind: 'voice',
      text: null,
      image: null,
      voice: { url: `/api/chat-voice.php?id=${message.id}`, duration_ms: 12_340 },
    });
    expect(recorder.of(anna, 'message')).toEqual([
      { type: 'message', message: expect.objectContaining({ kind: 'voice', voice: message.voice }) },
    ]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 40, ledger: 40 });
    // The credit statement names the spend a message, linked to its conversation.
    const statement = (await callAs(app(), me)('GET', '/api/credit-statement.php')).json();
    expect(statement.entries[0]).toMatchObject({ kind: 'message', credits: -10, conversation_id: message.conversation });

    const served = await callAs(app(), anna)('GET', message.voice.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/webm');
    expect(served.rawPayload.equals(recording)).toBe(true);
    expect((await callAs(app(), stranger)('GET', message.voice.url)).statusCode).toBe(404);
    expect((await callAs(app(), null)('GET', message.voice.url)).statusCode).toBe(403);

    // The thread shows it with its duration; deleting the conversation removes the file.
    const page = (await callAs(app(), anna)('GET', `/api/chat.php?conversation=${message.conversation}`)).json();
    expect(page.messages[0]).toMatchObject({ kind: 'voice', voice: { duration_ms: 12_340 } });
    expect(await storedFiles(me)).toBe(1);
    await callAs(app(), me)('DELETE', '/api/chat.php', { conversation: message.conversation });
    expect(await storedFiles(me)).toBe(0);
  });

  it('accepts Ogg Opus (Firefox) and serves it as audio/ogg', async () => {
    const { me, anna } = await fileSendMembers(db());
    const response = await sendVoice(me, { profile: anna, kind: 'voice', client_id: randomUUID() }, oggVoice(5_000), 'audio/ogg');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message.voice.duration_ms).toBe(5_000);
    expect((await callAs(app(), anna)('GET', response.json().message.voice.url)).headers['content-type']).toBe('audio/ogg');
  });

  it('refuses recordings over a minute, too big, or not Opus audio, storing and charging nothing', async () => {
    const { me, anna } = await fileSendMembers(db());
    const cases: [Buffer | null, number, string][] = [
      [webmVoice(61_000), 422, 'voice_too_long'],
      [oggVoice(75_000), 422, 'voice_too_long'],
      [Buffer.concat([webmVoice(1_000), Buffer.alloc(VOICE_MAX_BYTES)]), 413, 'voice_too_large'],
      [Buffer.from('RIFF....WAVEfmt '), 422, 'invalid_voice'],
      [webmVoice(3_000, { codec: 'A_VORBIS' }), 422, 'invalid_voice'],
      [webmVoice(3_000, { trackType: 1, codec: 'V_VP8' }), 422, 'invalid_voice'],
      [oggVoice(3_000, { codec: 'vorbis' }), 422, 'invalid_voice'],
      [null, 400, 'voice_missing'],
    ];
    for (const [file, status, code] of cases) {
      const response = await sendVoice(me, { profile: anna, kind: 'voice', client_id: randomUUID() }, file);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().error).toBe(code);
    }
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 50, ledger: 50 });
    expect(await storedFiles(me)).toBe(0);
  });

  it('refuses a member without enough credits, and a conversation that is not theirs', async () => {
    const poor = await chatMember(db(), { gender: 'male', credits: 9 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const poorly = await sendVoice(poor, { profile: anna, kind: 'voice', client_id: randomUUID() }, webmVoice(2_000));
    expect(poorly.statusCode).toBe(402);
    expect(poorly.json()).toMatchObject({ error: 'insufficient_credits', params: { needed: 1 } });

    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const conversation = (await sendText(app(), me, anna)).json().message.conversation;
    const stranger = await chatMember(db(), { gender: 'male', credits: 50 });
    const intruding = await sendVoice(stranger, { conversation, kind: 'voice', client_id: randomUUID() }, webmVoice(2_000));
    expect(intruding.statusCode).toBe(404);
    expect(await balanceAndLedger(db(), stranger)).toEqual({ credits: 50, ledger: 50 });
    expect(await storedFiles(poor)).toBe(0);
    expect(await storedFiles(stranger)).toBe(0);
  });

  it('a repeated client id stores and debits once, also when the repeats arrive together', async () => {
    const { me, anna } = await fileSendMembers(db());
    const clientId = randomUUID();
    const recording = webmVoice(3_000);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => sendVoice(me, { profile: anna, kind: 'voice', client_id: clientId }, recording)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(responses.map((response) => response.json().message.id)).size).toBe(1);
    const again = await sendVoice(me, { profile: anna, kind: 'voice', client_id: clientId }, recording);
    expect(again.json().message.id).toBe(responses[0]!.json().message.id);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 40, ledger: 40 });
    expect(await storedFiles(me)).toBe(1);
  });

  it('concurrent voice messages never spend more than the balance', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 35 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const recording = webmVoice(1_000);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => sendVoice(me, { profile: anna, kind: 'voice', client_id: randomUUID() }, recording)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 5, ledger: 5 });
    expect(await storedFiles(me)).toBe(3);
  });
});
