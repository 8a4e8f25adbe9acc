// Vitest setup file for every app (`setupFiles: ['@dating/shared-kit/test/setup']`): one MSW server for
// the run. A call nobody mocked fails the test, so no test silently talks to nothing; calls to a real
// server a test started itself on 127.0.0.1 (the shell's gateway tests) pass through.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './mock-api';

beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname === '127.0.0.1') return;
      print.error();
    },
  }),
);
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
