import { CurrentGlobal, ModuleFederation, resetFederationGlobalInfo, type UserOptions } from '@module-federation/runtime-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: each remote bundles its own copy, with its own first instance.
const loadInit = async () => {
  vi.resetModules();
  return import('./remote-federation-init');
};
const instancesOnPage = () => CurrentGlobal.__FEDERATION__.__INSTANCES__;
const options = (name: string, extra: Partial<UserOptions> = {}): UserOptions => ({ name, remotes: [], shared: {}, ...extra });

beforeEach(() => resetFederationGlobalInfo());
afterEach(() => vi.unstubAllGlobals());

describe("a remote's federation init on the shell's runtime core", () => {
  it("creates the container's instance on the page and remembers it as its first", async () => {
    const { init, getInstance } = await loadInit();
    const instance = init(options('mfe_landers'));
    expect(instance).toBeInstanceOf(ModuleFederation);
    expect(instance.options.name).toBe('mfe_landers');
    expect(instancesOnPage()).toContain(instance);
    expect(getInstance()).toBe(instance);
  });

  it('gives the same instance to a second init of the same container and merges its options in', async () => {
    const { init } = await loadInit();
    const first = init(options('mfe_landers'));
    const second = init(options('mfe_landers', { remotes: [{ name: 'mfe_other', entry: 'http://localhost:3009/mf-manifest.json' }] }));
    expect(second).toBe(first);
    expect(instancesOnPage()).toHaveLength(1);
    expect(first.options.remotes.map((remote) => remote.name)).toEqual(['mfe_other']);
  });

  it("never takes the shell's instance: the shell's stays the shell's, the remote gets its own", async () => {
    const shellCopy = await loadInit();
    const shell = shellCopy.init(options('shell'));
    const { init, getInstance } = await loadInit();
    const remote = init(options('mfe_landers'));
    expect(remote).not.toBe(shell);
    expect(getInstance()).toBe(remote);
    expect(shellCopy.getInstance()).toBe(shell);
    expect(instancesOnPage()).toEqual([shell, remote]);
  });

  it('reuses the instance the page already has for this build (same name or same build id)', async () => {
    const { init: otherCopy } = await loadInit();
    const earlier = otherCopy(options('mfe_landers'));
    const { init, getInstance } = await loadInit();
    expect(init(options('mfe_landers'))).toBe(earlier);
    expect(getInstance()).toBe(earlier);

    // An instance made with this build's id (name:version, which the federation plugin defines) is this build's,
    // even when this init names no version.
    resetFederationGlobalInfo();
    const versioned = (await loadInit()).init(options('mfe_landers', { version: '2.0.0', id: 'mfe_landers:2.0.0' }));
    expect((await loadInit()).init(options('mfe_landers'))).not.toBe(versioned);
    resetFederationGlobalInfo();
    const built = (await loadInit()).init(options('mfe_landers', { version: '2.0.0', id: 'mfe_landers:2.0.0' }));
    vi.stubGlobal('FEDERATION_BUILD_IDENTIFIER', 'mfe_landers:2.0.0');
    expect((await loadInit()).init(options('mfe_landers'))).toBe(built);
    expect(instancesOnPage()).toHaveLength(1);
  });

  it('does not reuse an instance of another version of the same container', async () => {
    const older = (await loadInit()).init(options('mfe_landers', { version: '1.0.0' }));
    const newer = (await loadInit()).init(options('mfe_landers', { version: '2.0.0' }));
    expect(newer).not.toBe(older);
    expect(instancesOnPage()).toHaveLength(2);
  });
});
