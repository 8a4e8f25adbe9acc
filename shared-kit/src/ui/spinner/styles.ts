import styled, { keyframes } from 'styled-components';
import type { SpinnerSize } from './types';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
`;

/** The ring alone; also used decoratively inside Button. Colour follows the text colour. */
export const SpinnerGlyph = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.75s linear infinite;
`;
