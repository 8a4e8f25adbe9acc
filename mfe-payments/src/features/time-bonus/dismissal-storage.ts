/** localStorage key holding `{ [memberId]: ISO timestamp of the dismissal }`, like the shell's banner dismissals. */
export const timeBonusDismissalsKey = 'payments.timeBonus.dismissed';

type Stored = Partial<Record<string, string>>;

function readStored(storage: Storage): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(timeBonusDismissalsKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
  } catch {
    // A corrupt value must not keep the modal from working: start over.
    return {};
  }
}

/** Whether this member closed the time-bonus modal on this device before (it is never shown again). */
export function isTimeBonusDismissed(memberId: number, storage: Storage = localStorage): boolean {
  return readStored(storage)[String(memberId)] !== undefined;
}

/** Stores the dismissal with its timestamp, per member, so another member on this device still gets theirs. */
export function storeTimeBonusDismissal(memberId: number, now: Date = new Date(), storage: Storage = localStorage): void {
  const stored = readStored(storage);
  stored[String(memberId)] = now.toISOString();
  try {
    storage.setItem(timeBonusDismissalsKey, JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the modal stays closed for this visit only.
  }
}
