import type { Db } from '../../db/db.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SiteConfigRow } from '../../repositories/site-config.ts';

import type { ServiceLog } from '../../lib/service-log.ts';

/**
 * Everything an account service needs about one request, as plain values: services never touch Fastify
 * objects. Routes build it with requestContext(request) (routes/request-context.ts).
 */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  /** The app's clock at the start of the request (tests move it). */
  now: Date;
  /** https://example.nl: where mailed links point; from the site's configuration, never a request header. */
  origin: string;
  site: SiteConfigRow;
  log: ServiceLog;
}
