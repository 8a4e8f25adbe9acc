import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/** A throwaway redis-server on a free port (installed by scripts/ensure-redis.sh), without persistence. */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** `port`: start it again where it was (Redis back after an outage, its clients reconnect to the same URL). */
export async function startRedis(port?: number): Promise<TestRedis> {
  const binary = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server';
  port ??= await freePort();
  const child: ChildProcess = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  exited.catch(() => undefined); // after stop() the exit is expected
  const url = `redis://127.0.0.1:${port}`;
  // Ready once it answers PING; ioredis retries the connection until then.
  const probe = new Redis(url, { retryStrategy: () => 50, maxRetriesPerRequest: null });
  probe.on('error', () => undefined); // refused until the server listens
  try {
    await Promise.race([probe.ping(), exited]);
  } finally {
    probe.disconnect();
  }
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
