import { createIcon } from './create-icon';

/** A chevron pointing forward (right). */
export const ForwardIcon = createIcon(
  'ForwardIcon',
  <>
    <path d="M9 18l6-6-6-6" />
  </>,
);
