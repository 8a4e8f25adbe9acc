import { readdirSync, readFileSync } from 'node:fs';

/** The parent of every process of this machine (Linux /proc), read once. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // Gone while we read.
    }
  }
  return map;
}

/** `pid` and every process under it: a service started through tsx runs in a child of the pid we spawned. */
export function processTree(pid: number): number[] {
  const map = parents();
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of map) if (parent === tree[index]) tree.push(child);
  }
  return tree;
}

/** Sends `signal` to every process of the tree: SIGSTOP freezes a service (accepted, never answered), SIGCONT thaws it. */
export function signalTree(pid: number, signal: NodeJS.Signals): void {
  for (const member of processTree(pid)) {
    try {
      process.kill(member, signal);
    } catch {
      // Exited meanwhile.
    }
  }
}
