import styled, { css, type DefaultTheme } from 'styled-components';
import { up } from '../../theme/media';
import type { Breakpoint, SpaceKey } from '../../theme/theme';
import type { ColSpan } from './types';

const breakpoints: Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

export const GridRoot = styled.div<{ $gap: SpaceKey | undefined }>`
  display: grid;
  grid-template-columns: repeat(${({ theme }) => theme.grid.columns}, minmax(0, 1fr));
  gap: ${({ theme, $gap }) => ($gap ? theme.space[$gap] : theme.grid.gutter)};
`;

/** Mobile-first spans: the `xs` rule applies everywhere, each breakpoint overrides from its width up. */
export function colSpanStyles({ theme, $span }: { theme: DefaultTheme; $span: ColSpan }) {
  const spans = typeof $span === 'number' ? { xs: $span } : $span;
  const clamp = (n: number) => Math.min(Math.max(Math.round(n), 1), theme.grid.columns);
  const rule = (n: number) => `grid-column: span ${clamp(n)} / span ${clamp(n)};`;
  return css`
    ${rule(spans.xs ?? theme.grid.columns)}
    ${breakpoints.map((bp) => {
      const n = spans[bp];
      return n === undefined ? '' : `${up(bp)} { ${rule(n)} }`;
    })}
  `;
}

export const ColRoot = styled.div<{ $span: ColSpan }>`
  min-width: 0;
  ${colSpanStyles}
`;
