import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { bareButton, iconSquare } from '../internal/icon-button-styles';
import { down } from '../../theme/media';
import type { BannerTone } from './types';

function toneStyles({ theme, $tone }: { theme: DefaultTheme; $tone: BannerTone }) {
  const { colors } = theme;
  // Light tints keep the body text at the page's contrast; the icon carries the tone (not colour alone).
  const tones: Record<BannerTone, [background: string, icon: string]> = {
    info: [colors.secondarySubtle, colors.secondaryInk],
    success: [`color-mix(in srgb, ${colors.success} 10%, ${colors.surface})`, colors.success],
    warning: [colors.primarySubtle, colors.primaryInk],
    danger: [`color-mix(in srgb, ${colors.danger} 8%, ${colors.surface})`, colors.danger],
  };
  const [background, icon] = tones[$tone];
  return css`
    background: ${background};

    & > [data-banner-icon] {
      color: ${icon};
    }
  `;
}

/** A compact strip in the page flow: 48 px, icon, text, one action, close. */
export const BannerRoot = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.smPlus};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  ${toneStyles}
`;

export const BannerIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

/** Text and action side by side; on phones the action goes under the text so the text keeps the width. */
export const BannerMain = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  ${down('md')} {
    flex-direction: column;
    align-items: flex-start;
    gap: 0;
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;

export const BannerText = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: break-word;

  /* At most two lines on phones, so a banner never pushes the page down by more than a strip. */
  ${down('md')} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

function actionStyles({ theme }: { theme: DefaultTheme }) {
  return css`
    display: inline-flex;
    align-items: center;
    flex: 0 1 auto;
    max-width: 45%;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    font: inherit;
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 3px;
    overflow-wrap: break-word;
    background: transparent;
    border: 0;
    border-radius: ${theme.radii.md};
    cursor: pointer;

    ${down('md')} {
      max-width: 100%;
      min-height: 36px;
      padding: 0;
    }
  `;
}

export const BannerActionButton = styled.button`
  ${actionStyles}
`;

export const BannerActionLink = styled(Link)`
  ${actionStyles}
`;

export const BannerClose = styled.button`
  ${iconSquare('44px')}
  ${bareButton}
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.pill};

  &:hover {
    background: rgba(20, 17, 11, 0.06);
  }
`;
