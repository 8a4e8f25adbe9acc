import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Chip } from '@dating/shared-kit';
import { Modal } from '@dating/shared-kit/ui';
import { BareList } from '../../../shared/components/bare-list';
import { useChatGetIcebreakersQuery } from '../api/chat-api';
import { threadMessages } from '../messages';

const Chips = styled(BareList)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const RowButton = styled.button`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The openers of icebreakers.php in the active locale. */
export function useIcebreakers(enabled: boolean): string[] {
  const intl = useIntl();
  return useChatGetIcebreakersQuery(intl.locale, { skip: !enabled }).data?.icebreakers ?? [];
}

/** Three opener chips under "Say hello"; a pick fills the composer (it never sends). */
export function IcebreakerChips({ icebreakers, onPick }: { icebreakers: string[]; onPick: (text: string) => void }) {
  const intl = useIntl();
  return (
    <Chips aria-label={intl.formatMessage(threadMessages.icebreakersLabel)}>
      {icebreakers.slice(0, 3).map((text) => (
        <li key={text}>
          <Chip onClick={() => onPick(text)}>{text}</Chip>
        </li>
      ))}
    </Chips>
  );
}

export interface IcebreakerModalProps {
  open: boolean;
  icebreakers: string[];
  onClose: () => void;
  onPick: (text: string) => void;
}

/** The icebreaker modal: four 48 px rows; a pick fills the composer and closes it. */
export function IcebreakerModal({ open, icebreakers, onClose, onPick }: IcebreakerModalProps) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(threadMessages.icebreakerTitle)} size="sm">
      <BareList>
        {icebreakers.slice(0, 4).map((text) => (
          <li key={text}>
            <RowButton type="button" onClick={() => onPick(text)}>
              {text}
            </RowButton>
          </li>
        ))}
      </BareList>
    </Modal>
  );
}
