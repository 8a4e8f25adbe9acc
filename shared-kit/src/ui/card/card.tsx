import { CardRoot } from './styles';
import type { CardProps } from './types';

/** Surface that groups related content (activation-done cards, profile blocks). */
export function Card({ padding = 'md', elevated = false, as = 'div', children, ...rest }: CardProps) {
  return (
    <CardRoot as={as} $padding={padding} $elevated={elevated} {...rest}>
      {children}
    </CardRoot>
  );
}
