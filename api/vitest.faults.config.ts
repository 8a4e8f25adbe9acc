import { defineConfig } from 'vitest/config';

// The fault suite (pnpm test:faults): real processes (the API, PostgreSQL, SMTP) taken away and brought back.
// One file at a time: they stop and freeze the one throwaway PostgreSQL.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/faults/**/*.fault.ts'],
    fileParallelism: false,
    hookTimeout: 240_000,
    testTimeout: 120_000,
  },
});
