import { createHash } from 'node:crypto';
import { readLocaleCookie } from '@dating/shared-kit/locales';
import { isPaintedVisitorMemberPath } from '@dating/shared-kit/painted-paths';
import { entryWarningConfirmedIn } from '../src/shared/entry-warning/entry-warning-cookie';
import { isRemotesRegistry, resolveRemotes, variantKeysFrom, visitorIdFrom } from '../src/federation/remotes-registry';
import { contentEtag } from './cache-policy';

/** A composed page ready to send as it is: its bytes, ETag and, filled on first use, its compressed forms. */
export interface KeptPage {
  status: number;
  plain: Buffer;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** The remote manifests its preloads came from, by URL, with their versions then (boot-head.ts). */
  remotes: Record<string, string>;
}

/** What the gateway composed for a page, and whether it may be handed to other visitors. */
export interface ComposedPage {
  status: number;
  html: string;
  /** Shareable and whole: no member's data, no cookie set, nothing left out because the API or a remote was slow. */
  keep: boolean;
  remotes?: Record<string, string>;
}

export interface VisitorPagesOptions {
  /** How long a kept page is served before it is composed again (default 10 s). */
  ttlMs?: number;
  /** At most this many pages are kept (member profiles and lander URLs are open-ended); the least recently used go. */
  maxEntries?: number;
  now?: () => number;
}

export function keptPage(status: number, html: string, remotes: Record<string, string> = {}): KeptPage {
  const plain = Buffer.from(html);
  return { status, plain, etag: contentEtag('p', plain), encoded: {}, remotes };
}

/**
 * The pages every visitor of a site sees alike (the home page, landers, the member search and profiles, static
 * pages), composed once per key and kept: painting, the boot head's API calls and the compression are paid once
 * per page and time-to-live, not per request. The rule for freshness is the time-to-live alone: a kept page is at
 * most `ttlMs` old (10 s, as old as the boot head's site settings may be), so a member's changed profile shows to
 * visitors of /members/:id within 10 s, and a repointed registry at once (its content is part of the key).
 * Concurrent requests for a page not kept share one composition. A kept page is handed out only while
 * `isCurrent` says so: the gateway checks that the remotes whose code the page preloads are still the builds
 * they were (a remote gone down or redeployed composes the page again), or the page would send browsers to
 * preload files that fail, which the slot's retry could then meet again.
 */
export class VisitorPages {
  private readonly kept = new Map<string, { page: KeptPage; at: number }>();
  private readonly composing = new Map<string, Promise<KeptPage>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: VisitorPagesOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.kept.size;
  }

  /** The kept page for `key` while `isCurrent`, or `compose`'s (kept when it says it may be). */
  async get(
    key: string,
    compose: () => Promise<ComposedPage>,
    isCurrent: (page: KeptPage) => boolean | Promise<boolean> = () => true,
  ): Promise<KeptPage> {
    const known = this.kept.get(key);
    if (known && this.now() - known.at < this.ttlMs && (await isCurrent(known.page))) {
      // Most recently used last: the first key is the one to drop.
      this.kept.delete(key);
      this.kept.set(key, known);
      return known.page;
    }
    const running = this.composing.get(key);
    if (running) return running;
    const composition = compose().then((composed) => {
      const page = keptPage(composed.status, composed.html, composed.remotes);
      if (composed.keep) this.keep(key, page);
      else this.kept.delete(key);
      return page;
    });
    this.composing.set(key, composition);
    try {
      return await composition;
    } finally {
      this.composing.delete(key);
    }
  }

  private keep(key: string, page: KeptPage) {
    this.kept.delete(key);
    this.kept.set(key, { page, at: this.now() });
    while (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
  }
}

export interface VisitorPageRequest {
  protocol: string;
  host: string;
  country?: string;
  cookie: string;
  /** The page's path and search. */
  url: string;
  /** The registry file as read for this request ('' when unreadable). */
  registry: string;
  /** The remotes' entries this visitor gets (differs per visitor only while a remote rolls out). */
  builds: readonly string[];
}

/**
 * What a visitor's page depends on, as a key: the site (protocol, host, country), the locale cookie, on a member
 * page whether the visitor confirmed the 18+ entry warning (it is painted under it until then), the registry and
 * the builds it gives this visitor, and the URL. Every other cookie (analytics, consent) leaves the page alike.
 */
export function visitorPageKey(request: VisitorPageRequest): string {
  const registry = createHash('sha1').update(request.registry).digest('base64url');
  return [
    request.protocol,
    request.host,
    request.country ?? '',
    readLocaleCookie(request.cookie) ?? '',
    entryWarningState(request),
    registry,
    request.builds.join(','),
    request.url,
  ].join('|');
}

/** Only the member pages a visitor gets painted depend on the warning: other pages stay one for everyone. */
function entryWarningState(request: VisitorPageRequest): string {
  if (!isPaintedVisitorMemberPath(new URL(request.url, 'http://site').pathname)) return '';
  return entryWarningConfirmedIn(request.cookie) ? 'confirmed' : 'warned';
}

/** The builds (remote name and entry) the registry's text gives this visitor: none when it is unreadable. */
export function buildsFor(registryText: string, search: string, cookie: string): string[] {
  try {
    const registry: unknown = JSON.parse(registryText);
    if (!isRemotesRegistry(registry)) return [];
    return resolveRemotes(registry, variantKeysFrom(search), visitorIdFrom(cookie)).map((remote) => `${remote.name}=${remote.entry}`);
  } catch {
    return [];
  }
}
