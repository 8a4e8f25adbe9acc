import { useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Countdown, type TimeBonus } from '@dating/shared-kit';
import { Button, Modal } from '@dating/shared-kit/ui';
import { timeBonusMessages } from '../messages';

export interface TimeBonusDialogProps {
  open: boolean;
  bonus: TimeBonus | null;
  onUse: () => void;
  onLater: () => void;
}

/**
 * DESIGN 4 "Time bonus (sm)": an amber band with "−25%" in xxxl and the tabular hh:mm:ss countdown, then
 * "Use my 25% discount" and "Later". Focus starts on the offer.
 */
export function TimeBonusDialog({ open, bonus, onUse, onLater }: TimeBonusDialogProps) {
  const intl = useIntl();
  const use = useRef<HTMLButtonElement>(null);
  const percentage = bonus?.value_percentage ?? 0;
  const text = (message: MessageDescriptor) => intl.formatMessage(message, { percentage });
  return (
    <Modal
      open={open && bonus !== null}
      onClose={onLater}
      size="sm"
      initialFocusRef={use}
      closeLabel={text(timeBonusMessages.close)}
      title={text(timeBonusMessages.title)}
      footer={
        <Answers>
          <Button ref={use} variant="primary" fullWidth onClick={onUse}>
            {text(timeBonusMessages.use)}
          </Button>
          <Button variant="ghost" fullWidth onClick={onLater}>
            {text(timeBonusMessages.later)}
          </Button>
        </Answers>
      }
    >
      <Band>
        <Percentage>{text(timeBonusMessages.discount)}</Percentage>
        <Clock expires={bonus?.expires ?? null} />
      </Band>
      <Body>{text(timeBonusMessages.body)}</Body>
    </Modal>
  );
}

// Amber ground with near-black text (never white on amber, DESIGN 7).
const Band = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
`;

const Percentage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

const Clock = styled(Countdown)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  text-align: center;
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Answers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
