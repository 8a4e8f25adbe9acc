import { describeRemoteRoutes } from '@dating/shared-kit/test-utils';
import { mockApi } from '@dating/shared-kit/test';
import { routes } from './routes';

// Every API call answers 404 like an unknown route: these tests only look at the frame.
beforeEach(() => {
  mockApi();
});

describeRemoteRoutes('mfe-search', routes, { path: '/members', heading: { nl: 'Leden zoeken', en: 'Search members' } });
