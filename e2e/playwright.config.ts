import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { returningVisitor } from './support/returning-visitor';

// The journeys share one composed site and run one at a time on it, with three exceptions in a whole run
// (`pnpm e2e`, WHOLE_RUN=1), which has two workers:
// - ON_OWN_SITE start a site of their own (own API, gateway and ports: the degradation specs, which mostly wait
//   out its time bounds, and the blurred picture, whose API runs the picture classifier): they take the second
//   worker from the start.
// - SCANS only read the shared site (axe, widths, route families, static pages, landers): once own-site is done
//   they take the second worker beside the desktop journeys, about five minutes of a run.
// - REGISTRY_SPECS repoint or break the shared remotes registry, which would fail whatever else runs then: they
//   run first and alone on the shared site; desktop and scans wait for them, and phone for both.
// A run of chosen specs keeps one worker and no project dependencies, so `--project=phone` runs only the phone
// specs asked for.
const wholeRun = process.env.WHOLE_RUN === '1';
const ON_OWN_SITE = ['degradation-api.spec.ts', 'degradation-hung-api.spec.ts', 'blurred-picture.spec.ts'];
const SCANS = ['a11y-routes.spec.ts', 'route-families.spec.ts', 'landers-a11y.spec.ts', 'static-pages.spec.ts', 'landers-pages.spec.ts'];
const REGISTRY_SPECS = [
  'degradation-registry.spec.ts',
  'landers-painted.spec.ts',
  'remote-down.spec.ts',
  'remote-incompatible.spec.ts',
  'remote-swap.spec.ts',
];
const after = (projects: string[]) => (wholeRun ? projects : []);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: wholeRun ? 2 : 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: 'http://localhost:8080',
    // Every journey starts as a returning visitor who confirmed the 18+ entry warning (in localStorage and in
    // the cookie the gateway paints by); the warning's own journeys start with empty storage.
    storageState: returningVisitor(),
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs every journey time whether it fails or not; a failure keeps its screenshot and the
    // error's page snapshot (error-context.md). Turn traces on for a local investigation: --trace on.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every journey at Playwright's desktop size, with a mouse.
    { name: 'registry', testMatch: REGISTRY_SPECS, workers: 1 },
    {
      name: 'desktop',
      testIgnore: ['phone/**', ...ON_OWN_SITE, ...SCANS, ...REGISTRY_SPECS],
      dependencies: after(['registry']),
      workers: 1,
    },
    { name: 'scans', testMatch: SCANS, dependencies: after(['registry']), workers: 1 },
    // The journeys on a site of their own, at the desktop size.
    { name: 'own-site', testMatch: ON_OWN_SITE, workers: 1 },
    // The paths that earn money or a member, again on a 390×844 touch phone, tapped as a person taps
    // (tests/phone); and the route scan for covered controls, widths and target sizes at 320 and 390 px.
    {
      name: 'phone',
      testMatch: ['phone/**/*.spec.ts'],
      dependencies: after(['desktop', 'scans']),
      workers: 1,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
