import styled from 'styled-components';
import { up } from '../../theme/media';
import type { ToastTone } from './types';

/** Fixed stack for toasts: full width on phones, bottom-right from `sm` up. */
export const ToastRegion = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${up('sm')} {
    left: auto;
  }
`;

export const ToastRoot = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ theme }) => theme.layout.toastWidth}px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const ToastBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const ToastTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
