import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/**
 * Resident memory of a start command's whole process tree, once the site answers and has served its pages:
 *
 *   pnpm measure:memory -- <label> <command> [args...]
 *
 * Starts the command, waits for http://127.0.0.1:8080 (MEASURE_URL) to answer, loads a few pages so the
 * servers hold what they hold while serving, sums the RSS of every process of the tree (from /proc), prints
 * one line per process and the total, and stops the tree. Linux only (it reads /proc).
 */
const [label = 'site', command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: measure-memory <label> <command> [args...]');
  process.exit(2);
}
const base = process.env.MEASURE_URL ?? 'http://127.0.0.1:8080';
const pages = ['/', '/landers/1', '/signup', '/members', '/remotes.json'];

interface Proc {
  pid: number;
  ppid: number;
  rssKb: number;
  command: string;
}

function processes(): Proc[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      return [{ pid: Number(entry), ppid, rssKb, command }];
    } catch {
      return []; // ended while being read
    }
  });
}

function tree(rootPid: number): Proc[] {
  const all = processes();
  const found: Proc[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const proc = all.find((item) => item.pid === pid);
    if (proc) found.push(proc);
    for (const child of all.filter((item) => item.ppid === pid)) queue.push(child.pid);
  }
  return found;
}

async function waitForSite(deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${base} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Its own process group, so the whole tree stops with it.
const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const started = Date.now();
try {
  await waitForSite(started + 180_000);
  const ready = Date.now() - started;
  // A site that fails its pages is no figure to compare.
  const load = async (url: string) => {
    const response = await fetch(url);
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
  for (const page of pages) await load(`${base}${page}`);
  const manifest = (await (await fetch(`${base}/remotes.json`)).json()) as { remotes: Record<string, string | { entry: string }> };
  for (const entry of Object.values(manifest.remotes)) await load(typeof entry === 'string' ? entry : entry.entry);
  const procs = tree(child.pid as number);
  const totalMb = procs.reduce((sum, proc) => sum + proc.rssKb, 0) / 1024;
  console.log(`\n${label}: ${procs.length} processes, ready in ${(ready / 1000).toFixed(1)} s`);
  for (const proc of procs) console.log(`  ${(proc.rssKb / 1024).toFixed(0).padStart(5)} MB  ${proc.command.slice(0, 110)}`);
  console.log(`  ${totalMb.toFixed(0).padStart(5)} MB  resident in total (${label})`);
} finally {
  process.kill(-(child.pid as number), 'SIGTERM');
}
