// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../gateway';
import { buildRemoteStatic } from '../remote-static';
import { resolveRemotes, visitorIdFrom } from '../../src/federation/remotes-registry';
import type { RemotesRegistry } from '../../src/federation/remotes-registry';
import { manifestUrl, publishBuild, readRegistry, rollBackRemote, writeRegistry } from './cdn';
import type { CdnSettings } from './cdn';
import { ReleaseRefused, releaseRemote } from './release';

const REACT_19 = { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' };
const REACT_18 = { name: 'react', version: '18.3.1', requiredVersion: '^18.0.0' };

async function fakeBuild(dir: string, version: string, code: string, shared = [REACT_19]): Promise<string> {
  await mkdir(dir, { recursive: true });
  const manifest = {
    id: 'mfe_landers',
    metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared,
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), code);
  return dir;
}

describe('releasing a remote to the CDN and rolling it back', () => {
  let work: string;
  let cdn: CdnSettings;
  let cdnServer: FastifyInstance;
  let gateway: FastifyInstance;
  let shellManifestFile: string;
  const builds: Record<string, string> = {};

  /** What visitors' pages get of mfe-landers: the registry through the gateway, then the code from the CDN. */
  async function servedToEach(visitors: (string | undefined)[], search = ''): Promise<string[]> {
    const registry = (await gateway.inject({ url: '/remotes.json' })).json<RemotesRegistry>();
    const entries = visitors.map((visitor) => {
      const entry = resolveRemotes(registry, new URLSearchParams(search).getAll('network'), visitor).find(
        (remote) => remote.name === 'mfe-landers',
      )?.entry;
      if (!entry) throw new Error('no mfe-landers in the registry');
      return entry;
    });
    const code = new Map<string, string>();
    for (const entry of new Set(entries)) {
      const response = await fetch(new URL('remoteEntry.js', entry));
      expect(response.status).toBe(200);
      code.set(entry, await response.text());
    }
    return entries.map((entry) => code.get(entry) as string);
  }

  async function servedLanders(visitor?: string, search = ''): Promise<string> {
    return (await servedToEach([visitor], search))[0] as string;
  }

  /** Releases the landers build named `build` (one of `builds`) to `audience`, on this CDN, for this shell. */
  const releaseLanders = (build: string, audience: Parameters<typeof releaseRemote>[0]['audience'] = { kind: 'all' }) =>
    releaseRemote({ cdn, remote: 'mfe-landers', buildDir: builds[build] as string, audience, shellManifestFile });

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'remote-release-'));
    cdnServer = await buildRemoteStatic({ root: path.join(work, 'cdn') });
    await mkdir(path.join(work, 'cdn'));
    await cdnServer.listen({ port: 0, host: '127.0.0.1' });
    const address = cdnServer.server.address();
    if (!address || typeof address === 'string') throw new Error('CDN not listening');
    const dir = path.join(work, 'cdn');
    cdn = { dir, registryFile: path.join(dir, 'remotes.json'), port: address.port, origin: `http://127.0.0.1:${address.port}` };

    shellManifestFile = path.join(work, 'shell-manifest.json');
    await writeFile(shellManifestFile, JSON.stringify({ shared: [REACT_19] }));
    builds.a = await fakeBuild(path.join(work, 'a'), '1.0.0', 'landers A');
    builds.b = await fakeBuild(path.join(work, 'b'), '1.1.0', 'landers B');
    builds.tiktok = await fakeBuild(path.join(work, 'tiktok'), '1.2.0-tiktok', 'landers TikTok');
    builds.react18 = await fakeBuild(path.join(work, 'react18'), '2.0.0', 'landers on React 18', [REACT_18]);
    builds.sameVersionOtherBytes = await fakeBuild(path.join(work, 'again'), '1.1.0', 'landers B, rebuilt', [
      REACT_19,
      { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.0.0' },
    ]);

    // The first deploy: build A for everyone.
    await publishBuild(cdn, 'mfe-landers', builds.a);
    await writeRegistry(cdn, { remotes: { 'mfe-landers': manifestUrl(cdn, 'mfe-landers', '1.0.0') } });

    const shellDist = path.join(work, 'shell');
    await mkdir(shellDist);
    await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(shellDist, 'remotes.json'), JSON.stringify({ remotes: {} }));
    gateway = await buildGateway({
      distDir: shellDist,
      remotesFile: cdn.registryFile,
      apiUrl: 'http://127.0.0.1:9',
      shellRenderer: null,
      bootHead: null,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await cdnServer?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('serves the first build to everyone', async () => {
    expect(await servedLanders()).toBe('landers A');
    expect(await servedLanders('visitor-1')).toBe('landers A');
  });

  it('publishes a second build for everyone, served at once through the same gateway, and rolls it back', async () => {
    const url = await releaseLanders('b');
    expect(url).toBe(`${cdn.origin}/mfe-landers/1.1.0/mf-manifest.json`);
    expect(await servedLanders()).toBe('landers B');
    // The old build stays published: pages already open keep loading its chunks.
    expect(existsSync(path.join(cdn.dir, 'mfe-landers', '1.0.0', 'remoteEntry.js'))).toBe(true);

    expect(await rollBackRemote(cdn, 'mfe-landers')).toBe(manifestUrl(cdn, 'mfe-landers', '1.0.0'));
    expect(await servedLanders()).toBe('landers A');
    // Nothing earlier to go back to.
    expect(await rollBackRemote(cdn, 'mfe-landers')).toBeNull();
    expect(await servedLanders()).toBe('landers A');
  });

  it('gives one traffic source its own build and leaves the others on theirs', async () => {
    await releaseLanders('tiktok', { kind: 'source', source: 'tiktok' });
    expect(await servedLanders('visitor-1', '?network=tiktok')).toBe('landers TikTok');
    expect(await servedLanders('visitor-1', '?network=google')).toBe('landers A');
    expect(await servedLanders()).toBe('landers A');
  });

  it('gives a rollout to a stable share of visitors, and the page hands a new visitor the id that keeps it stable', async () => {
    await releaseLanders('b', { kind: 'percent', percent: 30 });
    const visitors = Array.from({ length: 200 }, (_, index) => `visitor-${index}`);
    const first = await servedToEach(visitors);
    const again = await servedToEach(visitors);
    expect(again).toEqual(first);
    const onB = first.filter((code) => code === 'landers B').length;
    expect(onB).toBeGreaterThan(200 * 0.2);
    expect(onB).toBeLessThan(200 * 0.4);
    expect(first.every((code) => code === 'landers A' || code === 'landers B')).toBe(true);
    // The traffic source keeps its build during the rollout.
    expect(await servedLanders('visitor-1', '?network=tiktok')).toBe('landers TikTok');

    const page = await gateway.inject({ url: '/landers/1' });
    const setCookie = String(page.headers['set-cookie']);
    expect(visitorIdFrom(setCookie.split(';')[0] ?? '')).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const returning = await gateway.inject({ url: '/landers/1', headers: { cookie: setCookie.split(';')[0] ?? '' } });
    expect(returning.headers['set-cookie']).toBeUndefined();

    // Rolled back: the rollout is gone, everyone has A, TikTok keeps its own.
    await rollBackRemote(cdn, 'mfe-landers');
    expect(new Set(await servedToEach(visitors))).toEqual(new Set(['landers A']));
    expect(await servedLanders('visitor-1', '?network=tiktok')).toBe('landers TikTok');
  });

  it('refuses a build against another React major before anyone is pointed at it', async () => {
    const before = await readFile(cdn.registryFile, 'utf8');
    await expect(releaseLanders('react18')).rejects.toThrow(ReleaseRefused);
    await expect(releaseLanders('react18')).rejects.toThrow(/react: needs \^18\.0\.0, the shell has 19\.3\.1/);
    expect(await readFile(cdn.registryFile, 'utf8')).toBe(before);
    expect(existsSync(path.join(cdn.dir, 'mfe-landers', '2.0.0'))).toBe(false);
  });

  it('refuses other bytes under a version already published (browsers keep its files for a year)', async () => {
    const before = await readRegistry(cdn);
    await expect(releaseLanders('sameVersionOtherBytes')).rejects.toThrow(/already published with other files/);
    expect(await readRegistry(cdn)).toEqual(before);
    expect(await readFile(path.join(cdn.dir, 'mfe-landers', '1.1.0', 'remoteEntry.js'), 'utf8')).toBe('landers B');
  });
});
