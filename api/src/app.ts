import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/db.ts';
import { createDb } from './db/create-db.ts';
import { readReadYourWritesMs, DEFAULT_DATA_DIR, readAppSettings } from './config.ts';
import { finiteNumbers } from './lib/finite-numbers.ts';
import { dbPlugin } from './plugins/db.ts';
import { readReplicaPlugin } from './plugins/read-replica.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { mediaPlugin } from './plugins/media.ts';
import { sessionPlugin, type SessionResolver } from './plugins/session.ts';
import { sitePlugin } from './plugins/site.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { referenceCachePlugin } from './plugins/reference-cache.ts';
import type { RateLimitStore } from './lib/rate-limit/store.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { mailPlugin } from './mail/mail-plugin.ts';
import { pushOutboxPlugin } from './plugins/push-outbox.ts';
import { accountRoutes } from './routes/account/index.ts';
import { chatRoutes } from './routes/chat/index.ts';
import { pictureClassifierPlugin } from './plugins/picture-classifier.ts';
import { profileViewsPlugin } from './plugins/profile-views.ts';
import { faceCheckerPlugin } from './plugins/face-checker.ts';
import { mediaChecksPlugin } from './plugins/media-checks.ts';
import type { PictureClassifier } from './services/trust/picture-verdict.ts';
import type { FaceChecker } from './services/verification/face-check.ts';
import { discountRoutes } from './routes/discounts.ts';
import { boostRoutes } from './routes/boost.ts';
import { creditStatementRoutes } from './routes/credit-statement.ts';
import { paymentRoutes } from './routes/payments/index.ts';
import { paymentWebhookRoutes } from './routes/payments/webhook.ts';
import { directDebitRoutes } from './routes/payments/direct-debit.ts';
import { sandboxCheckoutRoutes } from './routes/payments/sandbox-checkout.ts';
import { createPaymentProvider } from './services/payments/provider-factory.ts';
import type { WebhookNotifier } from './services/payments/sandbox/sandbox-provider.ts';
import type { HostResolver } from './services/push/push-endpoint.ts';
import { devOutboxRoutes } from './dev/outbox-routes.ts';
import { devSignupTrackingRoutes } from './dev/signup-tracking-routes.ts';
import { companyInfoRoutes } from './routes/company-info.ts';
import { healthRoutes } from './routes/health.ts';
import { interestsRoutes } from './routes/interests.ts';
import { membersRoutes } from './routes/members.ts';
import { likesRoutes } from './routes/likes/index.ts';
import { moderationRoutes } from './routes/moderation/index.ts';
import { verificationRoutes } from './routes/verification/index.ts';
import { memberProfileRoutes } from './routes/member-profile/index.ts';
import { ownProfileRoutes } from './routes/profile/index.ts';
import { pushKeysPlugin } from './plugins/push-keys.ts';
import { realtimePlugin } from './realtime/realtime-plugin.ts';
import type { RealtimeBus } from './realtime/realtime-bus.ts';
import { socketRoute } from './realtime/socket-route.ts';
import { regionsRoutes } from './routes/regions.ts';
import { settingsRoutes } from './routes/settings.ts';
import { showcaseRoutes } from './routes/showcase.ts';
import { userRoutes } from './routes/user.ts';

export interface AppOptions {
  /** An open, migrated database. Without it the app opens PGlite in dataDir and closes it on app.close(). */
  db?: Db;
  /**
   * Reads that may be a moment old (replicaReads over DATABASE_REPLICA_URL), owned by the caller. Absent: all
   * reads go to db.
   */
  replicaReads?: Db;
  /** Media and the embedded database live here (default: <repo>/data). */
  dataDir?: string;
  logger?: boolean;
  /** Replaces the anonymous session resolver (the account feature, tests). */
  resolveMember?: SessionResolver;
  /** The clock of sessions, lockouts and mailed links (tests move it). Default: the real time. */
  now?: () => Date;
  /** Send mail over SMTP (smtp://...). Default: SMTP_URL, else files in DATA_DIR/outbox. */
  smtpUrl?: string;
  /**
   * How many proxies in front of the API to trust for X-Forwarded-For/-Proto/-Host (default 1: the gateway).
   * Only their entries count: a client's own X-Forwarded-For value never picks its rate-limit bucket.
   */
  trustProxyHops?: number;
  /**
   * Keep rate-limit counters in this Redis and fan realtime events out through its pub/sub (shared by API
   * instances). Default: REDIS_URL, else both in memory.
   */
  redisUrl?: string;
  /** A ready realtime bus (tests); closed by its owner. Default: Redis with redisUrl, else in memory. */
  realtimeBus?: RealtimeBus;
  /** Socket heartbeat and Redis presence TTL (tests shorten them). */
  realtime?: { heartbeatMs?: number; presenceTtlMs?: number };
  /** Longest life of a cached reference answer (default REFERENCE_CACHE_MAX_AGE_MS, else 5 min). */
  referenceCacheMaxAgeMs?: number;
  /** A ready rate-limit store (tests). */
  rateLimitStore?: RateLimitStore;
  /** Other rate-limit maxima by rule name. Default: RATE_LIMITS ("signup=500,reset-request=100"). */
  rateLimitMax?: Readonly<Record<string, number>>;
  /** Sees every route as it is registered (the no-5xx property test walks their schemas). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Scheme, host and port of mailed links for a single-site install not served at https://<domain> (the local
   * demo: http://localhost:8080). Default: SITE_ORIGIN; unset, links use each site's configured domain.
   */
  siteOrigin?: string;
  /**
   * Serve /dev/outbox (every mailed link, reset tokens included) and /dev/signup-tracking.json to loopback
   * requests. Opt-in: default DEV_OUTBOX=1, which the local demo and the journeys set; never in production.
   */
  devOutbox?: boolean;
  /** How the sandbox payment provider calls the webhook (tests call the app in-process). Default: HTTP POST. */
  paymentWebhookNotifier?: WebhookNotifier;
  /**
   * Production mode (default: NODE_ENV=production): no dev outbox, and a sandbox provider (opted into with
   * PAYMENT_PROVIDER=sandbox on a staging site) settles only the logged-in owner's order.
   */
  production?: boolean;
  /** The mail provider's secret for mail-events.php. Default: MAIL_EVENTS_SECRET, else one generated per site. */
  mailEventsSecret?: string;
  /** How push endpoints' host names are resolved before they are accepted (tests: no DNS). Default: DNS. */
  resolveHost?: HostResolver;
  /** Explicit-picture classifier (tests hand in their own; null: none). Default: nsfwjs unless PICTURE_CLASSIFIER=off. */
  pictureClassifier?: PictureClassifier | null;
  /** Face check of verification selfies (tests hand in their own; null: none). Default: Human unless FACE_CHECK=off. */
  faceChecker?: FaceChecker | null;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const trustProxyHops = options.trustProxyHops ?? 1;
  const settings = readAppSettings();
  const redisUrl = options.redisUrl ?? settings.redisUrl;
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind the gateway (and maybe a load balancer): client IP, proto and host come from X-Forwarded-*, but
    // only as far as the trusted hops wrote them.
    // (A hop count, as a function: Fastify's types do not take the number proxy-addr understands.)
    trustProxy: (_address: string, hop: number) => hop < trustProxyHops,
    ajv: { plugins: [finiteNumbers] },
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // External plugins.
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  // First, so it sees every route that follows.
  await app.register(openApiPlugin);

  // App plugins.
  const db = options.db ?? (await createDb({ dataDir }));
  await app.register(dbPlugin, { db, closeOnShutdown: !options.db });
  await app.register(readReplicaPlugin, { reads: options.replicaReads, readYourWritesMs: readReadYourWritesMs() });
  await app.register(errorHandlerPlugin);
  await app.register(csrfPlugin);
  await app.register(rateLimitPlugin, {
    redisUrl,
    store: options.rateLimitStore,
    maxOverrides: options.rateLimitMax ?? settings.rateLimitMax,
  });
  await app.register(referenceCachePlugin, {
    redisUrl,
    maxAgeMs: options.referenceCacheMaxAgeMs ?? settings.referenceCacheMaxAgeMs,
  });
  await app.register(sitePlugin, { siteOrigin: options.siteOrigin ?? settings.siteOrigin });
  await app.register(sessionPlugin, { resolveMember: options.resolveMember, now: options.now });
  await app.register(mailPlugin, {
    dataDir,
    smtpUrl: options.smtpUrl ?? settings.smtpUrl,
    from: settings.mailFrom,
    drainEveryMs: settings.mailOutboxPollMs,
  });
  await app.register(mediaPlugin, { dataDir });
  await app.register(pictureClassifierPlugin, {
    classifier: options.pictureClassifier,
    off: settings.pictureClassifierOff,
    nice: settings.mediaChecksNice,
  });
  await app.register(faceCheckerPlugin, { checker: options.faceChecker, on: settings.faceCheckOn, nice: settings.mediaChecksNice });
  await app.register(mediaChecksPlugin, { dataDir });
  await app.register(profileViewsPlugin);
  await app.register(pushKeysPlugin);
  await app.register(pushOutboxPlugin, { drainEveryMs: settings.mailOutboxPollMs });
  await app.register(realtimePlugin, {
    bus: options.realtimeBus,
    redisUrl,
    presenceTtlMs: options.realtime?.presenceTtlMs,
  });

  // Routes, one file per family.
  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(companyInfoRoutes);
  await app.register(interestsRoutes);
  await app.register(regionsRoutes);
  await app.register(userRoutes, { resolveHost: options.resolveHost });
  await app.register(accountRoutes);
  // The outbox page shows every mail's links (reset tokens too): opt-in, loopback only, never in production.
  const devOutbox = options.devOutbox ?? settings.devOutbox;
  const production = options.production ?? settings.production;
  // The signup's stored tracking goes with it: the journeys check a lander's parameters reached the account.
  if (devOutbox && !production) {
    await app.register(devOutboxRoutes, { dataDir });
    await app.register(devSignupTrackingRoutes);
  }
  await app.register(membersRoutes);
  await app.register(showcaseRoutes);
  await app.register(likesRoutes);
  await app.register(memberProfileRoutes);
  await app.register(ownProfileRoutes, { dataDir, mailEventsSecret: options.mailEventsSecret ?? settings.mailEventsSecret });
  await app.register(chatRoutes, { dataDir });
  await app.register(moderationRoutes, { dataDir });
  await app.register(verificationRoutes, { dataDir });
  await app.register(discountRoutes);
  await app.register(creditStatementRoutes);
  await app.register(boostRoutes);
  const paymentProvider = createPaymentProvider({ db, env: settings.providers });
  await app.register(paymentRoutes, { provider: paymentProvider });
  await app.register(paymentWebhookRoutes, { provider: paymentProvider });
  await app.register(directDebitRoutes, { provider: paymentProvider, dataDir, providerSettings: settings.providers });
  if (paymentProvider.name === 'sandbox') {
    await app.register(sandboxCheckoutRoutes, { notify: options.paymentWebhookNotifier, ownerOnly: production });
  }
  await app.register(socketRoute, { heartbeatMs: options.realtime?.heartbeatMs });

  return app;
}
