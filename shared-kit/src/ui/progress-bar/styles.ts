import styled, { css, keyframes, type DefaultTheme } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export function trackStyles({ theme, $thin }: { theme: DefaultTheme; $thin: boolean }) {
  return $thin
    ? css`
        position: fixed;
        top: 0;
        right: 0;
        left: 0;
        z-index: ${theme.zIndices.toast};
        height: 3px;
        background: transparent;
      `
    : css`
        position: relative;
        height: 8px;
        background: ${theme.colors.border};
        border-radius: ${theme.radii.pill};
      `;
}

export const Track = styled.div<{ $thin: boolean }>`
  overflow: hidden;
  ${trackStyles}
`;

export const Fill = styled.div<{ $indeterminate: boolean }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.durations.normal} ease-out;
  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      width: 40%;
      animation: ${slide} 1.2s ease-in-out infinite;
    `}
`;
