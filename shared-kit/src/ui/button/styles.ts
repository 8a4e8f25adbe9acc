import styled, { css, type DefaultTheme } from 'styled-components';
import type { ButtonSize, ButtonVariant } from './types';

interface StyleProps {
  theme: DefaultTheme;
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $onPhoto?: boolean;
}

// Hover only when interactive; aria-disabled covers links and busy buttons that stay focusable.
const hover = '&:hover:not(:disabled):not([aria-disabled="true"])';

export function buttonBaseStyles({ theme, $size, $fullWidth, $onPhoto }: StyleProps) {
  const padding = { sm: theme.space.xs, md: theme.space.sm, lg: theme.space.md }[$size];
  return css`
    display: ${$fullWidth ? 'flex' : 'inline-flex'};
    width: ${$fullWidth ? '100%' : 'auto'};
    align-items: center;
    justify-content: center;
    gap: ${theme.space.sm};
    /* md is the 44 px touch target of primary actions (DESIGN 7). */
    min-height: ${{ sm: '32px', md: '44px', lg: '48px' }[$size]};
    padding: ${padding} ${theme.space.md};
    font: inherit;
    font-size: ${$size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.tight};
    text-align: center;
    text-decoration: none;
    /* Buttons wrap between words and never truncate; in a row they keep their longest word whole (rows wrap
       or stack them). max-width caps that minimum at the row, so only a word wider than the screen breaks. */
    overflow-wrap: break-word;
    max-width: 100%;
    border: 1px solid transparent;
    border-radius: ${theme.radii.pill};
    cursor: pointer;
    transition: background-color ${theme.durations.fast};

    &:focus-visible {
      outline: 3px solid ${$onPhoto ? theme.colors.focusOnDark : theme.colors.focus};
      outline-offset: 2px;
    }

    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.6;
      cursor: not-allowed;
    }
  `;
}

export function buttonVariantStyles({ theme, $variant }: StyleProps) {
  const { colors } = theme;
  switch ($variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        ${hover} { background: ${colors.primaryHover}; }
      `;
    case 'secondary':
      return css`
        background: ${colors.secondary};
        color: ${colors.onSecondary};
        ${hover} { background: ${colors.secondaryHover}; }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        border-color: ${colors.border};
        ${hover} { background: ${colors.background}; }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onDanger};
        ${hover} { background: ${colors.dangerHover}; }
      `;
  }
}

export const StyledButton = styled.button<Omit<StyleProps, 'theme'>>`
  ${buttonBaseStyles}
  ${buttonVariantStyles}
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
`;
