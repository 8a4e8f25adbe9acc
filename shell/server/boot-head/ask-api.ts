/**
 * A GET to the API as the browser's own call from this page would reach it: its cookie and the forwarded
 * host, proto and peer the proxy would send (proxy-headers.ts, forwardedHeadersForPage), so the member's
 * own view, the site and the rate limits apply. Aborted after `timeoutMs`: the page is waiting.
 */
export function askApiForPage(apiUrl: string, path: string, forwarded: Record<string, string>, timeoutMs: number): Promise<Response> {
  return fetch(`${apiUrl}/api/${path}`, {
    headers: { ...forwarded, 'x-request-type': 'client', accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
}
