import { readFile } from 'node:fs/promises';
import { pageCallsFor } from '@dating/shared-kit/page-calls';
import { familyOfPath, usesDefaultLayout } from '@dating/shared-kit/routing';
import { isRemotesRegistry, resolveRemotes, variantKeysFrom, visitorIdFrom } from '../../src/federation/remotes-registry';
import type { RemotesRegistry } from '../../src/federation/remotes-registry';
import type { InlineBootData } from '../../src/boot/inline-boot-data';
import type { MemberPageData } from '../prepaint/painted-pages';
import { SiteSettingsCache } from '../prepaint/site-settings';
import { bootDataElement } from './inline-json';
import { fetchPageAnswers } from './page-answers';
import { RemoteManifests, remotePreloads, type RemotePreloads } from './remote-manifests';
import { fetchSessionUser } from './session-user';
import { pageLocale, shellBootScripts } from './shell-chunks';

export interface BootHeadRequest {
  pathname: string;
  search: string;
  host: string;
  cookie: string;
  /** The visitor's country from a geo-IP proxy in front (X-Country), when there is one. */
  country?: string;
  /** What the gateway forwards to the API for the browser's own calls (proxy-headers.ts). */
  forwarded: Record<string, string>;
  /** The page arrives painted: its hero picture, not the shell's code, comes first on the line. */
  painted?: boolean;
}

export interface BootHead {
  /** Resource hints for the page's head. */
  links: string;
  /** The boot data element for the page's body ('' when there is nothing to give). */
  data: string;
  /** The page carries the member's own data: no shared cache may keep it. */
  personal: boolean;
  /** Every part asked for arrived in time: a page with this head may be kept for other visitors (visitor-pages.ts). */
  complete: boolean;
  /**
   * The remote manifests the page's preloads were read from, by URL, with the version each had (UNAVAILABLE:
   * none, the remote was down): a page kept for other visitors is composed again once one of them changed.
   */
  remotes: Record<string, string>;
  /** Cookies user.php set while the gateway asked it (a session it ended), passed on to the browser. */
  setCookies: string[];
  /** What the page's painted copy may render from: the settings, user.php's and the page's answers it got. */
  fetched: MemberPageData;
}

export interface BootHeadsOptions {
  remotesFile: string;
  apiUrl: string;
  settings?: SiteSettingsCache;
  manifests?: RemoteManifests;
  /** The shell build's list of boot chunks (boot-chunks.json), preloaded on pages that are not painted. */
  shellChunksFile?: string;
  /** Longest wait for the API's and a remote's answers before the page goes without them (default 400 ms). */
  waitMs?: number;
  /** Which parts to give (all by default); the speed bench turns them off one at a time to weigh each. */
  parts?: { data?: boolean; user?: boolean; preloads?: boolean; shellPreloads?: boolean; answers?: boolean };
}

interface OwnerPreloads {
  files: RemotePreloads | null;
  manifest?: string;
  version?: string;
}

/** The promise's value, or undefined when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const hasSession = (cookie: string) => /(?:^|;\s*)sid=/.test(cookie);
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The hints for one remote's route code: its origin, manifest (fetched by the federation runtime), entry and chunks. */
function preloadLinks(files: RemotePreloads, pageHost: string): string {
  const origin = new URL(files.manifest).origin;
  const links = new URL(files.manifest).host === pageHost ? [] : [`<link rel="preconnect" href="${attribute(origin)}">`];
  // The runtime fetches the manifest with fetch(url, {}): a CORS request without credentials, as crossorigin asks.
  links.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(files.manifest)}">`);
  // The entry and chunks are classic scripts added without a crossorigin attribute (not modules).
  for (const script of [files.entry, ...files.scripts]) links.push(`<link rel="preload" as="script" href="${attribute(script)}">`);
  for (const style of files.styles) links.push(`<link rel="preload" as="style" href="${attribute(style)}">`);
  return links.join('');
}

/**
 * What the gateway writes into every page so the shell need not ask for it after its scripts ran: the
 * registry and the settings as data (inline-json.ts), the member's user.php answer, and preloads of the code
 * of the remote that owns the page (the route contract names it, the registry says which build this visitor
 * gets, its manifest lists the files). Every part is optional and fails quietly: a page without them works
 * as before, only later.
 */
export class BootHeads {
  private readonly settings: SiteSettingsCache;
  private readonly manifests: RemoteManifests;

  constructor(private readonly options: BootHeadsOptions) {
    // A short reuse: settings the page claims must be about as fresh as the browser's own call would get.
    this.settings = options.settings ?? new SiteSettingsCache(options.apiUrl, 10_000);
    this.manifests = options.manifests ?? new RemoteManifests();
  }

  /** Refreshes the site's settings in the background when they are getting old (site-settings.ts). */
  warmSettings(host: string, country?: string): void {
    this.settings.warm(host, country);
  }

  async for(request: BootHeadRequest): Promise<BootHead> {
    const parts = { data: true, user: true, preloads: true, shellPreloads: true, answers: true, ...this.options.parts };
    const registry = await this.readRegistry();
    const withSession = hasSession(request.cookie);
    const member = parts.user && withSession;
    const shellChunks = parts.shellPreloads && !request.painted && this.options.shellChunksFile;
    // A slow API or remote must not hold the page: past the wait the part is left out (a late settings or
    // manifest answer still fills the cache for the next page).
    const wait = this.options.waitMs ?? 400;
    const calls = parts.answers ? pageCallsFor(request.pathname, { member: withSession }) : [];
    const siteSettings = parts.data ? within(this.settings.fresh(request.host, request.country), wait) : Promise.resolve(undefined);
    const [settings, session, page, owner, shellScripts] = await Promise.all([
      siteSettings,
      member ? within(fetchSessionUser(this.options.apiUrl, request.forwarded), wait) : undefined,
      calls.length > 0 ? within(fetchPageAnswers(this.options.apiUrl, calls, request.forwarded, wait), wait) : undefined,
      parts.preloads && registry ? within(this.ownerPreloads(registry, request), wait) : undefined,
      shellChunks
        ? siteSettings.then((known) =>
            shellBootScripts(shellChunks, {
              defaultLayout: usesDefaultLayout(request.pathname),
              locale: pageLocale(request.cookie, known?.domain_language),
            }),
          )
        : [],
    ]);
    const preloads = owner?.files;
    const data: InlineBootData = {
      ...(parts.data && registry ? { registry } : {}),
      ...(settings ? { settings } : {}),
      ...(session?.answer ? { user: session.answer } : {}),
      ...(page && Object.keys(page.answers).length > 0 ? { answers: page.answers } : {}),
    };
    // The first screen's pictures lead: on a member page they are what the visitor waits for (its LCP).
    const pictures = (page?.pictures ?? []).map(
      (picture) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">`,
    );
    return {
      links:
        pictures.join('') +
        shellScripts.map((script) => `<link rel="preload" as="script" href="${attribute(script)}">`).join('') +
        (preloads ? preloadLinks(preloads, request.host) : ''),
      data: Object.keys(data).length > 0 ? bootDataElement(data) : '',
      // A member's answers are their own view (their likes, their search): never kept for another. Without a
      // session the API answers every visitor of the site alike.
      personal: Boolean(session?.answer) || (withSession && Boolean(data.answers)),
      complete:
        (!parts.data || settings !== undefined) &&
        (!member || session !== undefined) &&
        (calls.length === 0 || page?.complete === true) &&
        (!parts.preloads || !registry || owner !== undefined),
      remotes: owner?.manifest && owner.version ? { [owner.manifest]: owner.version } : {},
      setCookies: session?.setCookies ?? [],
      fetched: { settings, user: session?.answer, answers: page?.answers },
    };
  }

  /** The registry as /remotes.json answers it now; nothing when it is unreadable (the shell then falls back itself). */
  private async readRegistry(): Promise<RemotesRegistry | undefined> {
    try {
      const registry: unknown = JSON.parse(await readFile(this.options.remotesFile, 'utf8'));
      return isRemotesRegistry(registry) ? registry : undefined;
    } catch {
      return undefined;
    }
  }

  /** The preloads of the page's owning remote, and the manifest (URL and version) they were read from. */
  private async ownerPreloads(registry: RemotesRegistry, request: BootHeadRequest): Promise<OwnerPreloads> {
    const owner = familyOfPath(request.pathname)?.owner;
    if (!owner) return { files: null };
    const remote = resolveRemotes(registry, variantKeysFrom(request.search), visitorIdFrom(request.cookie)).find(
      (item) => item.name === owner,
    );
    if (!remote) return { files: null };
    const manifest = await this.manifests.get(remote.entry);
    return {
      files: manifest ? remotePreloads(remote.entry, manifest, 'routes') : null,
      manifest: remote.entry,
      version: this.manifests.knownVersion(remote.entry),
    };
  }

  /** Which version the remote manifest at `url` has now, checked at most `maxAgeMs` ago (remote-manifests.ts). */
  remoteVersion(url: string, maxAgeMs: number): Promise<string> {
    return this.manifests.version(url, maxAgeMs);
  }
}

/** BOOT_HEAD from the environment: unset for everything, `off` for nothing, or some of `no-data,no-user,no-preloads,no-shell-preloads,no-answers`. */
export function bootHeadFromEnv(value: string | undefined): BootHeadsOptions['parts'] | null {
  if (!value) return {};
  if (value === 'off') return null;
  const off = new Set(value.split(',').map((part) => part.trim()));
  return {
    data: !off.has('no-data'),
    user: !off.has('no-user'),
    preloads: !off.has('no-preloads'),
    shellPreloads: !off.has('no-shell-preloads'),
    answers: !off.has('no-answers'),
  };
}
