import styled from 'styled-components';
import type { SpaceKey } from '../../theme/theme';

export const CardRoot = styled.div<{ $padding: SpaceKey; $elevated: boolean }>`
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : 'none')};
  /* As a grid or flex item a card may shrink below its longest word; its text wraps instead of widening the page. */
  min-width: 0;
`;
