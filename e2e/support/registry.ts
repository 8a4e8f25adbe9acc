import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { remotesFile } from './site-env';

type Registry = { remotes: Record<string, string | { entry: string; variants?: Record<string, string> }> };

/** Repoints remotes in the live registry; returns a function that restores the original file. */
export function repointRemotes(change: (registry: Registry) => void): () => void {
  const file = remotesFile();
  const original = readFileSync(file, 'utf8');
  const registry = JSON.parse(original) as Registry;
  change(registry);
  writeFileSync(file, JSON.stringify(registry, null, 2));
  return () => writeFileSync(file, original);
}

/**
 * Breaks the live registry: `body` replaces the file (malformed JSON, a wrong shape), or `null` removes it
 * (the gateway then answers 500). Returns a function that puts the original back.
 */
export function breakRegistry(body: string | null): () => void {
  const file = remotesFile();
  const original = readFileSync(file, 'utf8');
  if (body === null) rmSync(file);
  else writeFileSync(file, body);
  return () => writeFileSync(file, original);
}
