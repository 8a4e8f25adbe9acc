import { createIcon } from './create-icon';

/** A bold X: pass in the swipe game. */
export const NopeIcon = createIcon(
  'NopeIcon',
  <>
    <path d="M5 5l14 14M19 5L5 19" strokeWidth={2.5} />
  </>,
);
