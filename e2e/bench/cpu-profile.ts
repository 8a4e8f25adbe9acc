/**
 * Where a first visit's main-thread script time goes: loads each route in a fresh Chromium page with the CPU
 * slowed 4× (as Lighthouse's mobile preset), records a V8 CPU profile from navigation until the page has
 * settled, and attributes every sample's self time through the served source maps to a package
 * (`react-dom`, `@formatjs/icu-messageformat-parser`, ...) or an app folder (`shell/src`, `shared-kit/src`).
 * Prints, per route, the total script time and the biggest owners (median of the runs, and the range).
 * On a shared, busy machine the totals move with the load; compare owners measured at the same moment.
 * With `--start-site` it starts the composed site from the built apps; otherwise it profiles SITE_URL.
 * CPU_PROFILE_ROUTES=/,/landers/video (default `/`), CPU_PROFILE_RUNS=n (default 5), CPU_PROFILE_TOP=n (15).
 * Not part of `pnpm test`.
 */
import { chromium, type CDPSession } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import startSite from '../support/global-setup';
import { chromiumLaunchOptions } from '../support/chromium';

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const baseUrl = process.env.SITE_URL ?? 'http://localhost:8080';
const routes = (process.env.CPU_PROFILE_ROUTES ?? '/').split(',').map((route) => route.trim());
const runs = Number(process.env.CPU_PROFILE_RUNS ?? 5);
const top = Number(process.env.CPU_PROFILE_TOP ?? 15);

/** V8's own pseudo-frames: not script the page runs. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const maps = new Map<string, Promise<TraceMap | undefined>>();
function sourceMapOf(url: string): Promise<TraceMap | undefined> {
  let map = maps.get(url);
  if (!map) {
    map = fetch(`${url}.map`)
      .then(async (response) => (response.ok ? new TraceMap(await response.text()) : undefined))
      .catch(() => undefined);
    maps.set(url, map);
  }
  return map;
}

/** The package (`node_modules/<name>`) or the app folder (`shell/src`) a source file belongs to. */
export function ownerOf(source: string): string {
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  const inApp = /(shell|shared-kit|mfe-[a-z]+)\/(src|federation|server)/.exec(source);
  return inApp ? `${inApp[1]}/${inApp[2]}` : source.replace(/^webpack:\/\/[^/]*\//, '').slice(0, 60);
}

async function ownerOfFrame(frame: ProfileNode['callFrame']): Promise<string> {
  if (NOT_SCRIPT.has(frame.functionName)) return frame.functionName;
  if (!frame.url) return '(native or unnamed)';
  const map = /\.js$/.test(new URL(frame.url).pathname) ? await sourceMapOf(frame.url) : undefined;
  if (!map) return new URL(frame.url).pathname === '/' ? '(the page)' : new URL(frame.url).pathname.slice(0, 60);
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return position.source ? ownerOf(position.source) : new URL(frame.url).pathname;
}

/** Milliseconds of self time per owner. */
async function selfTimeByOwner(profile: Profile): Promise<Map<string, number>> {
  const perNode = new Map<number, number>();
  profile.samples.forEach((node, index) => perNode.set(node, (perNode.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const owners = new Map<string, number>();
  for (const node of profile.nodes) {
    const micros = perNode.get(node.id);
    if (!micros) continue;
    const owner = await ownerOfFrame(node.callFrame);
    owners.set(owner, (owners.get(owner) ?? 0) + micros / 1000);
  }
  return owners;
}

async function profileRoute(path: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })).newPage();
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(baseUrl + path, { waitUntil: 'load' });
    // Settled: no request for half a second (the app's own page has taken over and asked for its data).
    await page.waitForLoadState('networkidle');
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    return await selfTimeByOwner(profile);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)}`.padStart(6);

const stopSite = process.argv.includes('--start-site') ? await startSite() : undefined;
try {
  for (const route of routes) {
    const samples: Map<string, number>[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await profileRoute(route));
    const owners = new Set(samples.flatMap((sample) => [...sample.keys()]));
    const figures = [...owners]
      .filter((owner) => !NOT_SCRIPT.has(owner))
      .map((owner) => ({ owner, values: samples.map((sample) => sample.get(owner) ?? 0) }))
      .sort((a, b) => median(b.values) - median(a.values));
    const totals = samples.map((sample) =>
      [...sample].filter(([owner]) => !NOT_SCRIPT.has(owner)).reduce((sum, [, value]) => sum + value, 0),
    );
    console.log(`\n${route}: script self time at 4× CPU, ${runs} run(s), ms: median (min-max)`);
    console.log(`${ms(median(totals))} (${Math.round(Math.min(...totals))}-${Math.round(Math.max(...totals))})  all script`);
    for (const { owner, values } of figures.slice(0, top)) {
      console.log(`${ms(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})  ${owner}`);
    }
    // The i18n runtime: react-intl, @formatjs/intl, intl-messageformat and the ICU parser (run-time parsing).
    for (const owner of ['@formatjs/icu-messageformat-parser', 'intl-messageformat', '@formatjs/intl', 'react-intl', 'styled-components']) {
      const values = figures.find((figure) => figure.owner === owner)?.values ?? samples.map(() => 0);
      console.log(`${ms(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})  of it ${owner}`);
    }
  }
} finally {
  await stopSite?.();
}
