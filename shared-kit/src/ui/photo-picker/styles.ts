import styled, { css } from 'styled-components';
import { iconSquare } from '../internal/icon-button-styles';
import { buttonBaseStyles, buttonVariantStyles } from '../button/styles';
import { visuallyHiddenCss } from '../visually-hidden/styles';
import type { PhotoPickerVariant } from './types';

export const PickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
`;

/**
 * The real file input, visually hidden but in the tab order and named by its label: keyboards open it with
 * Enter or Space, screen readers announce it, and Playwright's setInputFiles can target it.
 */
export const FileInput = styled.input`
  ${visuallyHiddenCss}
`;

/** The label is the visible control; its input's focus ring is drawn on it. */
export const PickerLabel = styled.label<{ $variant: PhotoPickerVariant; $disabled: boolean }>`
  ${({ theme, $variant }) =>
    $variant === 'icon'
      ? css`
          ${iconSquare('44px')}
          border-radius: ${theme.radii.round};
          color: ${theme.colors.text};
          cursor: pointer;
          &:hover {
            background: ${theme.colors.background};
          }
        `
      : css`
          ${buttonBaseStyles({ theme, $variant: 'secondary', $size: 'md', $fullWidth: false })}
          ${buttonVariantStyles({ theme, $variant: 'secondary', $size: 'md', $fullWidth: false })}
        `}
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.6;
      cursor: not-allowed;
      pointer-events: none;
    `}
`;

/** The camera button only where there is a camera to open: touch screens without a fine pointer. */
export const CameraChoice = styled.span`
  display: contents;
  @media (hover: hover) and (pointer: fine) {
    display: none;
  }
`;

/** 4:5 like every photo card, over the skeleton colour while it loads. */
export const Preview = styled.div`
  position: relative;
  width: 160px;
  max-width: 100%;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 50% 30%;
    display: block;
  }
`;

export const Progress = styled.div`
  width: 160px;
  max-width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

export const HiddenText = styled.span`
  ${visuallyHiddenCss}
`;
