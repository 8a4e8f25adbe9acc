import { access } from 'node:fs/promises';

/** Whether a picture was drawn already (the seed keeps what an earlier run drew). */
export async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
