import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSession } from '@dating/shared-kit';
import { Avatar, Button, Modal } from '@dating/shared-kit/ui';
import type { ChatPartner } from '../lib/chat-partner';
import { threadMessages } from '../messages';

const Photos = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface MatchModalProps {
  open: boolean;
  partner: ChatPartner;
  onClose: () => void;
}

/** A like turned into a match while chatting; "Send a message" returns to the composer. */
export function MatchModal({ open, partner, onClose }: MatchModalProps) {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={intl.formatMessage(threadMessages.matchTitle)}
      footer={
        <Button type="button" variant="primary" onClick={onClose}>
          {intl.formatMessage(threadMessages.matchAction)}
        </Button>
      }
    >
      <Photos>
        <Avatar src={null} name={user?.profile?.name ?? ''} alt="" size="xl" />
        <Avatar src={partner.main_image?.match} name={partner.name} alt="" size="xl" />
      </Photos>
      <p>{intl.formatMessage(threadMessages.matchBody, { name: partner.name })}</p>
    </Modal>
  );
}
