import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'federation/**/*.test.ts'],
    // The typed API mocks (MSW) of src/test, as every app's tests use them.
    setupFiles: ['./src/test/setup.ts'],
  },
});
