import { isIP } from 'node:net';

/**
 * What NODE_ENV=production refuses: everything that only makes sense on a developer's machine, each unless
 * a setting opts into it by name (a staging site that takes no real money). The server checks this before
 * it opens the database, so an unsafe production start fails at once, naming the setting to change.
 */

/** Which payment provider: PAYMENT_PROVIDER names it; unset, Mollie when MOLLIE_API_KEY is set, else the sandbox. */
export function paymentProviderChoice(env: NodeJS.ProcessEnv): 'mollie' | 'sandbox' {
  const named = env.PAYMENT_PROVIDER?.trim();
  if (named === 'mollie' || named === 'sandbox') return named;
  if (named) throw new Error(`Invalid PAYMENT_PROVIDER: ${named} (mollie or sandbox)`);
  return env.MOLLIE_API_KEY?.trim() ? 'mollie' : 'sandbox';
}

/** Which mail transport: MAIL_TRANSPORT names it; unset, SMTP when SMTP_URL is set, else files in DATA_DIR/outbox. */
export function mailTransportChoice(env: NodeJS.ProcessEnv): 'smtp' | 'outbox' {
  const named = env.MAIL_TRANSPORT?.trim();
  if (named === 'smtp' || named === 'outbox') return named;
  if (named) throw new Error(`Invalid MAIL_TRANSPORT: ${named} (smtp or outbox)`);
  return env.SMTP_URL ? 'smtp' : 'outbox';
}

/**
 * SMS transports this build knows: `cm` (CM.com, with CM_PRODUCT_TOKEN) and `outbox`, which writes the codes
 * to DATA_DIR/outbox (the sandbox). Unset: CM.com when CM_PRODUCT_TOKEN is set, else the outbox.
 */
export const SMS_PROVIDERS = ['cm', 'outbox'] as const;

export function smsProviderChoice(env: Readonly<Record<string, string | undefined>>): (typeof SMS_PROVIDERS)[number] {
  const named = env.SMS_PROVIDER?.trim();
  if (!named) return env.CM_PRODUCT_TOKEN ? 'cm' : 'outbox';
  if (!(SMS_PROVIDERS as readonly string[]).includes(named))
    throw new Error(`Invalid SMS_PROVIDER: ${named} (${SMS_PROVIDERS.join(', ')})`);
  return named as (typeof SMS_PROVIDERS)[number];
}

/** Settings that contradict each other, in any mode. */
function inconsistencies(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.PAYMENT_PROVIDER?.trim() === 'mollie' && !env.MOLLIE_API_KEY?.trim())
    problems.push('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
  if (env.MAIL_TRANSPORT?.trim() === 'smtp' && !env.SMTP_URL) problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (env.MAIL_TRANSPORT?.trim() === 'outbox' && env.SMTP_URL)
    problems.push('MAIL_TRANSPORT=outbox and SMTP_URL contradict each other: unset one');
  if (env.SMS_PROVIDER?.trim() === 'cm' && !env.CM_PRODUCT_TOKEN) problems.push('SMS_PROVIDER=cm needs CM_PRODUCT_TOKEN');
  return problems;
}

/**
 * Every reason this environment must not serve production, each naming the setting that fixes it. Empty
 * outside production (but settings that contradict each other are refused in every mode).
 */
export function productionRefusals(env: NodeJS.ProcessEnv): string[] {
  const problems = inconsistencies(env);
  paymentProviderChoice(env);
  mailTransportChoice(env);
  smsProviderChoice(env);
  if (env.NODE_ENV !== 'production') return problems;
  if (paymentProviderChoice(env) === 'sandbox' && env.PAYMENT_PROVIDER?.trim() !== 'sandbox') {
    problems.push(
      'the sandbox payment provider gives credits for nothing: set MOLLIE_API_KEY, or PAYMENT_PROVIDER=sandbox on a staging site (its checkout then settles only the logged-in owner’s order)',
    );
  }
  if (mailTransportChoice(env) === 'outbox' && env.MAIL_TRANSPORT?.trim() !== 'outbox') {
    problems.push('mail would only be written to DATA_DIR/outbox: set SMTP_URL, or MAIL_TRANSPORT=outbox on a staging site');
  }
  if (env.SMS_PROVIDER?.trim() !== 'outbox' && smsProviderChoice(env) === 'outbox') {
    problems.push(
      'SMS codes would only be written to DATA_DIR/outbox: set CM_PRODUCT_TOKEN (CM.com), or SMS_PROVIDER=outbox on a staging site',
    );
  }
  if (env.DEV_OUTBOX) {
    problems.push('DEV_OUTBOX serves every mailed link (password resets too) and is never served in production: unset DEV_OUTBOX');
  }
  const siteOrigin = env.SITE_ORIGIN?.trim();
  if (siteOrigin && !siteOrigin.startsWith('https://')) {
    problems.push(
      `SITE_ORIGIN=${siteOrigin} would send mailed links, checkout returns and payment webhooks over plain http: unset SITE_ORIGIN (each site's https://<domain>), or give an https origin`,
    );
  }
  return problems;
}

/** Throws one error listing every refusal (NODE_ENV=production), so a start-up fails before anything opens. */
export function assertProductionSafe(env: NodeJS.ProcessEnv): void {
  const problems = productionRefusals(env);
  if (problems.length > 0) throw new Error(`The API refuses to start:\n- ${problems.join('\n- ')}`);
}

/** A name no public site can have: localhost, reserved test names, an IP address, or a single label. */
function isPublicDomain(domain: string): boolean {
  const name = domain.toLowerCase();
  if (isIP(name) || !name.includes('.')) return false;
  return !/(^|\.)(localhost|local|test|example|invalid|internal)$/.test(name);
}

/**
 * Without SITE_ORIGIN, mailed links, checkout returns and payment webhooks go to https://<site_config.domain>:
 * in production every configured site needs its public domain there. Answers the refusal, or null.
 */
export function siteDomainRefusal(domains: readonly string[], env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV !== 'production' || env.SITE_ORIGIN?.trim()) return null;
  if (domains.length === 0) return 'site_config has no site: run the seed or add the sites with their domains';
  const bad = domains.filter((domain) => !isPublicDomain(domain));
  if (bad.length === 0) return null;
  return `site_config.domain must be each site's public domain in production (found ${bad.join(', ')}): links and payment webhooks go to https://<domain>; set the domains, or SITE_ORIGIN=https://... for a single-site install`;
}
