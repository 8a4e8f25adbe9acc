type Stored = Partial<Record<string, string>>;

/**
 * What was dismissed on this device, kept in localStorage under `key` as `{ [id]: ISO timestamp }`: the timestamp
 * lets support tell when a member closed something; a dismissal never expires ("not shown again"). A corrupt value
 * or an unusable storage never takes the dismissed thing down with it: reading starts over, writing keeps the
 * dismissal for this visit only.
 */
export function dismissalLog(key: string) {
  function read(storage: Storage): Stored {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
    } catch {
      return {};
    }
  }

  return {
    key,
    /** The ids dismissed on this device. */
    ids: (storage: Storage = localStorage): string[] => Object.keys(read(storage)),
    has: (id: string, storage: Storage = localStorage): boolean => read(storage)[id] !== undefined,
    store(id: string, now: Date = new Date(), storage: Storage = localStorage): void {
      const stored = read(storage);
      stored[id] = now.toISOString();
      try {
        storage.setItem(key, JSON.stringify(stored));
      } catch {
        // Private mode or a full quota: nothing to keep it in beyond this visit.
      }
    },
  };
}
