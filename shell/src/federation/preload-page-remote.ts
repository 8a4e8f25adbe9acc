import { familyOfPath } from '@dating/shared-kit/routing';
import { loadRemoteRoutes } from './load-remote-routes';

/**
 * Starts loading the routes of the remote that owns the opened page as soon as the registry is known, so
 * its manifest, entry and routes chunk travel beside the catalogues instead of after the first render
 * (the router asks for the same promise then). A failure is shown by the page's slot when it renders.
 */
export function preloadPageRemote(pathname: string): void {
  const owner = familyOfPath(pathname)?.owner;
  if (owner) void loadRemoteRoutes(owner);
}
