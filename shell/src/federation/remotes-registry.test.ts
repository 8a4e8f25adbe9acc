import { isRemotesRegistry, resolveRemotes } from './remotes-registry';

describe('resolveRemotes', () => {
  const registry = {
    remotes: {
      'mfe-chat': 'https://cdn.example/chat/mf-manifest.json',
      'mfe-landers': {
        entry: 'https://cdn.example/landers/mf-manifest.json',
        variants: { tiktok: 'https://cdn.example/landers-b/mf-manifest.json' },
      },
    },
  } as const;

  it('maps remote names to federation names and manifest URLs', () => {
    expect(resolveRemotes(registry, [])).toEqual([
      { name: 'mfe-chat', federationName: 'mfe_chat', entry: 'https://cdn.example/chat/mf-manifest.json' },
      { name: 'mfe-landers', federationName: 'mfe_landers', entry: 'https://cdn.example/landers/mf-manifest.json' },
    ]);
  });

  it('picks the variant of the visitor traffic source', () => {
    const landers = resolveRemotes(registry, ['tiktok']).find((remote) => remote.name === 'mfe-landers');
    expect(landers?.entry).toBe('https://cdn.example/landers-b/mf-manifest.json');
  });

  it('falls back to the default entry for an unknown source', () => {
    const landers = resolveRemotes(registry, ['unknown']).find((remote) => remote.name === 'mfe-landers');
    expect(landers?.entry).toBe('https://cdn.example/landers/mf-manifest.json');
  });

  it('rejects a registry without remotes', () => {
    expect(isRemotesRegistry({})).toBe(false);
    expect(isRemotesRegistry(null)).toBe(false);
    expect(isRemotesRegistry({ remotes: {} })).toBe(true);
  });
});
