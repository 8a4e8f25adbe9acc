import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_MESSAGES } from '../contracts/account.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Cross-site WebSocket hijacking guard. A browser always sends Origin on a WebSocket handshake and the
 * session cookie goes along whatever page opened it, so the socket is only opened when Origin names the host
 * the browser connected to (request.host: Host, or the gateway's X-Forwarded-Host), like the CSRF check of
 * the HTTP routes. Unlike there, a missing Origin is refused too: every browser sends one, and a proxy that
 * dropped it must fail closed rather than let any page in.
 */
export function socketOriginAllowed(origin: string | undefined, host: string): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.host.toLowerCase() === host.toLowerCase();
  } catch {
    // "null" (sandboxed frames, file:) does not parse.
    return false;
  }
}

/** preValidation of the socket route: 403 csrf_rejected before the upgrade. */
export async function requireSiteOrigin(request: FastifyRequest): Promise<void> {
  if (!socketOriginAllowed(request.headers.origin, request.host)) {
    throw new AppError(403, 'csrf_rejected', ACCOUNT_ERROR_MESSAGES.csrf_rejected);
  }
}
