import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../icons/check-icon';
import { CloseIcon } from '../../icons/close-icon';
import { kitMessages } from '../kit-messages';
import { ChipButton, ChipGroup, ChipIcon, ChipLabel, ChipSpan, RemoveButton } from './styles';
import type { ChipProps } from './types';

/**
 * A pill for interests, filters and codes. With `onClick` it is a toggle button (aria-pressed);
 * otherwise a span. `onRemove` adds a separate remove button (buttons cannot nest).
 */
export function Chip({ children, icon, selected = false, onClick, onRemove, removeLabel, as }: ChipProps) {
  const intl = useIntl();
  const labelId = useId();
  const removeId = useId();
  const interactive = onClick !== undefined && as !== 'span';
  // A tick as well as the tint: selection is never shown by colour alone.
  const leading = icon ?? (selected ? <CheckIcon /> : null);
  const content = (
    <>
      {leading ? <ChipIcon aria-hidden="true">{leading}</ChipIcon> : null}
      <ChipLabel id={labelId}>{children}</ChipLabel>
    </>
  );
  const chip = interactive ? (
    <ChipButton type="button" aria-pressed={selected} $selected={selected} onClick={onClick}>
      {content}
    </ChipButton>
  ) : (
    <ChipSpan $selected={selected}>{content}</ChipSpan>
  );
  if (!onRemove) return chip;
  return (
    <ChipGroup>
      {chip}
      <RemoveButton
        type="button"
        id={removeId}
        onClick={onRemove}
        // Without a caller label the name is "Verwijderen <chip text>", so each remove button is distinct.
        {...(removeLabel
          ? { 'aria-label': removeLabel }
          : {
              'aria-label': intl.formatMessage(kitMessages.chipRemove),
              'aria-labelledby': `${removeId} ${labelId}`,
            })}
      >
        <CloseIcon size={16} />
      </RemoveButton>
    </ChipGroup>
  );
}
