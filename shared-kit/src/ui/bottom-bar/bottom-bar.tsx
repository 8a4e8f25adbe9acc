import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme as staticTheme, type Breakpoint } from '../../theme/theme';
import { down } from '../../theme/media';
import { pageBarBottom, pageBarSafeArea } from './bottom-stack';
import { removePageBar, setPageBarHeight } from './page-bar-registry';
import { useKeyboardInset } from './use-keyboard-inset';

export interface BottomBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Below this width the bar is fixed to the bottom of the screen; from it on it stays where the page puts it. */
  fixedBelow: Breakpoint;
}

const Bar = styled.div<{ $below: Breakpoint }>`
  ${({ $below }) => down($below)} {
    position: fixed;
    right: 0;
    left: 0;
    bottom: ${pageBarBottom};
    /* Under modals and the tab bar's own layer; beside the tab bar, never over it. */
    z-index: ${({ theme }) => theme.zIndices.dropdown};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    padding-bottom: calc(${({ theme }) => theme.space.sm} + ${pageBarSafeArea});
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

function fixedQuery(below: Breakpoint): string {
  return `(max-width: ${staticTheme.breakpoints[below] - 0.02}px)`;
}

/**
 * A page's bar at the bottom of a phone screen (the pay button, a profile's actions, the chat composer):
 * the kit places it above the tab bar, or above the on-screen keyboard when that is open, and keeps the
 * page's content padded by its height, so nothing ends up under it and it never lies under another bar.
 */
export function BottomBar({ fixedBelow, children, ...rest }: BottomBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useKeyboardInset();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const media = window.matchMedia?.(fixedQuery(fixedBelow));
    const measure = () => setPageBarHeight(element, media?.matches ? element.getBoundingClientRect().height : 0);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    media?.addEventListener('change', measure);
    return () => {
      observer?.disconnect();
      media?.removeEventListener('change', measure);
      removePageBar(element);
    };
  }, [fixedBelow]);
  return (
    <Bar ref={ref} $below={fixedBelow} data-bottom-bar="" {...rest}>
      {children}
    </Bar>
  );
}
