import { mountStandalone } from '@dating/shared-kit';
import { routes } from './exposes/routes';

// Standalone dev page: the remote's own routes with the kit's providers, no shell needed.
mountStandalone(document.getElementById('root'), routes);
