import type { IncomingHttpHeaders } from 'node:http';

/** The parts of a Fastify request (HTTP/1 or 2) the forwarded headers come from. */
export interface ForwardingRequest {
  socket: { remoteAddress?: string };
  host: string;
  protocol: string;
}

/**
 * The headers the API gets from the gateway. X-Forwarded-For gets the real peer APPENDED (the API trusts
 * exactly its configured hops, so a client's own entries stay untrusted). Proto and host are the gateway's
 * own view: what a trusted hop in front of it said (its trustProxy), else the socket and Host header; a
 * client's values never pass unchecked. `Expect: 100-continue` was answered here already; the upstream
 * client refuses to forward it (that made every such request a 500).
 */
export function forwardedHeaders(request: ForwardingRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const rest = { ...headers };
  delete rest.expect;
  const prior = headers['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? '';
  return {
    ...rest,
    'x-forwarded-for': prior ? `${prior}, ${peer}` : peer,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
}

/** What a WebSocket handshake request offers for forwarding (a Fastify request fits). */
export interface UpgradeRequest extends ForwardingRequest {
  headers: IncomingHttpHeaders;
}

/**
 * The headers of the gateway's own handshake to the API for a browser's WebSocket (/api/realtime). The proxy's
 * default passes only the cookie; the API also needs Origin (it refuses another site's page, and a missing
 * Origin) and the forwarded host, proto and peer, exactly as for plain requests.
 */
export function websocketHeaders(request: UpgradeRequest): IncomingHttpHeaders {
  const forwarded = forwardedHeaders(request, request.headers);
  const headers: IncomingHttpHeaders = {
    'x-forwarded-for': forwarded['x-forwarded-for'],
    'x-forwarded-host': forwarded['x-forwarded-host'],
    'x-forwarded-proto': forwarded['x-forwarded-proto'],
  };
  for (const name of ['cookie', 'origin', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * The headers the API would get with the browser's own first calls from this page (user.php), for the
 * gateway asking on the page's behalf: the session cookie and the forwarded host, proto and peer.
 */
export function forwardedHeadersForPage(request: UpgradeRequest): Record<string, string> {
  const forwarded = forwardedHeaders(request, {});
  const headers: Record<string, string> = {
    'x-forwarded-for': String(forwarded['x-forwarded-for']),
    'x-forwarded-host': String(forwarded['x-forwarded-host']),
    'x-forwarded-proto': String(forwarded['x-forwarded-proto']),
  };
  for (const name of ['cookie', 'user-agent', 'accept-language', 'x-country'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
