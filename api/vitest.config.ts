import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file boots its own database (and the seed test renders pictures): slower than a plain unit test.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
