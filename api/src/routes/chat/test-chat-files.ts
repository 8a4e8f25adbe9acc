import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { multipartBody } from '../profile/multipart-body.ts';
import { chatMember } from './test-chat.ts';

export interface ChatFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** POST chat.php as the client sends a picture or a recording (multipart): the fields and the file (null: none). */
export function sendChatFile(app: FastifyInstance, memberId: number, fields: Record<string, string | number>, file: ChatFile | null) {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, data: String(value) }));
  if (file) parts.push({ name: 'file', filename: file.filename, contentType: file.contentType, data: file.data } as never);
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/chat.php',
    headers: { ...headers, 'x-request-type': 'client', 'x-test-member': String(memberId) },
    payload,
  });
}

/** Files in the private chat media store: in one sender's folder, or in all of them. */
export async function storedChatFiles(dataDir: string, senderId?: number): Promise<number> {
  const root = join(dataDir, 'chat-images');
  try {
    const folders = senderId === undefined ? await readdir(root) : [String(senderId)];
    return (await Promise.all(folders.map((folder) => readdir(join(root, folder))))).flat().length;
  } catch {
    return 0;
  }
}

/** Who a file send involves: a sender with 50 credits, the partner (Anna) and a stranger to the conversation. */
export async function fileSendMembers(db: Db) {
  const me = await chatMember(db, { gender: 'male', credits: 50 });
  const anna = await chatMember(db, { name: 'Anna' });
  const stranger = await chatMember(db, { name: 'Vreemd' });
  return { me, anna, stranger };
}
