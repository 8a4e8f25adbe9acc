/** One canned answer: status and JSON body. */
export interface Reply {
  status?: number;
  body: unknown;
}

// A function may answer later (a Promise) to let a test hold one call back while others complete.
type Handler = Reply | ((request: Request, body: unknown) => Reply | Promise<Reply>);

/** A recorded call with its parsed JSON body. */
export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Stubs fetch with handlers keyed by "METHOD file.php" (e.g. "PUT notifications.php"); unknown calls answer
 * 404. Returns the list of calls so tests can assert what was sent.
 */
export function stubApi(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // multipart and other non-JSON bodies stay text
      }
      calls.push({ method: request.method, url, body });
      const handler = handlers[`${request.method} ${url.pathname.replace(/^\/api\//, '')}`];
      const reply = typeof handler === 'function' ? await handler(request, body) : (handler ?? { status: 404, body: { error: 'not_found', message: 'Niet gevonden' } });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
