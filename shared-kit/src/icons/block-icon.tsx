import { createIcon } from './create-icon';

/** A struck-through circle: block a member. */
export const BlockIcon = createIcon(
  'BlockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </>,
);
