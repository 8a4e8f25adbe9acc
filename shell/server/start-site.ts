import { apiServer, gatewayServer, LOCAL_SITE_API_ENV, remotePorts, remoteServer, startService, waitForUrl } from './site-processes';
import type { SiteRemote } from './site-processes';

/**
 * Starts the whole site from built output: the API, one static server per remote and the gateway at
 * http://localhost:8080. Ctrl-C stops everything.
 */
const children = [
  startService(apiServer({ ...LOCAL_SITE_API_ENV })),
  ...(Object.keys(remotePorts) as SiteRemote[]).map((remote) => startService(remoteServer(remote))),
];
await waitForUrl('http://127.0.0.1:8081/api/health', 120_000);
children.push(startService(gatewayServer()));
await waitForUrl('http://127.0.0.1:8080/remotes.json');
console.log('\nThe site is running at http://localhost:8080 (Ctrl-C stops it)\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`a service exited with code ${code}; stopping the site`);
      stop();
    }
  });
}
