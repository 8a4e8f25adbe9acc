import styled from 'styled-components';
import { up } from '../../theme/media';
import { bottomTabBarHeight } from '../bottom-tab-bar/styles';
import type { ToastTone } from './types';

/** Fixed stack for toasts: full width above the tab bar on phones, bottom-right from `md` up. */
export const ToastStack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  /* Phones: clear of the bottom tab bar and the safe area. */
  bottom: calc(${bottomTabBarHeight}px + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space.md});
  left: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${up('sm')} {
    left: auto;
  }

  ${up('md')} {
    bottom: ${({ theme }) => theme.space.md};
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
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow-wrap: break-word;
`;

export const ToastBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const ToastTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
