import { createIcon } from './create-icon';

/** A house: home page. */
export const HomeIcon = createIcon(
  'HomeIcon',
  <>
    <path d="M3 10.5L12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-4v6H4a1 1 0 0 1-1-1v-9.5z" />
  </>,
  <>
    <path d="M3 10.5L12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-4v6H4a1 1 0 0 1-1-1v-9.5z" fill="currentColor" />
  </>,
);
