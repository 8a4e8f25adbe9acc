import { defineConfig } from 'vitest/config';

/**
 * The unit-test set-up every app shares: jsdom, the kit's typed API mocks (MSW) and jest-dom matchers, tests beside
 * the code in `src/` and the app's static server tests in `server/`. Plain JavaScript: Vitest loads a config's
 * imports from packages with Node itself, which does not read TypeScript.
 *
 * @returns {import('vitest/config').UserConfig}
 */
export function appVitestConfig() {
  return defineConfig({
    define: { __BUILD_LABEL__: JSON.stringify('test') },
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
      setupFiles: ['@testing-library/jest-dom/vitest', '@dating/shared-kit/test/setup'],
      // The first test of a file pays for importing the app's page tree (router, store, styled-components, the kit,
      // the catalogues); on a busy 2-core CI machine that alone once passed the 5 s default.
      testTimeout: 20_000,
    },
  });
}
