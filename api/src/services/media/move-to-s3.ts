import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { s3MediaStorage, type S3MediaConfig } from '../../lib/s3-media-storage.ts';

export interface MoveReport {
  copied: number;
  /** Already in the store (a key is written once and never changes, so the copy there is the same file). */
  skipped: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/**
 * Copies DATA_DIR/media (public) and DATA_DIR/chat-images (private) into their buckets under the same keys, so
 * the rows that name them stay valid. It can run again after an interruption: keys already stored are skipped.
 * The local files stay until the operator removes them, once the site runs on the store.
 */
export async function moveLocalMediaToS3(dataDir: string, config: S3MediaConfig): Promise<Record<'media' | 'chat-images', MoveReport>> {
  const report = { media: { copied: 0, skipped: 0 }, 'chat-images': { copied: 0, skipped: 0 } };
  for (const area of ['media', 'chat-images'] as const) {
    const root = join(dataDir, area);
    const storage = s3MediaStorage(config, area);
    for (const path of await filesUnder(root)) {
      const key = relative(root, path).split(sep).join('/');
      if (await storage.has(key)) {
        report[area].skipped += 1;
        continue;
      }
      await storage.put(key, await readFile(path), CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream');
      report[area].copied += 1;
    }
  }
  return report;
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
