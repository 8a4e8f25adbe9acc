import { readFile } from 'node:fs/promises';
import { resolveRemotes, variantKeysFrom } from '../../src/federation/remotes-registry';
import type { RemotesRegistry } from '../../src/federation/remotes-registry';
import type { SiteSettings } from '@dating/shared-kit';
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
}

/** What the shell's prepaint bundle exports (shell/src/prepaint/render-shell-prepaint.tsx). */
export interface ShellRenderer {
  renderShellPrepaint(kind: 'home' | 'lander-layout', path: string, context: PrepaintContext): Promise<PrepaintHtml>;
  prepaintLocale(cookie: string, domainLanguage?: string): string;
  REMOTE_SLOT: string;
}

/** What the landers' prepaint bundle exports (mfe-landers/src/prepaint/render-lander-prepaint.tsx). */
export interface LanderRenderer {
  renderLanderPrepaint(path: string, context: PrepaintContext): Promise<PrepaintHtml | null>;
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
      const base = await this.landersBase(request.search);
      if (!base) return null;
      return await this.cached(`lander|${base}|${site}|${locale}|${url}`, () => this.lander(base, url, context));
    } catch (error) {
      this.options.log?.(error);
      return null;
    }
  }

  /** Fetches the default landers build's renderer ahead of the first visitor (the gateway calls this at start). */
  async warm(): Promise<void> {
    const base = await this.landersBase('').catch(() => null);
    if (base) await this.landers.get(new URL('prepaint/render.cjs', base).href);
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

  /** Where the landers build for this visitor is served (its manifest's folder), from the registry. */
  private async landersBase(search: string): Promise<string | null> {
    const registry = JSON.parse(await readFile(this.options.remotesFile, 'utf8')) as RemotesRegistry;
    const landers = resolveRemotes(registry, variantKeysFrom(search)).find((remote) => remote.name === 'mfe-landers');
    return landers ? new URL('.', landers.entry).href : null;
  }

  private async lander(base: string, url: string, context: PrepaintContext): Promise<PaintedPage | null> {
    const renderer = await this.landers.get(new URL('prepaint/render.cjs', base).href);
    const content = await renderer?.renderLanderPrepaint(url, context);
    if (!content) return null;
    const layout = await this.options.shell.renderShellPrepaint('lander-layout', url, context);
    return {
      styles: layout.styles + withPublicPath(content.styles, base),
      html: layout.html.replace(this.options.shell.REMOTE_SLOT, withPublicPath(content.html, base)),
      locale: context.locale,
    };
  }
}
