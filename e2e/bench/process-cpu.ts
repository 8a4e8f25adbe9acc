import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/**
 * The processes running `script` from `cwd` (the tsx launcher and the node process it starts), by /proc. A shared
 * machine runs other sites' gateways too: the working folder tells this site's apart.
 */
export function processesRunning(script: string, cwd: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (command.includes(script) && readlinkSync(`/proc/${entry}/cwd`) === cwd) pids.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return pids;
}

/** CPU time (user and system) the processes used so far, in milliseconds. */
export function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone: its time is no longer counted.
    }
  }
  return (ticks * 1000) / TICKS_PER_S;
}
