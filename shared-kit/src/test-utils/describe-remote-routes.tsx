import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import type { RemoteName } from '../routing/route-handle';
import { renderRoutes } from './render-routes';
import { routeContractProblems } from './route-contract-problems';

/** One of the remote's pages and its level-1 heading in Dutch and in English. */
export interface RemoteFrame {
  path: string;
  heading: { nl: string; en: string };
}

export type RenderRemoteAt = (path: string, locale?: Locale) => ReturnType<typeof renderRoutes>;

/**
 * The tests every remote's exposed routes owe the shell: the ids and paths match the route contract, and a page
 * renders inside the remote's own region in Dutch and in the active locale. `more` adds the remote's own tests in
 * the same block and gets the renderer they share.
 */
export function describeRemoteRoutes(
  app: RemoteName,
  routes: RouteObject[],
  frame: RemoteFrame,
  more?: (renderAt: RenderRemoteAt) => void,
) {
  const renderAt: RenderRemoteAt = (path, locale = 'nl') => renderRoutes(routes, path, locale);

  describe(`${app} routes`, () => {
    it('matches the route contract in shared-kit, id for id', () => {
      expect(routeContractProblems(app, routes)).toEqual([]);
    });

    it('renders its page frame in Dutch', async () => {
      await renderAt(frame.path);
      await screen.findByRole('heading', { level: 1, name: frame.heading.nl });
      expect(screen.getByRole('region', { name: frame.heading.nl }).getAttribute('data-app')).toBe(app);
    });

    it('renders the active locale', async () => {
      await renderAt(frame.path, 'en');
      await screen.findByRole('heading', { level: 1, name: frame.heading.en });
    });

    more?.(renderAt);
  });
}
