import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxEntry } from '../../mail/mailer.ts';

/**
 * Sends a text message. Two adapters: the sandbox outbox (default) and CM.com (`CM_PRODUCT_TOKEN`,
 * cm-sms-provider.ts). `to` is E.164 ("+31612345678").
 */
export interface SmsProvider {
  readonly name: 'outbox' | 'cm';
  send(to: string, text: string): Promise<void>;
}

/** The gateway did not answer or failed on its side (network, 5xx): callers answer 503 sms_unavailable. */
export class SmsProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsProviderUnavailable';
  }
}

/** The gateway refused the message itself (a number it cannot deliver to): callers answer 422 phone_invalid. */
export class SmsRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsRejected';
  }
}

/**
 * The sandbox SMS transport: each message becomes an outbox entry (from "SMS", to the number), so
 * /dev/outbox lists it next to the mails and a tester or a journey can read the code.
 */
export function outboxSmsProvider(outboxDir: string): SmsProvider {
  return {
    name: 'outbox',
    async send(to, text) {
      const id = `${Date.now().toString().padStart(14, '0')}-sms-${randomBytes(3).toString('hex')}`;
      const entry: OutboxEntry = { id, date: new Date().toISOString(), from: 'SMS', to, subject: 'SMS', text, html: null, links: [] };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}
