import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The singletons every app shares at run time (ARCHITECTURE.md, Composition). One list for the shell
 * and every remote, so no app can drift into loading a second React or a second store.
 * Subpaths are shared through trailing-slash keys ('react-dom/' covers 'react-dom/client').
 *
 * The router (react-router-dom) and the store (Redux Toolkit, react-redux, reselect) are not on the list:
 * only the kit imports them (ESLint forbids it to apps), so they come once with the shell's copy of the kit,
 * tree-shaken to what the kit uses, where a shared package ships whole. Each entry also costs every
 * remote entry a line of its share maps.
 */
const singletonPackages = ['react', 'react-dom', 'react-intl', 'styled-components', '@dating/shared-kit'] as const;

const subpathPackages = ['react/', 'react-dom/', '@dating/shared-kit/'] as const;

export interface SharedConfig {
  singleton: true;
  requiredVersion: false | string;
  strictVersion?: boolean;
}

/** The range an app built against `version` needs at run time: the same major (the same minor below 1.0). */
export function majorRange(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** The version of a package as the app at `root` installed it (pnpm links every dependency there). */
function installedVersion(root: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * Each singleton requires the major it was built against, and the manifest publishes it, so the shell
 * can refuse a remote built for another React or shared-kit major (its slot shows the fallback) instead
 * of running it against the wrong copy. Not `strictVersion`: the shell's version check decides, per remote.
 */
export function sharedDependencies(root: string): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of [...singletonPackages, ...subpathPackages]) {
    shared[name] = { singleton: true, requiredVersion: majorRange(installedVersion(root, name.replace(/\/$/, ''))) };
  }
  return shared;
}
