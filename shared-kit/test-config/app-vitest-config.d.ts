import type { UserConfig } from 'vitest/config';

/** The unit-test set-up every app shares (app-vitest-config.js). */
export function appVitestConfig(): UserConfig;
