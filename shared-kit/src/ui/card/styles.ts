import styled from 'styled-components';
import type { SpaceKey } from '../../theme/theme';

export const CardRoot = styled.div<{ $padding: SpaceKey; $elevated: boolean }>`
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  /* No border: a soft shadow lifts the card off the warm page (DESIGN 2, shadows). */
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.sm)};
  /* As a grid or flex item a card may shrink below its longest word; its text wraps instead of widening the page. */
  min-width: 0;
`;
