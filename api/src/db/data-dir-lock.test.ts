import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-test-'));
    dirs.push(dir);
    return join(dir, 'pglite');
  };

  it('writes our pid and removes the lock on release', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(`${dir}.lock`, 'utf8')).rejects.toThrow();
  });

  it('refuses a folder held by another live process', async () => {
    const dir = await tempDir();
    // The parent (vitest's main process) is alive and is not us.
    await writeFile(`${dir}.lock`, String(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(/is open in process/);
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = await tempDir();
    await writeFile(`${dir}.lock`, '2147483646');
    const release = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
  });
});
