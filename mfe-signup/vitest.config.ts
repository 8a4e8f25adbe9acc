import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __BUILD_LABEL__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['@testing-library/jest-dom/vitest', '@dating/shared-kit/test/setup'],
    // A signup test renders the whole remote (router, store, catalogues); slow machines need room.
    testTimeout: 20_000,
  },
});
