import { createIcon } from './create-icon';

/** Premium membership. */
export const CrownIcon = createIcon(
  'CrownIcon',
  <>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
  </>,
  <>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" fill="currentColor" />
  </>,
);
