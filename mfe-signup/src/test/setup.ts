import { configure } from '@testing-library/react';

// The first render of a page loads its catalogues and the kit's chunks; on a busy 2-core CI machine that
// can take longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 });
