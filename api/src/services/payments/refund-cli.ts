import { readAppSettings, readConfig } from '../../config.ts';
import { createDb } from '../../db/create-db.ts';
import { migrate } from '../../db/migrate.ts';
import { createMailer, DEFAULT_FROM } from '../../mail/mailer.ts';
import { outboxDir } from '../../mail/mail-plugin.ts';
import { linkOrigin } from '../../plugins/site.ts';
import { parseSiteOrigin } from '../../lib/setting-parsers.ts';
import { createMemoryBus } from '../../realtime/memory-bus.ts';
import { findSiteConfig } from '../../repositories/site-config.ts';
import { createPaymentProvider } from './provider-factory.ts';
import { parseRefundArgs, REFUND_USAGE, RefundRefused, refundOrder } from './refund-order.ts';

// `pnpm --filter @dating/api refund -- --order <id> [--amount <cents>]`: the operator refunds an order through
// its provider (the same PAYMENT_PROVIDER / MOLLIE_API_KEY as the API). Stop the API first when it uses PGlite.
// The member's mail goes out over SMTP_URL, else into DATA_DIR/outbox; its link points at SITE_ORIGIN, else
// https://<domain>. The top bar follows on the member's next page load (this process has no sockets).
const args = parseRefundArgs(process.argv.slice(2));
if (!args) {
  console.error(REFUND_USAGE);
  process.exit(2);
}
const config = readConfig();
const settings = readAppSettings();
const db = await createDb(config);
const realtime = createMemoryBus();
try {
  await migrate(db);
  const site = await findSiteConfig(db, undefined);
  if (!site) throw new Error('site_config is empty: run `pnpm seed`');
  const log = {
    error: (details: object, message: string) => console.error(message, details),
    warn: (details: object, message: string) => console.warn(message, details),
    info: (details: object, message: string) => console.log(message, details),
  };
  const ctx = {
    db,
    provider: createPaymentProvider({ db, env: settings.providers }),
    realtime,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, outboxDir: outboxDir(config.dataDir), from: settings.mailFrom ?? DEFAULT_FROM }),
    site,
    origin: linkOrigin(site, parseSiteOrigin(settings.siteOrigin)),
    now: new Date(),
    log,
  };
  const { order, refunded } = await refundOrder(ctx, args.orderId, args.amount);
  console.log(
    `Order ${order.id}: refunded ${refunded} (minor units of ${order.currency}); ${order.credits_reversed} of ${order.credits} credits taken back from member ${order.member_id}.`,
  );
} catch (error) {
  if (!(error instanceof RefundRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await realtime.close();
  await db.close();
}
