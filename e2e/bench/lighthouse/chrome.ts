import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../support/chromium';

export interface DebuggableChrome {
  port: number;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium (CHROME_PATH, else the journeys' CHROMIUM_PATH or /usr/bin/chromium), headless, with a
 * debugging port for Lighthouse and a throwaway profile; the journeys' flags keep it off the network.
 */
export function launchChrome(): Promise<DebuggableChrome> {
  const executable = process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chrome-'));
  const child = spawn(
    executable,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...chromiumLaunchOptions.args, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing into the profile for a moment after it exited: retry,
    // and never let a leftover temporary folder end the bench after its audits ran.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${(error as Error).message}`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (!listening) return;
      child.stderr.off('data', onData);
      child.stderr.resume();
      resolve({ port: Number(listening[1]), close });
    };
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Chromium (${executable}) exited with ${code} before listening:\n${output}`)));
  });
}

/**
 * Puts the member's session cookie ("name=value; ...") into the browser's own jar for `baseUrl`, as a
 * logged-in member's browser has it. Lighthouse's extra Cookie header reaches the page's navigation, but
 * Chromium sends the jar's cookies (none) with the page's own API calls, which would then answer 403 as
 * for a visitor and count as console errors no member ever sees.
 */
export async function putSessionCookie(port: number, baseUrl: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context to put the session cookie in');
  const cookies = cookie.split(';').map((pair) => {
    const [name, ...value] = pair.trim().split('=');
    return { name: name!, value: value.join('='), url: baseUrl };
  });
  await context.addCookies(cookies);
}
