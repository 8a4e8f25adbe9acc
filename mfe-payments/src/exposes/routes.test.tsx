import { describeRemoteRoutes } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

describeRemoteRoutes('mfe-payments', routes, { path: '/credits', heading: { nl: 'Credits kopen', en: 'Buy credits' } });
