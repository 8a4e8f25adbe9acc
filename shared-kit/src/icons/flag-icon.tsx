import { createIcon } from './create-icon';

/** A flag: report a member or message. */
export const FlagIcon = createIcon(
  'FlagIcon',
  <>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </>,
  <>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5z" fill="currentColor" />
  </>,
);
