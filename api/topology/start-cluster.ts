import { DEFAULT_PORTS, startCluster, type ClusterPorts } from './cluster.ts';

/**
 * pnpm start:cluster: the production topology on this machine until Ctrl-C. Ports can be moved with
 * CLUSTER_PG_PORT (the replica takes the next one), CLUSTER_REDIS_PORT, CLUSTER_S3_PORT, CLUSTER_API_PORTS
 * (comma-separated, one per API process), CLUSTER_HAPROXY_PORT (stats on the next one); CLUSTER_MEMBERS seeds.
 */
function portsFromEnv(env: NodeJS.ProcessEnv): ClusterPorts {
  const number = (name: string, fallback: number) => {
    const value = env[name];
    if (!value) return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid ${name}: ${value}`);
    return port;
  };
  const primary = number('CLUSTER_PG_PORT', DEFAULT_PORTS.primary);
  const haproxy = number('CLUSTER_HAPROXY_PORT', DEFAULT_PORTS.haproxy);
  const apis = env.CLUSTER_API_PORTS
    ? env.CLUSTER_API_PORTS.split(',').map((port, index) => number(`CLUSTER_API_PORTS[${index}]`, Number(port)))
    : DEFAULT_PORTS.apis;
  return {
    primary,
    replica: primary + 1,
    redis: number('CLUSTER_REDIS_PORT', DEFAULT_PORTS.redis),
    s3: number('CLUSTER_S3_PORT', DEFAULT_PORTS.s3),
    apis,
    haproxy,
    stats: haproxy + 1,
  };
}

const cluster = await startCluster({ ports: portsFromEnv(process.env), members: Number(process.env.CLUSTER_MEMBERS ?? 2_000) });
console.log(`
The production topology is running (Ctrl-C stops it and removes ${cluster.dir}):
  HAProxy          ${cluster.url}  (stats ${cluster.statsUrl})
  API processes    ${cluster.apiUrls.join('  ')}
  PostgreSQL       ${cluster.primaryUrl}  (replica ${cluster.replicaUrl})
  Redis            ${cluster.redisUrl}
  S3 store         ${cluster.s3.endpoint}  (buckets ${cluster.s3.publicBucket}, ${cluster.s3.privateBucket})
The site in front of it: build it (pnpm build), then API_URL=${cluster.url} for the gateway
(API_URL=... pnpm --filter ./shell run serve), and log in as demo@example.com / demo1234.
`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
