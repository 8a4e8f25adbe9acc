import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { VISITOR_COOKIE, isRemotesRegistry, visitorIdFrom } from '../src/federation/remotes-registry';

export interface Visitor {
  /** The request's Cookie header with the visitor id in it, as the page's own later requests will send it. */
  cookie: string;
  /** The Set-Cookie giving a new visitor their id; undefined when the browser sent one. */
  setCookie?: string;
}

/**
 * Every browser gets a random visitor id on its first page, so a remote released to a percentage of visitors
 * (remotes-registry.ts) is the same build on every page and visit. Readable by the page (not HttpOnly): the
 * shell picks the same build as the gateway's preloads and painted page. It identifies a browser, never a member.
 */
export function visitorFor(cookieHeader: string | undefined, rollingOut: boolean): Visitor {
  const cookie = cookieHeader ?? '';
  // Without a rollout no page needs the id: pages stay shareable by caches (no Set-Cookie).
  if (!rollingOut || visitorIdFrom(cookie)) return { cookie };
  const id = randomUUID();
  return {
    cookie: cookie ? `${cookie}; ${VISITOR_COOKIE}=${id}` : `${VISITOR_COOKIE}=${id}`,
    setCookie: `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`,
  };
}

/** Whether any remote of the registry is being rolled out to a percentage of visitors (read per page, like the registry). */
export async function registryRollsOut(remotesFile: string): Promise<boolean> {
  return registryRollsOutIn(await readFile(remotesFile, 'utf8').catch(() => ''));
}

/** The same for the registry file's text as read for this page ('' when unreadable). */
export function registryRollsOutIn(text: string): boolean {
  try {
    const registry: unknown = JSON.parse(text);
    if (!isRemotesRegistry(registry)) return false;
    return Object.values(registry.remotes).some(
      (entry) => typeof entry === 'object' && entry !== null && (entry.rollout?.percent ?? 0) > 0,
    );
  } catch {
    return false;
  }
}
