import { useId, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import { Tab, TabList, TabPanel } from './styles';
import type { TabsProps } from './types';

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move focus and select, Home/End jump to the ends.
 * Only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({ items, value, defaultValue, onChange, label, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onChange);

  // A stale controlled value must not leave the tab list without a Tab stop.
  const tabStop = items.some((item) => item.id === selected && !item.disabled) ? selected : firstEnabled;
  const enabledIndexes = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    const position = enabledIndexes.indexOf(index);
    const count = enabledIndexes.length;
    const target = {
      ArrowRight: enabledIndexes[(position + 1) % count],
      ArrowLeft: enabledIndexes[(position - 1 + count) % count],
      Home: enabledIndexes[0],
      End: enabledIndexes[count - 1],
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    tabRefs.current[target]?.focus();
    setSelected(item.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={item.id === tabStop ? 0 : -1}
              disabled={item.disabled}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item) => {
        const isSelected = item.id === selected;
        // Every panel exists so aria-controls always resolves; only the selected one has content.
        return (
          <TabPanel key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} tabIndex={0} hidden={!isSelected}>
            {isSelected ? item.content : null}
          </TabPanel>
        );
      })}
    </div>
  );
}
