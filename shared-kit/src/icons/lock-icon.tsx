import { createIcon } from './create-icon';

/** A padlock: locked photos, secure payment. */
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
