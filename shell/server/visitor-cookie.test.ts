// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorIdFrom } from '../src/federation/remotes-registry';
import { registryRollsOut, visitorFor } from './visitor-cookie';

describe('visitorFor', () => {
  it('gives a new browser an id during a rollout, used by this very page too', () => {
    const visitor = visitorFor('sid=abc', true);
    const id = visitorIdFrom(visitor.cookie);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor.cookie.startsWith('sid=abc; ')).toBe(true);
    expect(visitor.setCookie).toBe(`visitor_id=${id}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(visitorIdFrom(visitorFor(undefined, true).cookie)).not.toBe(id);
  });

  it('keeps the id a browser has, and sets none without a rollout', () => {
    expect(visitorFor('visitor_id=v-1; sid=abc', true)).toEqual({ cookie: 'visitor_id=v-1; sid=abc' });
    expect(visitorFor('sid=abc', false)).toEqual({ cookie: 'sid=abc' });
    expect(visitorFor(undefined, false)).toEqual({ cookie: '' });
  });
});

describe('registryRollsOut', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rolls-out-'));
    await writeFile(
      file('rollout.json'),
      JSON.stringify({ remotes: { 'mfe-chat': null, 'mfe-landers': { entry: 'a', rollout: { entry: 'b', percent: 5 } } } }),
    );
    await writeFile(
      file('none.json'),
      JSON.stringify({ remotes: { 'mfe-landers': { entry: 'a', variants: { tiktok: 'c' } }, 'mfe-chat': 'd' } }),
    );
    await writeFile(file('zero.json'), JSON.stringify({ remotes: { 'mfe-landers': { entry: 'a', rollout: { entry: 'b', percent: 0 } } } }));
    await writeFile(file('broken.json'), '{ "remotes": ');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers whether some remote is rolling out to a share of visitors', async () => {
    expect(await registryRollsOut(file('rollout.json'))).toBe(true);
    expect(await registryRollsOut(file('none.json'))).toBe(false);
    expect(await registryRollsOut(file('zero.json'))).toBe(false);
  });

  it('answers no for a registry it cannot read', async () => {
    expect(await registryRollsOut(file('broken.json'))).toBe(false);
    expect(await registryRollsOut(file('missing.json'))).toBe(false);
  });
});
