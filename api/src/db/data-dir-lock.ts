import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * PGlite is one process's database: a second process opening the same folder (the seed while the API runs)
 * corrupts it. A pid file next to the folder turns that into a clear error. A lock left by a dead process
 * is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockFile = `${dir}.lock`;
  const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The PGlite database in ${dir} is open in process ${holder}. Stop that process (the API?) first, ` +
        'or point DATA_DIR elsewhere, or use DATABASE_URL.',
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
