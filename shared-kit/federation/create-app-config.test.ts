// @vitest-environment node
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppConfig } from './create-app-config';
import { sharedDependencies, type SharedConfig } from './shared-dependencies';
import { FEDERATION_COMMONJS_FILE } from './runtime/esm-federation-runtime';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const remote = () =>
  createAppConfig({
    name: 'mfe-landers',
    root: path.join(repo, 'mfe-landers'),
    port: 3006,
    exposes: { './routes': './src/exposes/routes.tsx' },
  });
const shell = () => createAppConfig({ name: 'shell', root: path.join(repo, 'shell'), port: 8080, federationRuntime: 'provide' });

const federationOptions = (config: ReturnType<typeof createAppConfig>) => {
  const plugin = config.plugins?.find((candidate) => candidate instanceof ModuleFederationPlugin);
  return (plugin as unknown as { _options: { experiments?: object; runtimePlugins?: string[]; shared: Record<string, SharedConfig> } })
    ._options;
};
/** The shared packages an app's build bundles no copy of (it takes the shell's). */
const takenFromShell = (config: ReturnType<typeof createAppConfig>) =>
  Object.entries(federationOptions(config).shared)
    .filter(([, shared]) => shared.import === false)
    .map(([name]) => name)
    .sort();
// rspack's built-in plugins keep their arguments as they were given.
const replacement = (config: ReturnType<typeof createAppConfig>) => {
  const plugin = config.plugins?.find((candidate) => candidate instanceof rspack.NormalModuleReplacementPlugin);
  if (!plugin) return undefined;
  const [resourceRegExp, newResource] = (plugin as unknown as { _args: [RegExp, string] })._args;
  return { resourceRegExp, newResource };
};

afterEach(() => vi.unstubAllEnvs());

describe('one federation runtime for the shell and the remotes', () => {
  it('a remote production build uses the shell runtime core and swaps its bundler runtime for the shell one', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const config = remote();
    expect(federationOptions(config).experiments).toEqual({ externalRuntime: true });
    const swap = replacement(config);
    expect(swap?.newResource).toMatch(/runtime[\\/]host-bundler-runtime\.ts$/);
    // It replaces the bundler runtime rspack's federation plugin imports, not the one function the stand-in keeps.
    const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced');
    const runtimeTools = createRequire(enhanced).resolve('@module-federation/runtime-tools');
    const bundlerRuntime = createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime');
    expect(swap?.resourceRegExp.test(bundlerRuntime)).toBe(true);
    const kept = (config.resolve?.alias as Record<string, string>)['mf-bundler-runtime/initContainerEntry$'];
    expect(existsSync(kept)).toBe(true);
    expect(swap?.resourceRegExp.test(kept)).toBe(false);
  });

  it('the shell hands its bundler runtime to the remotes with a runtime plugin, and builds its runtime for browsers from ES modules', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const options = federationOptions(shell());
    expect(options.experiments).toEqual({ provideExternalRuntime: true, optimization: { target: 'web' } });
    expect(options.runtimePlugins?.some((plugin) => plugin.endsWith(path.join('runtime', 'provide-bundler-runtime-plugin.ts')))).toBe(true);
    // Its bundler runtime stays (a remote's is swapped for the shell's), as the CommonJS-to-ES-module replacement.
    const swap = replacement(shell());
    expect(swap?.resourceRegExp).toBe(FEDERATION_COMMONJS_FILE);
  });

  it("a remote's standalone dev page keeps its own runtime (there is no shell to borrow from)", () => {
    vi.stubEnv('NODE_ENV', 'development');
    const config = remote();
    expect(federationOptions(config).experiments).toBeUndefined();
    expect(replacement(config)).toBeUndefined();
  });
});

describe('shared packages', () => {
  it('shares React, react-intl, styled-components and the kit, and leaves the router and the store to the kit', () => {
    const shared = Object.keys(sharedDependencies(path.join(repo, 'mfe-landers')));
    expect(shared.sort()).toEqual(
      ['@dating/shared-kit', '@dating/shared-kit/', 'react', 'react-dom', 'react-dom/', 'react-intl', 'react/', 'styled-components'].sort(),
    );
  });

  it("a remote's production build takes the root singletons from the shell, with no copy, and still publishes their versions", () => {
    vi.stubEnv('NODE_ENV', 'production');
    const config = remote();
    expect(takenFromShell(config)).toEqual(['@dating/shared-kit', 'react', 'react-dom', 'react-intl', 'styled-components']);
    const react = federationOptions(config).shared.react;
    expect(react?.version).toMatch(/^19\./);
    expect(react?.requiredVersion).toBe('^19.0.0');
    // Subpaths keep their own copy: the shell provides only the subpaths it imports itself.
    expect(federationOptions(config).shared['@dating/shared-kit/']?.import).toBeUndefined();
  });

  it('the shell and a standalone dev remote bundle every shared package they use', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(takenFromShell(shell())).toEqual([]);
    vi.stubEnv('NODE_ENV', 'development');
    expect(takenFromShell(remote())).toEqual([]);
  });
});
