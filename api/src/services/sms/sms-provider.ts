import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxEntry } from '../../mail/mailer.ts';

/** Sends a text message. Production plugs an SMS gateway in here; the default writes to the dev outbox. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/**
 * The sandbox SMS transport: each message becomes an outbox entry (from "SMS", to the number), so
 * /dev/outbox lists it next to the mails and a tester or a journey can read the code.
 */
export function outboxSmsProvider(outboxDir: string): SmsProvider {
  return {
    async send(to, text) {
      const id = `${Date.now().toString().padStart(14, '0')}-sms-${randomBytes(3).toString('hex')}`;
      const entry: OutboxEntry = { id, date: new Date().toISOString(), from: 'SMS', to, subject: 'SMS', text, html: null, links: [] };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}
