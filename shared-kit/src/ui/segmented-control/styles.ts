import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';

/** 44 px pill track; segments wrap onto a second row on a 320 px phone instead of overflowing. */
export const Track = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.skeleton};
  border-radius: ${({ theme }) => theme.radii.xl};
`;

function segmentLook({ theme }: { theme: DefaultTheme }) {
  return css`
    display: inline-flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.xs};
    min-height: 40px;
    min-width: 0;
    padding: ${theme.space.xs} ${theme.space.md};
    font: inherit;
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.sm};
    font-weight: ${theme.fontWeights.medium};
    text-align: center;
    text-decoration: none;
    overflow-wrap: break-word;
    color: ${theme.colors.muted};
    background: transparent;
    border: 0;
    border-radius: ${theme.radii.pill};
    cursor: pointer;
    transition: background-color ${theme.durations.fast};

    &:hover {
      color: ${theme.colors.text};
    }

    &[aria-current='page'],
    &[aria-checked='true'] {
      color: ${theme.colors.text};
      font-weight: ${theme.fontWeights.semibold};
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadows.sm};
    }
  `;
}

export const SegmentButton = styled.button`
  ${segmentLook}
`;

export const SegmentLink = styled(Link)`
  ${segmentLook}
`;

export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  padding: 0 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.onSecondary};
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.pill};
`;
