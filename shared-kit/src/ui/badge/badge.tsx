import { BadgeRoot } from './styles';
import { formatBadgeCount } from './format-badge-count';
import type { BadgeProps } from './types';

/** Small pill for counts and labels (unread messages, new likes, credit balance). */
export function Badge({ tone = 'neutral', count, max = 99, children, ...rest }: BadgeProps) {
  return (
    <BadgeRoot $tone={tone} {...rest}>
      {children ?? (count === undefined ? null : formatBadgeCount(count, max))}
    </BadgeRoot>
  );
}
