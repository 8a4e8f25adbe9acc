// Vitest setup file for every app (`setupFiles: ['@dating/shared-kit/test/setup']`): one MSW server for
// the run. A call nobody mocked fails the test, so no test silently talks to nothing; calls to a real
// server a test started itself on 127.0.0.1 (the shell's gateway tests) pass through.
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './mock-api';

// The first render of a page loads its catalogues and the kit's chunks; on a busy 2-core CI machine (the
// apps' suites run side by side) that can take longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 });

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
