import { appVitestConfig } from '@dating/shared-kit/test-config';

export default appVitestConfig();
