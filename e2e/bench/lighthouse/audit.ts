import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

/** What the table shows of one Lighthouse run (scores 0-100, times in ms). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The LCP element's markup as Lighthouse quotes it, or '' when it names none. */
  lcpElement: string;
  /** Console errors (the best-practices audit), source and text, for the report. */
  consoleErrors: string[];
}

interface AuditDetails {
  items?: {
    items?: { node?: { snippet?: string } }[];
    node?: { snippet?: string };
    source?: string;
    description?: string;
    sourceLocation?: { url?: string };
  }[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One Lighthouse navigation of `url` with its default config (the mobile preset: a Moto G Power screen,
 * simulated slow 4G, 4× CPU) in the Chromium listening on `port`; `cookie` is sent as an extra header.
 */
export async function auditRoute(url: string, port: number, cookie?: string, reportFile?: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // The whole report (bootup time per script, long tasks, the LCP breakdown) for looking into a route.
  if (reportFile) {
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(result.lhr));
    const artifacts = result.artifacts as { Trace?: unknown; traces?: Record<string, unknown> } | undefined;
    const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
    if (trace) writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const lcpDetails = audits['largest-contentful-paint-element']?.details as AuditDetails | undefined;
  const lcpItem = lcpDetails?.items?.[0];
  const lcpElement = lcpItem?.items?.[0]?.node?.snippet ?? lcpItem?.node?.snippet ?? '';
  const consoleDetails = audits['errors-in-console']?.details as AuditDetails | undefined;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    lcpElement,
    consoleErrors: (consoleDetails?.items ?? []).map((item) =>
      `${item.source ?? ''} ${item.sourceLocation?.url ?? ''} ${item.description ?? ''}`.trim(),
    ),
  };
}
