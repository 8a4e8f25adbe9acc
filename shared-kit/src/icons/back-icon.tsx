import { createIcon } from './create-icon';

/** A chevron pointing back (left; the site has no right-to-left locale). */
export const BackIcon = createIcon(
  'BackIcon',
  <>
    <path d="M15 18l-6-6 6-6" />
  </>,
);
