// @vitest-environment node
import { remoteOrigins } from '../security-headers';

describe('the page policy during a rollout', () => {
  it('lets scripts come from the origin of a build rolled out to a share of visitors', () => {
    const registry = {
      remotes: {
        'mfe-chat': 'https://cdn.example/mfe-chat/1.0.0/mf-manifest.json',
        'mfe-landers': {
          entry: 'https://cdn.example/mfe-landers/1.0.0/mf-manifest.json',
          variants: { tiktok: 'https://landers-b.example/mf-manifest.json' },
          rollout: { entry: 'https://canary.example/mfe-landers/1.1.0/mf-manifest.json', percent: 10 },
        },
      },
    };
    expect(remoteOrigins(registry)).toEqual(['https://canary.example', 'https://cdn.example', 'https://landers-b.example']);
  });

  it('gives a malformed rollout no place in the policy', () => {
    const registry = {
      remotes: {
        'mfe-landers': { entry: 'https://cdn.example/a/mf-manifest.json', rollout: { entry: 'javascript:alert(1)', percent: 10 } },
      },
    };
    expect(remoteOrigins(registry)).toEqual(['https://cdn.example']);
    expect(remoteOrigins({ remotes: { 'mfe-landers': { entry: 'https://cdn.example/a/mf-manifest.json', rollout: null } } })).toEqual([
      'https://cdn.example',
    ]);
  });
});
