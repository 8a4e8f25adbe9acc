import type { Db } from '../db/db.ts';

export interface VoiceRow {
  message_id: number;
  file: string;
  mime: 'audio/webm' | 'audio/ogg';
  duration_ms: number;
}

/** Describes the recording of a voice message (in the send's transaction, right after the message). */
export async function insertVoice(db: Db, messageId: number, voice: { file: string; mime: string; durationMs: number; bytes: number }) {
  await db.query(`insert into voice_messages (message_id, file, mime, duration_ms, bytes) values ($1, $2, $3, $4, $5)`, [
    messageId,
    voice.file,
    voice.mime,
    voice.durationMs,
    voice.bytes,
  ]);
}

/** The recordings of these voice messages, by message id. */
export async function findVoices(db: Db, messageIds: readonly number[]): Promise<Map<number, VoiceRow>> {
  if (messageIds.length === 0) return new Map();
  const { rows } = await db.query<VoiceRow>(
    `select message_id, file, mime, duration_ms from voice_messages where message_id = any($1::bigint[])`,
    [messageIds],
  );
  return new Map(rows.map((row) => [row.message_id, row]));
}

/** The recording of a voice message, only when `memberId` takes part in its conversation. */
export async function findVoiceForParticipant(db: Db, messageId: number, memberId: number): Promise<VoiceRow | null> {
  const { rows } = await db.query<VoiceRow>(
    `select v.message_id, v.file, v.mime, v.duration_ms
       from voice_messages v join messages x on x.id = v.message_id join conversations c on c.id = x.conversation_id
      where v.message_id = $1 and (c.member_a = $2 or c.member_b = $2)`,
    [messageId, memberId],
  );
  return rows[0] ?? null;
}
