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
  /** false: the app bundles no copy of its own and takes the shell's (no fallback chunk, no provide). */
  import?: false;
  /** The version the app was built with, published in its manifest even when it bundles no copy. */
  version?: string;
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
 *
 * `fromShell` (a remote's production build, which already runs only on the shell's page, on its federation
 * runtime): the packages themselves are taken from the shell with no copy of the remote's own
 * (`import: false`), so its entry lists no fallback chunk and provides no copy of them (~0.4 KB gzip of every remote
 * entry). The shell always provides them: it renders with React, react-intl and styled-components, through
 * the kit. Subpaths keep their fallback: the shell provides only the subpaths it happens to import, and a
 * remote whose subpath the shell lacks would otherwise not load at all.
 */
export function sharedDependencies(root: string, { fromShell = false }: { fromShell?: boolean } = {}): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of [...singletonPackages, ...subpathPackages]) {
    const version = installedVersion(root, name.replace(/\/$/, ''));
    shared[name] = { singleton: true, requiredVersion: majorRange(version) };
    // The version, which the manifest would otherwise leave empty without a copy: the shell's check reads it.
    if (fromShell && !name.endsWith('/')) Object.assign(shared[name], { import: false, version });
  }
  return shared;
}
