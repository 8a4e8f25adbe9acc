import styled, { css, type DefaultTheme } from 'styled-components';
import { bareButton, iconSquare } from '../internal/icon-button-styles';

function chipLook({ theme, $selected }: { theme: DefaultTheme; $selected: boolean }) {
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    max-width: 100%;
    min-width: 0;
    min-height: 36px;
    padding: ${theme.space.xs} ${theme.space.smPlus};
    font: inherit;
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.sm};
    font-weight: ${$selected ? theme.fontWeights.semibold : theme.fontWeights.regular};
    text-align: start;
    color: ${theme.colors.text};
    background: ${$selected ? theme.colors.primarySubtle : theme.colors.surface};
    border: 1px solid ${$selected ? theme.colors.primaryInk : theme.colors.border};
    border-radius: ${theme.radii.pill};
    /* Chips wrap between words; only a word wider than the row breaks (max-width caps the chip's minimum). */
    overflow-wrap: break-word;
    max-width: 100%;
  `;
}

export const ChipSpan = styled.span<{ $selected: boolean }>`
  ${chipLook}
`;

export const ChipButton = styled.button<{ $selected: boolean }>`
  ${chipLook}
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.inputBorder};
  }
`;

export const ChipIcon = styled.span`
  display: inline-flex;
  flex: none;

  svg {
    width: 18px;
    height: 18px;
  }
`;

export const ChipLabel = styled.span`
  min-width: 0;
`;

/** Groups a (possibly interactive) label with its remove button in one pill. */
export const ChipGroup = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-width: 0;

  & > :first-child {
    padding-right: 40px;
  }
`;

export const RemoveButton = styled.button`
  ${iconSquare('32px')}
  ${bareButton}
  margin-left: -36px;
  color: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.round};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: rgba(20, 17, 11, 0.06);
  }
`;
