import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Gift } from '@dating/shared-kit';
import { Alert, Modal } from '@dating/shared-kit/ui';
import { BareList } from '../../../shared/components/bare-list';
import { RowsSkeleton } from '../../../shared/components/rows-skeleton';
import { sharedMessages } from '../../../shared/messages';
import { useChatGetGiftsQuery } from '../api/chat-api';
import { composerMessages } from '../messages';

const Grid = styled(BareList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Credits = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export interface GiftPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (gift: Gift) => void;
}

/** The gift catalogue (gifts.php in the active locale), each with its cost; a pick sends it. */
export function GiftPicker({ open, onClose, onPick }: GiftPickerProps) {
  const intl = useIntl();
  const gifts = useChatGetGiftsQuery(intl.locale, { skip: !open });
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(composerMessages.giftsTitle)} size="md">
      {gifts.isLoading ? <RowsSkeleton rows={3} /> : null}
      {gifts.isError ? <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert> : null}
      {gifts.data ? (
        <Grid>
          {gifts.data.gifts.map((gift) => (
            <li key={gift.id}>
              <Option
                type="button"
                aria-label={intl.formatMessage(composerMessages.giftOption, { name: gift.name, credits: gift.credits })}
                onClick={() => onPick(gift)}
              >
                <img src={gift.image} alt="" />
                <span>{gift.name}</span>
                <Credits>{intl.formatMessage(composerMessages.giftCredits, { credits: gift.credits })}</Credits>
              </Option>
            </li>
          ))}
        </Grid>
      ) : null}
    </Modal>
  );
}
