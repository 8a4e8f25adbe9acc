/**
 * The singletons every app shares at run time (ARCHITECTURE.md, Composition). One list for the shell
 * and every remote, so no app can drift into loading a second React or a second store.
 * Subpaths are shared through trailing-slash keys ('react-dom/' covers 'react-dom/client').
 */
const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'react-intl',
  'styled-components',
  '@dating/shared-kit',
] as const;

const subpathPackages = ['react/', 'react-dom/', '@reduxjs/toolkit/', '@dating/shared-kit/'] as const;

export interface SharedConfig {
  singleton: true;
  requiredVersion: false | string;
  strictVersion?: boolean;
}

export function sharedDependencies(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of [...singletonPackages, ...subpathPackages]) {
    // Versions are pinned once in the pnpm catalog, so the range check adds nothing but noise here.
    shared[name] = { singleton: true, requiredVersion: false };
  }
  return shared;
}
