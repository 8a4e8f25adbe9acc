import styled from 'styled-components';
import { up } from '@dating/shared-kit/theme';

/** Hero and content side by side from 992 px (5:7), stacked on phones with the hero first. */
export const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${up('lg')} {
    grid-template-columns: 5fr 7fr;
    align-items: start;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A grid of member photos: 2 columns on phones, 3 from 576, 4 from 992 (DESIGN 4 search grid). */
export const PhotoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.smPlus};
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const Cell = styled.li`
  position: relative;
  min-width: 0;
`;

/** Show `count` reserved boxes while members load, then the members. */
export function slots<T>(items: readonly T[], count: number, loading: boolean): (T | undefined)[] {
  return loading ? Array.from({ length: count }, () => undefined) : items.slice(0, count);
}
