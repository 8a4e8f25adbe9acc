import { createIcon } from './create-icon';

/** A tick: done, selected, verified. */
export const CheckIcon = createIcon(
  'CheckIcon',
  <>
    <path d="M5 12.5l4.5 4.5L19 7" />
  </>,
);
