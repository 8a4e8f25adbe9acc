import { ColRoot, GridRoot } from './styles';
import type { ColProps, GridProps } from './types';

/** 12-column CSS grid; place `Col` children in it. */
export function Grid({ gap, children, ...rest }: GridProps) {
  return (
    <GridRoot $gap={gap} {...rest}>
      {children}
    </GridRoot>
  );
}

/** Grid cell spanning `span` columns, optionally per breakpoint: `span={{ xs: 12, md: 6, lg: 4 }}`. */
export function Col({ span = 12, children, ...rest }: ColProps) {
  return (
    <ColRoot $span={span} {...rest}>
      {children}
    </ColRoot>
  );
}
