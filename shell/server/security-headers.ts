import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

const YEAR_S = 365 * 24 * 3600;
const remoteOriginsKey = Symbol('remoteOrigins');
type WithOrigins = IncomingMessage & { [remoteOriginsKey]?: string[] };

/** Every origin the registry names (defaults, variants, rollouts): the only places scripts may come from besides us. */
export function remoteOrigins(registry: unknown): string[] {
  const remotes = (registry as { remotes?: Record<string, unknown> } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return [];
  const urls = Object.values(remotes).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (!value || typeof value !== 'object') return [];
    const { entry, variants, rollout } = value as { entry?: unknown; variants?: Record<string, unknown>; rollout?: { entry?: unknown } };
    return [entry, ...Object.values(variants ?? {}), rollout?.entry].filter((url): url is string => typeof url === 'string');
  });
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // A malformed entry cannot load anything; it earns no place in the policy.
    }
  }
  return [...origins].sort();
}

/**
 * Helmet on everything the gateway answers (pages, bundles, the manifest, the service worker; the API's own
 * responses keep the API's stricter policy). The page CSP allows scripts, styles, fonts and fetches (the
 * federation manifests) from this origin and the remotes' registered origins only, read from the registry
 * on each request because it can be repointed live. styled-components injects <style> tags: styles allow
 * inline. HSTS only on https (on http a browser ignores it, and localhost must stay plain http).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { remotesFile: string; builtInRemotesFile?: string }) {
  // A broken or missing registry makes the page fall back to its last good or built-in registry (shell
  // src/federation/registry-fallback.ts); the policy follows: the last registry read well, plus the built-in one.
  let lastGood: string[] = [];
  let builtIn: string[] | undefined;
  const readOrigins = async (file: string) => remoteOrigins(JSON.parse(await readFile(file, 'utf8')));
  app.addHook('onRequest', async (request) => {
    let origins: string[];
    try {
      origins = await readOrigins(options.remotesFile);
      if (!origins.length) throw new Error('the registry names no remote');
      lastGood = origins;
    } catch {
      if (builtIn === undefined) builtIn = options.builtInRemotesFile ? await readOrigins(options.builtInRemotesFile).catch(() => []) : [];
      // No registry at all: no remote may load, the policy stays 'self'.
      origins = [...new Set([...lastGood, ...builtIn])].sort();
    }
    (request.raw as WithOrigins)[remoteOriginsKey] = origins;
  });

  const fromRemotes = (request: IncomingMessage, _response: ServerResponse) =>
    ((request as WithOrigins)[remoteOriginsKey] ?? []).join(' ') || "'self'";

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", fromRemotes],
        styleSrc: ["'self'", "'unsafe-inline'", fromRemotes],
        fontSrc: ["'self'", 'data:', fromRemotes],
        imgSrc: ["'self'", 'data:', 'blob:', fromRemotes],
        connectSrc: ["'self'", fromRemotes],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The remotes' bundles are fetched cross-origin (CORS): a same-origin resource policy would block them.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${YEAR_S}; includeSubDomains`);
  });
}
