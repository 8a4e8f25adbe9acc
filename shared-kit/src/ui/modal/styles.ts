import styled, { css } from 'styled-components';
import { down, up } from '../../theme/media';
import type { ModalSize, ModalTone } from './types';

const widths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  ${up('sm')} {
    align-items: center;
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Panel = styled.div<{ $size: ModalSize; $tone: ModalTone }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: 100%;
  overflow: auto;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }

  ${up('sm')} {
    border-radius: ${({ theme }) => theme.radii.xl};
  }

  /* A function: night is declared below, after the parts it restyles. */
  ${({ $tone }) => ($tone === 'night' ? night : '')}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.lg};
  overflow-wrap: break-word;
`;

export const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// Night: white text and focus ring on the night colour, borders gone; below 576 px it fills the screen.
const night = css`
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.night};
  text-align: center;

  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  & > * {
    border-color: transparent;
  }

  ${Title} {
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    line-height: ${({ theme }) => theme.lineHeights.xxxl};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
  }

  ${Footer} {
    flex-direction: column;
    align-items: stretch;
  }

  ${down('sm')} {
    height: 100%;
    max-height: none;
    border-radius: 0;
    justify-content: center;
  }
`;
