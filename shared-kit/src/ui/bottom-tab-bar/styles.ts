import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { toneStyles } from '../internal/tone-styles';
import { up } from '../../theme/media';
import type { BottomTabBadgeTone } from './types';

/** Height of the bar without the safe area; pages reserve this much (plus the inset) at the bottom. */
export const bottomTabBarHeight = 64;

export const TabBarNav = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar};
  height: calc(${bottomTabBarHeight}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -1px 0 ${({ theme }) => theme.colors.border};

  /* Phones only: from 768 px the top bar holds the same destinations. */
  ${up('md')} {
    display: none;
  }
`;

export const TabList = styled.ul`
  display: flex;
  height: ${bottomTabBarHeight}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TabItem = styled.li`
  flex: 1 1 0;
  min-width: 0;
`;

export const TabLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const IconPill = styled.span<{ $active: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  transition: background-color ${({ theme }) => theme.durations.fast};
  /* The solid coin's "C" and the pin's dot are cut out in the pill's colour. */
  --icon-cutout: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
`;

export const TabLabel = styled.span`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  [aria-current='page'] > & {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const badgeTone = toneStyles<BottomTabBadgeTone>((colors) => ({
  unread: [colors.unread, colors.onSecondary],
  primary: [colors.primary, colors.onPrimary],
  warning: [colors.warning, colors.onWarning],
  danger: [colors.danger, colors.onDanger],
}));

export const TabBadge = styled.span<{ $tone: BottomTabBadgeTone }>`
  position: absolute;
  top: -4px;
  left: 32px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 18px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${badgeTone}
`;
