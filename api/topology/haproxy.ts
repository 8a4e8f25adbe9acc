import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startService, waitFor, type Service } from './processes.ts';

export interface HaproxyOptions {
  port: number;
  statsPort: number;
  apiPorts: readonly number[];
  /** s3rver's port and the public bucket, served at /media/ (the site's cdn_prefix). */
  store: { port: number; bucket: string };
  /** Requests in progress per API process; more wait in HAProxy's queue (default 24). */
  serverMaxConn?: number;
}

/**
 * The load balancer in front of the API processes:
 * - at most serverMaxConn requests at a time per process, the others queued in HAProxy;
 * - health checks on /api/health (it touches the database) every 500 ms: two failures take a process out of
 *   rotation, two successes bring it back; its open sessions are cut when it goes down, so sockets reconnect
 *   to a live process at once;
 * - a request whose connection to a process fails is sent to another one (retries + redispatch); a GET or HEAD
 *   that got no answer (the process died with it in flight) is retried there too. Other methods are never
 *   retried once sent: a POST may have been carried out;
 * - WebSocket upgrades pass through (HTTP mode tunnels them; `timeout tunnel` bounds an idle socket, above the
 *   API's 30 s heartbeat);
 * - /media/ is the public bucket of the S3 store: photos are served by the store, not by an API process.
 */
export function haproxyConfig(options: HaproxyOptions): string {
  const servers = options.apiPorts.map((port, index) => `  server api${index + 1} 127.0.0.1:${port} check`).join('\n');
  // The sockets' backend follows the health of the requests' one (track) and has no maxconn: a socket holds its
  // connection for hours and must not take a request's place.
  const socketServers = options.apiPorts
    .map((port, index) => `  server api${index + 1} 127.0.0.1:${port} track api/api${index + 1} on-marked-down shutdown-sessions`)
    .join('\n');
  return `global
  # Two file descriptors per proxied connection must fit the process's limit (often 20,000 here).
  maxconn 8000

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 30s
  timeout tunnel 120s
  timeout queue 10s
  # A health check waits behind the requests a busy process is serving: give it longer than the check interval.
  timeout check 3s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504

frontend site
  bind 127.0.0.1:${options.port}
  option forwardfor
  use_backend store if { path_beg /media/ }
  use_backend sockets if { hdr(upgrade) -i websocket }
  default_backend api

backend api
  # Round robin, not leastconn: a dead process holds no connections, and leastconn would keep choosing it.
  balance roundrobin
  # Layer-7 retries only for reads; a connection that failed before anything was sent is retried for all.
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  option httpchk GET /api/health
  http-check expect status 200
  # At most this many requests at a time per process (about twice its database pool): the rest wait in HAProxy's
  # queue, where a process that dies holds none of them, instead of in the process's pool queue.
  # Besides the checks, real traffic marks a process down: a few refused connections in a row (it died between
  # two checks) and it leaves the rotation at once.
  default-server maxconn ${options.serverMaxConn ?? 24} observe layer4 error-limit 3 on-error mark-down inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2 on-marked-down shutdown-sessions
${servers}

backend sockets
  balance leastconn
${socketServers}

backend store
  http-request set-path /${options.store.bucket}%[path,regsub(^/media,)]
  server s3 127.0.0.1:${options.store.port}

listen stats
  bind 127.0.0.1:${options.statsPort}
  stats enable
  stats uri /
`;
}

export interface Haproxy {
  service: Service;
  /** The API servers' states by name (api1, api2...): UP, DOWN, ... from the stats page. */
  states(): Promise<Record<string, string>>;
}

export async function startHaproxy(dir: string, options: HaproxyOptions): Promise<Haproxy> {
  const config = join(dir, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(options));
  // -db: stays in the foreground (its life is this service's).
  const service = startService('haproxy', '/usr/sbin/haproxy', ['-db', '-f', config], { log: join(dir, 'haproxy.log') });
  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${options.statsPort}/;csv`)).text();
    const result: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      // pxname,svname,...: the 18th field is the status.
      const fields = line.split(',');
      if (fields[0] === 'api' && fields[1] && fields[1] !== 'BACKEND') result[fields[1]] = fields[17] ?? '';
    }
    return result;
  };
  await waitFor('HAProxy stats', async () => Object.keys(await states()).length === options.apiPorts.length, 20_000);
  return { service, states };
}
