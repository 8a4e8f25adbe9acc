import { Skeleton } from '@dating/shared-kit/ui';
import { CardGrid } from '../../../shared/components/card-grid';
import { ViewsColumn } from './likes-styles';

/**
 * While the likes load: the 44 px segmented control and a row of 4:5 cards in the grid they will fill; only
 * the cards under a control already shown (the visitors tab's chunk on its way).
 */
export function LikesSkeleton({ cardsOnly = false }: { cardsOnly?: boolean }) {
  return (
    <ViewsColumn data-testid="likes-loading">
      {!cardsOnly && <Skeleton height={44} radius="xl" />}
      <CardGrid as="div">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} aspectRatio="4 / 5" radius="lg" />
        ))}
      </CardGrid>
    </ViewsColumn>
  );
}
