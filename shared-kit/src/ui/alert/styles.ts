import styled, { css, type DefaultTheme } from 'styled-components';
import type { AlertTone } from './types';

export function alertToneStyles({ theme, $tone }: { theme: DefaultTheme; $tone: AlertTone }) {
  const accent = theme.colors[$tone];
  // A coloured edge plus a tint keeps body text on a light background, so contrast holds for every tone.
  return css`
    border-left: 4px solid ${accent};
    background: color-mix(in srgb, ${accent} 10%, ${theme.colors.surface});
  `;
}

export const AlertRoot = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  ${alertToneStyles}
`;

export const AlertBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const AlertTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
