import type { Db } from '../db/db.ts';
import { listPhotosForInspection, setPhotoStatus } from '../repositories/photos.ts';

export const USAGE = 'usage: moderate -- --list | --approve <photo id> | --reject <photo id>';

export type ModerationCommand = { kind: 'list' } | { kind: 'approve' | 'reject'; photoId: number };

/** Parses the command line (after `--`); null when it makes no sense. */
export function parseModerationArgs(argv: readonly string[]): ModerationCommand | null {
  const args = argv.filter((arg) => arg !== '--');
  if (args.length === 1 && args[0] === '--list') return { kind: 'list' };
  if (args.length === 2 && (args[0] === '--approve' || args[0] === '--reject') && /^[1-9]\d{0,9}$/.test(args[1]!)) {
    return { kind: args[0] === '--approve' ? 'approve' : 'reject', photoId: Number(args[1]) };
  }
  return null;
}

/**
 * Photo moderation (photos are under inspection before becoming active). Writes human-readable lines
 * to `print`; returns the process exit code (0 done, 1 unknown photo, 2 bad arguments).
 */
export async function runModeration(db: Db, argv: readonly string[], print: (line: string) => void): Promise<number> {
  const command = parseModerationArgs(argv);
  if (!command) {
    print(USAGE);
    return 2;
  }
  if (command.kind === 'list') {
    const photos = await listPhotosForInspection(db);
    if (photos.length === 0) print('No photos waiting for inspection.');
    for (const photo of photos) {
      print(
        `${photo.id}\tmember ${photo.member_id} (${photo.member_name})\t${photo.created_at.toISOString()}\t${photo.filename}${photo.is_main ? '\tmain' : ''}`,
      );
    }
    return 0;
  }
  const photo = await db.transaction((tx) => setPhotoStatus(tx, command.photoId, command.kind === 'approve' ? 'active' : 'rejected'));
  if (!photo) {
    print(`Photo ${command.photoId} does not exist.`);
    return 1;
  }
  print(`Photo ${photo.id} of member ${photo.member_id} is now ${photo.status}${photo.is_main ? ' (main photo)' : ''}.`);
  return 0;
}
