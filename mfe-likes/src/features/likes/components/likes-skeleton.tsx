import { Skeleton } from '@dating/shared-kit/ui';
import { CardGrid, ViewsColumn } from './likes-styles';

/** While the likes load: the 44 px segmented control and a row of 4:5 cards in the grid they will fill. */
export function LikesSkeleton() {
  return (
    <ViewsColumn data-testid="likes-loading">
      <Skeleton height={44} radius="xl" />
      <CardGrid as="div">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} aspectRatio="4 / 5" radius="lg" />
        ))}
      </CardGrid>
    </ViewsColumn>
  );
}
