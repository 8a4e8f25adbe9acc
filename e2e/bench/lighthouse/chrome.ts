import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  const child = spawn(executable, ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...chromiumLaunchOptions.args, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
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
