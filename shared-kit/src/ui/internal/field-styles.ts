import styled, { css, type DefaultTheme } from 'styled-components';
import { visuallyHiddenCss } from '../visually-hidden/styles';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => $hidden && visuallyHiddenCss}
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Shared look of text inputs and selects; invalid state comes from aria-invalid so it cannot drift. */
export function controlStyles({ theme }: { theme: DefaultTheme }) {
  return css`
    width: 100%;
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    /* inputBorder, not the divider colour: a field's edge must reach 3:1 against white. */
    border: 1px solid ${theme.colors.inputBorder};
    border-radius: ${theme.radii.md};

    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 1px;
      border-color: ${theme.colors.focus};
    }

    &[aria-invalid='true'] {
      border-color: ${theme.colors.danger};
    }

    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
  `;
}
