import { readAppSettings, readConfig } from '../../config.ts';
import { createDb } from '../../db/create-db.ts';
import { migrate } from '../../db/migrate.ts';
import { createMailer, DEFAULT_FROM } from '../../mail/mailer.ts';
import { outboxDir } from '../../mail/mail-plugin.ts';
import { linkOrigin } from '../../plugins/site.ts';
import { parseSiteOrigin } from '../../lib/setting-parsers.ts';
import { findSiteConfig } from '../../repositories/site-config.ts';
import { sendUnreadReminders } from './unread-reminders.ts';

// `pnpm --filter @dating/api unread-reminders`: run daily (cron). Stop the API first when it uses PGlite.
// Mails go out over SMTP_URL, else into DATA_DIR/outbox; links point at SITE_ORIGIN, else https://<domain>.
const config = readConfig();
const settings = readAppSettings();
const db = await createDb(config);
try {
  await migrate(db);
  const site = await findSiteConfig(db, undefined);
  if (!site) throw new Error('site_config is empty: run `pnpm seed`');
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    outboxDir: outboxDir(config.dataDir),
    from: settings.mailFrom ?? DEFAULT_FROM,
  });
  const log = {
    error: (details: object, message: string) => console.error(message, details),
    warn: (details: object, message: string) => console.warn(message, details),
    info: (details: object, message: string) => console.log(message, details),
  };
  const run = await sendUnreadReminders({
    db,
    mailer,
    log,
    site,
    origin: linkOrigin(site, parseSiteOrigin(settings.siteOrigin)),
    now: new Date(),
  });
  console.log(`Unread reminders: ${run.mailed} mail(s) covering ${run.conversations} conversation(s), ${run.failed} failed.`);
  if (run.failed > 0) process.exitCode = 1;
} finally {
  await db.close();
}
