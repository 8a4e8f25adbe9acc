import { createIcon } from './create-icon';

/** A wrapped present: send a gift. */
export const GiftIcon = createIcon(
  'GiftIcon',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3-5-4-5.5-1.5S9 8 12 8zm0 0c1.5-3 5-4 5.5-1.5S15 8 12 8z" />
  </>,
);
