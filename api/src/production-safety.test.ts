import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertProductionSafe, productionRefusals, siteDomainRefusal } from './production-safety.ts';

/** What a real production install sets: Mollie, SMTP and CM.com for the SMS codes. */
const SAFE = {
  NODE_ENV: 'production',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz1234',
  SMTP_URL: 'smtps://mail.example.net',
  CM_PRODUCT_TOKEN: '00000000-0000-4000-8000-000000000000',
};

describe('production refuses what is only for development', () => {
  it('starts with a real provider, SMTP and every opt-in named, and asks nothing outside production', () => {
    expect(productionRefusals(SAFE)).toEqual([]);
    expect(productionRefusals({})).toEqual([]);
    expect(productionRefusals({ DEV_OUTBOX: '1', SITE_ORIGIN: 'http://localhost:8080' })).toEqual([]);
  });

  it.each([
    ['the sandbox provider', { MOLLIE_API_KEY: undefined }, 'PAYMENT_PROVIDER=sandbox'],
    ['the mail outbox', { SMTP_URL: undefined }, 'MAIL_TRANSPORT=outbox'],
    ['the SMS outbox', { CM_PRODUCT_TOKEN: undefined }, 'SMS_PROVIDER=outbox'],
    ['the dev outbox', { DEV_OUTBOX: '1' }, 'DEV_OUTBOX'],
    ['links over plain http', { SITE_ORIGIN: 'http://localhost:8080' }, 'SITE_ORIGIN'],
  ])('refuses %s, naming the setting', (_what, change, setting) => {
    const env = { ...SAFE, ...change };
    expect(productionRefusals(env)).toHaveLength(1);
    expect(() => assertProductionSafe(env)).toThrow(setting);
  });

  it('lists every refusal at once: a bare NODE_ENV=production names four settings', () => {
    const message = (() => {
      try {
        assertProductionSafe({ NODE_ENV: 'production', DEV_OUTBOX: '1' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const setting of ['PAYMENT_PROVIDER=sandbox', 'MAIL_TRANSPORT=outbox', 'SMS_PROVIDER=outbox', 'DEV_OUTBOX'])
      expect(message).toContain(setting);
  });

  it('accepts each opt-in by name on a staging site', () => {
    expect(
      productionRefusals({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        MAIL_TRANSPORT: 'outbox',
        SMS_PROVIDER: 'outbox',
        SITE_ORIGIN: 'https://staging.example.net',
      }),
    ).toEqual([]);
  });

  it('refuses settings that contradict each other or are unknown, in any mode', () => {
    expect(() => assertProductionSafe({ PAYMENT_PROVIDER: 'mollie' })).toThrow('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
    expect(() => assertProductionSafe({ MAIL_TRANSPORT: 'smtp' })).toThrow('MAIL_TRANSPORT=smtp needs SMTP_URL');
    expect(() => assertProductionSafe({ MAIL_TRANSPORT: 'outbox', SMTP_URL: 'smtp://x' })).toThrow('contradict');
    expect(() => assertProductionSafe({ PAYMENT_PROVIDER: 'stripe' })).toThrow('Invalid PAYMENT_PROVIDER');
    expect(() => assertProductionSafe({ SMS_PROVIDER: 'pigeon' })).toThrow('Invalid SMS_PROVIDER');
    expect(() => assertProductionSafe({ SMS_PROVIDER: 'cm' })).toThrow('SMS_PROVIDER=cm needs CM_PRODUCT_TOKEN');
  });

  it('needs every site’s public domain in production, unless SITE_ORIGIN gives the one origin', () => {
    expect(siteDomainRefusal(['datingsite.nl', 'flirt.example'], SAFE)).toContain('found flirt.example');
    expect(siteDomainRefusal(['datingsite.nl', 'datingsite.be'], SAFE)).toBeNull();
    for (const domain of ['localhost', 'closed.localhost', '127.0.0.1', 'intranet', 'site.test']) {
      expect(siteDomainRefusal([domain], SAFE)).toContain('site_config.domain');
    }
    expect(siteDomainRefusal([], SAFE)).toContain('no site');
    expect(siteDomainRefusal(['localhost'], { ...SAFE, SITE_ORIGIN: 'https://staging.example.net' })).toBeNull();
    expect(siteDomainRefusal(['localhost'], {})).toBeNull();
  });
});

describe('the server with NODE_ENV=production', () => {
  it('does not start on development defaults, and its error names the settings', () => {
    const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/never-opened' };
    const run = spawnSync(tsx, ['src/server.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    for (const setting of ['PAYMENT_PROVIDER=sandbox', 'MAIL_TRANSPORT=outbox', 'SMS_PROVIDER=outbox'])
      expect(run.stderr).toContain(setting);
  });
});
