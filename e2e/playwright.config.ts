import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

// One worker: the journeys share one composed site, and some of them repoint its remotes registry.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: 'http://localhost:8080',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
});
