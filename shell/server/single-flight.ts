/**
 * One run at a time per key: a caller asking while `load` runs for its key shares that run's promise, so a burst of
 * pages needing the same remote file fetches it once.
 */
export class SingleFlight<T> {
  private readonly pending = new Map<string, Promise<T>>();

  run(key: string, load: () => Promise<T>): Promise<T> {
    let request = this.pending.get(key);
    if (!request) {
      request = load().finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    return request;
  }
}
