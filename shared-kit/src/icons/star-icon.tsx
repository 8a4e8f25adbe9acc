import { createIcon } from './create-icon';

/** A star: favourites, best value. */
export const StarIcon = createIcon(
  'StarIcon',
  <>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.7-5.3 2.7 1-5.8-4.2-4.1 5.9-.9L12 3.5z" />
  </>,
  <>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.7-5.3 2.7 1-5.8-4.2-4.1 5.9-.9L12 3.5z" fill="currentColor" />
  </>,
);
