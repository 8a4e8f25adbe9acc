import { defineConfig } from 'vitest/config';

// pnpm test:topology: the whole production topology (PostgreSQL primary + replica, Redis, s3rver, two API
// processes, HAProxy) on fixed ports; one file, one worker.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['topology/**/*.test.ts'],
    maxWorkers: 1,
    hookTimeout: 240_000,
    testTimeout: 120_000,
  },
});
