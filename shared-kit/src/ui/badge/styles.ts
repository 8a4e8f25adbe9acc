import styled from 'styled-components';
import { toneStyles } from '../internal/tone-styles';
import type { BadgeTone } from './types';

export const badgeToneStyles = toneStyles<BadgeTone>((colors) => ({
  neutral: [colors.border, colors.text],
  primary: [colors.primary, colors.onPrimary],
  secondary: [colors.secondary, colors.onSecondary],
  warning: [colors.warning, colors.onWarning],
  danger: [colors.danger, colors.onDanger],
}));

export const BadgeRoot = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  border-radius: ${({ theme }) => theme.radii.pill};
  white-space: nowrap;
  ${badgeToneStyles}
`;
