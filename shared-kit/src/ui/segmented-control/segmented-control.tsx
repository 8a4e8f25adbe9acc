import { useRef, type KeyboardEvent } from 'react';
import { formatBadgeCount } from '../badge/format-badge-count';
import { CountBadge, SegmentButton, SegmentLink, Track } from './styles';
import type { SegmentedControlItem, SegmentedControlProps } from './types';

function Count({ count }: { count: number | undefined }) {
  return count === undefined ? null : <CountBadge>{formatBadgeCount(count)}</CountBadge>;
}

// Arrow keys move by one (wrapping), Home and End to the ends: the radio-group pattern.
const steps: Record<string, (index: number, length: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Two to four views of one list (Received / Given / Matches). Items with `to` make a nav of
 * links (aria-current="page" on the active one); otherwise a radiogroup with arrow-key movement.
 */
export function SegmentedControl({ items, value, onChange, 'aria-label': label }: SegmentedControlProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const isNav = items.some((item) => item.to !== undefined);

  if (isNav) {
    return (
      <nav aria-label={label}>
        <Track>
          {items.map((item) => (
            <SegmentLink
              key={item.id}
              to={item.to ?? '.'}
              aria-current={item.id === value ? 'page' : undefined}
              onClick={() => onChange?.(item.id)}
            >
              {item.label}
              <Count count={item.count} />
            </SegmentLink>
          ))}
        </Track>
      </nav>
    );
  }

  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, items.length);
    buttons.current[next]?.focus();
    onChange?.((items[next] as SegmentedControlItem).id);
  };

  return (
    <Track role="radiogroup" aria-label={label}>
      {items.map((item, index) => (
        <SegmentButton
          key={item.id}
          ref={(node: HTMLButtonElement | null) => {
            buttons.current[index] = node;
          }}
          type="button"
          role="radio"
          aria-checked={item.id === value}
          // Roving tab stop: Tab enters the group on the checked segment, arrows move inside it.
          tabIndex={index === activeIndex ? 0 : -1}
          onClick={() => onChange?.(item.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.label}
          <Count count={item.count} />
        </SegmentButton>
      ))}
    </Track>
  );
}
