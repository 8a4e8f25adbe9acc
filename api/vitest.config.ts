import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testFilesUsingDatabase } from './src/test/database-test-files.ts';

export default defineConfig({
  test: {
    environment: 'node',
    // On DATABASE_URL (PostgreSQL) only the files that use a database: the others already ran on PGlite.
    include: process.env.DATABASE_URL ? testFilesUsingDatabase(import.meta.dirname) : ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // No nsfwjs or Human process per test app (a second of CPU a picture): tests that need one hand it in.
    env: { PICTURE_CLASSIFIER: 'off', FACE_CHECK: 'off' },
    // Vitest's default (cores - 1) leaves one of a 2-core CI machine's cores idle, yet the main process only
    // reports here: a file's time is its own worker's (PGlite in WASM) or PostgreSQL's. One worker per core.
    maxWorkers: availableParallelism(),
    // Each file boots its own database (and the seed test renders pictures): slower than a plain unit test.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
