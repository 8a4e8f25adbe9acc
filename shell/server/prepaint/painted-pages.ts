import { readFile } from 'node:fs/promises';
import { isPaintedMemberPath, isPaintedVisitorMemberPath, paintedMemberExamples } from '@dating/shared-kit/painted-paths';
import { familyOfPath } from '@dating/shared-kit/routing';
import { resolveRemotes, variantKeysFrom, visitorIdFrom } from '../../src/federation/remotes-registry';
import type { RemotesRegistry } from '../../src/federation/remotes-registry';
import type { CurrentUserResponse, SiteSettings } from '@dating/shared-kit';
import { readAlertStateCookie, type AlertStateMirror } from '../../src/shared/site-alerts/alert-state-cookie';
import { entryWarningConfirmedIn } from '../../src/shared/entry-warning/entry-warning-cookie';
import { withPublicPath, type PaintedPage } from './compose-page';
import { RemoteRenderers } from './load-renderer';
import { SiteSettingsCache } from './site-settings';

interface PrepaintHtml {
  styles: string;
  html: string;
}
interface PrepaintContext {
  locale: string;
  settings?: SiteSettings;
  /** user.php's answer: the member the page is for. */
  user?: CurrentUserResponse;
  /** The page's first API answers by callKey. */
  answers?: Record<string, unknown>;
  /** For a member's layout: what their browser mirrored for the banners (its alert-state cookie), parsed. */
  alertState?: AlertStateMirror;
  /** For a visitor's member page: they confirmed the 18+ entry warning (its cookie), so it is not painted. */
  entryWarningConfirmed?: boolean;
}

/** What the shell's prepaint bundle exports (shell/src/prepaint/render-shell-prepaint.tsx). */
export interface ShellRenderer {
  renderShellPrepaint(kind: 'home' | 'lander-layout' | 'member-layout', path: string, context: PrepaintContext): Promise<PrepaintHtml>;
  prepaintLocale(cookie: string, domainLanguage?: string): string;
  REMOTE_SLOT: string;
}

/** What the landers' prepaint bundle exports (mfe-landers/src/prepaint/render-lander-prepaint.tsx). */
export interface LanderRenderer {
  renderLanderPrepaint(path: string, context: PrepaintContext): Promise<PrepaintHtml | null>;
}

/**
 * What a remote's prepaint bundle exports for the member pages it owns (e.g. mfe-search's
 * src/prepaint/render-page-prepaint.tsx): null for a path it does not paint.
 */
export interface MemberPageRenderer {
  renderPagePrepaint?(path: string, context: PrepaintContext): Promise<PrepaintHtml | null>;
}

/** What the boot head fetched for this page (boot-head.ts), which a member's painted page renders from. */
export interface MemberPageData {
  settings?: SiteSettings;
  user?: CurrentUserResponse;
  answers?: Record<string, unknown>;
}

export interface PageRequest {
  pathname: string;
  search: string;
  host: string;
  cookie: string;
  /** The visitor's country from a geo-IP proxy in front (X-Country), when there is one. */
  country?: string;
}

export interface PaintedPagesOptions {
  shell: ShellRenderer;
  remotesFile: string;
  apiUrl: string;
  /** How long a painted page is reused (it depends on the build and the site's settings only). */
  ttlMs?: number;
  /** At most this many painted pages are kept (slugs are open-ended). */
  maxEntries?: number;
  log?: (error: unknown) => void;
}

const hasSession = (cookie: string) => /(?:^|;\s*)sid=/.test(cookie);

/**
 * Decides which page the gateway paints into the HTML and renders it: the home page for visitors (the
 * shell's), and a lander inside the shell's lander layout (the landers remote's, through the build the
 * registry names for this visitor's traffic source). Any failure leaves the page unpainted, never broken.
 */
export class PaintedPages {
  private readonly settings: SiteSettingsCache;
  private readonly landers = new RemoteRenderers<LanderRenderer>();
  private readonly memberPages = new RemoteRenderers<MemberPageRenderer>();
  private readonly cache = new Map<string, { page: PaintedPage; at: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(private readonly options: PaintedPagesOptions) {
    this.settings = new SiteSettingsCache(options.apiUrl);
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 300;
  }

  async paint(request: PageRequest): Promise<{ key: string; page: PaintedPage } | null> {
    const home = request.pathname === '/' && !hasSession(request.cookie);
    const lander = request.pathname.startsWith('/landers/');
    if (!home && !lander) return null;
    try {
      const settings = await this.settings.get(request.host, request.country);
      if (!settings) return null;
      const locale = this.options.shell.prepaintLocale(request.cookie, settings.domain_language);
      const context = { locale, settings };
      // The search is part of the page: the painted links carry the landing's tracking parameters on.
      const url = request.pathname + request.search;
      const site = `${request.host}|${request.country ?? ''}`;
      if (home) return await this.cached(`home|${site}|${locale}|${url}`, () => this.home(url, context));
      const base = await this.remoteBase('mfe-landers', request.search, request.cookie);
      if (!base) return null;
      return await this.cached(`lander|${base}|${site}|${locale}|${url}`, () => this.lander(base, url, context));
    } catch (error) {
      this.options.log?.(error);
      return null;
    }
  }

  /**
   * A member's page painted with their own data (their search, a profile, their badges), from the user.php
   * and page answers the boot head fetched for it: the owning remote's renderer (through the registry, so a
   * swapped build paints its own page) inside the shell's default layout as that member sees it. Never
   * cached here: a member's is theirs alone. A visitor's search and profiles are painted the same way from
   * the answers the API gives every visitor, under the 18+ entry warning until the visitor confirmed it (its
   * cookie): the gateway keeps those per site, URL and that state (visitor-pages.ts). Null when the path is
   * not painted, the page needs a member and nobody is logged in, or anything fails (the page then renders in
   * the browser as before).
   */
  async paintMemberPage(request: PageRequest, data: MemberPageData): Promise<PaintedPage | null> {
    const member = Boolean(data.user?.user);
    if (member ? !isPaintedMemberPath(request.pathname) : !isPaintedVisitorMemberPath(request.pathname)) return null;
    const owner = familyOfPath(request.pathname)?.owner;
    if (!owner) return null;
    try {
      const settings = data.settings ?? (await this.settings.get(request.host, request.country));
      if (!settings) return null;
      const base = await this.remoteBase(owner, request.search, request.cookie);
      if (!base) return null;
      const renderer = await this.memberPages.get(new URL('prepaint/render.cjs', base).href);
      if (!renderer?.renderPagePrepaint) return null;
      const locale = this.options.shell.prepaintLocale(request.cookie, settings.domain_language);
      const context: PrepaintContext = { locale, settings, user: data.user, answers: data.answers ?? {} };
      const url = request.pathname + request.search;
      const content = await renderer.renderPagePrepaint(url, context);
      if (!content) return null;
      // The banner above a member's page is the app's too: painted from what the member's browser told it.
      // Over a visitor's, the entry warning, unless this browser confirmed it.
      const layout = await this.options.shell.renderShellPrepaint(
        'member-layout',
        url,
        member
          ? { ...context, alertState: readAlertStateCookie(request.cookie) }
          : { ...context, entryWarningConfirmed: entryWarningConfirmedIn(request.cookie) },
      );
      return { ...this.inLayout(layout, content, base), locale };
    } catch (error) {
      this.options.log?.(error);
      return null;
    }
  }

  /** Fetches the default builds' renderers ahead of the first visitor (the gateway calls this at start). */
  async warm(): Promise<void> {
    const base = await this.remoteBase('mfe-landers', '').catch(() => null);
    if (base) await this.landers.get(new URL('prepaint/render.cjs', base).href);
    // And those of the remotes that paint member pages: the first member's page should not wait for them.
    const owners = new Set(paintedMemberExamples.flatMap((example) => familyOfPath(example)?.owner ?? []));
    for (const owner of owners) {
      const ownerBase = await this.remoteBase(owner, '').catch(() => null);
      if (ownerBase) await this.memberPages.get(new URL('prepaint/render.cjs', ownerBase).href);
    }
  }

  private async cached(key: string, render: () => Promise<PaintedPage | null>) {
    const known = this.cache.get(key);
    if (known && Date.now() - known.at < this.ttlMs) {
      // Most recently used last: the first key is the one to drop.
      this.cache.delete(key);
      this.cache.set(key, known);
      return { key, page: known.page };
    }
    const page = await render();
    if (!page) return null;
    this.cache.set(key, { page, at: Date.now() });
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    return { key, page };
  }

  private async home(url: string, context: PrepaintContext): Promise<PaintedPage> {
    const { styles, html } = await this.options.shell.renderShellPrepaint('home', url, context);
    return { styles, html, locale: context.locale };
  }

  /** Where the build of remote `name` for this visitor is served (its manifest's folder), from the registry. */
  private async remoteBase(name: string, search: string, cookie = ''): Promise<string | null> {
    const registry = JSON.parse(await readFile(this.options.remotesFile, 'utf8')) as RemotesRegistry;
    const remote = resolveRemotes(registry, variantKeysFrom(search), visitorIdFrom(cookie)).find((item) => item.name === name);
    return remote ? new URL('.', remote.entry).href : null;
  }

  private async lander(base: string, url: string, context: PrepaintContext): Promise<PaintedPage | null> {
    const renderer = await this.landers.get(new URL('prepaint/render.cjs', base).href);
    const content = await renderer?.renderLanderPrepaint(url, context);
    if (!content) return null;
    const layout = await this.options.shell.renderShellPrepaint('lander-layout', url, context);
    return { ...this.inLayout(layout, content, base), locale: context.locale };
  }

  /**
   * A remote's painted page in the shell's painted frame, its picture URLs pointed at where it is served.
   * The remote's resource hints (React puts its LCP picture's preload first) go to the front with a
   * preconnect to the remote's origin, so composePage moves them into the head: the picture is asked for
   * while the head is read, not once the parser reaches the middle of the body.
   */
  private inLayout(layout: PrepaintHtml, content: PrepaintHtml, base: string): PrepaintHtml {
    const remote = withPublicPath(content.html, base);
    const hints = /^(?:<link [^>]*\/?>)+/.exec(remote)?.[0] ?? '';
    const preconnect = `<link rel="preconnect" href="${new URL(base).origin}"/>`;
    return {
      styles: layout.styles + withPublicPath(content.styles, base),
      html: preconnect + hints + layout.html.replace(this.options.shell.REMOTE_SLOT, remote.slice(hints.length)),
    };
  }
}
