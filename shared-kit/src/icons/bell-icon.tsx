import { createIcon } from './create-icon';

/** Notifications. */
export const BellIcon = createIcon(
  'BellIcon',
  <>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2z" />
    <path d="M10 21h4" />
  </>,
  <>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2z" fill="currentColor" />
    <path d="M10 21h4" />
  </>,
);
