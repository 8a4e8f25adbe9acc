import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedVersionPlugin } from './runtime-plugins';
import { IncompatibleRemoteError, sharedVersionProblems } from './shared-versions';

/** The shell as it is built today: React 19, shared-kit 1, each needing its own major. */
const shell = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: '@dating/shared-kit', version: '1.0.0', requiredVersion: '^1.0.0' },
];

describe('sharedVersionProblems', () => {
  it('accepts a remote built against the same majors, newer minors included', () => {
    const remote = [
      { name: 'react', version: '19.4.0', requiredVersion: '^19.0.0' },
      { name: '@dating/shared-kit', version: '1.2.0', requiredVersion: '^1.0.0' },
    ];
    expect(sharedVersionProblems(shell, remote, satisfy)).toEqual([]);
  });

  it('refuses a newer remote that needs the next React or shared-kit major (an old shell)', () => {
    const remote = [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: '@dating/shared-kit', version: '2.0.0', requiredVersion: '^2.0.0' },
    ];
    expect(sharedVersionProblems(shell, remote, satisfy)).toEqual([
      'react: needs ^20.0.0, the shell has 19.3.1',
      '@dating/shared-kit: needs ^2.0.0, the shell has 1.0.0',
    ]);
  });

  it("refuses a remote built with another major even when it declares no range, by the shell's own range", () => {
    const remote = [{ name: 'react', version: '18.3.1', requiredVersion: null }];
    expect(sharedVersionProblems(shell, remote, satisfy)).toEqual(['react: built with 18.3.1, the shell needs ^19.0.0']);
  });

  it('leaves packages alone that only the remote shares', () => {
    expect(sharedVersionProblems(shell, [{ name: 'left-pad', version: '9.0.0', requiredVersion: '^9.0.0' }], satisfy)).toEqual([]);
  });
});

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

function snapshotArgs(remoteShared: { name: string; version: string; requiredVersion: string | null }[]): SnapshotArgs {
  return {
    options: {
      name: 'shell',
      shared: {
        react: [{ version: '19.3.1', from: 'shell', shareConfig: { requiredVersion: '^19.0.0', singleton: true } }],
        // A copy another remote registered does not speak for the shell.
        '@dating/shared-kit': [
          { version: '1.0.0', from: 'shell', shareConfig: { requiredVersion: '^1.0.0', singleton: true } },
          { version: '2.0.0', from: 'mfe_search', shareConfig: { requiredVersion: '^2.0.0', singleton: true } },
        ],
      },
    },
    moduleInfo: { name: 'mfe_chat', entry: 'http://cdn.example/chat/mf-manifest.json' },
    manifestJson: { shared: remoteShared },
    remoteSnapshot: {},
    from: 'manifest',
  } as unknown as SnapshotArgs;
}

describe('sharedVersionPlugin', () => {
  const check = (shared: Parameters<typeof snapshotArgs>[0]) => sharedVersionPlugin().loadRemoteSnapshot!(snapshotArgs(shared));

  it('lets a compatible remote load', async () => {
    const args = snapshotArgs([{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }]);
    expect(await sharedVersionPlugin().loadRemoteSnapshot!(args)).toBe(args);
  });

  it('fails the load of a remote built for another shared-kit major, before any of its code runs', () => {
    expect(() => check([{ name: '@dating/shared-kit', version: '2.0.0', requiredVersion: '^2.0.0' }])).toThrow(IncompatibleRemoteError);
    expect(() => check([{ name: '@dating/shared-kit', version: '2.0.0', requiredVersion: '^2.0.0' }])).toThrow(
      'mfe_chat is incompatible with this shell: @dating/shared-kit: needs ^2.0.0, the shell has 1.0.0',
    );
  });
});
