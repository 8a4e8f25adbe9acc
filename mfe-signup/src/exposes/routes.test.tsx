import { describeRemoteRoutes } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

describeRemoteRoutes('mfe-signup', routes, { path: '/signup', heading: { nl: 'Aanmelden', en: 'Sign up' } });
