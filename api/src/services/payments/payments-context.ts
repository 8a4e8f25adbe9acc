import type { Db } from '../../db/db.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import type { SiteConfigRow } from '../../repositories/site-config.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** What the payment services work with, built per request by the routes. */
export interface PaymentsContext {
  db: Db;
  provider: PaymentProvider;
  realtime: RealtimeBus;
  mailer: Mailer;
  site: SiteConfigRow;
  /** https://<configured domain>: redirect, webhook and mailed links; never from a request header. */
  origin: string;
  now: Date;
  log: ServiceLog;
}
