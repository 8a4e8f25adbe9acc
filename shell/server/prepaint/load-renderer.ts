import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SingleFlight } from '../single-flight';

const requireModule = createRequire(import.meta.url);

/** Loads a built prepaint renderer (a CommonJS file) from disk; undefined when the build made none. */
export function loadLocalRenderer<T>(file: string): T | undefined {
  return existsSync(file) ? (requireModule(file) as T) : undefined;
}

interface Fetched<T> {
  etag: string | null;
  module: T | null;
  checkedAt: number;
}

/**
 * A remote's prepaint renderer, fetched from where the registry says the remote is served (like the
 * browser fetches its client code) and loaded once per content: a swapped or redeployed remote is picked
 * up within `recheckMs`, revalidated with its ETag. Loading runs the remote's code in the gateway, which
 * trusts the registry's origins as the browser does.
 */
export class RemoteRenderers<T> {
  private readonly entries = new Map<string, Fetched<T>>();
  private readonly loads = new SingleFlight<T | null>();

  constructor(
    private readonly recheckMs = 5_000,
    private readonly folder = path.join(tmpdir(), 'dating-prepaint'),
  ) {}

  async get(url: string): Promise<T | null> {
    const known = this.entries.get(url);
    if (known && Date.now() - known.checkedAt < this.recheckMs) return known.module;
    return this.loads.run(url, () => this.refresh(url, known));
  }

  private async refresh(url: string, known: Fetched<T> | undefined): Promise<T | null> {
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'if-none-match': known.etag } : {},
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status === 304 && known) {
        known.checkedAt = Date.now();
        return known.module;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const code = Buffer.from(await response.arrayBuffer());
      const file = path.join(this.folder, `${createHash('sha256').update(code).digest('hex').slice(0, 24)}.cjs`);
      await mkdir(this.folder, { recursive: true });
      if (!existsSync(file)) await writeFile(file, code);
      const module = requireModule(file) as T;
      this.entries.set(url, { etag: response.headers.get('etag'), module, checkedAt: Date.now() });
      return module;
    } catch {
      // No painted page from this remote for now (it is down or has no renderer): the app renders it.
      this.entries.set(url, { etag: null, module: null, checkedAt: Date.now() });
      return null;
    }
  }
}
