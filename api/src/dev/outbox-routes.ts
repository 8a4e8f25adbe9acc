import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { outboxDir } from '../mail/mail-plugin.ts';
import type { OutboxEntry } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/render.ts';
import { isLoopbackRequest } from './loopback.ts';

const OutboxItem = Type.Object({
  id: Type.String(),
  date: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  links: Type.Array(Type.String()),
});
export const OutboxResponse = Type.Array(OutboxItem);

/** Newest first; the ids start with a zero-padded timestamp, so name order is age order. */
export async function readOutbox(dataDir: string, limit = 200): Promise<OutboxEntry[]> {
  const dir = outboxDir(dataDir);
  const files = await readdir(dir).catch(() => [] as string[]);
  const newest = files
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxEntry));
}

/**
 * Development only, opt-in (DEV_OUTBOX=1; never when NODE_ENV=production): the mails the file transport
 * wrote, so a tester or a journey can open activation and reset links without a mailbox. Anyone who reads
 * it can take over any account, so only requests from this machine get it: everything else gets the same
 * 404 as when it is off.
 */
export const devOutboxRoutes: FastifyPluginAsyncTypebox<{ dataDir: string }> = async (app, { dataDir }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackRequest(request.socket.remoteAddress, request.headers['x-forwarded-for'])) {
      return reply.status(404).send({ error: 'not_found', message: `${request.method} ${request.url} does not exist` });
    }
  });

  app.get('/dev/outbox.json', { schema: { hide: true, response: { 200: OutboxResponse } } }, async () => readOutbox(dataDir));

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await readOutbox(dataDir);
    const rows = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>${escapeHtml(mail.date)} · aan ${escapeHtml(mail.to)}</p>` +
          `<pre>${escapeHtml(mail.text)}</pre><ul>${mail.links
            .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
            .join('')}</ul></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Outbox</title></head><body>` +
          `<h1>Outbox (${mails.length})</h1>${rows || '<p>Geen mails.</p>'}</body></html>`,
      );
  });
};
