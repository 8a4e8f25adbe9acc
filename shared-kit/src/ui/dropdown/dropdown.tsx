import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../button/button';
import { DropdownRoot, Menu, MenuItem } from './styles';
import type { DropdownItem, DropdownProps } from './types';

type FocusTarget = 'first' | 'last';

/**
 * WAI-ARIA menu button: Enter, Space or ArrowDown opens on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and returns focus; Tab or a click outside closes.
 */
export function Dropdown({ label, buttonLabel, items, align = 'start', variant = 'ghost', size = 'md', className }: DropdownProps) {
  const [openWith, setOpenWith] = useState<FocusTarget | null>(null);
  const open = openWith !== null;
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  const focusItem = (index: number | undefined) => {
    if (index !== undefined) itemRefs.current[index]?.focus();
  };

  // Runs when the menu opens (items exist only then); later focus moves are driven by keys.
  const focusOnOpen = useEffectEvent((target: FocusTarget) => focusItem(target === 'first' ? enabled[0] : enabled[enabled.length - 1]));
  useEffect(() => {
    if (openWith) focusOnOpen(openWith);
  }, [openWith]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenWith(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpenWith(null);
    if (refocus) triggerRef.current?.focus();
  };

  const handleTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    const current = enabled.findIndex((index) => itemRefs.current[index] === document.activeElement);
    const count = enabled.length;
    const moves: Record<string, number | undefined> = {
      ArrowDown: enabled[(current + 1) % count],
      ArrowUp: enabled[(current - 1 + count) % count],
      Home: enabled[0],
      End: enabled[count - 1],
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      // Stop here so an enclosing Modal does not close as well.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: DropdownItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    close(true);
  };

  const menuId = `${baseId}-menu`;
  const triggerId = `${baseId}-button`;

  return (
    <DropdownRoot ref={rootRef} className={className}>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={variant}
        size={size}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpenWith('first'))}
        onKeyDown={handleTriggerKeyDown}
      >
        {label}
      </Button>
      {open ? (
        <Menu role="menu" id={menuId} aria-labelledby={triggerId} $align={align} onKeyDown={handleMenuKeyDown}>
          {items.map((item, index) => {
            const common = {
              ref: (el: HTMLElement | null) => {
                itemRefs.current[index] = el;
              },
              role: 'menuitem',
              tabIndex: -1,
              'aria-disabled': item.disabled || undefined,
              onClick: () => select(item),
            } as const;
            if (item.to && !item.disabled) {
              return (
                <MenuItem key={item.id} as={Link} to={item.to} {...common}>
                  {item.label}
                </MenuItem>
              );
            }
            if (item.href && !item.disabled) {
              return (
                <MenuItem key={item.id} as="a" href={item.href} {...common}>
                  {item.label}
                </MenuItem>
              );
            }
            return (
              <MenuItem key={item.id} type="button" {...common}>
                {item.label}
              </MenuItem>
            );
          })}
        </Menu>
      ) : null}
    </DropdownRoot>
  );
}
