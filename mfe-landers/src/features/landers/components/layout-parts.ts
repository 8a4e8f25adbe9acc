import styled from 'styled-components';
import { up } from '@dating/shared-kit/theme';
import { memberGridColumns } from '@dating/shared-kit/ui';

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

/** A grid of member photos: the kit's member grid, 2 columns on phones, 3 from 576, 4 from 992 (DESIGN 4 search grid). */
export const PhotoGrid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ${memberGridColumns}
`;

export const Cell = styled.li`
  position: relative;
  min-width: 0;
`;

/** Show `count` reserved boxes while members load, then the members. */
export function slots<T>(items: readonly T[], count: number, loading: boolean): (T | undefined)[] {
  return loading ? Array.from({ length: count }, () => undefined) : items.slice(0, count);
}

/** A large portrait in the 4:5 box, the skeleton colour until it loads; `$tall` lets it take 72% of the screen's height, not 60%. */
export const LargePortrait = styled.img<{ $tall?: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  max-height: ${({ $tall }) => ($tall ? '72vh' : '60vh')};
  object-fit: cover;
  object-position: 50% 30%;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`;
