import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __BUILD_LABEL__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    globals: true,
    // The first test of a file pays for importing the page tree (styled-components, the kit, axe).
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['@testing-library/jest-dom/vitest', '@dating/shared-kit/test/setup'],
  },
});
