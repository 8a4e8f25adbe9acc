import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteDomain } from '../lib/request-site.ts';
import type { StoredSiteSettings } from '../contracts/settings.ts';
import { findMemberLanguageAndSite } from '../repositories/members.ts';
import { findSignupSiteSettings, findSiteConfig, type SiteConfigRow } from '../repositories/site-config.ts';
import { parseSiteOrigin } from '../lib/setting-parsers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site config this request is for, resolved once per /api request (see sitePlugin). */
    site: SiteConfigRow;
    /**
     * Where this site's mailed links point (https://<configured domain>, or SITE_ORIGIN in development).
     * Never taken from Host or X-Forwarded-Host: a request for an unknown host gets the default site's origin.
     */
    siteOrigin: string;
  }
  interface FastifyContextConfig {
    /** false: the route needs no site (health); skips the lookup. */
    site?: boolean;
  }
}

export interface SitePluginOptions {
  /**
   * SITE_ORIGIN: scheme, host and port of mailed links for a single-site install whose public address is not
   * https://<domain> (the local demo: http://localhost:8080). Unset in production: each site's own domain.
   */
  siteOrigin?: string | undefined;
}

/** https://<domain> of the site's own configuration, or the configured origin; never a request header. */
export function linkOrigin(site: SiteConfigRow, configuredOrigin: string | undefined): string {
  return configuredOrigin ?? `https://${site.domain}`;
}

/**
 * The site config for a (normalised) domain, else the default site's, from the reference cache: one query per
 * domain and change instead of one per request. Throws when no site is configured at all.
 */
export function findCachedSite(app: FastifyInstance, domain: string | undefined): Promise<SiteConfigRow> {
  return app.referenceCache.object(`site:${domain ?? ''}`, async () => {
    const site = await findSiteConfig(app.db, domain);
    if (!site) throw new Error('site_config is empty: run `pnpm seed`');
    return site;
  });
}

/**
 * The settings of the site a member signed up on (null: the default site's), from the reference cache: they set
 * the member's prices on every domain, and a send should not spend a round trip on them.
 */
export function findCachedSignupSettings(app: FastifyInstance, signupSiteId: number | null): Promise<StoredSiteSettings> {
  return app.referenceCache.object(`signup-site:${signupSiteId ?? 'default'}`, async () => {
    const settings = await findSignupSiteSettings(app.db, signupSiteId);
    if (!settings) throw new Error('site_config is empty: run `pnpm seed`');
    return settings;
  });
}

/**
 * The language of the request's member and the settings of the site they signed up on (their prices), or null for a
 * visitor. The cookie session's statement read the language and signup site already (a socket's upgrade request
 * reads them again on every heartbeat) and sites' settings are cached: no round trip. A member found by another
 * resolver (tests) is read by id.
 */
export async function memberLanguageAndSettings(
  request: FastifyRequest,
): Promise<{ language: string; settings: StoredSiteSettings } | null> {
  const { memberId, sessionMember, server: app } = request;
  if (memberId === null) return null;
  const member = sessionMember?.id === memberId ? sessionMember : await findMemberLanguageAndSite(app.db, memberId);
  if (!member) return null;
  return { language: member.language, settings: await findCachedSignupSettings(app, member.signupSiteId) };
}

/**
 * Resolves request.site once per API request from ONE host source, request.host: the Host header, or the
 * X-Forwarded-Host of a trusted proxy (trustProxy decides). Unknown hosts get the default site. Routes and
 * services read request.site and never look the config up themselves.
 */
export const sitePlugin = fp<SitePluginOptions>(
  async (app, options) => {
    const configuredOrigin = parseSiteOrigin(options.siteOrigin);
    app.decorateRequest('site', null as unknown as SiteConfigRow);
    app.decorateRequest('siteOrigin', '');
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      if (!route?.startsWith('/api/') || request.routeOptions.config.site === false) return;
      const site = await findCachedSite(app, siteDomain(undefined, request.host));
      request.site = site;
      request.siteOrigin = linkOrigin(site, configuredOrigin);
    });
  },
  { name: 'site', dependencies: ['db', 'reference-cache'] },
);
