import { defineConfig } from 'vitest/config';
import { KEPT_INIT_CONTAINER_ENTRY, keptInitContainerEntryFile } from './federation/runtime/bundler-runtime-alias';

export default defineConfig({
  // The name a remote build gives the bundler-runtime function its stand-in keeps (host-bundler-runtime.ts).
  resolve: { alias: { [KEPT_INIT_CONTAINER_ENTRY]: keptInitContainerEntryFile() } },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'federation/**/*.test.ts'],
    // The typed API mocks (MSW) of src/test, as every app's tests use them.
    setupFiles: ['./src/test/setup.ts'],
    // The first test of a file pays for importing its tree (styled-components, the kit, the catalogues); on a busy
    // 2-core CI machine that alone passes the 5 s default, as it does in the apps (test-config/app-vitest-config.js).
    testTimeout: 20_000,
  },
});
