import { Badge, VisuallyHidden } from '@dating/shared-kit/ui';
import type { BadgeTone } from '@dating/shared-kit/ui';

/**
 * A count next to a menu link. The painted pill is hidden from screen readers, which hear the full
 * sentence instead ("3 ongelezen berichten"), as part of the link's name.
 */
export function MenuBadge({ count, tone, spoken, testId }: { count: number; tone: BadgeTone; spoken: string; testId: string }) {
  return (
    <>
      <Badge tone={tone} count={count} aria-hidden="true" data-testid={testId} data-tone={tone} />
      <VisuallyHidden>{`, ${spoken}`}</VisuallyHidden>
    </>
  );
}
