import styled from 'styled-components';
import { Skeleton } from '@dating/shared-kit';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 72px;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Lines = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Stands in for list rows while they load (the same 72 px boxes, so nothing jumps). */
export function RowsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" data-testid="rows-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <Row key={index}>
          <Skeleton width={48} height={48} radius="round" />
          <Lines>
            <Skeleton width="40%" height={16} />
            <Skeleton width="75%" height={14} />
          </Lines>
        </Row>
      ))}
    </div>
  );
}
