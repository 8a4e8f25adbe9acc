import { Skeleton } from '@dating/shared-kit/ui';

/**
 * Stand-ins for member cards still loading: the card's exact 4:5 box and radius, as list items of the
 * same grid, so the cards replace them without moving anything. Hidden from screen readers: the
 * "Show more" button says it is busy.
 */
export function MemberCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: Math.max(0, count) }, (_, index) => (
    <li key={index} aria-hidden="true" data-testid="member-card-skeleton">
      <Skeleton aspectRatio="4 / 5" radius="lg" />
    </li>
  ));
}
