import type { ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '@dating/shared-kit/theme';
import { visuallyHiddenCss } from '@dating/shared-kit/ui';

const Split = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${up('lg')} {
    grid-template-columns: minmax(${({ theme }) => theme.layout.conversationListMin}px, 30%) 1fr;
  }
`;

/* On phones list and thread are separate screens: the list beside the thread shows from 992 px only. */
const Aside = styled.nav`
  display: none;
  ${up('lg')} {
    display: block;
    max-width: ${({ theme }) => theme.layout.conversationListMax}px;
    max-height: calc(100dvh - 140px);
    overflow-y: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The thread page's frame: its h1 (focused after navigation, read by screen readers) is the top bar visually. */
export const ThreadFrame = styled.div`
  h1 {
    ${visuallyHiddenCss}
  }
`;

export interface ChatSplitProps {
  list: ReactNode;
  listLabel: string;
  children: ReactNode;
}

/** From 992 px the conversation list (30%, 300-400 px) beside the thread (centred, at most 800 px). */
export function ChatSplit({ list, listLabel, children }: ChatSplitProps) {
  return (
    <Split>
      <Aside aria-label={listLabel}>{list}</Aside>
      <div>{children}</div>
    </Split>
  );
}
