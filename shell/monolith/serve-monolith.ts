import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGateway } from '../server/gateway';

/**
 * The site's gateway serving the monolith build (shell/dist-monolith) instead of the shell's, on PORT
 * (default 8090), in front of the same API: the bench's monolith ratio compares the two on one database.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const app = await buildGateway({
  distDir: path.join(root, 'dist-monolith'),
  remotesFile: process.env.REMOTES_FILE,
  apiUrl: process.env.API_URL,
  // No painted pages: they come from the composed builds (the landers remote's renderer), and the monolith
  // ratio compares only the JS loaded before the live app's content.
  shellRenderer: null,
  // No remote preloads: the monolith loads no remote, and a page's preloaded remote entry and routes chunk
  // counted as its own JS (about 18 KB gzip on a member's search) made the monolith look heavier than it is.
  bootHead: { preloads: false },
});
await app.listen({ port: Number(process.env.PORT ?? 8090), host: '127.0.0.1' });
