import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_BUNDLER_RUNTIME_KEY, type HostBundlerRuntime } from './host-bundler-runtime-key';

// The one bundler-runtime function the stand-in keeps of its own (an alias of the remote build).
const initContainerEntry = vi.fn();
vi.mock('mf-bundler-runtime/initContainerEntry', () => ({ initContainerEntry }));

const loadStandIn = async () => {
  vi.resetModules();
  return (await import('./host-bundler-runtime')).default;
};

afterEach(() => vi.unstubAllGlobals());

describe("a remote's bundler runtime stand-in", () => {
  it("refuses to run without the shell's bundler runtime on the page", async () => {
    await expect(loadStandIn()).rejects.toThrow(/federation runtime of the site shell/);
  });

  it("runs on the shell's bundler functions with its own share scope, init and container entry", async () => {
    const shellConsumes = vi.fn();
    const attachShareScopeMap = vi.fn();
    const shellS = { default: {} };
    vi.stubGlobal(HOST_BUNDLER_RUNTIME_KEY, {
      bundlerRuntime: { consumes: shellConsumes, S: shellS },
      attachShareScopeMap,
    } satisfies HostBundlerRuntime);
    const standIn = await loadStandIn();
    const { init, getRemoteEntry } = await import('./remote-federation-init');
    expect(standIn.runtime).toEqual({ init, getRemoteEntry });
    const bundlerRuntime: Record<string, unknown> = standIn.bundlerRuntime;
    expect(bundlerRuntime.consumes).toBe(shellConsumes);
    expect(bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
    expect(bundlerRuntime.S).toEqual({});
    expect(bundlerRuntime.S).not.toBe(shellS);
    expect(standIn.attachShareScopeMap).toBe(attachShareScopeMap);
  });
});

describe('what the stand-in brings into a remote entry', () => {
  it("imports the federation runtime only from the shell's runtime core, never the runtime package and its error table", async () => {
    const { readFileSync } = await import('node:fs');
    const imports = ['./host-bundler-runtime.ts', './remote-federation-init.ts'].flatMap((file) =>
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^import[^;]*?from '([^']+)'/gms)].map((match) => match[1] ?? ''),
    );
    const packages = imports.filter((specifier) => !specifier.startsWith('.'));
    expect(packages.sort()).toEqual(['@module-federation/runtime-core', 'mf-bundler-runtime/initContainerEntry']);
  });
});
