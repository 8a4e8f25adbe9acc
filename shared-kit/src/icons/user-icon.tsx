import { createIcon } from './create-icon';

/** A person: account and profile. */
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  <>
    <circle cx="12" cy="8" r="4" fill="currentColor" />
    <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
  </>,
);
