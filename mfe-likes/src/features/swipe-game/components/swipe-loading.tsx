import styled from 'styled-components';
import { Skeleton } from '@dating/shared-kit/ui';
import { Controls, LikesLeft, Stage, StackArea } from './swipe-styles';

const Line = styled(Skeleton)`
  margin: 0 auto;
`;

/** The game's boxes while the cards load: the likes-left line, the 3:4 card and the three buttons. */
export function SwipeLoading() {
  return (
    <Stage data-testid="swipe-loading">
      <LikesLeft>
        <Line width={160} height={24} radius="pill" />
      </LikesLeft>
      <StackArea>
        <Skeleton height="100%" radius="xl" />
      </StackArea>
      <Controls>
        <Skeleton width={56} height={56} radius="round" />
        <Skeleton width={44} height={44} radius="round" />
        <Skeleton width={64} height={64} radius="round" />
      </Controls>
    </Stage>
  );
}
