import { mockApi } from '@dating/shared-kit/test';
import type { ApiCall, ApiHandler, ApiReply } from '@dating/shared-kit/test';

/** One canned answer: status and JSON body. */
export type Reply = ApiReply;
export type Call = ApiCall;

// A function may answer later (a Promise) to let a test hold one call back while others complete.
type Handler = Reply | ((request: Request, body: unknown) => Reply | Promise<Reply>);

/**
 * The kit's MSW mock of the API with handlers keyed "METHOD file.php" (e.g. "PUT notifications.php") whose
 * functions get the request and its parsed body; unknown calls answer 404. Returns the list of calls so
 * tests can assert what was sent. Screens with typed fixtures use `@dating/shared-kit/test` directly.
 */
export function stubApi(handlers: Record<string, Handler>): Call[] {
  const kitHandlers = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]): [string, ApiHandler] => [
      key,
      typeof handler === 'function' ? (call, request) => handler(request, call.body) : handler,
    ]),
  );
  return mockApi(kitHandlers).calls;
}
