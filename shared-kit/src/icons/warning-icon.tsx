import { createIcon } from './create-icon';

/** An exclamation mark in a triangle: a warning. */
export const WarningIcon = createIcon(
  'WarningIcon',
  <>
    <path d="M12 4L2.5 20h19L12 4z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
);
