import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A fresh PGlite takes ~3 s to boot and the seed test renders pictures; both are slow for a unit test.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
