import { createIcon } from './create-icon';

/** Credits. The solid coin draws its "C" in --icon-cutout (white by default). */
export const CoinIcon = createIcon(
  'CoinIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M14.8 9.2a4 4 0 1 0 0 5.6" />
  </>,
  <>
    <circle cx="12" cy="12" r="9" fill="currentColor" />
    <path d="M14.8 9.2a4 4 0 1 0 0 5.6" stroke="var(--icon-cutout, #fff)" />
  </>,
);
